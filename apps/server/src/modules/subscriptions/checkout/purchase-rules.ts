import { AppError } from '../../../errors.js';
import type { PlanRow, PlansService } from '../plans/index.js';
import { canBuyPlan } from '../plans/index.js';
import type { Actor } from '../../users/index.js';
import type { WorkspaceAccess, WorkspacesService } from '../../workspaces/index.js';
import type { SubscriptionsRepository } from '../subscriptions.repository.js';

interface Deps {
  plans: PlansService;
  workspaces: WorkspacesService;
  subscriptions: SubscriptionsRepository;
}

/**
 * What every purchase of a channel's plan checks, by card or phone bill, in this order: the plan exists and its
 * channel is visible to the buyer, the buyer is not its host (spec §6), it is on sale, `checkSale` (the way of paying
 * fits the plan), and the buyer does not hold it already.
 */
export async function purchasablePlan(
  { plans, workspaces, subscriptions }: Deps,
  actor: Actor,
  planId: string,
  at: Date,
  checkSale: (plan: PlanRow) => void = () => undefined,
): Promise<{ plan: PlanRow; access: WorkspaceAccess }> {
  const plan = await plans.findRow(planId);
  if (!plan) throw new AppError('NOT_FOUND', 'no such plan');
  const access = await workspaces.access(actor, plan.workspaceId);
  if (!access.canView) throw new AppError('NOT_FOUND', 'no such plan');
  if (!canBuyPlan(access)) throw new AppError('CANNOT_BUY_OWN_PLAN', 'the host cannot buy their own plans');
  if (!plan.status) throw new AppError('PLAN_DISABLED', 'this plan is not on sale');
  checkSale(plan);
  if (await subscriptions.liveSubscriptionOf(actor.id, plan.id, at)) throw new AppError('ALREADY_SUBSCRIBED', 'you already hold this plan');
  return { plan, access };
}
