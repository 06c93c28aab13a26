import type { FastifyPluginAsync } from 'fastify';
import type { AppModule, ModuleInfra } from '../module.js';
import type { CarrierBillingService, CouponsService } from '../subscriptions/index.js';
import type { UsersService } from '../users/index.js';
import { createAchievementProgress } from './achievement-progress.js';
import { createAchievementsService, type IssueRewardCode } from './achievements.service.js';
import { createCommunityRepository } from './community.repository.js';
import { communityRoutes } from './community.routes.js';
import { createEventsService } from './events.service.js';
import { createReferralsService } from './referrals.service.js';

interface Deps {
  users: UsersService;
  carrier: CarrierBillingService;
  /** The billing core's coupons: rewards are given there, and money achievements are summed there. */
  coupons: CouponsService;
  /** A single-use redeem code for a channel's plan (an achievement's reward), bound to the account that earned it. */
  issueRedeemCode: IssueRewardCode;
}

/** Growth: the referral programme, achievements with their rewards, and the phone-verification event. */
export function createCommunityModule(infra: ModuleInfra, { users, carrier, coupons, issueRedeemCode }: Deps) {
  const repository = createCommunityRepository(infra.db);
  // A referral counts what the referred person pays from then on: once they have paid, their referrer is fixed.
  users.lockReferrersWhen((userId) => repository.hasPaid(userId));
  const referrals = createReferralsService(repository, users);
  const progress = createAchievementProgress(repository, coupons);
  const achievements = createAchievementsService({
    repository,
    progress,
    coupons,
    unitOfWork: infra.unitOfWork,
    issueRedeemCode,
    rewardPlanId: infra.config.achievementRewardPlanId,
  });
  const events = createEventsService(repository, carrier);
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(communityRoutes, { referrals, achievements, events });
  };
  return { module: { name: 'community', routes } satisfies AppModule };
}
