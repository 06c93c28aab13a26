import { z } from 'zod';
import { defineJob, type JobDefinition } from '../../../infra/jobs/job.js';
import type { CarrierBillingService } from './carrier-billing.service.js';

/** Every minute: recurring plans paid by phone bill whose period has ended are billed for the next one. */
export function carrierRenewalsJob(carrier: CarrierBillingService): JobDefinition<object> {
  return defineJob({
    id: 'subscriptions.carrier-renewals',
    schema: z.object({}),
    retryLimit: 2,
    schedule: '* * * * *',
    handler: () => carrier.renewDue(),
  });
}
