import { randomInt, randomUUID } from 'node:crypto';
import { CARRIER_LIMITS, CARRIER_SEND_LIMITS } from '@platform/shared';
import type { Logger } from 'pino';
import { AppError } from '../../../errors.js';
import { CarrierChargeError, CarrierGatewayError, type CarrierGateway } from '../../../infra/carrier-billing/carrier-gateway.js';
import { sameHash, sha256 } from '../../../infra/crypto/tokens.js';
import { isUniqueViolation } from '../../../infra/db/errors.js';
import type { UnitOfWork } from '../../../infra/db/unit-of-work.js';
import type { EventPublisher } from '../../../infra/events/domain-events.js';
import { addMonths } from '../../../infra/payments/months.js';
import {
  enforceRateLimits,
  retryAfterSeconds,
  RetryLaterError,
  type RateLimitRule,
  type RateLimitStore,
} from '../../../infra/rate-limit/rate-limiter.js';
import type { PlanRow, PlansService } from '../plans/index.js';
import type { Actor } from '../../users/index.js';
import type { WorkspacesService } from '../../workspaces/index.js';
import type { CarrierBillingRepository } from './carrier-billing.repository.js';
import type { RecordPayment } from '../card/payment-recorder.js';
import { purchasablePlan } from '../checkout/purchase-rules.js';
import { subscriptionEnded } from '../subscriptions.events.js';
import type { NewInvoice, SubscriptionsRepository } from '../subscriptions.repository.js';

const HOUR = 60 * 60 * 1000;

/**
 * A charge with no answer is asked about once nobody can retry it any more: its code (the charge's reference) has
 * expired, so the buyer's own retry and the reconciliation never race, and a charge the carrier never received
 * can be given up for good.
 */
export const RECONCILE_AFTER_MS = CARRIER_LIMITS.otpTtlMs + 60_000;
/** Charges asked about per pass of the reconciliation job. */
const RECONCILE_BATCH = 100;
/** Renewals charged per pass: a backlog is worked off in later passes, a minute apart. */
const RENEWAL_BATCH = 100;
/**
 * A renewal the gateway does not confirm is retried (with the same reference) for this long after the period ended;
 * access is paused meanwhile, and the subscription ends if the carrier still has not answered.
 */
export const RENEWAL_GIVE_UP_MS = 3 * 24 * HOUR;
/**
 * A purchase's charge still undecided (or the gateway still silent about it) this long after it was asked for is
 * given up as not made: it stops taking a place in every reconciliation pass, and the buyer, who has no access
 * meanwhile, may buy again. Logged as an error, for an operator to confirm with the carrier.
 */
export const PENDING_CHARGE_GIVE_UP_MS = 3 * 24 * HOUR;

export interface CarrierLimits {
  /** Texts one account may have sent to one phone: its own retries, which never use up the phone for others. */
  sendsPerAccountAndPhone: RateLimitRule;
  /** Texts one phone may receive from all accounts together: nobody's phone is flooded with codes. */
  sendsPerPhone: RateLimitRule;
  sendsPerUser: RateLimitRule;
  /** Also bounds probing which numbers are carrier subscribers. */
  sendsPerIp: RateLimitRule;
  verifiesPerIp: RateLimitRule;
  /** 'Sent already. Please try again later.' within this long of the last code one account had sent to a phone (spec §8). */
  resendWindowMs: number;
}

const hourly = (max: number): RateLimitRule => ({ max, windowMs: CARRIER_SEND_LIMITS.windowMs });

export const DEFAULT_CARRIER_LIMITS: CarrierLimits = {
  sendsPerAccountAndPhone: hourly(CARRIER_SEND_LIMITS.perAccountAndPhone),
  sendsPerPhone: hourly(CARRIER_SEND_LIMITS.perPhone),
  sendsPerUser: hourly(CARRIER_SEND_LIMITS.perAccount),
  sendsPerIp: hourly(CARRIER_SEND_LIMITS.perAddress),
  verifiesPerIp: hourly(CARRIER_SEND_LIMITS.verifiesPerAddress),
  resendWindowMs: CARRIER_LIMITS.resendWindowMs,
};

interface Deps {
  repository: CarrierBillingRepository;
  subscriptions: SubscriptionsRepository;
  /** Records each payment once and emails its receipt. */
  recordPayment: RecordPayment;
  plans: PlansService;
  workspaces: WorkspacesService;
  gateway: CarrierGateway;
  unitOfWork: UnitOfWork;
  events: EventPublisher;
  rateLimits: RateLimitStore;
  limits?: Partial<CarrierLimits>;
  log: Logger;
  now?: () => number;
}

