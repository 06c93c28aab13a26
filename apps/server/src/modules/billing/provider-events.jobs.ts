import { z } from 'zod';
import type { JobRef } from '../../infra/jobs/job.js';

/**
 * One provider event, by id: the handler re-reads the event and the provider's state, so a retry is harmless. The id
 * keeps the name it had before billing became a module of its own, so events queued before then are still worked.
 */
export const processPaymentEventJob: JobRef<{ provider: string; eventId: string }> = {
  id: 'subscriptions.process-payment-event',
  schema: z.object({ provider: z.string(), eventId: z.string().min(1).max(255) }),
  retryLimit: 10,
};
