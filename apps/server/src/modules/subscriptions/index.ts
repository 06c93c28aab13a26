import type { FastifyPluginAsync } from 'fastify';
import type { Logger } from 'pino';
import type { CarrierGateway } from '../../infra/carrier-billing/carrier-gateway.js';
import type { JobDefinition } from '../../infra/jobs/job.js';
import type { CardPaymentProvider } from '../../infra/payments/card-provider.js';
import type { BillingService } from '../billing/index.js';
import type { AppModule, ModuleInfra } from '../module.js';
import type { PlansService } from './plans/index.js';
import type { UsersService } from '../users/index.js';
import type { MembersService, WorkspacesService } from '../workspaces/index.js';
import { createCarrierBillingRepository } from './carrier/carrier-billing.repository.js';
import { createCarrierBillingService, type CarrierLimits } from './carrier/carrier-billing.service.js';
import { carrierReconciliationJob } from './carrier/carrier-reconciliation.jobs.js';
import { carrierRenewalsJob } from './carrier/carrier-renewals.jobs.js';
import { carrierRoutes } from './carrier/carrier.routes.js';
import { checkoutRoutes } from './checkout/checkout.routes.js';
import { createCheckoutService } from './checkout/checkout.service.js';
import { createWithdrawnCouponSubscribers } from './checkout/withdrawn-coupons.subscribers.js';
import { createCouponsRepository } from './coupons/coupons.repository.js';
import { createCouponsService } from './coupons/coupons.service.js';
import { createEarningsRepository } from './earnings/earnings.repository.js';
import { earningsRoutes } from './earnings/earnings.routes.js';
import { createEarningsService } from './earnings/earnings.service.js';
import { createPaymentRecorder } from './card/payment-recorder.js';
import { createPaymentsService } from './card/payments.service.js';
import { createRedeemRepository } from './redeem/redeem.repository.js';
import { redeemRoutes } from './redeem/redeem.routes.js';
import { createRedeemService } from './redeem/redeem.service.js';
import { createRefundsRepository } from './refunds/refunds.repository.js';
import { refundsRoutes } from './refunds/refunds.routes.js';
import { createRefundsService, type PaymentReverser } from './refunds/refunds.service.js';
import { createSubscriptionEmailSubscribers } from './receipts/subscription-emails.subscribers.js';
import { createSubscriptionsRepository } from './subscriptions.repository.js';
import { subscriptionsRoutes } from './subscriptions.routes.js';
import { createSubscriptionsService } from './subscriptions.service.js';
import type { SubscriptionSource } from './subscriptions.table.js';

/** What other modules use of this one (ARCHITECTURE: a module is imported through its index.ts only). */
export { heldPlanIdsSubquery } from './subscriptions.repository.js';
export { refundDecided, subscriptionCancelled, subscriptionEnded } from './subscriptions.events.js';
export { invoices, redeemCodes, redemptions, subscriptions } from './subscriptions.table.js';

export { canBuyPlan, canManagePlans, createPlansModule, plans } from './plans/index.js';
export type { PlanRow, PlansService } from './plans/index.js';
export type { SubscriptionsService } from './subscriptions.service.js';
export type { PaymentsService } from './card/payments.service.js';
export type { CarrierLimits } from './carrier/carrier-billing.service.js';
export type { CarrierBillingService } from './carrier/carrier-billing.service.js';
export type { RedeemService } from './redeem/redeem.service.js';
export type { CheckoutCoupons, UsableCoupon } from './checkout/checkout-coupons.js';
export { paidUsdCents } from './coupons/coupons.repository.js';
export { isChannelPlanInvoice } from './invoices.repository.js';
export { refundableAchievementOf, type CouponsService, type MoneyTotals } from './coupons/coupons.service.js';

interface Dependencies {
  plans: PlansService;
  workspaces: WorkspacesService;
  /** Following a channel: a phone-bill buyer follows the plan's channel. */
  members: Pick<MembersService, 'follow'>;
  users: UsersService;
  provider: CardPaymentProvider;
  /** The billing core: channel plans are one of the products sold through it. */
  billing: BillingService;
  /** Carrier billing: the carrier's gateway, or the sandbox one that texts into the outbox. */
  carrier: CarrierGateway;
  carrierLimits?: Partial<CarrierLimits>;
  log: Logger;
}

