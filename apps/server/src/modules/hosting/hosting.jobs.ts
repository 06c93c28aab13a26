import { z } from 'zod';
import type { JobRef } from '../../infra/jobs/job.js';
import { MAIL_RETRY_LIMIT } from '../../infra/mail/mailer.js';

/**
 * A hosting subscription replaced by a newly paid plan: stops it at the card provider. Queued in the transaction that
 * records the new plan, and retried until the provider confirms, so the host is never billed for both.
 */
export const endReplacedHostingJob: JobRef<{ subscriptionId: string }> = {
  id: 'hosting.end-replaced-subscription',
  schema: z.object({ subscriptionId: z.string().uuid() }),
  retryLimit: 10,
};

/** The host's receipt for a hosting fee paid: queued with the first record of the paid invoice. */
export const hostingReceiptEmailJob: JobRef<{ invoiceId: string }> = {
  id: 'hosting.receipt-email',
  schema: z.object({ invoiceId: z.string().uuid() }),
  retryLimit: MAIL_RETRY_LIMIT,
};
