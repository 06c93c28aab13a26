import { z } from 'zod';
import { defineEvent } from '../../infra/events/domain-events.js';

const id = z.string().uuid();

/**
 * A channel plan's payment recorded once (card, phone bill, renewal), in the transaction that records it. A free
 * trial's first invoice is one of 0: it starts the trial and pays nothing.
 */
export const paymentRecorded = defineEvent(
  'subscriptions.payment-recorded',
  z.object({ invoiceId: id, subscriptionId: id, userId: id, workspaceId: id, amountPaid: z.number().int() }),
);

/** An admin decided a refund request; when approved, the invoice and its subscription are refunded and access ended. */
export const refundDecided = defineEvent(
  'subscriptions.refund-decided',
  z.object({ refundRequestId: id, approved: z.boolean(), subscriptionId: id, userId: id, workspaceId: id }),
);

/** A buyer cancelled a subscription: it ends now, with no further payment. */
export const subscriptionCancelled = defineEvent(
  'subscriptions.subscription-cancelled',
  z.object({ subscriptionId: id, userId: id, workspaceId: id }),
);

/**
 * A live subscription ended without the buyer cancelling it: the provider ended or expired it, or a period went
 * unpaid. Access ended with it.
 */
export const subscriptionEnded = defineEvent(
  'subscriptions.subscription-ended',
  z.object({ subscriptionId: id, userId: id, workspaceId: id }),
);
