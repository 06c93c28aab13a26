import type { JobSender } from '../../infra/jobs/job.js';
import { receiptEmailJob, trialStartedEmailJob } from './subscription-emails.jobs.js';
import type { NewInvoice, SubscriptionsRepository } from './subscriptions.repository.js';

export type RecordPayment = (values: NewInvoice) => Promise<void>;

/**
 * Every way a channel plan is paid records its payments here: once per provider payment, with a receipt emailed for
 * each new one that took money (a trial's zero invoice is no payment to the buyer). Called in the transaction that
 * records the purchase, so the receipt is queued exactly when the payment is.
 */
export function createPaymentRecorder(repository: SubscriptionsRepository, jobs: JobSender): RecordPayment {
  return async (values) => {
    const invoiceId = await repository.insertInvoiceOnce(values);
    if (!invoiceId) return;
    if (values.amountPaid > 0) await jobs.enqueue(receiptEmailJob, { invoiceId });
    // A free trial's first invoice is of nothing: the buyer is told when the first payment comes instead.
    else if (values.subscriptionId) await jobs.enqueue(trialStartedEmailJob, { subscriptionId: values.subscriptionId });
  };
}
