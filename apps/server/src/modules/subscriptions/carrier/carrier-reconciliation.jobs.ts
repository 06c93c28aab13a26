import { z } from 'zod';
import { defineJob, type JobDefinition } from '../../../infra/jobs/job.js';
import type { CarrierBillingService } from './carrier-billing.service.js';

/** Every minute: phone-bill charges whose outcome the carrier never reported are looked up and settled. */
export function carrierReconciliationJob(carrier: CarrierBillingService): JobDefinition<object> {
  return defineJob({
    id: 'subscriptions.carrier-reconciliation',
    schema: z.object({}),
    retryLimit: 2,
    schedule: '* * * * *',
    handler: () => carrier.reconcilePending(),
  });
}
