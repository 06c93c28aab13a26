import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../database/drivers.js';
import type { UnitOfWork } from '../../database/unit-of-work.js';
import type { CardPaymentProvider, ProviderSubscription } from './card-provider.js';
import { addMonths } from './months.js';
import { charge, SANDBOX_TEST_PAYMENT_METHODS } from './sandbox-cards.js';
import { newId, priceRow } from './sandbox-records.js';
import { sandboxInvoices, sandboxRefunds, sandboxSubscriptions } from './sandbox.table.js';

function toProviderSubscription(row: typeof sandboxSubscriptions.$inferSelect): ProviderSubscription {
  return {
    id: row.id,
    status: row.status,
    trialEnd: row.trialEnd,
    currentPeriodEnd: row.currentPeriodEnd,
    canceledAt: row.canceledAt,
    latestInvoiceId: row.latestInvoiceId,
  };
}

type SandboxBilling = Pick<
  CardPaymentProvider,
  'retrieveSubscription' | 'createSubscription' | 'retrieveInvoice' | 'cancelSubscription' | 'refundPayment'
>;

interface Deps {
  db: Database;
  unitOfWork: UnitOfWork;
  now: () => number;
}

/** The sandbox provider's subscriptions, invoices and refunds, as the app starts, reads and ends them. */
export function createSandboxBilling({ db, unitOfWork, now }: Deps): SandboxBilling {
  return {
    async retrieveSubscription(id) {
      const [row] = await db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, id));
      if (!row) throw new Error(`no such sandbox subscription: ${id}`);
      return toProviderSubscription(row);
    },

    async createSubscription(request) {
      const byKey = () => db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.idempotencyKey, request.idempotencyKey));
      // A retried call answers with the subscription the first one started, as Stripe replays an idempotent request.
      const [earlier] = await byKey();
      if (earlier) return toProviderSubscription(earlier);
      const price = await priceRow(db, request.priceId);
      if (!price) throw new Error(`no such sandbox price: ${request.priceId}`);
      if (price.intervalCount === null) throw new Error(`sandbox price ${price.id} is one-time: a subscription needs a recurring one`);
      charge(SANDBOX_TEST_PAYMENT_METHODS[request.paymentMethodId], price.unitAmount);
      const currentPeriodEnd = addMonths(new Date(now()), price.intervalCount);
      const invoiceId = newId('in');
      return unitOfWork.run(async () => {
        const [created] = await db
          .insert(sandboxSubscriptions)
          .values({
            id: newId('sub'),
            idempotencyKey: request.idempotencyKey,
            priceId: price.id,
            status: 'active',
            card: request.paymentMethodId,
            currentPeriodEnd,
            latestInvoiceId: invoiceId,
          })
          .onConflictDoNothing({ target: sandboxSubscriptions.idempotencyKey })
          .returning();
        // Nothing inserted: a concurrent call with the same key started it first.
        if (!created) return toProviderSubscription((await byKey())[0]!);
        await db.insert(sandboxInvoices).values({
          id: invoiceId,
          subscriptionId: created.id,
          amountPaid: price.unitAmount,
          amountDue: price.unitAmount,
          currency: price.currency,
          paymentIntentId: newId('pi'),
        });
        return toProviderSubscription(created);
      });
    },

    async retrieveInvoice(id) {
      const [row] = await db.select().from(sandboxInvoices).where(eq(sandboxInvoices.id, id));
      if (!row) throw new Error(`no such sandbox invoice: ${id}`);
      return {
        id: row.id,
        subscriptionId: row.subscriptionId,
        status: row.status,
        amountPaid: row.amountPaid,
        amountDue: row.amountDue,
        // Every sandbox invoice is charged the moment it is made.
        attempted: true,
        currency: row.currency,
        // The sandbox has no invoice pages of its own.
        hostedUrl: null,
        paymentIntentId: row.paymentIntentId,
        created: row.createdAt,
      };
    },

    async cancelSubscription(id) {
      await db
        .update(sandboxSubscriptions)
        .set({ status: 'canceled', canceledAt: new Date(now()) })
        .where(and(eq(sandboxSubscriptions.id, id), sql`${sandboxSubscriptions.status} <> 'canceled'`));
    },

    async refundPayment(paymentIntentId, idempotencyKey) {
      await db
        .insert(sandboxRefunds)
        .values({ id: newId('re'), idempotencyKey, paymentIntentId })
        .onConflictDoNothing({ target: sandboxRefunds.idempotencyKey });
      const [row] = await db.select().from(sandboxRefunds).where(eq(sandboxRefunds.idempotencyKey, idempotencyKey));
      return { id: row!.id };
    },
  };
}
