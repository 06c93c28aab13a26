import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in of the carrier DCB gateway that http-gateway.ts speaks to (for tests): subscribers are
 * 852 + a Hong Kong mobile number, 8524000xxxx are refused, and keyed requests are answered once and replayed.
 */
export interface CarrierStandin {
  baseUrl: string;
  apiKey: string;
  sms: { to: string; text: string }[];
  charges: Map<string, { msisdn: string; amount: number; currency: string; reference: string; description: string }>;
  refunds: Map<string, { chargeId: string }>;
  /** Every request as it arrived: path and Idempotency-Key. */
  requests: { path: string; idempotencyKey: string | undefined }[];
  /** The next `count` requests are carried out, but answered 500 (an answer lost on the way). */
  failAfterProcessing(count: number): void;
  /** Holds every answer this long (0 to stop). */
  delayAnswers(ms: number): void;
  close(): Promise<void>;
}

interface Stored {
  status: number;
  body: unknown;
  fingerprint: string;
}

const SUBSCRIBER = /^852[4-9]\d{7}$/;
const REFUSED = /^8524000/;

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

export async function startCarrierStandin(apiKey = 'carrier-test-key'): Promise<CarrierStandin> {
  const sms: CarrierStandin['sms'] = [];
  const charges: CarrierStandin['charges'] = new Map();
  const refunds: CarrierStandin['refunds'] = new Map();
  const requests: CarrierStandin['requests'] = [];
  const keyed = new Map<string, Stored>();
  /** How each charge ended, by the caller's reference, for lookups. */
  const outcomes = new Map<string, { id: string; status: 'succeeded' | 'failed'; failure_reason?: string }>();
  let failures = 0;
  let delayMs = 0;

  function handle(path: string, key: string | undefined, body: Record<string, unknown>): { status: number; body: unknown } {
    const error = (status: number, code: string) => ({ status, body: { error: { code, message: code.replace(/_/g, ' ') } } });
    if (path === '/subscribers/lookup') {
      return { status: 200, body: { msisdn: body.msisdn, registered: SUBSCRIBER.test(String(body.msisdn)) } };
    }
    if (path === '/sms') {
      if (!SUBSCRIBER.test(String(body.to)) || typeof body.text !== 'string') return error(400, 'invalid_request');
      sms.push({ to: String(body.to), text: body.text });
      return { status: 202, body: { id: `sms_${sms.length}` } };
    }
    if (path === '/charges/lookup') {
      const outcome = outcomes.get(String(body.reference));
      return outcome ? { status: 200, body: outcome } : error(404, 'no_such_charge');
    }
    if (!key) return error(400, 'idempotency_key_required');
    const scope = `${path}:${key}`;
    const fingerprint = JSON.stringify(body);
    const previous = keyed.get(scope);
    if (previous) return previous.fingerprint === fingerprint ? previous : error(409, 'idempotency_key_reused');
    let answer: { status: number; body: unknown };
    const refund = /^\/charges\/([^/]+)\/refunds$/.exec(path);
    if (path === '/charges') {
      const msisdn = String(body.msisdn);
      const refused = (code: string) => {
        outcomes.set(String(body.reference), { id: `ch_failed_${outcomes.size + 1}`, status: 'failed', failure_reason: code });
        return error(402, code);
      };
      if (!SUBSCRIBER.test(msisdn)) answer = refused('not_a_subscriber');
      else if (REFUSED.test(msisdn)) answer = refused('insufficient_credit');
      else if (!Number.isInteger(body.amount) || body.currency !== 'HKD') answer = error(400, 'invalid_request');
      else {
        const id = `ch_${charges.size + 1}`;
        charges.set(id, {
          msisdn,
          amount: body.amount as number,
          currency: String(body.currency),
          reference: String(body.reference),
          description: String(body.description),
        });
        outcomes.set(String(body.reference), { id, status: 'succeeded' });
        answer = { status: 201, body: { id, status: 'succeeded', amount: body.amount, currency: body.currency } };
      }
    } else if (refund) {
      const chargeId = decodeURIComponent(refund[1]!);
      if (!charges.has(chargeId)) answer = error(404, 'no_such_charge');
      else {
        const id = `re_${refunds.size + 1}`;
        refunds.set(id, { chargeId });
        answer = { status: 201, body: { id, status: 'succeeded', charge: chargeId } };
      }
    } else {
      return error(404, 'not_found');
    }
    keyed.set(scope, { ...answer, fingerprint });
    return answer;
  }

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    void (async () => {
      // The gateway's API lives under /v1, as the configured base URL says.
      const path = new URL(request.url ?? '/', 'http://standin').pathname.replace(/^\/v1(?=\/)/, '');
      const key = request.headers['idempotency-key'];
      const idempotencyKey = typeof key === 'string' ? key : undefined;
      requests.push({ path, idempotencyKey });
      let answer: { status: number; body: unknown };
      if (request.method !== 'POST') answer = { status: 405, body: { error: { code: 'method_not_allowed' } } };
      else if (request.headers.authorization !== `Bearer ${apiKey}`) answer = { status: 401, body: { error: { code: 'unauthorized' } } };
      else {
        try {
          answer = handle(path, idempotencyKey, await readJson(request));
        } catch {
          answer = { status: 400, body: { error: { code: 'invalid_json' } } };
        }
      }
      if (failures > 0) {
        failures -= 1;
        answer = { status: 500, body: { error: { code: 'internal_error' } } };
      }
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      if (response.destroyed) return;
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    apiKey,
    sms,
    charges,
    refunds,
    requests,
    failAfterProcessing: (count) => void (failures = count),
    delayAnswers: (ms) => void (delayMs = ms),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
