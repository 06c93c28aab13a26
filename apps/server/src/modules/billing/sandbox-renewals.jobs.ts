import { z } from 'zod';
import type { UnitOfWork } from '../../database/unit-of-work.js';
import { defineJob, type JobDefinition } from '../../infra/jobs/job.js';
import type { SandboxPayments } from '../../infra/payments/sandbox-provider.js';
import type { ProviderEvents } from './provider-events.js';

/** Subscriptions renewed per pass: a backlog is worked off in later passes, a minute apart. */
const RENEWALS_PER_PASS = 200;

/**
 * The sandbox's stand-in for Stripe's billing clock: every minute, each subscription whose period (trial or
 * interval) has ended is renewed at the sandbox, and the events Stripe would send go to the same intake as Stripe's
 * webhooks, in the same transaction as the renewal, so a crash cannot renew without telling.
 */
export function sandboxRenewalsJob(sandbox: SandboxPayments, events: ProviderEvents, unitOfWork: UnitOfWork): JobDefinition<object> {
  return defineJob({
    // The name it had before billing was a module of its own: the schedule already stored under it stays the one.
    id: 'subscriptions.sandbox-renewals',
    schema: z.object({}),
    retryLimit: 2,
    schedule: '* * * * *',
    async handler() {
      for (const id of await sandbox.dueForRenewal(RENEWALS_PER_PASS)) {
        await unitOfWork.run(async () => {
          for (const event of await sandbox.renew(id)) await events.receiveEvent(event);
        });
      }
    },
  });
}
