import { CARRIER_LIMITS } from '@platform/shared';
import type { Logger } from 'pino';
import { CarrierGatewayError, type CarrierGateway } from '../../../infra/carrier-billing/carrier-gateway.js';
import type { PlansService } from '../plans/index.js';
import type { CarrierBillingRepository, CarrierChargeRow } from './carrier-billing.repository.js';
import type { PaidCharge } from './carrier-purchase.js';

const HOUR = 60 * 60 * 1000;

/**
 * A charge with no answer is asked about once nobody can retry it any more: its code (the charge's reference) has
 * expired, so the buyer's own retry and the reconciliation never race, and a charge the carrier never received
 * can be given up for good.
 */
export const RECONCILE_AFTER_MS = CARRIER_LIMITS.otpTtlMs + 60_000;
/** Charges asked about per pass of the reconciliation job. */
const RECONCILE_BATCH = 100;
/**
 * A purchase's charge still undecided (or the gateway still silent about it) this long after it was asked for is
 * given up as not made: it stops taking a place in every reconciliation pass, and the buyer, who has no access
 * meanwhile, may buy again. Logged as an error, for an operator to confirm with the carrier.
 */
export const PENDING_CHARGE_GIVE_UP_MS = 3 * 24 * HOUR;

interface Deps {
  repository: CarrierBillingRepository;
  plans: PlansService;
  gateway: CarrierGateway;
  /** Records a charge's subscription and invoice once, or gives the money back and throws. */
  record: (paid: PaidCharge) => Promise<string>;
  log: Logger;
  now: () => number;
}

/** The scheduled look-up at the carrier of purchases' charges whose outcome the buyer never learnt. */
export function createCarrierReconciliation({ repository, plans, gateway, record, log, now }: Deps) {
  /** One pending charge, asked about at the carrier and settled by its answer, or left for the next pass. */
  async function reconcile(charge: CarrierChargeRow): Promise<void> {
    const at = new Date(now());
    const giveUp = async () => {
      if (at.getTime() - charge.createdAt.getTime() <= PENDING_CHARGE_GIVE_UP_MS) return;
      await repository.settleCharge(charge.reference, { status: 'failed', chargeId: null }, at);
      log.error({ reference: charge.reference }, 'a carrier charge still undecided after three days was given up as not made');
    };
    let outcome;
    try {
      outcome = await gateway.findCharge(charge.reference);
    } catch (error) {
      if (!(error instanceof CarrierGatewayError)) throw error;
      log.warn({ err: error, reference: charge.reference }, 'the carrier gateway did not answer a charge lookup');
      await giveUp();
      return;
    }
    if (outcome.status === 'pending') {
      await giveUp();
      return;
    }
    if (outcome.status !== 'succeeded') {
      await repository.settleCharge(charge.reference, { status: 'failed', chargeId: null }, at);
      log.info({ reference: charge.reference, outcome: outcome.status }, 'a carrier charge of unknown outcome was not made');
      return;
    }
    const plan = (await plans.findRow(charge.planId))!;
    const paid = {
      userId: charge.userId,
      plan,
      phone: charge.phoneNumber,
      chargeId: outcome.chargeId,
      amountCents: charge.amountCents,
    };
    try {
      // Recorded first: a crash in between leaves it pending, and the next pass records the same charge once.
      await record(paid);
    } catch (error) {
      // Not kept (the buyer holds the plan by another purchase, or recording failed): record() gave the money back.
      await repository.settleCharge(charge.reference, { status: 'failed', chargeId: outcome.chargeId }, at);
      log.warn({ err: error, reference: charge.reference }, 'a carrier charge of unknown outcome was made but not kept');
      return;
    }
    await repository.settleCharge(charge.reference, { status: 'succeeded', chargeId: outcome.chargeId }, at);
    log.info({ reference: charge.reference }, 'a carrier charge of unknown outcome was made: its subscription is recorded');
  }

  return {
    /**
     * Each charge left pending past RECONCILE_AFTER_MS is looked up at the carrier by its reference. Made: the
     * subscription and invoice are recorded (as the buyer's retry would have). Refused or never received: nothing is
     * granted. Still undecided, or the gateway silent: asked again on the next pass.
     */
    async reconcilePending(): Promise<void> {
      const pending = await repository.pendingCharges(new Date(now() - RECONCILE_AFTER_MS), RECONCILE_BATCH);
      for (const charge of pending) await reconcile(charge);
    },
  };
}
