import { eq } from 'drizzle-orm';
import type { Database } from '../../database/database.js';
import { sha256 } from '../crypto/tokens.js';
import {
  CarrierChargeError,
  CarrierGatewayError,
  HK_MOBILE_NUMBER,
  toMsisdn,
  type CarrierChargeOutcome,
  type CarrierGateway,
} from './carrier-gateway.js';
import { sandboxCarrierCharges } from './sandbox-carrier.table.js';

/** Charges to numbers starting with this are refused, to try the failure path. */
export const SANDBOX_REFUSED_PREFIX = '4000';
/** Charges to numbers starting with this are made, but their answer is lost on the way, to try reconciliation. */
export const SANDBOX_LOST_ANSWER_PREFIX = '4001';

export interface SandboxGatewayOptions {
  /** Where the text messages go instead of a phone: the outbox, read by admins at /admin/outbox. */
  storeSms(recipient: string, text: string): Promise<void>;
  /** Where the sandbox carrier keeps the charges it made, to answer lookups by reference. */
  db: Database;
}

/** The carrier's decision on a charge: a refusal reason, or null when it is made. */
function refusalOf(phone: string, amountCents: number): string | null {
  if (!HK_MOBILE_NUMBER.test(phone)) return 'not_a_subscriber';
  if (phone.startsWith(SANDBOX_REFUSED_PREFIX)) return 'insufficient_credit';
  if (!Number.isInteger(amountCents) || amountCents <= 0) return 'invalid_amount';
  return null;
}

/**
 * The embedded default. Test numbers:
 * - any 8 digits starting with 4-9 is a registered subscriber and is charged;
 * - 8 digits starting with 0-3 (not a Hong Kong mobile number) is "not a registered carrier number";
 * - 4000xxxx is registered but every charge is refused;
 * - 4001xxxx is charged, but the gateway's answer never arrives (the outcome is learnt by a lookup).
 * Ids are derived from the caller's reference and key, so a retried charge or refund answers the same id.
 */
export function createSandboxCarrierGateway({ storeSms, db }: SandboxGatewayOptions): CarrierGateway {
  return {
    name: 'sandbox',
    async isRegistered(phone) {
      return HK_MOBILE_NUMBER.test(phone);
    },
    async deliverOtp(phone, message) {
      await storeSms(`+${toMsisdn(phone)}`, message);
    },
    async charge({ phone, amountCents, reference }) {
      const refusal = refusalOf(phone, amountCents);
      const chargeId = `sandbox_ch_${sha256(`charge:${reference}`).slice(0, 24)}`;
      await db
        .insert(sandboxCarrierCharges)
        .values({ reference, chargeId, status: refusal ? 'failed' : 'succeeded', failureReason: refusal })
        .onConflictDoNothing({ target: sandboxCarrierCharges.reference });
      if (refusal) throw new CarrierChargeError(refusal);
      if (phone.startsWith(SANDBOX_LOST_ANSWER_PREFIX)) throw new CarrierGatewayError('charge: the sandbox lost the answer on purpose');
      return { chargeId };
    },
    async findCharge(reference): Promise<CarrierChargeOutcome> {
      const [row] = await db.select().from(sandboxCarrierCharges).where(eq(sandboxCarrierCharges.reference, reference));
      if (!row) return { status: 'not_found' };
      return row.status === 'succeeded'
        ? { status: 'succeeded', chargeId: row.chargeId }
        : { status: 'failed', reason: row.failureReason ?? 'refused' };
    },
    async refund(chargeId, idempotencyKey) {
      return { refundId: `sandbox_re_${sha256(`refund:${chargeId}:${idempotencyKey}`).slice(0, 24)}` };
    },
  };
}
