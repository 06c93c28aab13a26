import { HKD_PER_USD } from '@platform/shared';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../database/database.js';
import { users } from '../../users/index.js';
import { isChannelPlanInvoice } from '../invoices.repository.js';
import { checkoutSessions, invoices } from '../subscriptions.table.js';
import { coupons } from './coupons.table.js';

export type CouponRow = typeof coupons.$inferSelect;

/**
 * Paid invoices in USD cents: phone-bill invoices are HKD, converted at the peg; refunded ones count nothing. Channel
 * plans' only: every query that sums them also filters on isChannelPlanInvoice (the ledger holds hosting fees too).
 */
export const paidUsdCents = sql<number>`coalesce(sum(CASE WHEN ${invoices.currency} = 'hkd' THEN round(${invoices.amountPaid} / ${HKD_PER_USD}::numeric) ELSE ${invoices.amountPaid} END), 0)::int`;

/** The platform coupons users are given (achievement rewards) and spend on a card checkout's first payment. */
export function createCouponsRepository(db: Database) {
  return {
    async insertCoupon(values: typeof coupons.$inferInsert): Promise<CouponRow> {
      const [row] = await db.insert(coupons).values(values).returning();
      return row!;
    },

    async couponsOf(userId: string): Promise<CouponRow[]> {
      return db.select().from(coupons).where(eq(coupons.userId, userId)).orderBy(desc(coupons.createdAt));
    },

    async findByCode(code: string): Promise<CouponRow | undefined> {
      const [row] = await db.select().from(coupons).where(eq(coupons.code, code));
      return row;
    },

    /**
     * Puts an unused coupon on a checkout, if it is still on `from` (the checkout it was on when read): false when
     * another request moved or spent it meanwhile.
     */
    async hold(couponId: string, checkoutId: string, from: string | null): Promise<boolean> {
      const rows = await db
        .update(coupons)
        .set({ checkoutSessionId: checkoutId })
        .where(
          and(
            eq(coupons.id, couponId),
            isNull(coupons.usedAt),
            from === null ? isNull(coupons.checkoutSessionId) : eq(coupons.checkoutSessionId, from),
          ),
        )
        .returning({ id: coupons.id });
      return rows.length === 1;
    },

    /** The unspent coupon a checkout holds, if any. */
    async heldBy(checkoutId: string): Promise<CouponRow | undefined> {
      const [row] = await db
        .select()
        .from(coupons)
        .where(and(eq(coupons.checkoutSessionId, checkoutId), isNull(coupons.usedAt)));
      return row;
    },

    /** The open card checkouts holding an unspent coupon of one of these users, with the coupon. */
    async openCheckoutsHolding(userIds: string[]) {
      if (userIds.length === 0) return [];
      return db
        .select({ coupon: coupons, checkoutId: checkoutSessions.id })
        .from(coupons)
        .innerJoin(checkoutSessions, eq(checkoutSessions.id, coupons.checkoutSessionId))
        .where(and(inArray(coupons.userId, userIds), isNull(coupons.usedAt), eq(checkoutSessions.status, 'open')));
    },

    /** Spends the coupon a checkout holds, once: a second call (a replayed event) finds it spent and changes nothing. */
    async spend(checkoutId: string, at: Date): Promise<void> {
      await db
        .update(coupons)
        .set({ usedAt: at })
        .where(and(eq(coupons.checkoutSessionId, checkoutId), isNull(coupons.usedAt)));
    },

    /** What the user has paid for plans, net of refunds, in USD cents. */
    async paidTotal(userId: string): Promise<number> {
      const [row] = await db
        .select({ value: paidUsdCents.mapWith(Number) })
        .from(invoices)
        .where(and(isChannelPlanInvoice, eq(invoices.userId, userId), eq(invoices.status, 'paid')));
      return row?.value ?? 0;
    },

    /** What the people the user referred have paid for plans, net of refunds, in USD cents. */
    async referralPaidTotal(userId: string): Promise<number> {
      const [row] = await db
        .select({ value: paidUsdCents.mapWith(Number) })
        .from(invoices)
        .innerJoin(users, eq(users.id, invoices.userId))
        .where(and(isChannelPlanInvoice, eq(users.referredByUserId, userId), eq(invoices.status, 'paid')));
      return row?.value ?? 0;
    },
  };
}

export type CouponsRepository = ReturnType<typeof createCouponsRepository>;
