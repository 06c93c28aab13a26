import { sha256 } from '../crypto/tokens.js';
import { CarrierChargeError, HK_MOBILE_NUMBER, toMsisdn, type CarrierGateway } from './carrier-gateway.js';

/** Charges to numbers starting with this are refused, to try the failure path. */
export const SANDBOX_REFUSED_PREFIX = '4000';

export interface SandboxGatewayOptions {
  /** Where the text messages go instead of a phone: the outbox, read by admins at /admin/outbox. */
  storeSms(recipient: string, text: string): Promise<void>;
}

/**
 * The embedded default. Test numbers:
 * - any 8 digits starting with 4-9 is a registered subscriber and is charged;
 * - 8 digits starting with 0-3 (not a Hong Kong mobile number) is "not a registered carrier number";
 * - 4000xxxx is registered but every charge is refused.
 * Ids are derived from the caller's reference and key, so a retried charge or refund answers the same id without
 * any state to keep (or lose on a restart).
 */
export function createSandboxCarrierGateway({ storeSms }: SandboxGatewayOptions): CarrierGateway {
  return {
    name: 'sandbox',
    async isRegistered(phone) {
      return HK_MOBILE_NUMBER.test(phone);
    },
    async deliverOtp(phone, message) {
      await storeSms(`+${toMsisdn(phone)}`, message);
    },
    async charge({ phone, amountCents, reference }) {
      if (!HK_MOBILE_NUMBER.test(phone)) throw new CarrierChargeError('not_a_subscriber');
      if (phone.startsWith(SANDBOX_REFUSED_PREFIX)) throw new CarrierChargeError('insufficient_credit');
      if (!Number.isInteger(amountCents) || amountCents <= 0) throw new CarrierChargeError('invalid_amount');
      return { chargeId: `sandbox_ch_${sha256(`charge:${reference}`).slice(0, 24)}` };
    },
    async refund(chargeId, idempotencyKey) {
      return { refundId: `sandbox_re_${sha256(`refund:${chargeId}:${idempotencyKey}`).slice(0, 24)}` };
    },
  };
}
