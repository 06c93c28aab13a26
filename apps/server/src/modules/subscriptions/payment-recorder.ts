import type { JobSender } from '../../infra/jobs/job.js';
import { receiptEmailJob } from './subscription-emails.jobs.js';
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
    if (invoiceId && values.amountPaid > 0) await jobs.enqueue(receiptEmailJob, { invoiceId });
  };
}
