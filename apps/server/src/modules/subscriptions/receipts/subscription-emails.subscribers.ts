import { subscribe, type EventSubscriber } from '../../../infra/events/domain-events.js';
import { MAIL_RETRY_LIMIT, type Mailer } from '../../../infra/mail/mailer.js';
import type { PlansService } from '../plans/index.js';
import type { UsersService } from '../../users/index.js';
import type { WorkspacesService } from '../../workspaces/index.js';
import type { RefundsRepository } from '../refunds/refunds.repository.js';
import type { SubscriptionsRepository } from '../subscriptions.repository.js';
import { paymentRecorded, refundDecided, subscriptionCancelled } from '../subscriptions.events.js';
import { cancellationEmail, receiptEmail, refundDecisionEmail, trialStartedEmail, type PurchaseFacts } from './subscription-emails.js';

interface Deps {
  repository: SubscriptionsRepository;
  refunds: RefundsRepository;
  plans: PlansService;
  users: UsersService;
  workspaces: WorkspacesService;
  mailer: Mailer;
  publicUrl: string;
}

/**
 * The buyer's emails, each a reaction to what happened to their purchase: a receipt per payment, a free trial's start,
 * the decision on a refund request, and a cancellation's confirmation.
 */
export function createSubscriptionEmailSubscribers({
  repository,
  refunds,
  plans,
  users,
  workspaces,
  mailer,
  publicUrl,
}: Deps): EventSubscriber[] {
  /** Null when the buyer or the channel is gone (deleted since): nobody to write to, or nothing to name. */
  async function factsOf(userId: string, workspaceId: string, planName: string): Promise<PurchaseFacts | null> {
    const [user, [channel]] = await Promise.all([users.findById(userId), workspaces.findMany([workspaceId])]);
    if (!user || !channel) return null;
    return { to: user.email, planName, channelName: channel.name, publicUrl };
  }

  return [
    subscribe({
      event: paymentRecorded,
      name: 'subscriptions.receipt-email',
      retryLimit: MAIL_RETRY_LIMIT,
      async handle({ invoiceId, amountPaid }) {
        // A free trial's first invoice is of nothing: the buyer is told when the first payment comes instead.
        if (amountPaid <= 0) return;
        const invoice = await repository.findInvoice(invoiceId);
        const facts = invoice && (await factsOf(invoice.userId, invoice.workspaceId, invoice.planName));
        if (!invoice || !facts) return;
        await mailer.send(
          receiptEmail(facts, {
            amountCents: invoice.amountPaid,
            currency: invoice.currency,
            paidAt: invoice.createdAt,
            source: invoice.source,
          }),
        );
      },
    }),
    subscribe({
      event: refundDecided,
      name: 'subscriptions.refund-decision-email',
      retryLimit: MAIL_RETRY_LIMIT,
      async handle({ refundRequestId }) {
        const request = await refunds.find(refundRequestId);
        const invoice = request && (await repository.findInvoice(request.invoiceId));
        const facts = invoice && (await factsOf(invoice.userId, invoice.workspaceId, invoice.planName));
        if (!request || request.status === 'pending' || !invoice || !facts) return;
        await mailer.send(
          refundDecisionEmail(facts, {
            approved: request.status === 'approved',
            amountCents: invoice.amountPaid,
            currency: invoice.currency,
          }),
        );
      },
    }),
    subscribe({
      event: paymentRecorded,
      name: 'subscriptions.trial-started-email',
      retryLimit: MAIL_RETRY_LIMIT,
      async handle({ subscriptionId, amountPaid }) {
        if (amountPaid > 0) return;
        const subscription = await repository.findSubscription(subscriptionId);
        // Written only while the trial runs: one cancelled or already paid by the time this runs needs no notice.
        if (!subscription || subscription.status !== 'trialing' || !subscription.trialEnd) return;
        const plan = await plans.findRow(subscription.planId);
        const facts = plan && (await factsOf(subscription.userId, subscription.workspaceId, plan.name));
        if (!plan || !facts) return;
        await mailer.send(trialStartedEmail(facts, { amountCents: plan.unitAmount, currency: plan.currency, on: subscription.trialEnd }));
      },
    }),
    subscribe({
      event: subscriptionCancelled,
      name: 'subscriptions.cancellation-email',
      retryLimit: MAIL_RETRY_LIMIT,
      async handle({ subscriptionId }) {
        const subscription = await repository.findSubscription(subscriptionId);
        const plan = subscription && (await plans.findRow(subscription.planId));
        const facts = subscription && plan && (await factsOf(subscription.userId, subscription.workspaceId, plan.name));
        if (!facts) return;
        await mailer.send(cancellationEmail(facts));
      },
    }),
  ];
}
