import type { Logger } from 'pino';
import type { CarrierGateway } from '../../../infra/carrier-billing/carrier-gateway.js';
import type { UnitOfWork } from '../../../database/unit-of-work.js';
import type { EventPublisher } from '../../../infra/events/domain-events.js';
import type { RateLimitStore } from '../../../infra/rate-limit/rate-limiter.js';
import type { PlansService } from '../plans/index.js';
import type { MembersService, WorkspacesService } from '../../workspaces/index.js';
import type { CarrierBillingRepository } from './carrier-billing.repository.js';
import { createCarrierCodes, DEFAULT_CARRIER_LIMITS, type CarrierLimits } from './carrier-codes.js';
import { createCarrierPurchase } from './carrier-purchase.js';
import { createCarrierReconciliation } from './carrier-reconciliation.js';
import { createCarrierRenewals } from './carrier-renewals.js';
import type { RecordPayment } from '../card/payment-recorder.js';
import type { SubscriptionsRepository } from '../subscriptions.repository.js';

export type { CarrierLimits } from './carrier-codes.js';
export { PENDING_CHARGE_GIVE_UP_MS, RECONCILE_AFTER_MS } from './carrier-reconciliation.js';
export { RENEWAL_GIVE_UP_MS } from './carrier-renewals.js';

interface Deps {
  repository: CarrierBillingRepository;
  subscriptions: SubscriptionsRepository;
  /** Records each payment once and emails its receipt. */
  recordPayment: RecordPayment;
  plans: PlansService;
  workspaces: WorkspacesService;
  /** A phone-bill buyer follows the plan's channel. */
  members: Pick<MembersService, 'follow'>;
  gateway: CarrierGateway;
  unitOfWork: UnitOfWork;
  events: EventPublisher;
  rateLimits: RateLimitStore;
  limits?: Partial<CarrierLimits>;
  log: Logger;
  now?: () => number;
}

/**
 * Spec §4 carrier-bill payment: a code texted to the phone proves the buyer holds it (carrier-codes.ts), then the
 * plan's HKD price is billed to that phone (carrier-purchase.ts); recurring plans are billed again each period
 * (carrier-renewals.ts), and charges of unknown outcome are looked up later (carrier-reconciliation.ts).
 */
export function createCarrierBillingService(deps: Deps) {
  const limits = { ...DEFAULT_CARRIER_LIMITS, ...deps.limits };
  const now = deps.now ?? Date.now;
  const parts = { ...deps, now };
  const codes = createCarrierCodes({ ...parts, limits });
  const purchase = createCarrierPurchase({ ...parts, codes });
  const renewals = createCarrierRenewals(parts);
  const reconciliation = createCarrierReconciliation({ ...parts, record: purchase.record });

  return {
    sendCode: codes.sendCode,
    verifyCode: codes.verifyCode,
    consumeVerifiedCode: codes.consumeVerifiedCode,
    charge: purchase.charge,
    ...renewals,
    ...reconciliation,
  };
}

export type CarrierBillingService = ReturnType<typeof createCarrierBillingService>;
