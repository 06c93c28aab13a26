import { ACHIEVEMENT_IDS, ACHIEVEMENT_TARGETS, type Achievement, type AchievementId, type Coupon, type RewardKind } from '@platform/shared';
import { AppError } from '../../errors.js';
import { randomCode } from '../../infra/crypto/tokens.js';
import type { UnitOfWork } from '../../database/unit-of-work.js';
import { refundableAchievementOf, type CouponsService } from '../subscriptions/index.js';
import type { Actor } from '../users/index.js';
import { achievementReward, COUPON_VALID_DAYS } from './achievements.rewards.js';
import type { AchievementProgress } from './achievement-progress.js';
import type { CommunityRepository } from './community.repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const COUPON_CODE_LENGTH = 10;

export type IssueRewardCode = (reward: { planId: string; userId: string; source: string }) => Promise<{ id: string; code: string }>;

/** Why a reward was given, as the billing core reads it back (refundableAchievementOf). */
const sourceOf = (id: AchievementId) => `achievement:${id}`;

interface Deps {
  repository: CommunityRepository;
  progress: AchievementProgress;
  coupons: Pick<CouponsService, 'give' | 'ofUser'>;
  unitOfWork: UnitOfWork;
  /** A single-use redeem code for a channel's plan (the subscriptions module's redeem codes), bound to its earner. */
  issueRedeemCode: IssueRewardCode;
  rewardPlanId: string | null;
  now?: () => Date;
}

/**
 * Spec §9 achievements: 10 consecutive logins (Hong Kong days), view count, total paid, referral paid total. Progress
 * is computed from the recorded events each time it is asked for; a reward is given once per user and achievement.
 */
export function createAchievementsService({
  repository,
  progress: achievementProgress,
  coupons,
  unitOfWork,
  issueRedeemCode,
  rewardPlanId,
  now = () => new Date(),
}: Deps) {
  const { progressOf } = achievementProgress;

  /** A reward given for `source` is withdrawn while refunds keep its money achievement below target (as checkout and redeem decide). */
  const withdrawnBy = (progress: Record<AchievementId, number>) => (source: string) => {
    const achievement = refundableAchievementOf(source);
    return achievement !== null && progress[achievement] < ACHIEVEMENT_TARGETS[achievement];
  };

  return {
    /** GET /api/achievements */
    async list(actor: Actor): Promise<{ results: Achievement[] }> {
      const [progress, redemptions] = await Promise.all([progressOf(actor.id), repository.redemptionsOf(actor.id)]);
      const withdrawn = withdrawnBy(progress);
      return {
        results: ACHIEVEMENT_IDS.map((id) => {
          const redemption = redemptions.find((row) => row.id === id);
          return {
            id,
            progress: Math.min(progress[id], ACHIEVEMENT_TARGETS[id]),
            target: ACHIEVEMENT_TARGETS[id],
            achieved: progress[id] >= ACHIEVEMENT_TARGETS[id],
            redeemed: redemption !== undefined,
            withdrawn: redemption !== undefined && !redemption.rewardUsed && withdrawn(sourceOf(id)),
            reward: achievementReward(id, rewardPlanId).kind,
          };
        }),
      };
    },

    /** POST /api/achievements/redeem: the reward, once; the redemption and the reward are written together. */
    async redeem(actor: Actor, id: AchievementId): Promise<{ msg: 'ACHIEVEMENT_REDEEMED'; reward: RewardKind; code: string | null }> {
      const progress = await progressOf(actor.id);
      if (progress[id] < ACHIEVEMENT_TARGETS[id]) {
        throw new AppError('ACHIEVEMENT_NOT_MET', `${id} is at ${progress[id]} of ${ACHIEVEMENT_TARGETS[id]}`);
      }
      const reward = achievementReward(id, rewardPlanId);
      return unitOfWork.run(async () => {
        let couponId: string | null = null;
        let redeemCodeId: string | null = null;
        let code: string | null = null;
        if (reward.kind === 'coupon') {
          const coupon = await coupons.give({
            userId: actor.id,
            code: randomCode(COUPON_CODE_LENGTH),
            percentOff: reward.percentOff,
            source: sourceOf(id),
            expiresAt: new Date(now().getTime() + COUPON_VALID_DAYS * DAY_MS),
          });
          ({ id: couponId, code } = coupon);
        } else if (reward.kind === 'redeem_code') {
          const issued = await issueRedeemCode({ planId: reward.planId, userId: actor.id, source: sourceOf(id) });
          ({ id: redeemCodeId, code } = issued);
        }
        // Inserted after the reward so it can point at it; a second redemption rolls the reward back with it.
        if (!(await repository.insertRedemption({ userId: actor.id, achievementId: id, reward: reward.kind, couponId, redeemCodeId }))) {
          throw new AppError('ACHIEVEMENT_ALREADY_REDEEMED', `${id} was redeemed already`);
        }
        return { msg: 'ACHIEVEMENT_REDEEMED' as const, reward: reward.kind, code };
      });
    },

    /**
     * GET /api/my-coupons: coupons and redeem codes given to me, each with whether it can still be used. A coupon or code
     * whose achievement refunds have taken back below target is withdrawn (checkout and redeem refuse it the same way).
     */
    async myCoupons(actor: Actor): Promise<{ results: Coupon[] }> {
      const at = now().getTime();
      const [couponRows, codeRows, progress] = await Promise.all([
        coupons.ofUser(actor.id),
        repository.rewardCodesOf(actor.id),
        progressOf(actor.id),
      ]);
      const expired = (expiresAt: Date | null) => expiresAt !== null && expiresAt.getTime() <= at;
      const withdrawn = withdrawnBy(progress);
      const results: Coupon[] = [
        ...couponRows.map((row) => ({
          id: row.id,
          kind: 'coupon' as const,
          code: row.code,
          percent_off: row.percentOff,
          plan_name: null,
          source: row.source,
          status: row.usedAt
            ? ('used' as const)
            : expired(row.expiresAt)
              ? ('expired' as const)
              : withdrawn(row.source)
                ? ('withdrawn' as const)
                : ('available' as const),
          expires_at: row.expiresAt?.toISOString() ?? null,
          created_on: row.createdAt.toISOString(),
        })),
        ...codeRows.map((row) => ({
          id: row.id,
          kind: 'redeem_code' as const,
          code: row.code,
          percent_off: null,
          plan_name: row.planName,
          source: sourceOf(row.source),
          status:
            row.usedByMe || row.usedCount >= row.maxUses
              ? ('used' as const)
              : expired(row.expiresAt)
                ? ('expired' as const)
                : withdrawn(sourceOf(row.source))
                  ? ('withdrawn' as const)
                  : ('available' as const),
          expires_at: row.expiresAt?.toISOString() ?? null,
          created_on: row.createdAt.toISOString(),
        })),
      ];
      return { results: results.sort((a, b) => b.created_on.localeCompare(a.created_on)) };
    },
  };
}

export type AchievementsService = ReturnType<typeof createAchievementsService>;
