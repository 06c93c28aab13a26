import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CarrierChargeError, CarrierGatewayError, type CarrierChargeRequest, type CarrierGateway } from './carrier-gateway.js';
import { startCarrierStandin, type CarrierStandin } from '../../../test-support/carrier-billing/carrier-standin.js';
import { createHttpCarrierGateway } from './http-gateway.js';

describe('HTTP carrier gateway against a local stand-in', () => {
  let standin: CarrierStandin;
  let gateway: CarrierGateway;
  let references = 0;

  const chargeOf = (phone: string, extra: Partial<CarrierChargeRequest> = {}): CarrierChargeRequest => {
    references += 1;
    return { phone, amountCents: 3800, currency: 'hkd', reference: `otp-${references}`, description: 'Gold plan', ...extra };
  };

  beforeAll(async () => {
    standin = await startCarrierStandin();
    gateway = createHttpCarrierGateway({ baseUrl: `${standin.baseUrl}/`, apiKey: standin.apiKey, timeoutMs: 2000, retryDelayMs: 5 });
  });
  afterEach(() => {
    standin.failAfterProcessing(0);
    standin.delayAnswers(0);
  });
  afterAll(() => standin.close());

  it('looks up whether a number is a subscriber', async () => {
    expect(await gateway.isRegistered('91234567')).toBe(true);
    expect(await gateway.isRegistered('12345678')).toBe(false);
    expect(standin.requests.at(-1)).toEqual({ path: '/subscribers/lookup', idempotencyKey: undefined });
  });

  it('sends the text message to the number with +852', async () => {
    await gateway.deliverOtp('61234567', 'Your verification code is 123456');
    expect(standin.sms.at(-1)).toEqual({ to: '85261234567', text: 'Your verification code is 123456' });
  });

  it('charges HKD cents under the reference as idempotency key', async () => {
    const request = chargeOf('91234567');
    const { chargeId } = await gateway.charge(request);
    expect(standin.charges.get(chargeId)).toEqual({
      msisdn: '85291234567',
      amount: 3800,
      currency: 'HKD',
      reference: request.reference,
      description: 'Gold plan',
    });
    expect(standin.requests.at(-1)).toEqual({ path: '/charges', idempotencyKey: request.reference });
  });

  it('reports a refused charge with the carrier reason', async () => {
    const refused = gateway.charge(chargeOf('40001234'));
    await expect(refused).rejects.toBeInstanceOf(CarrierChargeError);
    await expect(gateway.charge(chargeOf('40005678'))).rejects.toMatchObject({ reason: 'insufficient_credit' });
    await expect(gateway.charge(chargeOf('12345678'))).rejects.toMatchObject({ reason: 'not_a_subscriber' });
  });

  it('retries a charge whose answer was lost and gets the one charge made, not a second', async () => {
    const before = standin.charges.size;
    const request = chargeOf('51234567');
    standin.failAfterProcessing(1);
    const first = await gateway.charge(request);
    expect(standin.charges.size).toBe(before + 1);
    expect(standin.requests.slice(-2).map((entry) => entry.idempotencyKey)).toEqual([request.reference, request.reference]);
    // A second click with the same reference answers the same charge too.
    expect(await gateway.charge(request)).toEqual(first);
    expect(standin.charges.size).toBe(before + 1);
  });

  it('looks a charge up by its reference: made, refused, or never received', async () => {
    const paid = chargeOf('61234567');
    const { chargeId } = await gateway.charge(paid);
    expect(await gateway.findCharge(paid.reference)).toEqual({ status: 'succeeded', chargeId });
    const refused = chargeOf('40001234');
    await expect(gateway.charge(refused)).rejects.toBeInstanceOf(CarrierChargeError);
    expect(await gateway.findCharge(refused.reference)).toEqual({ status: 'failed', reason: 'insufficient_credit' });
    expect(await gateway.findCharge('otp-never-sent')).toEqual({ status: 'not_found' });
    expect(standin.requests.at(-1)).toEqual({ path: '/charges/lookup', idempotencyKey: undefined });
  });

  it('learns by a lookup how a charge ended when every answer to it was lost', async () => {
    const request = chargeOf('51234567');
    standin.failAfterProcessing(2);
    await expect(gateway.charge(request)).rejects.toBeInstanceOf(CarrierGatewayError);
    expect(await gateway.findCharge(request.reference)).toMatchObject({ status: 'succeeded' });
  });

  it('does not send a text twice when its answer is lost', async () => {
    const before = standin.sms.length;
    standin.failAfterProcessing(1);
    await expect(gateway.deliverOtp('71234567', 'code')).rejects.toBeInstanceOf(CarrierGatewayError);
    expect(standin.sms.length).toBe(before + 1);
  });

  it('gives up with a gateway error when the carrier does not answer in time', async () => {
    const impatient = createHttpCarrierGateway({
      baseUrl: standin.baseUrl,
      apiKey: standin.apiKey,
      timeoutMs: 50,
      retries: 1,
      retryDelayMs: 5,
    });
    standin.delayAnswers(300);
    const started = Date.now();
    await expect(impatient.charge(chargeOf('81234567'))).rejects.toThrow(/did not answer within 50 ms/);
    await expect(impatient.isRegistered('81234567')).rejects.toBeInstanceOf(CarrierGatewayError);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('treats a wrong API key as a gateway error, not a refusal, and never repeats the key', async () => {
    const wrong = createHttpCarrierGateway({ baseUrl: standin.baseUrl, apiKey: 'wrong-secret-key', retryDelayMs: 5 });
    const failure = await wrong.charge(chargeOf('91234567')).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CarrierGatewayError);
    expect(failure).not.toBeInstanceOf(CarrierChargeError);
    expect(String((failure as Error).message)).toContain('401 (unauthorized)');
    expect(String((failure as Error).message)).not.toContain('wrong-secret-key');
  });

  it('refunds a charge once per idempotency key', async () => {
    const { chargeId } = await gateway.charge(chargeOf('91234567'));
    const first = await gateway.refund(chargeId, `refund-${chargeId}`);
    expect(await gateway.refund(chargeId, `refund-${chargeId}`)).toEqual(first);
    expect([...standin.refunds.values()].filter((refund) => refund.chargeId === chargeId)).toHaveLength(1);
    await expect(gateway.refund('ch_missing', 'refund-missing')).rejects.toBeInstanceOf(CarrierGatewayError);
  });

  it('reports an unreachable gateway', async () => {
    const nowhere = createHttpCarrierGateway({ baseUrl: 'http://127.0.0.1:1/v1', apiKey: 'k', retries: 0 });
    await expect(nowhere.isRegistered('91234567')).rejects.toThrow(/unreachable/);
  });
});
