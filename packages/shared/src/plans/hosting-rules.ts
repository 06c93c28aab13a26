/**
 * The limits, lists and rules of the hosts' hosting plans that both apps use, without a zod schema: the web's pages read these
 * as they load, and the schemas beside them are built only when a call first needs them (apps/web/src/lib/contract.ts).
 */

/** Spec §9 "plan features": what a hosting plan switches on. */
export const HOSTING_FEATURES = ['chat', 'recording', 'transcription', 'upload', 'quiz', 'screen_share', 'branding'] as const;

export type HostingFeature = (typeof HOSTING_FEATURES)[number];

export interface HostingPlanDefinition {
  key: string;
  /** Monthly fee in USD cents; 0 for the free default. */
  unitAmount: number;
  liveDurationMinutes: number;
  hostAccounts: number;
  participants: number;
  speakers: number;
  channels: number;
  /** Charged per minute a live runs past liveDurationMinutes, in cents. */
  overtimeCentsPerMinute: number;
  features: readonly HostingFeature[];
}

/**
 * The hosting plans hosts subscribe to (spec 001 §7 POST /api/stripe/subscriptions/host). `community` is the default
 * a new platform gives every host, so it runs without hosting fees until an operator turns the default off.
 */
export const HOSTING_PLANS: readonly HostingPlanDefinition[] = [
  {
    key: 'community',
    unitAmount: 0,
    liveDurationMinutes: 120,
    hostAccounts: 1,
    participants: 1000,
    speakers: 3,
    channels: 3,
    overtimeCentsPerMinute: 0,
    features: HOSTING_FEATURES,
  },
  {
    key: 'starter',
    unitAmount: 2900,
    liveDurationMinutes: 60,
    hostAccounts: 1,
    participants: 100,
    speakers: 1,
    channels: 1,
    overtimeCentsPerMinute: 10,
    features: ['chat', 'recording', 'upload', 'screen_share'],
  },
  {
    key: 'professional',
    unitAmount: 9900,
    liveDurationMinutes: 240,
    hostAccounts: 3,
    participants: 1000,
    speakers: 3,
    channels: 5,
    overtimeCentsPerMinute: 5,
    features: HOSTING_FEATURES,
  },
];

export const HOSTING_PLAN_KEYS = HOSTING_PLANS.map((plan) => plan.key);

/**
 * `duplicate`: paid while another hosting plan was already held (two tabs), so the platform cancelled it and gave the
 * money back; `subscription` is then the plan the host keeps.
 */
export const HOSTING_CHECKOUT_STATUSES = ['open', 'complete', 'duplicate', 'expired'] as const;

export type HostingCheckoutStatus = (typeof HOSTING_CHECKOUT_STATUSES)[number];

/**
 * A hosting-fee invoice as the host sees it: paid, refunded (the platform gave the money back), failed (the card
 * refused the charge) or open (not charged yet).
 */
export const HOSTING_INVOICE_STATUSES = ['paid', 'refunded', 'failed', 'open'] as const;

export type HostingInvoiceStatus = (typeof HOSTING_INVOICE_STATUSES)[number];
