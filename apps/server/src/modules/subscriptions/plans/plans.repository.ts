import { HKD_PER_USD, LIVE_SUBSCRIPTION_STATUSES } from '@platform/shared';
import { and, asc, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../database/database.js';
import { subscriptions } from '../subscriptions.table.js';
import { plans } from './plans.table.js';

export type PlanRow = typeof plans.$inferSelect;
export type NewPlan = typeof plans.$inferInsert;
export type PlanPatch = Partial<Pick<PlanRow, 'status' | 'dcbPrice' | 'currency' | 'providerPriceId' | 'priceProvider'>>;

export interface PlanCounts {
  /** Every purchase ever made (spec §3 purchasement_count). */
  purchases: number;
  /** Purchases that give access now. */
  live: number;
}

const liveStatuses = [...LIVE_SUBSCRIPTION_STATUSES];

export function createPlansRepository(db: Database) {
  return {
    async insert(values: NewPlan): Promise<PlanRow> {
      const [row] = await db.insert(plans).values(values).returning();
      return row!;
    },

    async findById(id: string): Promise<PlanRow | undefined> {
      const [row] = await db.select().from(plans).where(eq(plans.id, id));
      return row;
    },

    async findByIds(ids: string[]): Promise<PlanRow[]> {
      if (ids.length === 0) return [];
      return db.select().from(plans).where(inArray(plans.id, ids));
    },

    async ofWorkspace(workspaceId: string, onSaleOnly: boolean): Promise<PlanRow[]> {
      const conditions = [eq(plans.workspaceId, workspaceId)];
      if (onSaleOnly) conditions.push(eq(plans.status, true));
      return db
        .select()
        .from(plans)
        .where(and(...conditions))
        .orderBy(asc(plans.unitAmount), asc(plans.createdAt));
    },

    async update(id: string, patch: PlanPatch): Promise<PlanRow | undefined> {
      const [row] = await db.update(plans).set(patch).where(eq(plans.id, id)).returning();
      return row;
    },

    /** Purchase and live counts per plan, in one grouped query. */
    async counts(planIds: string[]): Promise<Map<string, PlanCounts>> {
      const result = new Map<string, PlanCounts>(planIds.map((id) => [id, { purchases: 0, live: 0 }]));
      if (planIds.length === 0) return result;
      const rows = await db
        .select({
          planId: subscriptions.planId,
          purchases: count(),
          live: sql<number>`count(*) FILTER (WHERE ${inArray(subscriptions.status, liveStatuses)})`.mapWith(Number),
        })
        .from(subscriptions)
        .where(inArray(subscriptions.planId, planIds))
        .groupBy(subscriptions.planId);
      for (const row of rows) result.set(row.planId, { purchases: row.purchases, live: row.live });
      return result;
    },

    /** Plans priced in HKD and USD are compared at the peg, so the lowest is the cheapest for the buyer. */
    async lowestPrice(workspaceId: string): Promise<{ unitAmount: number; currency: string } | null> {
      const [row] = await db
        .select({ unitAmount: plans.unitAmount, currency: plans.currency })
        .from(plans)
        .where(and(eq(plans.workspaceId, workspaceId), eq(plans.status, true), gt(plans.unitAmount, 0)))
        .orderBy(sql`CASE WHEN ${plans.currency} = 'hkd' THEN ${plans.unitAmount} / ${HKD_PER_USD}::numeric ELSE ${plans.unitAmount} END`)
        .limit(1);
      return row ?? null;
    },
  };
}

export type PlansRepository = ReturnType<typeof createPlansRepository>;
