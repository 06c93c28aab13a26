import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Database } from '../../database/drivers.js';
import type { UnitOfWork } from '../../database/unit-of-work.js';
import type { ProviderEvent } from './card-provider.js';
import { addMonths } from './months.js';
import { paysRenewal } from './sandbox-cards.js';
import { newId, priceRow } from './sandbox-records.js';
import { sandboxInvoices, sandboxSubscriptions } from './sandbox.table.js';

interface Deps {
  db: Database;
  unitOfWork: UnitOfWork;
  now: () => number;
}

/** The renewals the sandbox makes itself as periods end, where Stripe would charge on its own clock. */
export function createSandboxRenewals({ db, unitOfWork, now }: Deps) {
  return {
    /** Subscriptions whose period has ended and that are to be renewed now, the longest overdue first. */
    async dueForRenewal(limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: sandboxSubscriptions.id })
        .from(sandboxSubscriptions)
        .where(
          and(inArray(sandboxSubscriptions.status, ['trialing', 'active']), lte(sandboxSubscriptions.currentPeriodEnd, new Date(now()))),
        )
        .orderBy(asc(sandboxSubscriptions.currentPeriodEnd))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /**
     * One renewal, as Stripe makes it at a period's end (a trial's or an interval's): the card on file is charged for
     * the next period, which starts where the last one ended; a refused charge leaves the invoice open and the
     * subscription unpaid. Answers the events Stripe would send, none when the subscription is not due (any more).
     */
    async renew(id: string): Promise<ProviderEvent[]> {
      return unitOfWork.run(async () => {
        const [row] = await db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, id)).for('update');
        const due = row && (row.status === 'trialing' || row.status === 'active') && row.currentPeriodEnd.getTime() <= now();
        if (!due) return [];
        const price = await priceRow(db, row.priceId);
        const paid = paysRenewal(row.card);
        const invoiceId = newId('in');
        await db.insert(sandboxInvoices).values({
          id: invoiceId,
          subscriptionId: row.id,
          amountPaid: paid ? price!.unitAmount : 0,
          amountDue: price!.unitAmount,
          currency: price!.currency,
          status: paid ? 'paid' : 'open',
          paymentIntentId: paid ? newId('pi') : null,
        });
        await db
          .update(sandboxSubscriptions)
          .set(
            paid
              ? {
                  status: 'active',
                  currentPeriodEnd: addMonths(row.currentPeriodEnd, price!.intervalCount ?? 1),
                  latestInvoiceId: invoiceId,
                }
              : { status: 'unpaid', latestInvoiceId: invoiceId },
          )
          .where(eq(sandboxSubscriptions.id, id));
        return [
          { id: newId('evt'), type: paid ? 'invoice.paid' : 'invoice.payment_failed', objectId: invoiceId },
          { id: newId('evt'), type: 'customer.subscription.updated', objectId: id },
        ];
      });
    },
  };
}
