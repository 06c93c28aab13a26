import { LIVE_SUBSCRIPTION_STATUSES } from '@platform/shared';
import { and, desc, eq, gt, inArray, isNotNull, isNull, lte, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../database/database.js';
import { plans } from './plans/index.js';
import { workspaces } from '../workspaces/index.js';
import { checkoutSessions, invoices, refundRequests, subscriptions, type SubscriptionSource } from './subscriptions.table.js';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscription = typeof subscriptions.$inferInsert;
export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoice = typeof invoices.$inferInsert;
export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;

const liveStatuses = [...LIVE_SUBSCRIPTION_STATUSES];

/** Gives access now: a live status, and not past the end of a period nobody renews. */
function givesAccess(now: Date | Placeholder) {
  return and(inArray(subscriptions.status, liveStatuses), or(isNull(subscriptions.accessUntil), gt(subscriptions.accessUntil, now)));
}

/**
 * A subquery for a statement of another module (the session lookup): the ids of the plans the user in `userId` holds a
 * subscription to that gives access at `now`, as a JSON array.
 */
export function heldPlanIdsSubquery(userId: AnyPgColumn, now: Placeholder): SQL<string[]> {
  return sql<string[]>`(select coalesce(json_agg(distinct ${subscriptions.planId}), '[]'::json) from ${subscriptions}
    where ${subscriptions.userId} = ${userId} and ${givesAccess(now)})`;
}

export function createSubscriptionsRepository(db: Database) {
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
            inArray(subscriptions.status, [...LIVE_SUBSCRIPTION_STATUSES]),
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
        .where(
          and(
            eq(subscriptions.id, id),
            eq(subscriptions.accessUntil, from),
            inArray(subscriptions.status, [...LIVE_SUBSCRIPTION_STATUSES]),
          ),
        )
        .returning({ id: subscriptions.id });
      return rows.length === 1;
    },

    /** Ends a live subscription whose period was not paid again: access stopped when the period did. */
    /** Ends a live subscription with its period; the row as it ended, or undefined when it had ended already. */
    async lapse(id: string): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .update(subscriptions)
        .set({ status: 'canceled', canceledAt: sql`${subscriptions.accessUntil}` })
        .where(and(eq(subscriptions.id, id), inArray(subscriptions.status, [...LIVE_SUBSCRIPTION_STATUSES])))
        .returning();
      return row;
    },

    async liveSubscriptionOf(userId: string, planId: string, now: Date): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, userId), eq(subscriptions.planId, planId), givesAccess(now)));
      return row;
    },

    /**
     * When the user's first free trial on this channel began, whatever plan it was on and however it ended (the
     * subscription row stays when it is cancelled, declined or refunded); null while they have had none.
     */
    async trialStartedOn(userId: string, workspaceId: string): Promise<Date | null> {
      const [row] = await db
        .select({ startedOn: sql<Date | null>`min(${subscriptions.createdAt})`.mapWith((value) => (value ? new Date(value) : null)) })
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, userId), eq(subscriptions.workspaceId, workspaceId), isNotNull(subscriptions.trialEnd)));
      return row?.startedOn ?? null;
    },

    /** Which of these plans the user holds a subscription to that gives access now. */
    async accessiblePlanIds(userId: string, planIds: string[], now: Date): Promise<Set<string>> {
      if (planIds.length === 0) return new Set();
      const rows = await db
        .selectDistinct({ planId: subscriptions.planId })
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.planId, planIds), givesAccess(now)));
      return new Set(rows.map((row) => row.planId));
    },

    async countLiveOfWorkspace(workspaceId: string, now: Date): Promise<number> {
      const [row] = await db
        .select({ value: sql<number>`count(DISTINCT ${subscriptions.userId})`.mapWith(Number) })
        .from(subscriptions)
        .where(and(eq(subscriptions.workspaceId, workspaceId), givesAccess(now)));
      return row?.value ?? 0;
    },

    async holderIdsOfPlan(workspaceId: string, planId: string, now: Date): Promise<string[]> {
      const rows = await db
        .selectDistinct({ userId: subscriptions.userId })
        .from(subscriptions)
        .where(and(eq(subscriptions.workspaceId, workspaceId), eq(subscriptions.planId, planId), givesAccess(now)));
      return rows.map((row) => row.userId);
    },

    async countOfPlan(userId: string, planId: string, now: Date): Promise<number> {
      const [row] = await db
        .select({ value: sql<number>`count(*)`.mapWith(Number) })
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, userId), eq(subscriptions.planId, planId), givesAccess(now)));
      return row?.value ?? 0;
    },

    /** The user's subscriptions (or the one named) with their plan and channel, newest first. */
    async ofUser(userId: string, subscriptionId?: string) {
      return db
        .select({
          subscription: subscriptions,
          plan: plans,
          workspace: { id: workspaces.id, slug: workspaces.slug, name: workspaces.name },
        })
        .from(subscriptions)
        .innerJoin(plans, eq(plans.id, subscriptions.planId))
        .innerJoin(workspaces, eq(workspaces.id, subscriptions.workspaceId))
        .where(and(eq(subscriptions.userId, userId), subscriptionId ? eq(subscriptions.id, subscriptionId) : undefined))
        .orderBy(desc(subscriptions.createdAt));
    },

    async invoicesOfSubscriptions(subscriptionIds: string[]) {
      if (subscriptionIds.length === 0) return [];
      return db
        .select({ invoice: invoices, refundStatus: refundRequests.status })
        .from(invoices)
        .leftJoin(refundRequests, eq(refundRequests.invoiceId, invoices.id))
        .where(inArray(invoices.subscriptionId, subscriptionIds))
        .orderBy(desc(invoices.createdAt));
    },

    /** Records a payment once: the same provider invoice reported again changes nothing. The new invoice's id, or null. */
    async insertInvoiceOnce(values: NewInvoice): Promise<string | null> {
      const [row] = await db
        .insert(invoices)
        .values(values)
        .onConflictDoNothing({ target: [invoices.source, invoices.providerRef] })
        .returning({ id: invoices.id });
      return row?.id ?? null;
    },

    async findInvoice(id: string): Promise<InvoiceRow | undefined> {
      const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
      return row;
    },

    async setInvoiceStatus(id: string, status: InvoiceRow['status']): Promise<void> {
      await db.update(invoices).set({ status }).where(eq(invoices.id, id));
    },

    async insertCheckoutSession(values: typeof checkoutSessions.$inferInsert): Promise<CheckoutSessionRow> {
      const [row] = await db.insert(checkoutSessions).values(values).returning();
      return row!;
    },

    async setProviderSessionId(id: string, providerSessionId: string): Promise<void> {
      await db.update(checkoutSessions).set({ providerSessionId }).where(eq(checkoutSessions.id, id));
    },

    async findCheckout(id: string): Promise<CheckoutSessionRow | undefined> {
      const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id));
      return row;
    },

    async findCheckoutByProviderId(provider: string, providerSessionId: string): Promise<CheckoutSessionRow | undefined> {
      const [row] = await db
        .select()
        .from(checkoutSessions)
        .where(
          and(
            eq(checkoutSessions.provider, provider as CheckoutSessionRow['provider']),
            eq(checkoutSessions.providerSessionId, providerSessionId),
          ),
        );
      return row;
    },

    async lockCheckout(id: string): Promise<CheckoutSessionRow | undefined> {
      const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id)).for('update');
      return row;
    },

    async completeCheckout(id: string, subscriptionId: string, at: Date): Promise<void> {
      await db.update(checkoutSessions).set({ status: 'complete', subscriptionId, completedAt: at }).where(eq(checkoutSessions.id, id));
    },

    async expireCheckout(id: string): Promise<void> {
      await db
        .update(checkoutSessions)
        .set({ status: 'expired' })
        .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.status, 'open')));
    },
  };
}

export type SubscriptionsRepository = ReturnType<typeof createSubscriptionsRepository>;