/** Buying plans: checkout through the card provider or the phone bill, the subscriptions and invoices it leaves, and their end. */
export function createSubscriptionsModule(
  infra: ModuleInfra,
  { plans, workspaces, members, users, provider, billing, carrier, carrierLimits, log }: Dependencies,
) {
  const repository = createSubscriptionsRepository(infra.db);
  const coupons = createCouponsService(createCouponsRepository(infra.db));
  const refundsRepository = createRefundsRepository(infra.db);
  const recordPayment = createPaymentRecorder(repository, infra.events);
  const payments = createPaymentsService({
    repository,
    plans,
    provider,
    cardCheckout: billing.checkout,
    unitOfWork: infra.unitOfWork,
    events: infra.events,
    recordPayment,
    coupons,
  });
  const checkout = createCheckoutService({
    repository,
    plans,
    workspaces,
    users,
    payments,
    provider,
    cardCheckout: billing.checkout,
    coupons,
    unitOfWork: infra.unitOfWork,
    publicUrl: infra.config.publicUrl,
    log,
  });
  billing.sell({ ...payments.product, merchantOf: checkout.merchantOf, confirmPayable: checkout.confirmPayable });
  const subscriptions = createSubscriptionsService({
    repository,
    provider,
    unitOfWork: infra.unitOfWork,
    events: infra.events,
    log,
  });
  const earnings = createEarningsService({ repository: createEarningsRepository(infra.db), workspaces });
  const cardReverser: PaymentReverser = {
    refund: async (paymentRef, key) => (await provider.refundPayment(paymentRef, key)).id,
    stopRenewal: (providerRef) => provider.cancelSubscription(providerRef),
  };
  const carrierReverser: PaymentReverser = {
    refund: async (paymentRef, key) => (await carrier.refund(paymentRef, key)).refundId,
    // Nothing renews a phone-bill purchase, so there is nothing to stop.
    stopRenewal: async () => {},
  };
  const reversers: Partial<Record<SubscriptionSource, PaymentReverser>> = { [provider.name]: cardReverser, carrier: carrierReverser };
  const refunds = createRefundsService({
    repository: refundsRepository,
    subscriptions: repository,
    events: infra.events,
    unitOfWork: infra.unitOfWork,
    reversers,
    log,
  });
  const redeem = createRedeemService({
    repository: createRedeemRepository(infra.db),
    subscriptions: repository,
    plans,
    workspaces,
    unitOfWork: infra.unitOfWork,
  });
  const carrierBilling = createCarrierBillingService({
    repository: createCarrierBillingRepository(infra.db),
    subscriptions: repository,
    recordPayment,
    plans,
    workspaces,
    members,
    gateway: carrier,
    unitOfWork: infra.unitOfWork,
    events: infra.events,
    rateLimits: infra.rateLimits,
    limits: carrierLimits,
    log,
  });
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(subscriptionsRoutes, { subscriptions });
    await app.register(earningsRoutes, { earnings });
    await app.register(checkoutRoutes, { checkout });
    await app.register(refundsRoutes, { refunds });
    await app.register(redeemRoutes, { redeem, rateLimits: infra.rateLimits });
    await app.register(carrierRoutes, { carrier: carrierBilling });
  };
  const jobs: JobDefinition[] = [carrierReconciliationJob(carrierBilling), carrierRenewalsJob(carrierBilling)];
  const subscribers = [
    ...createSubscriptionEmailSubscribers({
      repository,
      refunds: refundsRepository,
      plans,
      users,
      workspaces,
      mailer: infra.mailer,
      publicUrl: infra.config.publicUrl,
    }),
    ...createWithdrawnCouponSubscribers(checkout, users),
  ];
  return {
    module: { name: 'subscriptions', routes, jobs, subscribers } satisfies AppModule,
    service: subscriptions,
    payments,
    redeem,
    carrierBilling,
    coupons,
  };
}
