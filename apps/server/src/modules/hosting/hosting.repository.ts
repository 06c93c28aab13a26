import type { HostingCheckoutStatus } from '@platform/shared';
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../database/database.js';
import { HOSTING_INVOICE_PROGRESS } from './hosting-invoices.js';
import { hostingCheckouts, hostingInvoices, hostingPrices, hostingSubscriptions, hostingUsage } from './hosting.table.js';

export type HostingSubscriptionRow = typeof hostingSubscriptions.$inferSelect;
export type HostingCheckoutRow = typeof hostingCheckouts.$inferSelect;
export type HostingInvoiceRow = typeof hostingInvoices.$inferSelect;

/** A status's place in HOSTING_INVOICE_PROGRESS, in SQL (the values are the shared constants, never user input). */
const progressOf = (status: string) =>
  sql.raw(`array_position(ARRAY[${HOSTING_INVOICE_PROGRESS.map((value) => `'${value}'`).join(', ')}]::text[], ${status})`);

export function createHostingRepository(db: Database) {
  return {
    async pricesOf(provider: string): Promise<Map<string, string>> {
      const rows = await db.select().from(hostingPrices).where(eq(hostingPrices.provider, provider));
      return new Map(rows.map((row) => [row.planKey, row.priceId]));
    },

    /** Keeps the first price made for a plan when two requests make one at once. */
    async savePrice(planKey: string, provider: string, priceId: string): Promise<string> {
      await db.insert(hostingPrices).values({ planKey, provider, priceId }).onConflictDoNothing();
      const [row] = await db
        .select()
        .from(hostingPrices)
        .where(and(eq(hostingPrices.planKey, planKey), eq(hostingPrices.provider, provider)));
      return row!.priceId;
    },

    async liveOf(userId: string): Promise<HostingSubscriptionRow | undefined> {
      const [row] = await db
        .select()
        .from(hostingSubscriptions)
        .where(and(eq(hostingSubscriptions.userId, userId), inArray(hostingSubscriptions.status, ['trialing', 'active'])));
      return row;
    },

    async findByProviderRef(provider: string, providerRef: string): Promise<HostingSubscriptionRow | undefined> {
      const [row] = await db
        .select()
        .from(hostingSubscriptions)
        .where(and(eq(hostingSubscriptions.provider, provider), eq(hostingSubscriptions.providerRef, providerRef)));
      return row;
    },
    /** Ends a live subscription; false when it had already ended (a second cancel, a replaced plan). */
    async cancel(id: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(hostingSubscriptions)
        .set({ status: 'canceled', canceledAt: at })
        .where(and(eq(hostingSubscriptions.id, id), inArray(hostingSubscriptions.status, ['trialing', 'active'])))
        .returning({ id: hostingSubscriptions.id });
      return rows.length > 0;
    },
    /** The provider's word on a renewal or an end; an ended subscription is never brought back to life. */
    async syncFromProvider(id: string, values: Pick<HostingSubscriptionRow, 'status' | 'currentPeriodEnd' | 'canceledAt'>): Promise<void> {
      await db
        .update(hostingSubscriptions)
        .set(values)
        .where(and(eq(hostingSubscriptions.id, id), sql`${hostingSubscriptions.status} <> 'canceled'`));
    },
    async countOf(userId: string): Promise<number> {
      const [row] = await db
        .select({ value: sql<number>`count(*)`.mapWith(Number) })
        .from(hostingSubscriptions)
        .where(eq(hostingSubscriptions.userId, userId));
      return row?.value ?? 0;
    },

    async find(id: string): Promise<HostingSubscriptionRow | undefined> {
      const [row] = await db.select().from(hostingSubscriptions).where(eq(hostingSubscriptions.id, id));
      return row;
    },

    async insert(values: typeof hostingSubscriptions.$inferInsert): Promise<HostingSubscriptionRow> {
      const [row] = await db
        .insert(hostingSubscriptions)
        .values(values)
        .onConflictDoNothing({ target: [hostingSubscriptions.provider, hostingSubscriptions.providerRef] })
        .returning();
      if (row) return row;
      const [existing] = await db
        .select()
        .from(hostingSubscriptions)
        .where(and(eq(hostingSubscriptions.provider, values.provider), eq(hostingSubscriptions.providerRef, values.providerRef)));
      return existing!;
    },

    async insertCheckout(values: typeof hostingCheckouts.$inferInsert): Promise<HostingCheckoutRow> {
      const [row] = await db.insert(hostingCheckouts).values(values).returning();
      return row!;
    },

    async findCheckout(provider: string, providerSessionId: string): Promise<HostingCheckoutRow | undefined> {
      const [row] = await db
        .select()
        .from(hostingCheckouts)
        .where(and(eq(hostingCheckouts.provider, provider), eq(hostingCheckouts.providerSessionId, providerSessionId)));
      return row;
    },

    /** Inside a unit of work: holds the checkout until it commits, so two returns of one buyer record it once. */
    async lockCheckout(id: string): Promise<HostingCheckoutRow | undefined> {
      const [row] = await db.select().from(hostingCheckouts).where(eq(hostingCheckouts.id, id)).for('update');
      return row;
    },

    async closeCheckout(id: string, status: Exclude<HostingCheckoutStatus, 'open'>, subscriptionId: string | null): Promise<void> {
      await db.update(hostingCheckouts).set({ status, subscriptionId }).where(eq(hostingCheckouts.id, id));
    },

    /**
     * One row per provider invoice: a first report inserts it, a later one updates it only when its status is not
     * behind the recorded one, so a stale re-read never turns a paid invoice back into a failed one.
     */
    async saveInvoice(values: typeof hostingInvoices.$inferInsert): Promise<void> {
      await db
        .insert(hostingInvoices)
        .values(values)
        .onConflictDoUpdate({
          target: [hostingInvoices.provider, hostingInvoices.providerRef],
          set: {
            status: sql.raw('excluded.status'),
            amount: sql.raw('excluded.amount'),
            receiptUrl: sql.raw('coalesce(excluded.receipt_url, hosting_invoices.receipt_url)'),
            subscriptionId: sql.raw('coalesce(excluded.subscription_id, hosting_invoices.subscription_id)'),
          },
          setWhere: sql`${progressOf('hosting_invoices.status')} <= ${progressOf('excluded.status')}`,
        });
    },

    /**
     * Marks a paid invoice's receipt as queued and gives its id, or null when there is nothing to send: not paid, no
     * money taken, or already queued. One update, so two reports of one payment racing here queue one receipt.
     */
    async claimReceipt(provider: string, providerRef: string, at: Date): Promise<string | null> {
      const [row] = await db
        .update(hostingInvoices)
        .set({ receiptQueuedAt: at })
        .where(
          and(
            eq(hostingInvoices.provider, provider),
            eq(hostingInvoices.providerRef, providerRef),
            eq(hostingInvoices.status, 'paid'),
            sql`${hostingInvoices.amount} > 0`,
            isNull(hostingInvoices.receiptQueuedAt),
          ),
        )
        .returning({ id: hostingInvoices.id });
      return row?.id ?? null;
    },

    async findInvoice(id: string): Promise<HostingInvoiceRow | undefined> {
      const [row] = await db.select().from(hostingInvoices).where(eq(hostingInvoices.id, id));
      return row;
    },

    /** A host's hosting invoices, newest first. */
    async invoicesOf(userId: string, limit: number, offset: number): Promise<{ rows: HostingInvoiceRow[]; total: number }> {
      const where = eq(hostingInvoices.userId, userId);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(hostingInvoices)
          .where(where)
          // The index is DESC NULLS LAST; plain desc() would not use it (ARCHITECTURE §4).
          .orderBy(sql`${hostingInvoices.createdAt} desc nulls last`, sql`${hostingInvoices.id} desc nulls last`)
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(hostingInvoices).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    async addUsage(subscriptionId: string, minutes: number, activityId: string | null): Promise<void> {
      await db.insert(hostingUsage).values({ subscriptionId, minutes, activityId });
    },

    async usageOf(subscriptionId: string) {
      return db
        .select()
        .from(hostingUsage)
        .where(eq(hostingUsage.subscriptionId, subscriptionId))
        .orderBy(asc(hostingUsage.createdAt), desc(hostingUsage.id));
    },
  };
}

export type HostingRepository = ReturnType<typeof createHostingRepository>;
