/**
 * The limits, lists and rules of the achievements, coupons, events and referrals that both apps use, without a zod schema: the web's pages read these
 * as they load, and the schemas beside them are built only when a call first needs them (apps/web/src/lib/contract.ts).
 */

/** Spec §9: the achievements (10 consecutive logins, view count, total paid, referral paid total). */
export const ACHIEVEMENT_IDS = ['CONSECUTIVE_LOGINS', 'VIEW_COUNT', 'TOTAL_PAID', 'REFERRAL_PAID_TOTAL'] as const;

export type AchievementId = (typeof ACHIEVEMENT_IDS)[number];

export const REWARD_KINDS = ['coupon', 'redeem_code', 'mark'] as const;

export type RewardKind = (typeof REWARD_KINDS)[number];

/**
 * Targets: logins in Asia/Hong_Kong days; views as VIEW_RULE counts them; money in USD cents (HKD converted at the
 * peg, HKD_PER_USD). Only the consecutive-login target is fixed by the spec; the others are this platform's choice.
 */
export const ACHIEVEMENT_TARGETS: Record<AchievementId, number> = {
  CONSECUTIVE_LOGINS: 10,
  VIEW_COUNT: 20,
  TOTAL_PAID: 10_000,
  REFERRAL_PAID_TOTAL: 5_000,
};

/**
 * What counts as a view for VIEW_COUNT (spec §9 names a view count, not its rule; this is the platform's): the viewer
 * played at least `minWatchedShare` of the recording (the player's played ranges, so skipping to the end does not
 * count, while leaving before the credits does), and each video counts once per viewer and Hong Kong day, however
 * often it is watched or reported (a reload, a second viewing or a repeated call adds nothing).
 */
export const VIEW_RULE = { minWatchedShare: 0.8 } as const;

/** Achievements measured in money: progress and target are USD cents. */
export const MONEY_ACHIEVEMENTS: readonly AchievementId[] = ['TOTAL_PAID', 'REFERRAL_PAID_TOTAL'];

/** The Hong Kong dollar's peg: phone-bill invoices (HKD) and card invoices (USD) add up in one currency. */
export const HKD_PER_USD = 7.8;

/** The discount centre's tabs, chosen by ?tab= (spec §2). */
export const DISCOUNT_CENTRE_TABS = ['EVENT', 'MY_ACHIEVEMENT', 'MY_COUPON'] as const;

export type DiscountCentreTab = (typeof DISCOUNT_CENTRE_TABS)[number];

/** The platform's events, the phone-verification event first (listed on the EVENT tab). */
export const PLATFORM_EVENTS = [
  { id: 'csl-finance', path: '/events/csl-finance' },
  { id: 'referral', path: '/account/events/referral' },
] as const;

export type PlatformEventId = (typeof PLATFORM_EVENTS)[number]['id'];

/** How many referrers each ranking shows. */
export const REFERRAL_RANKING_SIZE = 20;

/** `withdrawn`: refunds took the achievement that earned the coupon or reward redeem code back below its target. */
export const COUPON_STATUSES = ['available', 'used', 'expired', 'withdrawn'] as const;

/** The phone-verification event (spec §2 /events/csl-finance, §5): phone 8 digits, 6-digit code, both boxes ticked. */
export const EVENT_MESSAGES = { agreeTerms: 'agree_terms', agreePrivacy: 'agree_privacy' } as const;
