import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { CarrierChargeError, CarrierGatewayError, type CarrierGateway } from '../../../infra/carrier-billing/carrier-gateway.js';
import type { UnitOfWork } from '../../../database/unit-of-work.js';
import type { EventPublisher } from '../../../infra/events/domain-events.js';
import { addMonths } from '../../../infra/payments/months.js';
import type { CarrierBillingRepository } from './carrier-billing.repository.js';
import { carrierInvoice } from './carrier-purchase.js';
import type { RecordPayment } from '../card/payment-recorder.js';
import { subscriptionEnded } from '../subscriptions.events.js';
import type { SubscriptionsRepository } from '../subscriptions.repository.js';

const HOUR = 60 * 60 * 1000;

/** Renewals charged per pass: a backlog is worked off in later passes, a minute apart. */
const RENEWAL_BATCH = 100;
/**
 * A renewal the gateway does not confirm is retried (with the same reference) for this long after the period ended;
 * access is paused meanwhile, and the subscription ends if the carrier still has not answered.
 */
export const RENEWAL_GIVE_UP_MS = 3 * 24 * HOUR;

interface Deps {
  repository: CarrierBillingRepository;
  subscriptions: SubscriptionsRepository;
  recordPayment: RecordPayment;
  gateway: CarrierGateway;
  unitOfWork: UnitOfWork;
  events: EventPublisher;
  log: Logger;
  now: () => number;
}

type DueRenewal = Awaited<ReturnType<CarrierBillingRepository['dueRenewals']>>[number];

/** The scheduled renewal of recurring plans paid by phone bill, and the end of those not renewed. */
export function createCarrierRenewals({ repository, subscriptions, recordPayment, gateway, unitOfWork, events, log, now }: Deps) {
  /** A phone-bill period that is not renewed ends the subscription with it, and those who react to lost access hear of it once. */
  async function lapse(subscriptionId: string): Promise<void> {
    await unitOfWork.run(async () => {
      const ended = await subscriptions.lapse(subscriptionId);
      if (ended) await events.publish(subscriptionEnded, { subscriptionId, userId: ended.userId, workspaceId: ended.workspaceId });
    });
  }

  /** One subscription's next period: billed, refused, or left for a later pass while the gateway is silent. */
  async function renew({ subscription, plan }: DueRenewal): Promise<void> {
    const periodEnd = subscription.accessUntil!;
    const phone = subscription.phoneNumber;
    if (!plan.status || plan.dcbPrice === null || plan.dcbPrice <= 0 || phone === null) {
      await lapse(subscription.id);
      log.info({ subscriptionId: subscription.id }, 'a phone-bill plan that is no longer sold by phone bill was not renewed');
      return;
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
      return;
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
          return;
        }
        if (!(error instanceof CarrierGatewayError)) throw error;
        if (now() - periodEnd.getTime() > RENEWAL_GIVE_UP_MS) {
          await lapse(subscription.id);
          log.error({ err: error, reference: charge.reference }, 'a renewal the carrier never confirmed was given up: check it by hand');
        } else {
          log.warn({ err: error, reference: charge.reference }, 'the carrier gateway did not confirm a renewal: retried later');
        }
        return;
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

  return {
    /**
     * At the end of each paid period the plan's carrier price is billed to the same phone under a reference made once
     * for that period, so a retry never bills twice. Paid: an invoice, and access for another interval. Refused: the
     * subscription ends with its period. The gateway silent: retried on later passes, up to RENEWAL_GIVE_UP_MS. A
     * disabled plan, or one no longer sold by phone bill, is not renewed.
     */
    async renewDue(): Promise<void> {
      for (const due of await repository.dueRenewals(new Date(now()), RENEWAL_BATCH)) await renew(due);
    },
  };
}
