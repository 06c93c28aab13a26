import type { z } from 'zod';
import type { LazySchema } from './contract';
import { isRecord } from './isRecord';

/** A failed call: the HTTP status plus the server's `msg` key, English `message` and optional `details`. */
export class ApiError extends Error {
  readonly status: number;
  readonly msg: string;
  readonly details: unknown;

  constructor(status: number, msg: string, message: string, details?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.msg = msg;
    this.details = details;
  }
}

export interface ApiCallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Added to the JSON headers (the live room's join token, for one). */
  headers?: Record<string, string>;
}

/** How calls reach the server: the browser's fetch, or in a server render the server's own routes (entry-server.tsx). */
let transport: typeof fetch = (input, init) => fetch(input, init);

/** A server render answers the app's calls in-process, as a guest; it sets this once, before its first render. */
export function setApiTransport(next: typeof fetch): void {
  transport = next;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function toApiError(status: number, body: unknown): ApiError {
  const fallbackMsg = status === 503 ? 'SERVICE_UNAVAILABLE' : 'INTERNAL_ERROR';
  const fallbackMessage = `Request failed with status ${status}`;
  if (!isRecord(body)) return new ApiError(status, fallbackMsg, fallbackMessage);
  const msg = typeof body.msg === 'string' ? body.msg : fallbackMsg;
  const message = typeof body.message === 'string' ? body.message : fallbackMessage;
  return new ApiError(status, msg, message, body.details);
}

/**
 * One call as it came back, refusals included, for callers that read fields beside `msg` or tell a 204 from a 200.
 * No answer at all throws, reported like the server's own 503.
 */
export async function fetchApi(
  path: string,
  { method = 'GET', body, signal, headers: extraHeaders }: ApiCallOptions = {},
): Promise<{ ok: boolean; status: number; json: unknown }> {
  const headers: Record<string, string> = { Accept: 'application/json', ...extraHeaders };
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await transport(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    // A refused connection has no body; report it like the server's own 503 so the user sees one message.
    throw new ApiError(0, 'SERVICE_UNAVAILABLE', cause instanceof Error ? cause.message : 'Network error');
  }
  return { ok: response.ok, status: response.status, json: await readJson(response) };
}

async function send(path: string, options: ApiCallOptions): Promise<unknown> {
  const { ok, status, json } = await fetchApi(path, options);
  if (!ok) throw toApiError(status, json);
  return json;
}

/**
 * Calls the API and checks the answer against the shared contract, so a drifted server fails here, loudly. A schema
 * given lazily (lib/contract.ts) is loaded while the call is in flight.
 */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  schema: S | LazySchema<S>,
  init: ApiCallOptions = {},
): Promise<z.output<S>> {
  const [answer, checker] = await Promise.all([send(path, init), loadSchema(schema)]);
  return checker.parse(answer);
}

/** Checks an answer read with fetchApi against the contract, loading a lazily given schema first. */
export async function parseAnswer<S extends z.ZodType>(schema: S | LazySchema<S>, answer: unknown): Promise<z.output<S>> {
  return (await loadSchema(schema)).parse(answer);
}

async function loadSchema<S extends z.ZodType>(schema: S | LazySchema<S>): Promise<S> {
  return typeof schema === 'function' ? schema() : schema;
}

/** Calls the API when the answer's body does not matter (204 and the like). */
export async function apiSend(path: string, init: ApiCallOptions = {}): Promise<void> {
  await send(path, init);
}
