import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../../test/databases.js';
import { CarrierChargeError, CarrierGatewayError } from './carrier-gateway.js';
import { createSandboxCarrierGateway } from './sandbox-gateway.js';

describe.each(databaseKinds(import.meta.url))('sandbox carrier gateway on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.dispose());

  function gateway() {
    const sent: { recipient: string; text: string }[] = [];
    const storeSms = async (recipient: string, text: string) => void sent.push({ recipient, text });
    return { sent, gateway: createSandboxCarrierGateway({ storeSms, db: database.handle.db }) };
  }

  const charge = (phone: string, reference = 'otp-1') =>
    gateway().gateway.charge({ phone, amountCents: 3800, currency: 'hkd', reference, description: 'Gold' });

  it.each([
    ['40000000', true],
    ['51234567', true],
    ['61234567', true],
    ['70000001', true],
    ['81234567', true],
    ['98765432', true],
    ['01234567', false],
    ['12345678', false],
    ['21234567', false],
    ['31234567', false],
    ['9123456', false],
    ['912345678', false],
  ])('takes %s as registered: %s', async (phone, registered) => {
    expect(await gateway().gateway.isRegistered(phone)).toBe(registered);
  });

  it('leaves the code in the outbox, addressed to +852 and the number', async () => {
    const { sent, gateway: sandbox } = gateway();
    await sandbox.deliverOtp('91234567', 'Your verification code is 123456');
    expect(sent).toEqual([{ recipient: '+85291234567', text: 'Your verification code is 123456' }]);
  });

  it('charges a registered number, the same reference answering the same charge', async () => {
    const first = await charge('91234567', 'otp-a');
    expect(first.chargeId).toMatch(/^sandbox_ch_[0-9a-f]{24}$/);
    expect(await charge('91234567', 'otp-a')).toEqual(first);
    expect((await charge('91234567', 'otp-b')).chargeId).not.toBe(first.chargeId);
  });

  it('refuses charges to 4000xxxx and to numbers no carrier knows', async () => {
    await expect(charge('40001234')).rejects.toBeInstanceOf(CarrierChargeError);
    await expect(charge('40001234')).rejects.toMatchObject({ reason: 'insufficient_credit' });
    await expect(charge('12345678')).rejects.toMatchObject({ reason: 'not_a_subscriber' });
  });

  it('answers a lookup by reference with how the charge ended, or that it never arrived', async () => {
    const { chargeId } = await charge('91234567', 'otp-lookup-paid');
    const { gateway: sandbox } = gateway();
    expect(await sandbox.findCharge('otp-lookup-paid')).toEqual({ status: 'succeeded', chargeId });
    await expect(charge('40001234', 'otp-lookup-refused')).rejects.toBeInstanceOf(CarrierChargeError);
    expect(await sandbox.findCharge('otp-lookup-refused')).toEqual({ status: 'failed', reason: 'insufficient_credit' });
    expect(await sandbox.findCharge('otp-never-sent')).toEqual({ status: 'not_found' });
  });

  it('charges 4001xxxx but loses the answer, which a lookup then finds', async () => {
    await expect(charge('40011234', 'otp-lost')).rejects.toBeInstanceOf(CarrierGatewayError);
    expect(await gateway().gateway.findCharge('otp-lost')).toMatchObject({ status: 'succeeded' });
  });

  it('refunds once per idempotency key', async () => {
    const { gateway: sandbox } = gateway();
    const first = await sandbox.refund('sandbox_ch_1', 'refund-1');
    expect(await sandbox.refund('sandbox_ch_1', 'refund-1')).toEqual(first);
    expect(first.refundId).toMatch(/^sandbox_re_/);
  });
});
