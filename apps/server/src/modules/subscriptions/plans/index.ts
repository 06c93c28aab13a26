import type { FastifyPluginAsync } from 'fastify';
import type { Logger } from 'pino';
import type { CardPaymentProvider } from '../../../infra/payments/card-provider.js';
import type { AppModule, ModuleInfra } from '../../module.js';
import type { WorkspacesService } from '../../workspaces/index.js';
import { createPlansRepository } from './plans.repository.js';
import { plansRoutes } from './plans.routes.js';
import { createPlansService } from './plans.service.js';

/** What other modules use of this one (ARCHITECTURE: a module is imported through its index.ts only). */
export { canBuyPlan, canManagePlans } from './plans.policy.js';
export { plans } from './plans.table.js';

export type { PlansService } from './plans.service.js';
export type { PlanRow } from './plans.repository.js';

/** What channels sell: recurring and one-time plans with their provider prices. */
export function createPlansModule(infra: ModuleInfra, workspaces: WorkspacesService, provider: CardPaymentProvider, log: Logger) {
  const plans = createPlansService({ repository: createPlansRepository(infra.db), workspaces, provider, log });
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(plansRoutes, { plans });
  };
  return { module: { name: 'plans', routes } satisfies AppModule, service: plans };
}
