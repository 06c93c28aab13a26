/**
 * Direct carrier billing (DCB) behind one interface: the carrier's HTTP gateway when it is configured, otherwise the
 * sandbox that leaves its text messages in the outbox. Phone numbers are Hong Kong local numbers (8 digits); the
 * adapter turns them into whatever its carrier expects.
 */

export interface CarrierChargeRequest {
  phone: string;
  /** Integer cents of `currency`. */
  amountCents: number;
  currency: 'hkd';
  /**
   * Ours, unique per purchase attempt, sent as the idempotency key: a charge retried with it (a lost answer, a
   * second click) is made once and answered with the same charge.
   */
  reference: string;
  /** What the subscriber sees on their bill. */
  description: string;
}

export interface CarrierCharge {
  chargeId: string;
}

/** The carrier said no (no credit, barred line, spending cap): the subscriber was not charged. */
export class CarrierChargeError extends Error {
  constructor(readonly reason: string) {
    super(`carrier charge refused: ${reason}`);
  }
}

/**
 * The gateway did not give a usable answer (unreachable, timed out, 5xx, a reply we cannot read). For a charge the
 * outcome is unknown: retry with the same reference to learn it, never with a new one.
 */
export class CarrierGatewayError extends Error {}

/** How a charge asked for under a reference ended, as the carrier tells it later. */
export type CarrierChargeOutcome =
  | { status: 'succeeded'; chargeId: string }
  | { status: 'failed'; reason: string }
  /** The carrier has it and has not decided yet. */
  | { status: 'pending' }
  /** The carrier never received it. */
  | { status: 'not_found' };

export interface CarrierGateway {
  readonly name: 'sandbox' | 'http';
  /** Whether the number belongs to a subscriber of a carrier we can bill. */
  isRegistered(phone: string): Promise<boolean>;
  /** Sends the verification code's text message to the phone. */
  deliverOtp(phone: string, message: string): Promise<void>;
  /** Bills the amount to the phone; throws CarrierChargeError on refusal, CarrierGatewayError when unsure. */
  charge(request: CarrierChargeRequest): Promise<CarrierCharge>;
  /** Asks how the charge made under this reference ended; throws CarrierGatewayError when the gateway does not answer. */
  findCharge(reference: string): Promise<CarrierChargeOutcome>;
  /** Gives a charge back in full; `idempotencyKey` makes a retried refund happen once. */
  refund(chargeId: string, idempotencyKey: string): Promise<{ refundId: string }>;
}

/** Hong Kong mobile numbers start with 4, 5, 6, 7, 8 or 9 (OFCA numbering plan); 8 digits in all. */
export const HK_MOBILE_NUMBER = /^[4-9]\d{7}$/;

/** +852 and the local number, as carriers address a subscriber (E.164 without the plus). */
export function toMsisdn(phone: string): string {
  return `852${phone}`;
}
