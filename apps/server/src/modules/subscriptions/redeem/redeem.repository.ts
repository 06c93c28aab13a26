import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../database/database.js';
import { createCouponsRepository } from '../coupons/coupons.repository.js';
import type { MoneyTotals } from '../coupons/coupons.service.js';
import { plans } from '../plans/index.js';
import { redeemCodes, redemptions } from '../subscriptions.table.js';
import { rewardCodes } from './reward-codes.table.js';

export type RedeemCodeRow = typeof redeemCodes.$inferSelect;
export type RewardCodeRow = typeof rewardCodes.$inferSelect;

export function createRedeemRepository(db: Database) {
  // The money a reward's achievement counts is summed as for coupons, so both are withdrawn by the same refunds.
  const money = createCouponsRepository(db);

  return {
    async insertMany(values: (typeof redeemCodes.$inferInsert)[]): Promise<RedeemCodeRow[]> {
      return db.insert(redeemCodes).values(values).returning();
    },

    async ofWorkspace(workspaceId: string) {
      return db
        .select({ code: redeemCodes, planName: plans.name })
        .from(redeemCodes)
        .innerJoin(plans, eq(plans.id, redeemCodes.planId))
        .where(eq(redeemCodes.workspaceId, workspaceId))
        .orderBy(desc(redeemCodes.createdAt))
        .limit(500);
    },

    /** Locks the code's row, so two people redeeming its last use cannot both get it. */
    async lockByCode(code: string): Promise<RedeemCodeRow | undefined> {
      const [row] = await db.select().from(redeemCodes).where(eq(redeemCodes.code, code)).for('update');
      return row;
    },

    async insertReward(values: typeof rewardCodes.$inferInsert): Promise<void> {
      await db.insert(rewardCodes).values(values);
    },

    /** Who earned the code and for what, when the platform gave it as a reward; undefined for a host's code. */
    async rewardOf(codeId: string): Promise<RewardCodeRow | undefined> {
      const [row] = await db.select().from(rewardCodes).where(eq(rewardCodes.redeemCodeId, codeId));
      return row;
    },

    async moneyTotals(userId: string): Promise<MoneyTotals> {
      const [paid, referralPaid] = await Promise.all([money.paidTotal(userId), money.referralPaidTotal(userId)]);
      return { TOTAL_PAID: paid, REFERRAL_PAID_TOTAL: referralPaid };
    },

    async hasRedeemed(codeId: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ userId: redemptions.userId })
        .from(redemptions)
        .where(and(eq(redemptions.codeId, codeId), eq(redemptions.userId, userId)));
      return row !== undefined;
    },

    async recordUse(codeId: string, userId: string, subscriptionId: string): Promise<void> {
      await db.insert(redemptions).values({ codeId, userId, subscriptionId });
      await db
        .update(redeemCodes)
        .set({ usedCount: sql`${redeemCodes.usedCount} + 1` })
        .where(eq(redeemCodes.id, codeId));
    },
  };
}

export type RedeemRepository = ReturnType<typeof createRedeemRepository>;
