import { BRAND_NAMES } from '@platform/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { Logger } from 'pino';
import { defineJob, type JobDefinition } from '../../infra/jobs/job.js';
import type { CardPaymentProvider } from '../../infra/payments/card-provider.js';
import type { SandboxPayments } from '../../infra/payments/sandbox-provider.js';
import type { AppModule, ModuleInfra } from '../module.js';
import { createBillingProducts } from './billing-products.js';
import { createBillingRepository } from './billing.repository.js';
import { billingRoutes } from './billing.routes.js';
import { createCardCheckout } from './card-checkout.js';
import { createProviderEvents } from './provider-events.js';
import { processPaymentEventJob } from './provider-events.jobs.js';
import { createSandboxCheckoutService } from './sandbox-checkout.service.js';
import { sandboxRenewalsJob } from './sandbox-renewals.jobs.js';

/** What other modules use of this one (ARCHITECTURE: a module is imported through its index.ts only). */
export type { BillingProduct } from './billing-products.js';
export type { CardCheckout, CheckoutLedger, PaidCheckout } from './card-checkout.js';
export { subscriptionStatusOf } from './subscription-status.js';
export {
  INVOICE_PRODUCTS,
  INVOICE_STATUS_PROGRESS,
  invoices,
  paymentEvents,
  PAYMENT_SOURCES,
  type InvoiceProduct,
  type LedgerInvoiceStatus,
  type PaymentSource,
} from './billing.table.js';
export { createInvoiceLedger, type InvoiceLedger, type LedgerInvoiceRow, type NewLedgerInvoice } from './invoice-ledger.repository.js';

interface Dependencies {
  provider: CardPaymentProvider;
  /** Present when the sandbox is the card provider: its hosted page and its billing clock are served by this app. */
  sandbox: SandboxPayments | null;
  log: Logger;
}

/**
 * The billing core every product is sold through: the card checkout path, the provider's events, and the sandbox's
 * hosted page and renewals. Channel plans (subscriptions) and hosting plans (hosting) register as products with
 * `sell`, keep their own subscriptions, and record their invoices in the one ledger (`invoices`, invoice-ledger.repository.ts).
 */
export function createBillingModule(infra: ModuleInfra, { provider, sandbox, log }: Dependencies) {
  const products = createBillingProducts();
  const events = createProviderEvents({
    repository: createBillingRepository(infra.db),
    provider,
    products,
    unitOfWork: infra.unitOfWork,
    jobs: infra.jobs,
    log,
    now: Date.now,
  });
  const checkout = createCardCheckout({ provider, unitOfWork: infra.unitOfWork, log });
  const sandboxCheckout = sandbox
    ? createSandboxCheckoutService({ sandbox, events, products, platformName: BRAND_NAMES[infra.config.brand] })
    : null;
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(billingRoutes, { provider, events, sandbox: sandboxCheckout });
  };
  const jobs: JobDefinition[] = [defineJob({ ...processPaymentEventJob, handler: async ({ eventId }) => events.processEvent(eventId) })];
  if (sandbox) jobs.push(sandboxRenewalsJob(sandbox, events, infra.unitOfWork));
  const service = { sell: products.sell, receiveEvent: events.receiveEvent, processEvent: events.processEvent, checkout };
  return { module: { name: 'billing', routes, jobs } satisfies AppModule, service };
}

export type BillingService = ReturnType<typeof createBillingModule>['service'];
