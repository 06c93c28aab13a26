import { amountAfterPercentOff } from '@platform/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../database/drivers.js';
import type { UnitOfWork } from '../../database/unit-of-work.js';
import type { ProviderEvent } from './card-provider.js';
import { addMonths } from './months.js';
import { charge, refuseExpired, SANDBOX_TEST_CARDS, type SandboxCard } from './sandbox-cards.js';
import { newId, priceRow, sessionRow, sessionStatus, type SessionRow } from './sandbox-records.js';
import { sandboxCheckoutSessions, sandboxInvoices, sandboxSubscriptions } from './sandbox.table.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export class SandboxSessionClosedError extends Error {}

/** What paying the session charges now: nothing in a trial, the price less its coupon otherwise. */
function firstAmountOf(row: SessionRow, unitAmount: number): number {
  if (row.mode === 'subscription' && row.trialDays > 0) return 0;
  return row.percentOff === null ? unitAmount : amountAfterPercentOff(unitAmount, row.percentOff);
}

interface Deps {
  db: Database;
  unitOfWork: UnitOfWork;
  now: () => number;
}

/** The sandbox's hosted checkout page: what it shows, and the buyer paying on it with a test card. */
export function createSandboxHostedPage({ db, unitOfWork, now }: Deps) {
  return {
    /** What the hosted page shows. */
    async describe(id: string) {
      const row = await sessionRow(db, id);
      const price = await priceRow(db, row.priceId);
      const status = sessionStatus(row, now());
      return { session: { ...row, status }, price: price!, amountDue: firstAmountOf(row, price!.unitAmount) };
    },

    /**
     * The buyer pays on the hosted page. Test cards decide the outcome; a paid session gets its subscription or
     * payment, and the events Stripe would send are returned for the caller to take in.
     */
    async pay(id: string, card: SandboxCard): Promise<{ redirectUrl: string; events: ProviderEvent[] }> {
      const outcome = SANDBOX_TEST_CARDS[card.cardNumber];
      charge(outcome, 0);
      const today = new Date(now());
      refuseExpired(card, today);
      return unitOfWork.run(async () => {
        const [row] = await db.select().from(sandboxCheckoutSessions).where(eq(sandboxCheckoutSessions.id, id)).for('update');
        if (!row || row.status !== 'open' || row.expiresAt.getTime() <= now()) throw new SandboxSessionClosedError(id);
        const price = (await priceRow(db, row.priceId))!;
        // A trial takes no money now; anything else is charged on the spot, less the coupon (the first payment only).
        const amountDue = firstAmountOf(row, price.unitAmount);
        charge(outcome, amountDue);
        const events: ProviderEvent[] = [];
        const event = (type: string, objectId: string) => events.push({ id: newId('evt'), type, objectId });
        if (row.mode === 'subscription') {
          const subscriptionId = newId('sub');
          const trialEnd = row.trialDays > 0 ? new Date(now() + row.trialDays * DAY_MS) : null;
          const invoiceId = newId('in');
          await db.insert(sandboxInvoices).values({
            id: invoiceId,
            subscriptionId,
            amountPaid: amountDue,
            amountDue,
            currency: price.currency,
            paymentIntentId: amountDue > 0 ? newId('pi') : null,
          });
          await db.insert(sandboxSubscriptions).values({
            id: subscriptionId,
            priceId: price.id,
            status: trialEnd ? 'trialing' : 'active',
            card: card.cardNumber,
            trialEnd,
            currentPeriodEnd: trialEnd ?? addMonths(today, price.intervalCount ?? 1),
            latestInvoiceId: invoiceId,
          });
          await db
            .update(sandboxCheckoutSessions)
            .set({ status: 'complete', subscriptionId, amountTotal: amountDue })
            .where(eq(sandboxCheckoutSessions.id, id));
          event('checkout.session.completed', id);
          event('customer.subscription.created', subscriptionId);
          event('invoice.paid', invoiceId);
        } else {
          await db
            .update(sandboxCheckoutSessions)
            .set({ status: 'complete', paymentIntentId: newId('pi'), amountTotal: amountDue })
            .where(eq(sandboxCheckoutSessions.id, id));
          event('checkout.session.completed', id);
        }
        return { redirectUrl: row.successUrl.replace('{CHECKOUT_SESSION_ID}', encodeURIComponent(id)), events };
      });
    },
  };
}
