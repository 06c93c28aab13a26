import type { CreateRedeemCodesBody, RedeemCode } from '@platform/shared';
import { ACHIEVEMENT_TARGETS, createRedeemCodesBodySchema } from '@platform/shared';
import { AppError } from '../../../errors.js';
import { randomCode } from '../../../infra/crypto/tokens.js';
import type { UnitOfWork } from '../../../database/unit-of-work.js';
import { addMonths } from '../../../infra/payments/months.js';
import { refundableAchievementOf } from '../coupons/coupons.service.js';
import { canBuyPlan, canManagePlans } from '../plans/index.js';
import type { PlansService } from '../plans/index.js';
import type { Actor } from '../../users/index.js';
import type { WorkspacesService } from '../../workspaces/index.js';
import type { RedeemCodeRow, RedeemRepository, RewardCodeRow } from './redeem.repository.js';
import type { SubscriptionsRepository } from '../subscriptions.repository.js';

interface Deps {
  repository: RedeemRepository;
  subscriptions: SubscriptionsRepository;
  plans: PlansService;
  workspaces: WorkspacesService;
  unitOfWork: UnitOfWork;
  now?: () => number;
}

/** Ten characters of an alphabet without look-alikes: about 2^49 codes, read aloud without mix-ups. */
const CODE_LENGTH = 10;

/** A reward the platform gives: a single-use code for a plan, which only the account that earned it may redeem. */
export interface RewardCodeRequest {
  planId: string;
  userId: string;
  /** Why it is given, as a coupon's source: achievement:REFERRAL_PAID_TOTAL. */
  source: string;
}

function toRedeemCode(row: RedeemCodeRow, planName: string): RedeemCode {
  return {
    id: row.id,
    code: row.code,
    plan: { id: row.planId, name: planName },
    max_uses: row.maxUses,
    used_count: row.usedCount,
    expires_at: row.expiresAt?.toISOString() ?? null,
    created_on: row.createdAt.toISOString(),
  };
}

export function createRedeemService({ repository, subscriptions, plans, workspaces, unitOfWork, now = Date.now }: Deps) {
  /** Whether what a reward was given for still holds: a coupon's rule (a refund can take a money achievement back). */
  async function stillEarned({ userId, source }: RewardCodeRow): Promise<boolean> {
    const achievement = refundableAchievementOf(source);
    if (!achievement) return true;
    return (await repository.moneyTotals(userId))[achievement] >= ACHIEVEMENT_TARGETS[achievement];
  }

  return {
    /** Hosts and admins hand out codes for their channel's plans: single-use (max_uses 1) or multi-use. */
    async create(actor: Actor, planId: string, input: CreateRedeemCodesBody): Promise<{ results: RedeemCode[] }> {
      const body = createRedeemCodesBodySchema.parse(input);
      const plan = await plans.findRow(planId);
      if (!plan) throw new AppError('NOT_FOUND', 'no such plan');
      if (!canManagePlans(await workspaces.access(actor, plan.workspaceId))) {
        throw new AppError('FORBIDDEN', 'only the channel host or an admin may create redeem codes');
      }
      if (body.expires_at && new Date(body.expires_at).getTime() <= now()) {
        throw new AppError('VALIDATION_ERROR', 'the expiry is in the past', [{ path: 'expires_at', message: 'invalid' }]);
      }
      const rows = await repository.insertMany(
        Array.from({ length: body.count }, () => ({
          code: randomCode(CODE_LENGTH),
          planId: plan.id,
          workspaceId: plan.workspaceId,
          maxUses: body.max_uses,
          expiresAt: body.expires_at ? new Date(body.expires_at) : null,
          createdBy: actor.id,
        })),
      );
      return { results: rows.map((row) => toRedeemCode(row, plan.name)) };
    },

    /**
     * A single-use code for a plan, handed out by the platform (an achievement's reward), not by the channel's host; bound
     * to the account that earned it. In the caller's unit of work, so it is given with the redemption or not at all.
     */
    async issueRewardCode({ planId, userId, source }: RewardCodeRequest): Promise<{ id: string; code: string }> {
      const plan = await plans.findRow(planId);
      if (!plan) throw new AppError('NOT_FOUND', 'the reward plan does not exist');
      const [row] = await repository.insertMany([
        { code: randomCode(CODE_LENGTH), planId: plan.id, workspaceId: plan.workspaceId, maxUses: 1, expiresAt: null, createdBy: null },
      ]);
      await repository.insertReward({ redeemCodeId: row!.id, userId, source });
      return { id: row!.id, code: row!.code };
    },

    async ofWorkspace(actor: Actor, workspaceId: string): Promise<{ results: RedeemCode[] }> {
      const access = await workspaces.access(actor, workspaceId);
      if (!canManagePlans(access)) throw new AppError('FORBIDDEN', 'only the channel host or an admin may see its redeem codes');
      const rows = await repository.ofWorkspace(access.workspace.id);
      return { results: rows.map(({ code, planName }) => toRedeemCode(code, planName)) };
    },

    /**
     * Spec 001 §7 POST /api/users/redeem: a code grants its plan like a purchase. A recurring plan runs one interval
     * (nobody renews it); a one-time plan is kept. Everything happens under the code's row lock.
     */
    async redeem(actor: Actor, code: string): Promise<{ msg: 'REDEEMED'; workspace_id: string }> {
      return unitOfWork.run(async () => {
        const row = await repository.lockByCode(code);
        if (!row) throw new AppError('REDEEM_CODE_NOT_FOUND', 'no such redeem code');
        const reward = await repository.rewardOf(row.id);
        if (reward && reward.userId !== actor.id)
          throw new AppError('REDEEM_CODE_NOT_YOURS', 'this reward belongs to the account that earned it');
        if (row.expiresAt && row.expiresAt.getTime() <= now()) throw new AppError('REDEEM_CODE_EXPIRED', 'this code has expired');
        if (await repository.hasRedeemed(row.id, actor.id)) throw new AppError('REDEEM_CODE_ALREADY_USED', 'you have redeemed this code');
        if (row.usedCount >= row.maxUses) throw new AppError('REDEEM_CODE_USED_UP', 'this code has no uses left');
        if (reward && !(await stillEarned(reward))) {
          throw new AppError('REWARD_WITHDRAWN', 'refunds took the achievement that earned this reward below its target');
        }
        const plan = (await plans.findRow(row.planId))!;
        if (!canBuyPlan(await workspaces.access(actor, plan.workspaceId))) {
          throw new AppError('CANNOT_BUY_OWN_PLAN', 'the host cannot redeem their own plans');
        }
        const at = new Date(now());
        if (await subscriptions.liveSubscriptionOf(actor.id, plan.id, at))
          throw new AppError('ALREADY_SUBSCRIBED', 'you already hold this plan');
        await subscriptions.endLapsed(actor.id, plan.id, at);
        const subscription = await subscriptions.insertSubscription({
          userId: actor.id,
          planId: plan.id,
          workspaceId: plan.workspaceId,
          type: plan.type === 'RECURRING' ? 'RECURRING' : 'OTP',
          status: 'active',
          source: 'redeem',
          providerRef: `${row.id}:${actor.id}`,
          accessUntil: plan.type === 'RECURRING' ? addMonths(at, plan.intervalCount) : null,
        });
        await repository.recordUse(row.id, actor.id, subscription.id);
        return { msg: 'REDEEMED' as const, workspace_id: plan.workspaceId };
      });
    },
  };
}

export type RedeemService = ReturnType<typeof createRedeemService>;
