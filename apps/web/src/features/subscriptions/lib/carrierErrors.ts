/**
 * Where a failed carrier-bill call is shown (spec §8 carrier bill): a mistyped phone or code next to its field, a code
 * asked for again too soon as a warning (the earlier code still works), a failed charge as 'Please enter valid
 * verification code.' unless the plan itself is the reason. A charge the carrier refused keeps those words and adds
 * that a right code may have been declined, so a buyer does not retype a good code again and again. `key` is an errors-namespace key, or null for "the
 * server's own message".
 */
export type CarrierStep = 'send' | 'verify' | 'charge';
export type CarrierErrorPlace =
  { target: 'phone' | 'otp'; key: string } | { target: 'warning'; key: string } | { target: 'form'; key: string | null };

const PHONE_ERRORS = new Set(['PHONE_NOT_REGISTERED', 'INVALID_PHONE_NUMBER']);
const CODE_ERRORS = new Set(['INCORRECT_VERIFICATION_CODE', 'INVALID_VERIFICATION_CODE']);
/** Charge failures about the plan, not the code: saying "valid verification code" would mislead. */
const PLAN_ERRORS = new Set(['ALREADY_SUBSCRIBED', 'CANNOT_BUY_OWN_PLAN', 'PLAN_DISABLED', 'NO_CARRIER_PRICE', 'NOT_LOGGED_IN']);

export function placeCarrierError(step: CarrierStep, msg: string | null): CarrierErrorPlace {
  if (step === 'send') {
    if (msg === 'OTP_SENT_ALREADY') return { target: 'warning', key: msg };
    if (msg && PHONE_ERRORS.has(msg)) return { target: 'phone', key: msg };
    return { target: 'form', key: null };
  }
  if (msg && CODE_ERRORS.has(msg)) return { target: 'otp', key: msg };
  if (step === 'verify') return { target: 'form', key: null };
  if (msg && PLAN_ERRORS.has(msg)) return { target: 'form', key: msg };
  // The carrier may have billed the phone: the buyer is told the plan will appear, not to retype the code.
  if (msg === 'CARRIER_CHARGE_UNCONFIRMED' || msg === 'CARRIER_CHARGE_FAILED') return { target: 'form', key: msg };
  return { target: 'form', key: 'INVALID_VERIFICATION_CODE' };
}
