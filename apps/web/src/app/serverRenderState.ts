import { isDisplayLanguage, type DisplayLanguage } from '@platform/shared';
import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api';
import { isRecord } from '../lib/isRecord';
import { SERVER_RENDER_STATE_ID } from './serverRender';

/** What the browser needs to take over a page the server rendered, and render exactly what the server did. */
export interface ServerRenderState {
  language: DisplayLanguage;
  /** The answers the page rendered with, as TanStack Query dehydrates them. */
  queries: DehydratedState;
  /** The namespaces of the page's first render, in its language. */
  translations: Record<string, unknown>;
}

/** The state of the page the server rendered; null for a page the browser renders itself or a state it cannot read. */
export function readServerRenderState(document: Document): ServerRenderState | null {
  const text = document.getElementById(SERVER_RENDER_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const state: unknown = JSON.parse(text);
    if (!isRecord(state) || !isDisplayLanguage(state.language) || !isRecord(state.queries) || !isRecord(state.translations)) {
      return null;
    }
    return state as unknown as ServerRenderState;
  } catch {
    return null;
  }
}

/** An ApiError as it travels in the page: JSON has no classes, and an Error's message is not one of its own keys. */
interface SentApiError {
  apiError: { status: number; msg: string; message: string; details: unknown };
}

function isSentApiError(value: unknown): value is SentApiError {
  return isRecord(value) && isRecord(value.apiError) && typeof value.apiError.status === 'number';
}

/**
 * The answers a server render used, for the browser: those that succeeded, and the server's refusals (a locked forum,
 * say), which the page shows as it would in the browser. Other failures are left out; the browser asks again.
 */
export function queriesForBrowser(queryClient: QueryClient): DehydratedState {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) =>
      query.state.status === 'success' || (query.state.status === 'error' && query.state.error instanceof ApiError),
  });
  const queries = state.queries.map((query) => {
    const error = query.state.error;
    if (!(error instanceof ApiError)) return query;
    const sent: SentApiError = { apiError: { status: error.status, msg: error.msg, message: error.message, details: error.details } };
    return { ...query, state: { ...query.state, error: sent as unknown as Error } };
  });
  return { ...state, queries };
}

/** Puts a server render's answers in the browser's cache, its refusals as the ApiErrors the components expect. */
export function hydrateServerQueries(queryClient: QueryClient, state: DehydratedState): void {
  const queries = state.queries.map((query) => {
    const error: unknown = query.state.error;
    if (!isSentApiError(error)) return query;
    const { status, msg, message, details } = error.apiError;
    return { ...query, state: { ...query.state, error: new ApiError(status, msg, message, details) } };
  });
  hydrate(queryClient, { ...state, queries });
}
