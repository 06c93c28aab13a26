import { z } from 'zod';
import { carrierOtpSchema, carrierPhoneSchema } from '../subscriptions/schemas.js';

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

/** The longest recording a report can speak of: a day of video, so a report of more is refused as nonsense. */
const MAX_WATCHED_SECONDS = 24 * 60 * 60;
/** What the player reports once the viewer has played VIEW_RULE's share: the seconds of the recording played. */
export const recordViewBodySchema = z.object({ watched_seconds: z.number().finite().min(0).max(MAX_WATCHED_SECONDS) });
export type RecordViewBody = z.infer<typeof recordViewBodySchema>;
/** `counted`: this report added a view (false when too little was played or the video counted today already). */
export const recordedViewSchema = z.object({ counted: z.boolean() });

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

export const myInviteSchema = z.object({
  display_name: z.string(),
  created_on: z.string(),
  has_paid: z.boolean(),
});
export type MyInvite = z.infer<typeof myInviteSchema>;
export const myInvitesSchema = z.object({
  results: z.array(myInviteSchema),
  _total_count: z.number().int(),
  referral_code: z.string(),
});
export type MyInvites = z.infer<typeof myInvitesSchema>;

/**
 * One referrer in a ranking. Others are shown by a shortened name ('Alex C.', '陳**') and without money; the caller's
 * own row carries their name and figures in full, and is added after the top ones when they are further down.
 */
export const rankingEntrySchema = z.object({
  rank: z.number().int(),
  display_name: z.string(),
  referrals: z.number().int(),
  /** USD cents paid by the people this user referred: the caller's own row only, null on everyone else's. */
  referral_paid_total: z.number().int().nullable(),
  is_me: z.boolean(),
});
export type RankingEntry = z.infer<typeof rankingEntrySchema>;
export const referralRankingSchema = z.object({
  by_referrals: z.array(rankingEntrySchema),
  by_referral_paid_total: z.array(rankingEntrySchema),
});
export type ReferralRanking = z.infer<typeof referralRankingSchema>;

export const achievementSchema = z.object({
  id: z.enum(ACHIEVEMENT_IDS),
  progress: z.number().int(),
  target: z.number().int(),
  achieved: z.boolean(),
  redeemed: z.boolean(),
  /** Redeemed, then refunds took it back below its target: its unused reward is withdrawn until the target is met again. */
  withdrawn: z.boolean(),
  reward: z.enum(REWARD_KINDS),
});
export type Achievement = z.infer<typeof achievementSchema>;
export const achievementListSchema = z.object({ results: z.array(achievementSchema) });

export const redeemAchievementBodySchema = z.object({ achievement_id: z.enum(ACHIEVEMENT_IDS) });
export const redeemedAchievementSchema = z.object({
  msg: z.literal('ACHIEVEMENT_REDEEMED'),
  reward: z.enum(REWARD_KINDS),
  /** The coupon's or redeem code's code; null for a mark. */
  code: z.string().nullable(),
});

/** `withdrawn`: refunds took the achievement that earned the coupon or reward redeem code back below its target. */
export const COUPON_STATUSES = ['available', 'used', 'expired', 'withdrawn'] as const;
export const couponSchema = z.object({
  id: z.string(),
  kind: z.enum(['coupon', 'redeem_code']),
  code: z.string(),
  /** What it is for: a discount in percent, or the plan a redeem code grants. */
  percent_off: z.number().int().nullable(),
  plan_name: z.string().nullable(),
  source: z.string(),
  status: z.enum(COUPON_STATUSES),
  expires_at: z.string().nullable(),
  created_on: z.string(),
});
export type Coupon = z.infer<typeof couponSchema>;
export const couponListSchema = z.object({ results: z.array(couponSchema) });

/** The phone-verification event (spec §2 /events/csl-finance, §5): phone 8 digits, 6-digit code, both boxes ticked. */
export const EVENT_MESSAGES = { agreeTerms: 'agree_terms', agreePrivacy: 'agree_privacy' } as const;
export const eventSendBodySchema = z.object({ phone_number: carrierPhoneSchema });
export const eventVerifyBodySchema = z.object({ phone_number: carrierPhoneSchema, otp: carrierOtpSchema });
export const eventRegisterBodySchema = z.object({
  phone_number: carrierPhoneSchema,
  otp: carrierOtpSchema,
  agree_terms: z.literal(true, { message: EVENT_MESSAGES.agreeTerms }),
  agree_privacy: z.literal(true, { message: EVENT_MESSAGES.agreePrivacy }),
});
export type EventRegisterBody = z.infer<typeof eventRegisterBodySchema>;
export const eventJoinedSchema = z.object({ msg: z.literal('EVENT_JOINED') });
/** Where a 303 from register points: the user's existing registration. */
export const eventRegistrationSchema = z.object({
  joined: z.boolean(),
  /** Only the last 4 digits. */
  phone_last_digits: z.string().nullable(),
  joined_on: z.string().nullable(),
});
export type EventRegistration = z.infer<typeof eventRegistrationSchema>;
