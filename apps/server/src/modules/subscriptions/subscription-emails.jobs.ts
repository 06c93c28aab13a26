import { z } from 'zod';
import { defineJob, type JobDefinition, type JobRef } from '../../infra/jobs/job.js';
import { MAIL_RETRY_LIMIT, type Mailer } from '../../infra/mail/mailer.js';
import type { PlansService } from '../plans/index.js';
import type { UsersService } from '../users/users.service.js';
import type { WorkspacesService } from '../workspaces/index.js';
import type { RefundsRepository } from './refunds.repository.js';
import type { SubscriptionsRepository } from './subscriptions.repository.js';
import { cancellationEmail, receiptEmail, refundDecisionEmail, trialStartedEmail, type PurchaseFacts } from './subscription-emails.js';

export const receiptEmailJob: JobRef<{ invoiceId: string }> = {
  id: 'subscriptions.receipt-email',
  schema: z.object({ invoiceId: z.string().uuid() }),
  retryLimit: MAIL_RETRY_LIMIT,
};

export const refundDecisionEmailJob: JobRef<{ refundRequestId: string }> = {
  id: 'subscriptions.refund-decision-email',
  schema: z.object({ refundRequestId: z.string().uuid() }),
  retryLimit: MAIL_RETRY_LIMIT,
};

export const trialStartedEmailJob: JobRef<{ subscriptionId: string }> = {
  id: 'subscriptions.trial-started-email',
  schema: z.object({ subscriptionId: z.string().uuid() }),
  retryLimit: MAIL_RETRY_LIMIT,
};

export const cancellationEmailJob: JobRef<{ subscriptionId: string }> = {
  id: 'subscriptions.cancellation-email',
  schema: z.object({ subscriptionId: z.string().uuid() }),
  retryLimit: MAIL_RETRY_LIMIT,
};

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
 * The buyer's emails: a receipt per payment, a free trial's start, the decision on a refund request, and a
 * cancellation's confirmation.
 */
export function createSubscriptionEmailJobs({ repository, refunds, plans, users, workspaces, mailer, publicUrl }: Deps): JobDefinition[] {
  /** Null when the buyer or the channel is gone (deleted since): nobody to write to, or nothing to name. */
  async function factsOf(userId: string, workspaceId: string, planName: string): Promise<PurchaseFacts | null> {
    const [user, [channel]] = await Promise.all([users.findById(userId), workspaces.findMany([workspaceId])]);
    if (!user || !channel) return null;
    return { to: user.email, planName, channelName: channel.name, publicUrl };
  }

  return [
    defineJob({
      ...receiptEmailJob,
      async handler({ invoiceId }) {
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
    defineJob({
      ...refundDecisionEmailJob,
      async handler({ refundRequestId }) {
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
    defineJob({
      ...trialStartedEmailJob,
      async handler({ subscriptionId }) {
        const subscription = await repository.findSubscription(subscriptionId);
        // Written only while the trial runs: one cancelled or already paid by the time this runs needs no notice.
        if (!subscription || subscription.status !== 'trialing' || !subscription.trialEnd) return;
        const plan = await plans.findRow(subscription.planId);
        const facts = plan && (await factsOf(subscription.userId, subscription.workspaceId, plan.name));
        if (!plan || !facts) return;
        await mailer.send(trialStartedEmail(facts, { amountCents: plan.unitAmount, currency: plan.currency, on: subscription.trialEnd }));
      },
    }),
    defineJob({
      ...cancellationEmailJob,
      async handler({ subscriptionId }) {
        const subscription = await repository.findSubscription(subscriptionId);
        const plan = subscription && (await plans.findRow(subscription.planId));
        const facts = subscription && plan && (await factsOf(subscription.userId, subscription.workspaceId, plan.name));
        if (!facts) return;
        await mailer.send(cancellationEmail(facts));
      },
    }),
  ];
}
