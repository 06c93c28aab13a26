import type { FastifyPluginAsync } from 'fastify';
import type { Logger } from 'pino';
import type { CardPaymentProvider } from '../../infra/payments/card-provider.js';
import type { BillingService } from '../billing/index.js';
import type { AppModule, ModuleInfra } from '../module.js';
import type { UsersService } from '../users/index.js';
import { defineJob } from '../../infra/jobs/job.js';
import { endReplacedHostingJob, hostingReceiptEmailJob } from './hosting.jobs.js';
import { createHostingRepository } from './hosting.repository.js';
import { hostingRoutes } from './hosting.routes.js';
import { createHostingService } from './hosting.service.js';

export type { HostingService } from './hosting.service.js';

/** The platform's fee for hosts: hosting plans, their features (spec §9) and overtime usage. */
export function createHostingModule(
  infra: ModuleInfra,
  users: UsersService,
  provider: CardPaymentProvider,
  billing: BillingService,
  log: Logger,
) {
  const hosting = createHostingService({
    repository: createHostingRepository(infra.db),
    provider,
    billing,
    users,
    unitOfWork: infra.unitOfWork,
    jobs: infra.jobs,
    mailer: infra.mailer,
    publicUrl: infra.config.publicUrl,
    defaultPlanKey: infra.config.defaultHostingPlan,
    log,
  });
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(hostingRoutes, { hosting });
  };
  const jobs = [
    defineJob({ ...endReplacedHostingJob, handler: async ({ subscriptionId }) => hosting.endReplaced(subscriptionId) }),
    defineJob({ ...hostingReceiptEmailJob, handler: async ({ invoiceId }) => hosting.sendReceipt(invoiceId) }),
  ];
  return { module: { name: 'hosting', routes, jobs } satisfies AppModule, service: hosting };
}
