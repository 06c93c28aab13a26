import { LIVE_SUBSCRIPTION_STATUSES } from '@platform/shared';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../database/database.js';
import { subscriptions, type SubscriptionSource } from './subscriptions.table.js';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscription = typeof subscriptions.$inferInsert;

const liveStatuses = [...LIVE_SUBSCRIPTION_STATUSES];

/** One subscription's row: writing it, finding it, and the moves of its period and status. */
export function createSubscriptionRecordsRepository(db: Database) {
  return {
    async insertSubscription(values: NewSubscription): Promise<SubscriptionRow> {
      const [row] = await db.insert(subscriptions).values(values).returning();
      return row!;
    },

    async findSubscription(id: string): Promise<SubscriptionRow | undefined> {
      const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
      return row;
    },

    async lockSubscription(id: string): Promise<SubscriptionRow | undefined> {
      const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
      return row;
    },

    async findByProviderRef(source: SubscriptionSource, providerRef: string): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.source, source), eq(subscriptions.providerRef, providerRef)));
      return row;
    },

    async updateSubscription(id: string, patch: Partial<NewSubscription>): Promise<SubscriptionRow | undefined> {
      const [row] = await db.update(subscriptions).set(patch).where(eq(subscriptions.id, id)).returning();
      return row;
    },

    /**
     * A paid period that ran out still has a live status (nothing renews it to tell us otherwise); it is ended before
     * the same plan is bought again, or the one-live-subscription index would refuse the new one.
     */
    async endLapsed(userId: string, planId: string, now: Date): Promise<void> {
      await db
        .update(subscriptions)
        .set({ status: 'canceled', canceledAt: sql`${subscriptions.accessUntil}` })
        .where(
          and(
            eq(subscriptions.userId, userId),
            eq(subscriptions.planId, planId),
            inArray(subscriptions.status, liveStatuses),
            lte(subscriptions.accessUntil, now),
          ),
        );
    },

    /**
     * Moves a live subscription's paid access from `from` to `to`; false when it is no longer live or was already
     * moved (a retried renewal extends once).
     */
    async extendAccess(id: string, from: Date, to: Date): Promise<boolean> {
      const rows = await db
        .update(subscriptions)
        .set({ accessUntil: to })
        .where(and(eq(subscriptions.id, id), eq(subscriptions.accessUntil, from), inArray(subscriptions.status, liveStatuses)))
        .returning({ id: subscriptions.id });
      return rows.length === 1;
    },

    /** Ends a live subscription with its period; the row as it ended, or undefined when it had ended already. */
    async lapse(id: string): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .update(subscriptions)
        .set({ status: 'canceled', canceledAt: sql`${subscriptions.accessUntil}` })
        .where(and(eq(subscriptions.id, id), inArray(subscriptions.status, liveStatuses)))
        .returning();
      return row;
    },
  };
}
