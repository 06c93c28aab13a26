import { and, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../database/database.js';
import { carrierOtps } from './subscriptions.table.js';

export type CarrierOtpRow = typeof carrierOtps.$inferSelect;

/** Verification codes of carrier billing, and the carrier's own end of a subscription nobody renews. */
export function createCarrierBillingRepository(db: Database) {
  return {
    async insertOtp(values: typeof carrierOtps.$inferInsert): Promise<void> {
      await db.insert(carrierOtps).values(values);
    },

    /** Only the newest code sent to this phone for this user counts; a new code replaces the older ones. */
    async latestOtp(userId: string, phoneNumber: string): Promise<CarrierOtpRow | undefined> {
      const [row] = await db
        .select()
        .from(carrierOtps)
        .where(and(eq(carrierOtps.phoneNumber, phoneNumber), eq(carrierOtps.userId, userId)))
        // The index is DESC NULLS LAST; plain desc() would not use it (ARCHITECTURE §4).
        .orderBy(sql`${carrierOtps.createdAt} desc nulls last`)
        .limit(1);
      return row;
    },

    /**
     * Counts a guess before it is compared, in one conditional update: parallel guesses cannot all slip in under the
     * limit. Answers nothing once the code is used, expired or out of guesses.
     */
    async claimAttempt(id: string, maxAttempts: number, now: Date): Promise<CarrierOtpRow | undefined> {
      const [row] = await db
        .update(carrierOtps)
        .set({ attempts: sql`${carrierOtps.attempts} + 1` })
        .where(
          and(
            eq(carrierOtps.id, id),
            lt(carrierOtps.attempts, maxAttempts),
            isNull(carrierOtps.consumedAt),
            gt(carrierOtps.expiresAt, now),
          ),
        )
        .returning();
      return row;
    },

    async markVerified(id: string, now: Date): Promise<void> {
      await db
        .update(carrierOtps)
        .set({ verifiedAt: now })
        .where(and(eq(carrierOtps.id, id), isNull(carrierOtps.verifiedAt)));
    },

    /** Uses a verified code once: of two charges racing with it, only one gets true. */
    async consumeOtp(id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(carrierOtps)
        .set({ consumedAt: now })
        .where(
          and(eq(carrierOtps.id, id), isNotNull(carrierOtps.verifiedAt), isNull(carrierOtps.consumedAt), gt(carrierOtps.expiresAt, now)),
        )
        .returning({ id: carrierOtps.id });
      return rows.length === 1;
    },

    /** Gives a code back after a charge of unknown outcome, so the retry asks the carrier under the same reference. */
    async releaseOtp(id: string): Promise<void> {
      await db.update(carrierOtps).set({ consumedAt: null }).where(eq(carrierOtps.id, id));
    },
  };
}

export type CarrierBillingRepository = ReturnType<typeof createCarrierBillingRepository>;
