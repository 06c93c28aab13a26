import { CANCEL_CONFIRMATION_WORD, type Subscription, type TrialUse } from '@platform/shared';
import type { Logger } from 'pino';
import { AppError } from '../../errors.js';
import type { UnitOfWork } from '../../database/unit-of-work.js';
import type { EventPublisher } from '../../infra/events/domain-events.js';
import type { CardPaymentProvider } from '../../infra/payments/card-provider.js';
import type { Actor } from '../users/index.js';
import { subscriptionCancelled } from './subscriptions.events.js';
import type { SubscriptionsRepository } from './subscriptions.repository.js';

interface Deps {
  repository: SubscriptionsRepository;
  provider: CardPaymentProvider;
  unitOfWork: UnitOfWork;
  events: EventPublisher;
  log: Logger;
  now?: () => number;
}

const CANCELLABLE_TYPES = new Set(['RECURRING', 'DCB']);

export function createSubscriptionsService({ repository, provider, unitOfWork, events, log, now = Date.now }: Deps) {
  /** The user's subscriptions (or the one named), each with its plan, channel and invoices. */
  async function present(userId: string, subscriptionId?: string): Promise<Subscription[]> {
    const rows = await repository.ofUser(userId, subscriptionId);
    const invoiceRows = await repository.invoicesOfSubscriptions(rows.map((row) => row.subscription.id));
    return rows.map(({ subscription, plan, workspace }) => ({
      id: subscription.id,
      type: subscription.type,
      status: subscription.status,
      plan: {
        id: plan.id,
        name: plan.name,
        type: plan.type,
        unit_amount: plan.unitAmount,
        currency: plan.currency,
        interval_count: plan.intervalCount,
        dcb_price: plan.dcbPrice,
      },
      workspace,
      trial_end: subscription.trialEnd?.toISOString() ?? null,
      current_period_end: (subscription.currentPeriodEnd ?? subscription.accessUntil)?.toISOString() ?? null,
      renews: plan.type === 'RECURRING' && subscription.source !== 'redeem',
      canceled_at: subscription.canceledAt?.toISOString() ?? null,
      created_on: subscription.createdAt.toISOString(),
      invoices: invoiceRows
        .filter(({ invoice }) => invoice.subscriptionId === subscription.id)
        .map(({ invoice, refundStatus }) => ({
          id: invoice.id,
          amount_paid: invoice.amountPaid,
          currency: invoice.currency,
          status: invoice.status,
          created: invoice.createdAt.toISOString(),
          refund_request: refundStatus ? { status: refundStatus } : null,
        })),
    }));
  }

  return {
    async list(actor: Actor): Promise<{ results: Subscription[] }> {
      return { results: await present(actor.id) };
    },

    async countOfPlan(actor: Actor, planId: string): Promise<number> {
      return repository.countOfPlan(actor.id, planId, new Date(now()));
    },

    /** GET /api/subscriptions/trial: whether the caller has had this channel's one free trial, and when. */
    async trialUse(actor: Actor, workspaceId: string): Promise<TrialUse> {
      const startedOn = await repository.trialStartedOn(actor.id, workspaceId);
      return { workspace_id: workspaceId, trial_used_on: startedOn?.toISOString() ?? null };
    },

    /** Spec §4: no refund, and access ends at once. A carrier-billed plan needs CANCEL typed (spec §5). */
    async cancel(actor: Actor, id: string, confirmation: string | undefined) {
      const subscription = await repository.findSubscription(id);
      if (!subscription || subscription.userId !== actor.id) throw new AppError('NOT_FOUND', 'no such subscription');
      if (!CANCELLABLE_TYPES.has(subscription.type) || (subscription.status !== 'active' && subscription.status !== 'trialing')) {
        throw new AppError(
          'SUBSCRIPTION_NOT_CANCELLABLE',
          `a ${subscription.status} ${subscription.type} subscription cannot be cancelled`,
        );
      }
      if (subscription.type === 'DCB' && confirmation?.trim() !== CANCEL_CONFIRMATION_WORD) {
        throw new AppError('CANCEL_CONFIRMATION_REQUIRED', `type ${CANCEL_CONFIRMATION_WORD} to cancel a carrier-billed plan`);
      }
      if ((subscription.source === 'stripe' || subscription.source === 'sandbox') && subscription.providerRef) {
        if (subscription.source !== provider.name) {
          log.error({ subscriptionId: id }, 'a subscription of a provider that is no longer configured');
          throw new AppError('PAYMENT_PROVIDER_ERROR', 'the card provider of this subscription is not configured');
        }
        await provider.cancelSubscription(subscription.providerRef);
      }
      await unitOfWork.run(async () => {
        await repository.updateSubscription(id, {
          status: 'canceled',
          canceledAt: new Date(now()),
          currentPeriodEnd: null,
          accessUntil: null,
        });
        await events.publish(subscriptionCancelled, {
          subscriptionId: id,
          userId: subscription.userId,
          workspaceId: subscription.workspaceId,
        });
      });
      return (await present(actor.id, id))[0]!;
    },

    /** Which of these plans give the user access now (spec §4 lock state). */
    accessiblePlanIds: (userId: string, planIds: string[]) => repository.accessiblePlanIds(userId, planIds, new Date(now())),

    subscriberCount: (workspaceId: string) => repository.countLiveOfWorkspace(workspaceId, new Date(now())),

    planHolderIds: (workspaceId: string, planId: string) => repository.holderIdsOfPlan(workspaceId, planId, new Date(now())),
  };
}

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
