import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { CarrierChargeError, CarrierGatewayError, toMsisdn, type CarrierChargeOutcome, type CarrierGateway } from './carrier-gateway.js';

/**
 * A carrier's DCB gateway over JSON and HTTPS, in the shape such gateways share:
 *
 *   POST {base}/subscribers/lookup     { msisdn }                                      200 { msisdn, registered }
 *   POST {base}/sms                    { to, text }                                    202 { id }
 *   POST {base}/charges                { msisdn, amount, currency, reference, description }
 *                                      + Idempotency-Key                               201 { id, status: succeeded | failed, failure_reason? }
 *                                                                                      402 { error: { code, message } } refused
 *   POST {base}/charges/lookup         { reference }                                   200 { id, status: succeeded | failed | pending, failure_reason? }
 *                                                                                      404 { error: { code: no_such_charge } }
 *   POST {base}/charges/{id}/refunds   + Idempotency-Key                               201 { id, status }
 *
 * Every call carries `Authorization: Bearer <api key>`; errors answer `{ error: { code, message } }`. A request with
 * the same Idempotency-Key is answered with the first one's result, so charges and refunds can be retried safely.
 */
export interface HttpCarrierGatewayOptions {
  baseUrl: string;
  apiKey: string;
  /** Per attempt, answer body included. */
  timeoutMs?: number;
  /** Further attempts for calls that are safe to repeat: lookups, and charges and refunds under their key. */
  retries?: number;
  retryDelayMs?: number;
  fetch?: typeof fetch;
}

const lookupSchema = z.object({ registered: z.boolean() });
const chargeSchema = z.object({
  id: z.string().min(1),
  status: z.enum(['succeeded', 'failed']),
  failure_reason: z.string().nullish(),
});
const lookupChargeSchema = z.object({
  id: z.string().min(1),
  status: z.enum(['succeeded', 'failed', 'pending']),
  failure_reason: z.string().nullish(),
});
const refundSchema = z.object({ id: z.string().min(1) });
const errorSchema = z.object({ error: z.object({ code: z.string(), message: z.string().optional() }) });

interface Call {
  path: string;
  body: unknown;
  idempotencyKey?: string;
  /** Sending it twice does no harm (a read, or a write under an idempotency key). */
  repeatable: boolean;
}

interface Answer {
  status: number;
  body: unknown;
}

function errorCodeOf(body: unknown): string | undefined {
  const parsed = errorSchema.safeParse(body);
  return parsed.success ? parsed.data.error.code : undefined;
}

/** What went wrong, without the body: a carrier's message may echo the number or the text sent. */
function explain(what: string, answer: Answer): string {
  return `${what}: the carrier gateway answered ${answer.status}${errorCodeOf(answer.body) ? ` (${errorCodeOf(answer.body)})` : ''}`;
}

export function createHttpCarrierGateway(options: HttpCarrierGatewayOptions): CarrierGateway {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 10_000;
  const retries = options.retries ?? 1;
  const retryDelayMs = options.retryDelayMs ?? 200;
  const fetchImpl = options.fetch ?? fetch;

  async function attempt(call: Call): Promise<Answer> {
    const headers: Record<string, string> = {
      authorization: `Bearer ${options.apiKey}`,
      'content-type': 'application/json',
      accept: 'application/json',
    };
    if (call.idempotencyKey) headers['idempotency-key'] = call.idempotencyKey;
    // One signal for the request and its body: a gateway that stalls half-way through its answer times out too.
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      const response = await fetchImpl(`${baseUrl}${call.path}`, { method: 'POST', headers, body: JSON.stringify(call.body), signal });
      const text = await response.text();
      let body: unknown = null;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        body = null;
      }
      return { status: response.status, body };
    } catch (error) {
      const timedOut = signal.aborted || (error instanceof Error && error.name === 'TimeoutError');
      throw new CarrierGatewayError(
        timedOut
          ? `${call.path}: the carrier gateway did not answer within ${timeoutMs} ms`
          : `${call.path}: the carrier gateway is unreachable`,
        { cause: error },
      );
    }
  }

  /** Sends the call, again after a network failure, a timeout, 429 or 5xx when it may be repeated. */
  async function send(call: Call): Promise<Answer> {
    const attempts = call.repeatable ? retries + 1 : 1;
    let failure: CarrierGatewayError | undefined;
    for (let index = 0; index < attempts; index += 1) {
      if (index > 0) await sleep(retryDelayMs * 2 ** (index - 1));
      try {
        const answer = await attempt(call);
        if (answer.status < 500 && answer.status !== 429) return answer;
        failure = new CarrierGatewayError(explain(call.path, answer));
      } catch (error) {
        if (!(error instanceof CarrierGatewayError)) throw error;
        failure = error;
      }
    }
    throw failure!;
  }

  function parse<T>(schema: z.ZodType<T>, answer: Answer, what: string): T {
    if (answer.status < 200 || answer.status >= 300) throw new CarrierGatewayError(explain(what, answer));
    const parsed = schema.safeParse(answer.body);
    if (!parsed.success) throw new CarrierGatewayError(`${what}: the carrier gateway's answer is not in the expected shape`);
    return parsed.data;
  }

  return {
    name: 'http',

    async isRegistered(phone) {
      const answer = await send({ path: '/subscribers/lookup', body: { msisdn: toMsisdn(phone) }, repeatable: true });
      return parse(lookupSchema, answer, 'subscriber lookup').registered;
    },

    async deliverOtp(phone, message) {
      // Not repeated: without a key on the message, a lost answer would mean a second text to the subscriber.
      const answer = await send({ path: '/sms', body: { to: toMsisdn(phone), text: message }, repeatable: false });
      if (answer.status < 200 || answer.status >= 300) throw new CarrierGatewayError(explain('sms', answer));
    },

    async charge({ phone, amountCents, currency, reference, description }) {
      const answer = await send({
        path: '/charges',
        body: { msisdn: toMsisdn(phone), amount: amountCents, currency: currency.toUpperCase(), reference, description },
        idempotencyKey: reference,
        repeatable: true,
      });
      if (answer.status === 402) throw new CarrierChargeError(errorCodeOf(answer.body) ?? 'refused');
      const charge = parse(chargeSchema, answer, 'charge');
      if (charge.status === 'failed') throw new CarrierChargeError(charge.failure_reason ?? 'refused');
      return { chargeId: charge.id };
    },

    async findCharge(reference): Promise<CarrierChargeOutcome> {
      const answer = await send({ path: '/charges/lookup', body: { reference }, repeatable: true });
      if (answer.status === 404 && errorCodeOf(answer.body) === 'no_such_charge') return { status: 'not_found' };
      const charge = parse(lookupChargeSchema, answer, 'charge lookup');
      if (charge.status === 'succeeded') return { status: 'succeeded', chargeId: charge.id };
      if (charge.status === 'failed') return { status: 'failed', reason: charge.failure_reason ?? 'refused' };
      return { status: 'pending' };
    },

    async refund(chargeId, idempotencyKey) {
      const answer = await send({ path: `/charges/${encodeURIComponent(chargeId)}/refunds`, body: {}, idempotencyKey, repeatable: true });
      return { refundId: parse(refundSchema, answer, 'refund').id };
    },
  };
}
