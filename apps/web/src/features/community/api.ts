import type { AchievementId } from '@platform/shared';
import { apiRequest, fetchApi, parseAnswer, toApiError } from '../../lib/api';
import { communitySchemas, subscriptionSchemas } from '../../lib/contract';

export const fetchMyInvites = () => apiRequest('/api/my-invites', communitySchemas('myInvitesSchema'));
export const fetchReferralRanking = () => apiRequest('/api/referral-ranking', communitySchemas('referralRankingSchema'));
export const fetchAchievements = () => apiRequest('/api/achievements', communitySchemas('achievementListSchema'));
export const fetchMyCoupons = () => apiRequest('/api/my-coupons', communitySchemas('couponListSchema'));

export const redeemAchievement = (id: AchievementId) =>
  apiRequest('/api/achievements/redeem', communitySchemas('redeemedAchievementSchema'), { method: 'POST', body: { achievement_id: id } });

const EVENT_PATH = '/api/events/csl-finance';

export const sendEventCode = (phone: string) =>
  apiRequest(`${EVENT_PATH}/otp/send`, subscriptionSchemas('dcbSentSchema'), { method: 'POST', body: { phone_number: phone } });

export const verifyEventCode = (phone: string, otp: string) =>
  apiRequest(`${EVENT_PATH}/verify`, subscriptionSchemas('dcbVerifiedSchema'), { method: 'POST', body: { phone_number: phone, otp } });

export const fetchEventRegistration = () => apiRequest(`${EVENT_PATH}/registration`, communitySchemas('eventRegistrationSchema'));

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
  if ((await communitySchemas('eventJoinedSchema')()).safeParse(json).success) return 'joined';
  await parseAnswer(communitySchemas('eventRegistrationSchema'), json);
  return 'already';
}
