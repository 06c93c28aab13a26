import { CardDeclinedError } from './card-provider.js';

/* The sandbox's test cards: which are accepted, which are refused, and when. */

/**
 * How a test card behaves: `decline` refuses it outright; `chargeDecline` accepts it (a trial starts) but refuses
 * every charge, the first paid period or a renewal, as Stripe's 4000 0000 0000 0341 does.
 */
interface TestCard {
  decline?: string;
  chargeDecline?: string;
}

/** The well-known test card numbers, as Stripe documents them; anything else is declined like a live card in test mode. */
export const SANDBOX_TEST_CARDS: Record<string, TestCard> = {
  '4242424242424242': {},
  '5555555555554444': {},
  '4000000000000002': { decline: 'generic_decline' },
  '4000000000009995': { decline: 'insufficient_funds' },
  '4000000000000341': { chargeDecline: 'card_declined' },
};

/** The same cards as Stripe's test payment methods, which a browser in test mode hands over instead of a number. */
export const SANDBOX_TEST_PAYMENT_METHODS: Record<string, TestCard> = {
  pm_card_visa: {},
  pm_card_mastercard: {},
  pm_card_chargeDeclined: { decline: 'generic_decline' },
  pm_card_chargeDeclinedInsufficientFunds: { decline: 'insufficient_funds' },
  pm_card_chargeCustomerFail: { chargeDecline: 'card_declined' },
};

export interface SandboxCard {
  cardNumber: string;
  /** Month 1-12 and four-digit year. */
  expiryMonth: number;
  expiryYear: number;
}

export class SandboxCardExpiredError extends Error {}

/**
 * Throws as the bank would for a test card that declines, and for any other card (a live card in test mode); with
 * `amount` > 0 money is taken, which a card that only attaches refuses too.
 */
export function charge(outcome: TestCard | undefined, amount: number) {
  if (!outcome) throw new CardDeclinedError('test_mode_live_card');
  if (outcome.decline) throw new CardDeclinedError(outcome.decline);
  if (amount > 0 && outcome.chargeDecline) throw new CardDeclinedError(outcome.chargeDecline);
}

/** Whether the card on a subscription pays a renewal. */
export function paysRenewal(card: string | null): boolean {
  const outcome = card ? (SANDBOX_TEST_CARDS[card] ?? SANDBOX_TEST_PAYMENT_METHODS[card]) : undefined;
  return outcome !== undefined && !outcome.decline && !outcome.chargeDecline;
}

/** Throws SandboxCardExpiredError for a card whose expiry month is before `today`'s. */
export function refuseExpired(card: SandboxCard, today: Date): void {
  if (
    card.expiryYear < today.getUTCFullYear() ||
    (card.expiryYear === today.getUTCFullYear() && card.expiryMonth < today.getUTCMonth() + 1)
  ) {
    throw new SandboxCardExpiredError('card expired');
  }
}
