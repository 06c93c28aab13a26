import type { EventPublisher } from '../../../infra/events/domain-events.js';
import { paymentRecorded } from '../subscriptions.events.js';
import type { NewInvoice, SubscriptionsRepository } from '../subscriptions.repository.js';

export type RecordPayment = (values: NewInvoice) => Promise<void>;

/**
 * Every way a channel plan is paid records its payments here: once per provider payment, announced once (the receipt
 * and a trial's start email react to it). Called in the transaction that records the purchase, so the reactions are
 * queued exactly when the payment is.
 */
export function createPaymentRecorder(repository: SubscriptionsRepository, events: EventPublisher): RecordPayment {
  return async (values) => {
    const invoiceId = await repository.insertInvoiceOnce(values);
    if (!invoiceId) return;
    const { subscriptionId, userId, workspaceId, amountPaid } = values;
    await events.publish(paymentRecorded, { invoiceId, subscriptionId, userId, workspaceId, amountPaid });
  };
}
