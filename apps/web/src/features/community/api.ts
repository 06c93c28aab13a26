import {
  achievementListSchema,
  couponListSchema,
  dcbSentSchema,
  dcbVerifiedSchema,
  eventJoinedSchema,
  eventRegistrationSchema,
  myInvitesSchema,
  redeemedAchievementSchema,
  referralRankingSchema,
  type AchievementId,
} from '@platform/shared';
import { apiRequest, fetchApi, toApiError } from '../../lib/api';

export const fetchMyInvites = () => apiRequest('/api/my-invites', myInvitesSchema);
export const fetchReferralRanking = () => apiRequest('/api/referral-ranking', referralRankingSchema);
export const fetchAchievements = () => apiRequest('/api/achievements', achievementListSchema);
export const fetchMyCoupons = () => apiRequest('/api/my-coupons', couponListSchema);

export const redeemAchievement = (id: AchievementId) =>
  apiRequest('/api/achievements/redeem', redeemedAchievementSchema, { method: 'POST', body: { achievement_id: id } });

const EVENT_PATH = '/api/events/csl-finance';

export const sendEventCode = (phone: string) =>
  apiRequest(`${EVENT_PATH}/otp/send`, dcbSentSchema, { method: 'POST', body: { phone_number: phone } });

export const verifyEventCode = (phone: string, otp: string) =>
  apiRequest(`${EVENT_PATH}/verify`, dcbVerifiedSchema, { method: 'POST', body: { phone_number: phone, otp } });

export const fetchEventRegistration = () => apiRequest(`${EVENT_PATH}/registration`, eventRegistrationSchema);

/**
 * 'joined' on a new registration. The server answers 303 to the existing registration when this user joined before;
 * the browser follows it, so that answer arrives here as the registration itself: 'already' (spec 001 §7).
 */
export async function registerForEvent(phone: string, otp: string): Promise<'joined' | 'already'> {
  const { ok, status, json } = await fetchApi(`${EVENT_PATH}/register`, {
    method: 'POST',
    body: { phone_number: phone, otp, agree_terms: true, agree_privacy: true },
  });
  if (!ok) throw toApiError(status, json);
  if (eventJoinedSchema.safeParse(json).success) return 'joined';
  eventRegistrationSchema.parse(json);
  return 'already';
}
