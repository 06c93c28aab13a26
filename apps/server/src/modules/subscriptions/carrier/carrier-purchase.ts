import type { Logger } from 'pino';
import { AppError } from '../../../errors.js';
import { CarrierChargeError, type CarrierGateway } from '../../../infra/carrier-billing/carrier-gateway.js';
import { isUniqueViolation } from '../../../database/errors.js';
import type { UnitOfWork } from '../../../database/unit-of-work.js';
import { addMonths } from '../../../infra/payments/months.js';
import type { PlanRow, PlansService } from '../plans/index.js';
import type { Actor } from '../../users/index.js';
import type { MembersService, WorkspacesService } from '../../workspaces/index.js';
import type { CarrierBillingRepository } from './carrier-billing.repository.js';
import type { CarrierCodes } from './carrier-codes.js';
import type { RecordPayment } from '../card/payment-recorder.js';
import { purchasablePlan } from '../checkout/purchase-rules.js';
import type { NewInvoice, SubscriptionsRepository } from '../subscriptions.repository.js';

interface Deps {
  repository: CarrierBillingRepository;
  subscriptions: SubscriptionsRepository;
  recordPayment: RecordPayment;
  plans: PlansService;
  workspaces: WorkspacesService;
  /** The buyer follows the plan's channel, as the card checkout's join-workspace call makes them (spec 001 §7). */
  members: Pick<MembersService, 'follow'>;
  gateway: CarrierGateway;
  codes: Pick<CarrierCodes, 'spendCode'>;
  unitOfWork: UnitOfWork;
  log: Logger;
  now: () => number;
}

export interface ChargeInput {
  phone: string;
  otp: string;
  planId: string;
}

type CarrierPlan = PlanRow & { dcbPrice: number };

/** What a phone-bill charge bought: whose it is, which plan, from which phone, and the HKD cents billed. */
export interface PaidCharge {
  userId: string;
  plan: PlanRow;
  phone: string;
  chargeId: string;
  amountCents: number;
}

/** The invoice of a phone-bill charge: the carrier's charge id is both the invoice's key and what a refund reverses. */
export function carrierInvoice({
  subscriptionId,
  userId,
  plan,
  chargeId,
  amountCents,
}: Omit<PaidCharge, 'phone'> & { subscriptionId: string }): NewInvoice {
  return {
    subscriptionId,
    userId,
    planId: plan.id,
    workspaceId: plan.workspaceId,
    planName: plan.name,
    amountPaid: amountCents,
    currency: 'hkd',
    source: 'carrier',
    providerRef: chargeId,
    paymentRef: chargeId,
  };
}

/** A purchase paid by phone bill: the plan's checks, the charge under the spent code, and the subscription it pays for. */
export function createCarrierPurchase(deps: Deps) {
  const { repository, subscriptions, recordPayment, plans, workspaces, members, gateway, codes, unitOfWork, log, now } = deps;

  /** The checks of every purchase, plus a carrier price. */
  async function carrierPlan(actor: Actor, planId: string): Promise<CarrierPlan> {
    const { plan } = await purchasablePlan({ plans, workspaces, subscriptions }, actor, planId, new Date(now()), (found) => {
      if (found.dcbPrice === null || found.dcbPrice <= 0) throw new AppError('NO_CARRIER_PRICE', 'this plan cannot be paid by phone bill');
    });
    return { ...plan, dcbPrice: plan.dcbPrice! };
  }

  /** Charged, but the purchase cannot be kept: the money goes back; a failed refund is left to an admin, loudly. */
  async function giveBack(chargeId: string): Promise<void> {
    try {
      await gateway.refund(chargeId, `undo-${chargeId}`);
    } catch (error) {
      log.error({ err: error, chargeId }, 'a carrier charge without a subscription could not be refunded: refund it by hand');
    }
  }

  /** The subscription and its invoice, together; the same charge recorded again answers the first subscription. */
  async function record({ userId, plan, phone, chargeId, amountCents }: PaidCharge): Promise<string> {
    const at = new Date(now());
    try {
      return await unitOfWork.run(async () => {
        const existing = await subscriptions.findByProviderRef('carrier', chargeId);
        if (existing) return existing.id;
        await subscriptions.endLapsed(userId, plan.id, at);
        const subscription = await subscriptions.insertSubscription({
          userId,
          planId: plan.id,
          workspaceId: plan.workspaceId,
          type: 'DCB',
          status: 'active',
          source: 'carrier',
          providerRef: chargeId,
          // A recurring plan runs one paid interval; the renewal job bills the phone again when it ends.
          accessUntil: plan.type === 'RECURRING' ? addMonths(at, plan.intervalCount) : null,
          phoneNumber: phone,
        });
        await recordPayment(carrierInvoice({ subscriptionId: subscription.id, userId, plan, chargeId, amountCents }));
        return subscription.id;
      });
    } catch (error) {
      // The same charge recorded by a retry in between: that purchase stands, and this answer is the same one.
      if (isUniqueViolation(error, 'subscriptions_provider_ref_idx')) {
        const recorded = await subscriptions.findByProviderRef('carrier', chargeId);
        if (recorded) return recorded.id;
      }
      await giveBack(chargeId);
      // A purchase of the same plan finished in between (another code, another tab).
      if (isUniqueViolation(error, 'subscriptions_one_live_idx')) throw new AppError('ALREADY_SUBSCRIBED', 'you already hold this plan');
      throw error;
    }
  }

  return {
    record,

    /** POST /api/dcb/charge: bills the plan's carrier price to the verified phone; answers the new subscription. */
    async charge(actor: Actor, { phone, otp, planId }: ChargeInput): Promise<{ subscriptionId: string }> {
      const plan = await carrierPlan(actor, planId);
      // The code's id is the charge's reference: a retry after an unknown outcome cannot bill the phone twice.
      const reference = await codes.spendCode(actor, phone, otp);
      if (reference === null) throw new AppError('INVALID_VERIFICATION_CODE', 'the code is not verified, expired or used');

      // Before the phone is billed, as the join precedes a card checkout: a charge confirmed later by the
      // reconciliation job leaves a follower too.
      await members.follow(actor, plan.workspaceId);
      await repository.insertCharge({ reference, userId: actor.id, planId: plan.id, phoneNumber: phone, amountCents: plan.dcbPrice });
      let chargeId: string;
      try {
        ({ chargeId } = await gateway.charge({
          phone,
          amountCents: plan.dcbPrice,
          currency: 'hkd',
          reference,
          description: plan.name.slice(0, 100),
        }));
      } catch (error) {
        if (error instanceof CarrierChargeError) {
          await repository.settleCharge(reference, { status: 'failed', chargeId: null }, new Date(now()));
          log.info({ reason: error.reason, planId: plan.id }, 'the carrier refused a charge');
          throw new AppError('CARRIER_CHARGE_FAILED', `the carrier refused the charge: ${error.reason}`);
        }
        // Unknown outcome: the code is given back, so trying again asks the carrier about this same charge; if
        // nobody does, the reconciliation job asks the carrier once the code has expired.
        await repository.releaseOtp(reference);
        log.error({ err: error, planId: plan.id }, 'the carrier gateway failed: charge');
        throw new AppError('CARRIER_CHARGE_UNCONFIRMED', 'the carrier gateway did not confirm the charge');
      }
      await repository.settleCharge(reference, { status: 'succeeded', chargeId }, new Date(now()));
      const subscriptionId = await record({ userId: actor.id, plan, phone, chargeId, amountCents: plan.dcbPrice });
      return { subscriptionId };
    },
  };
}
