import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../database/database.js';
import { coupons } from './community.table.js';

export type CouponRow = typeof coupons.$inferSelect;

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

    /** Spends the coupon a checkout holds, once: a second call (a replayed event) finds it spent and changes nothing. */
    async spend(checkoutId: string, at: Date): Promise<void> {
      await db
        .update(coupons)
        .set({ usedAt: at })
        .where(and(eq(coupons.checkoutSessionId, checkoutId), isNull(coupons.usedAt)));
    },
  };
}

export type CouponsRepository = ReturnType<typeof createCouponsRepository>;
