import { z } from 'zod';
import { carrierOtpSchema, carrierPhoneSchema } from '../subscriptions/schemas.js';
import { ACHIEVEMENT_IDS, COUPON_STATUSES, EVENT_MESSAGES, REWARD_KINDS } from './rules.js';

/** The longest recording a report can speak of: a day of video, so a report of more is refused as nonsense. */
const MAX_WATCHED_SECONDS = 24 * 60 * 60;

/** What the player reports once the viewer has played VIEW_RULE's share: the seconds of the recording played. */
export const recordViewBodySchema = z.object({ watched_seconds: z.number().finite().min(0).max(MAX_WATCHED_SECONDS) });

export type RecordViewBody = z.infer<typeof recordViewBodySchema>;

/** `counted`: this report added a view (false when too little was played or the video counted today already). */
export const recordedViewSchema = z.object({ counted: z.boolean() });

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
