import type { RefundRequest, RefundRequestStatus } from '@platform/shared';
import type { Logger } from 'pino';
import { AppError } from '../../../errors.js';
import type { UnitOfWork } from '../../../database/unit-of-work.js';
import type { EventPublisher } from '../../../infra/events/domain-events.js';
import type { Actor } from '../../users/index.js';
import type { DetailedRefundRequest, RefundsRepository } from './refunds.repository.js';
import { refundDecided } from '../subscriptions.events.js';
import type { SubscriptionsRepository } from '../subscriptions.repository.js';
import type { SubscriptionSource } from '../subscriptions.table.js';

/**
 * Gives a payment back at whoever took it, and stops what would charge again. Each is idempotent by `key`, so an
 * approval retried after a crash refunds once.
 */
export interface PaymentReverser {
  refund(paymentRef: string, key: string): Promise<string | null>;
  stopRenewal(providerRef: string): Promise<void>;
}

interface Deps {
  repository: RefundsRepository;
  subscriptions: SubscriptionsRepository;
  events: EventPublisher;
  unitOfWork: UnitOfWork;
  reversers: Partial<Record<SubscriptionSource, PaymentReverser>>;
  log: Logger;
  now?: () => number;
}

const isAdmin = (actor: Actor) => actor.role === 'admin';

function toRefundRequest({ request, invoice, workspace, user }: DetailedRefundRequest): RefundRequest {
  return {
    id: request.id,
    status: request.status,
    reason: request.reason,
    invoice: { id: invoice.id, amount_paid: invoice.amountPaid, currency: invoice.currency, created: invoice.createdAt.toISOString() },
    plan_name: invoice.planName,
    workspace,
    user: { id: user.id, email: user.email, display_name: user.displayName },
    created_on: request.createdAt.toISOString(),
    decided_on: request.decidedAt?.toISOString() ?? null,
  };
}

export function createRefundsService({ repository, subscriptions, events, unitOfWork, reversers, log, now = Date.now }: Deps) {
  return {
    /** A buyer asks for one payment back; an admin decides (spec 000 §1, 001 §8). */
    async request(actor: Actor, invoiceId: string, reason: string | undefined): Promise<void> {
      const invoice = await subscriptions.findInvoice(invoiceId);
      if (!invoice || invoice.userId !== actor.id) throw new AppError('NOT_FOUND', 'no such payment');
      if (invoice.status !== 'paid' || invoice.amountPaid === 0 || !invoice.paymentRef) {
        throw new AppError('INVOICE_NOT_REFUNDABLE', 'only a paid, nonzero payment can be refunded');
      }
      const created = await repository.insert({ invoiceId, userId: actor.id, reason: reason || null });
      if (!created) throw new AppError('REFUND_ALREADY_REQUESTED', 'a refund was already requested for this payment');
    },

    async list(actor: Actor, status: RefundRequestStatus | undefined, limit: number, offset: number) {
      if (!isAdmin(actor)) throw new AppError('FORBIDDEN', 'only admins decide refunds');
      const { rows, total } = await repository.page(status, limit, offset);
      const results: RefundRequest[] = rows.map(toRefundRequest);
      return { results, _total_count: total, _limit: limit };
    },

    /**
     * Approving refunds the payment at its provider first (idempotent by the request id), then records it: the
     * invoice and the subscription become refunded, access ends and the host's earnings lose the amount.
     */
    async decide(actor: Actor, id: string, status: 'approved' | 'rejected'): Promise<RefundRequest> {
      if (!isAdmin(actor)) throw new AppError('FORBIDDEN', 'only admins decide refunds');
      const request = await repository.find(id);
      if (!request) throw new AppError('NOT_FOUND', 'no such refund request');
      if (request.status !== 'pending') throw new AppError('REFUND_ALREADY_DECIDED', `this request was ${request.status}`);
      const invoice = (await subscriptions.findInvoice(request.invoiceId))!;
      const subscription = (await subscriptions.findSubscription(invoice.subscriptionId))!;
      let providerRefundId: string | null = null;
      if (status === 'approved') {
        const reverser = reversers[invoice.source];
        if (!reverser || !invoice.paymentRef) {
          log.error({ refundRequestId: id, source: invoice.source }, 'no way to refund a payment of this source');
          throw new AppError('PAYMENT_PROVIDER_ERROR', 'the payment provider of this invoice is not configured');
        }
        try {
          if (subscription.type === 'RECURRING' && subscription.providerRef && subscription.status !== 'canceled') {
            await reverser.stopRenewal(subscription.providerRef);
          }
          providerRefundId = await reverser.refund(invoice.paymentRef, `refund-${id}`);
        } catch (error) {
          log.error({ err: error, refundRequestId: id }, 'the provider refused the refund');
          throw new AppError('PAYMENT_PROVIDER_ERROR', 'the payment provider did not refund the payment');
        }
      }
      await unitOfWork.run(async () => {
        const locked = await repository.lock(id);
        if (locked?.status !== 'pending') throw new AppError('REFUND_ALREADY_DECIDED', 'this request was decided meanwhile');
        const at = new Date(now());
        await repository.decide(id, { status, decidedBy: actor.id, decidedAt: at, providerRefundId });
        if (status === 'approved') await repository.markRefunded(invoice.id, subscription.id, at);
        await events.publish(refundDecided, {
          refundRequestId: id,
          approved: status === 'approved',
          subscriptionId: subscription.id,
          userId: subscription.userId,
          workspaceId: subscription.workspaceId,
        });
      });
      return toRefundRequest((await repository.findDetailed(id))!);
    },
  };
}

export type RefundsService = ReturnType<typeof createRefundsService>;
