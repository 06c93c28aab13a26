import { LIVE_SUBSCRIPTION_STATUSES } from '@platform/shared';
import { and, desc, eq, gt, inArray, isNotNull, isNull, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../database/database.js';
import { workspaces } from '../workspaces/index.js';
import { plans } from './plans/index.js';
import { subscriptions } from './subscriptions.table.js';

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

/** Who holds which plan now, and what a user has held: the reads behind paid access, counts and the buyer's list. */
export function createSubscriptionAccessRepository(db: Database) {
  return {
    async liveSubscriptionOf(userId: string, planId: string, now: Date) {
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
  };
}