export interface ChargeInput {
  phone: string;
  otp: string;
  planId: string;
}

type CarrierPlan = PlanRow & { dcbPrice: number };

/** What a phone-bill charge bought: whose it is, which plan, from which phone, and the HKD cents billed. */
interface PaidCharge {
  userId: string;
  plan: PlanRow;
  phone: string;
  chargeId: string;
  amountCents: number;
}

/** The invoice of a phone-bill charge: the carrier's charge id is both the invoice's key and what a refund reverses. */
function carrierInvoice({
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

/** Salted with the row's id, so the same code sent twice is stored as two unrelated hashes. */
const hashOf = (otpId: string, code: string) => sha256(`${otpId}:${code}`);

function otpMessage(code: string): string {
  const minutes = Math.round(CARRIER_LIMITS.otpTtlMs / 60_000);
  return `Your verification code is ${code} (valid for ${minutes} minutes). 你的驗證碼是 ${code}（${minutes} 分鐘內有效）。`;
}

/**
 * Spec §4 carrier-bill payment: a code texted to the phone proves the buyer holds it, then the plan's HKD price is
 * billed to that phone. Codes are kept only as hashes, expire, allow a few guesses and pay for one purchase.
 */
export function createCarrierBillingService(deps: Deps) {
  const { repository, subscriptions, recordPayment, plans, workspaces, gateway, unitOfWork, events, rateLimits, log } = deps;
  const limits = { ...DEFAULT_CARRIER_LIMITS, ...deps.limits };
  const now = deps.now ?? Date.now;

  /** A phone-bill period that is not renewed ends the subscription with it, and those who react to lost access hear of it once. */
  async function lapse(subscriptionId: string): Promise<void> {
    await unitOfWork.run(async () => {
      const ended = await subscriptions.lapse(subscriptionId);
      if (ended) await events.publish(subscriptionEnded, { subscriptionId, userId: ended.userId, workspaceId: ended.workspaceId });
    });
  }

  /** A gateway that did not answer is not the buyer's fault: 502, with the cause in the log only. */
  async function askGateway<T>(what: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof CarrierGatewayError)) throw error;
      log.error({ err: error }, `the carrier gateway failed: ${what}`);
      throw new AppError('PAYMENT_PROVIDER_ERROR', `the carrier gateway failed: ${what}`);
    }
  }

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
    /** POST /api/dcb/otp/send */
    async sendCode(actor: Actor, phone: string, ip: string): Promise<{ msg: 'OTP_SENT'; resend_after_seconds: number }> {
      await enforceRateLimits(rateLimits, [
        [`dcb-send-ip:${ip}`, limits.sendsPerIp],
        [`dcb-send-user:${actor.id}`, limits.sendsPerUser],
      ]);
      // One atomic counter per account and phone: of two sends at once, one gets through. Kept per account, so
      // another account asking for codes to this phone never holds its owner back.
      const gate = `dcb-resend:${actor.id}:${phone}`;
      const { hits, retryAfterMs } = await rateLimits.count(gate, { max: 1, windowMs: limits.resendWindowMs });
      if (hits > 1) {
        throw new RetryLaterError('OTP_SENT_ALREADY', retryAfterSeconds(retryAfterMs), 'a code was sent to this phone a moment ago');
      }
      try {
        if (!(await askGateway('lookup', () => gateway.isRegistered(phone)))) {
          throw new AppError('PHONE_NOT_REGISTERED', 'not a registered carrier number');
        }
        // The account's own cap first: once it is reached, its further tries take nothing of the phone's shared one.
        await enforceRateLimits(rateLimits, [
          [`dcb-send-user-phone:${actor.id}:${phone}`, limits.sendsPerAccountAndPhone],
          [`dcb-send-phone:${phone}`, limits.sendsPerPhone],
        ]);
        const code = String(randomInt(0, 10 ** CARRIER_LIMITS.otpDigits)).padStart(CARRIER_LIMITS.otpDigits, '0');
        const id = randomUUID();
        await repository.insertOtp({
          id,
          phoneNumber: phone,
          userId: actor.id,
          codeHash: hashOf(id, code),
          expiresAt: new Date(now() + CARRIER_LIMITS.otpTtlMs),
        });
        // Sent now, not by a job: the buyer is waiting for it, and a job could not carry a code we keep only hashed.
        await askGateway('sms', () => gateway.deliverOtp(phone, otpMessage(code)));
      } catch (error) {
        // Nothing was sent: the buyer may try again at once.
        await rateLimits.reset(gate);
        throw error;
      }
      return { msg: 'OTP_SENT', resend_after_seconds: Math.ceil(limits.resendWindowMs / 1000) };
    },

    /** POST /api/dcb/verify */
    async verifyCode(actor: Actor, phone: string, otp: string, ip: string): Promise<{ msg: 'OTP_VERIFIED' }> {
      await enforceRateLimits(rateLimits, [[`dcb-verify-ip:${ip}`, limits.verifiesPerIp]]);
      const latest = await repository.latestOtp(actor.id, phone);
      const claimed = latest && (await repository.claimAttempt(latest.id, CARRIER_LIMITS.maxVerifyAttempts, new Date(now())));
      if (!claimed) throw new AppError('INVALID_VERIFICATION_CODE', 'no live code for this phone: send a new one');
      if (!sameHash(claimed.codeHash, hashOf(claimed.id, otp))) {
        throw new AppError('INCORRECT_VERIFICATION_CODE', 'the code does not match');
      }
      await repository.markVerified(claimed.id, new Date(now()));
      return { msg: 'OTP_VERIFIED' };
    },

    /**
     * Uses a verified code once for something other than a charge (the phone-verification event): true when the code
     * matches the newest one sent to this phone for this user, was verified, and was not used or expired.
     */
    async consumeVerifiedCode(actor: Actor, phone: string, otp: string): Promise<boolean> {
      const at = new Date(now());
      const latest = await repository.latestOtp(actor.id, phone);
      if (!latest) return false;
      if (!sameHash(latest.codeHash, hashOf(latest.id, otp))) {
        await repository.claimAttempt(latest.id, CARRIER_LIMITS.maxVerifyAttempts, at);
        return false;
      }
      return repository.consumeOtp(latest.id, at);
    },

    /** POST /api/dcb/charge: bills the plan's carrier price to the verified phone; answers the new subscription. */
    async charge(actor: Actor, { phone, otp, planId }: ChargeInput): Promise<{ subscriptionId: string }> {
      const plan = await carrierPlan(actor, planId);
      const at = new Date(now());
      const latest = await repository.latestOtp(actor.id, phone);
      const matches = latest !== undefined && sameHash(latest.codeHash, hashOf(latest.id, otp));
      if (latest && !matches) await repository.claimAttempt(latest.id, CARRIER_LIMITS.maxVerifyAttempts, at);
      if (!latest || !matches || !(await repository.consumeOtp(latest.id, at))) {
        throw new AppError('INVALID_VERIFICATION_CODE', 'the code is not verified, expired or used');
      }

      await repository.insertCharge({
        reference: latest.id,
        userId: actor.id,
        planId: plan.id,
        phoneNumber: phone,
        amountCents: plan.dcbPrice,
      });
      let chargeId: string;
      try {
        // The code's id is the reference: a retry after an unknown outcome cannot bill the phone twice.
        ({ chargeId } = await gateway.charge({
          phone,
          amountCents: plan.dcbPrice,
          currency: 'hkd',
          reference: latest.id,
          description: plan.name.slice(0, 100),
        }));
      } catch (error) {
        if (error instanceof CarrierChargeError) {
          await repository.settleCharge(latest.id, { status: 'failed', chargeId: null }, new Date(now()));
          log.info({ reason: error.reason, planId: plan.id }, 'the carrier refused a charge');
          throw new AppError('CARRIER_CHARGE_FAILED', `the carrier refused the charge: ${error.reason}`);
        }
        // Unknown outcome: the code is given back, so trying again asks the carrier about this same charge; if
        // nobody does, the reconciliation job asks the carrier once the code has expired.
        await repository.releaseOtp(latest.id);
        log.error({ err: error, planId: plan.id }, 'the carrier gateway failed: charge');
        throw new AppError('CARRIER_CHARGE_UNCONFIRMED', 'the carrier gateway did not confirm the charge');
      }
      await repository.settleCharge(latest.id, { status: 'succeeded', chargeId }, new Date(now()));
      const subscriptionId = await record({ userId: actor.id, plan, phone, chargeId, amountCents: plan.dcbPrice });
      return { subscriptionId };
    },

    /**
     * The scheduled renewal of recurring plans paid by phone bill: at the end of each paid period the plan's carrier
     * price is billed to the same phone under a reference made once for that period, so a retry never bills twice.
     * Paid: an invoice, and access for another interval. Refused: the subscription ends with its period. The gateway
     * silent: retried on later passes, up to RENEWAL_GIVE_UP_MS. A disabled plan, or one no longer sold by phone
     * bill, is not renewed.
     */
    async renewDue(): Promise<void> {
      for (const { subscription, plan } of await repository.dueRenewals(new Date(now()), RENEWAL_BATCH)) {
        const periodEnd = subscription.accessUntil!;
        const phone = subscription.phoneNumber;
        if (!plan.status || plan.dcbPrice === null || plan.dcbPrice <= 0 || phone === null) {
          await lapse(subscription.id);
          log.info({ subscriptionId: subscription.id }, 'a phone-bill plan that is no longer sold by phone bill was not renewed');
          continue;
        }
        const charge = await repository.renewalCharge({
          reference: randomUUID(),
          userId: subscription.userId,
          planId: plan.id,
          phoneNumber: phone,
          amountCents: plan.dcbPrice,
          renewsSubscriptionId: subscription.id,
          renewsFrom: periodEnd,
        });
        let chargeId = charge.chargeId;
        if (charge.status === 'failed') {
          await lapse(subscription.id);
          continue;
        }
        if (charge.status === 'pending') {
          try {
            ({ chargeId } = await gateway.charge({
              phone,
              amountCents: charge.amountCents,
              currency: 'hkd',
              reference: charge.reference,
              description: plan.name.slice(0, 100),
            }));
          } catch (error) {
            if (error instanceof CarrierChargeError) {
              await unitOfWork.run(async () => {
                await repository.settleCharge(charge.reference, { status: 'failed', chargeId: null }, new Date(now()));
                await lapse(subscription.id);
              });
              log.info({ subscriptionId: subscription.id, reason: error.reason }, 'the carrier refused a renewal: the plan ended');
              continue;
            }
            if (!(error instanceof CarrierGatewayError)) throw error;
            if (now() - periodEnd.getTime() > RENEWAL_GIVE_UP_MS) {
              await lapse(subscription.id);
              log.error(
                { err: error, reference: charge.reference },
                'a renewal the carrier never confirmed was given up: check it by hand',
              );
            } else {
              log.warn({ err: error, reference: charge.reference }, 'the carrier gateway did not confirm a renewal: retried later');
            }
            continue;
          }
        }
        // Paid (now, or on a pass that stopped before recording it): one invoice, one more interval.
        await unitOfWork.run(async () => {
          await repository.settleCharge(charge.reference, { status: 'succeeded', chargeId }, new Date(now()));
          await recordPayment(
            carrierInvoice({
              subscriptionId: subscription.id,
              userId: subscription.userId,
              plan,
              // Settled as succeeded, so the carrier gave its charge id (now, or on the pass that stopped short).
              chargeId: chargeId!,
              amountCents: charge.amountCents,
            }),
          );
          await subscriptions.extendAccess(subscription.id, periodEnd, addMonths(periodEnd, plan.intervalCount));
        });
      }
    },

    /**
     * The scheduled reconciliation: each charge left pending past RECONCILE_AFTER_MS is looked up at the carrier by
     * its reference. Made: the subscription and invoice are recorded (as the buyer's retry would have). Refused or
     * never received: nothing is granted. Still undecided, or the gateway silent: asked again on the next pass.
     */
    async reconcilePending(): Promise<void> {
      const pending = await repository.pendingCharges(new Date(now() - RECONCILE_AFTER_MS), RECONCILE_BATCH);
      for (const charge of pending) {
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
          continue;
        }
        if (outcome.status === 'pending') {
          await giveUp();
          continue;
        }
        if (outcome.status !== 'succeeded') {
          await repository.settleCharge(charge.reference, { status: 'failed', chargeId: null }, at);
          log.info({ reference: charge.reference, outcome: outcome.status }, 'a carrier charge of unknown outcome was not made');
          continue;
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
          continue;
        }
        await repository.settleCharge(charge.reference, { status: 'succeeded', chargeId: outcome.chargeId }, at);
        log.info({ reference: charge.reference }, 'a carrier charge of unknown outcome was made: its subscription is recorded');
      }
    },
  };
}

export type CarrierBillingService = ReturnType<typeof createCarrierBillingService>;
