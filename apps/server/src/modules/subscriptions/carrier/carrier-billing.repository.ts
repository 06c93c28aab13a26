import { LIVE_SUBSCRIPTION_STATUSES } from '@platform/shared';
import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../database/database.js';
import { plans } from '../plans/index.js';
import { carrierCharges, carrierOtps, subscriptions } from '../subscriptions.table.js';

export type CarrierOtpRow = typeof carrierOtps.$inferSelect;
export type CarrierChargeRow = typeof carrierCharges.$inferSelect;

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

    /** Notes a charge before the carrier is asked; a retry under the same reference keeps the first note. */
    async insertCharge(values: typeof carrierCharges.$inferInsert): Promise<void> {
      await db.insert(carrierCharges).values(values).onConflictDoNothing({ target: carrierCharges.reference });
    },

    /** Records how a pending charge ended; of two settling it at once (the buyer's retry, the job), one gets true. */
    async settleCharge(
      reference: string,
      outcome: { status: 'succeeded' | 'failed'; chargeId: string | null },
      at: Date,
    ): Promise<boolean> {
      const rows = await db
        .update(carrierCharges)
        .set({ ...outcome, settledAt: at })
        .where(and(eq(carrierCharges.reference, reference), eq(carrierCharges.status, 'pending')))
        .returning({ reference: carrierCharges.reference });
      return rows.length === 1;
    },

    /** Purchases' charges still without an outcome that were asked for before `before`, the oldest first. */
    async pendingCharges(before: Date, limit: number): Promise<CarrierChargeRow[]> {
      return db
        .select()
        .from(carrierCharges)
        .where(and(eq(carrierCharges.status, 'pending'), lt(carrierCharges.createdAt, before), isNull(carrierCharges.renewsSubscriptionId)))
        .orderBy(asc(carrierCharges.createdAt))
        .limit(limit);
    },

    /** Live phone-bill subscriptions to recurring plans whose paid period has ended, the longest overdue first. */
    async dueRenewals(now: Date, limit: number) {
      return db
        .select({ subscription: subscriptions, plan: plans })
        .from(subscriptions)
        .innerJoin(plans, eq(plans.id, subscriptions.planId))
        .where(
          and(
            eq(subscriptions.source, 'carrier'),
            inArray(subscriptions.status, [...LIVE_SUBSCRIPTION_STATUSES]),
            lte(subscriptions.accessUntil, now),
            eq(plans.type, 'RECURRING'),
          ),
        )
        .orderBy(asc(subscriptions.accessUntil))
        .limit(limit);
    },

    /**
     * The renewal charge of this subscription's period starting `renewsFrom`: noted on the first pass, and the same
     * row (so the same reference) on every retry after it.
     */
    async renewalCharge(values: typeof carrierCharges.$inferInsert & { renewsSubscriptionId: string; renewsFrom: Date }) {
      await db
        .insert(carrierCharges)
        .values(values)
        .onConflictDoNothing({ target: [carrierCharges.renewsSubscriptionId, carrierCharges.renewsFrom] });
      const [row] = await db
        .select()
        .from(carrierCharges)
        .where(and(eq(carrierCharges.renewsSubscriptionId, values.renewsSubscriptionId), eq(carrierCharges.renewsFrom, values.renewsFrom)));
      return row!;
    },
  };
}

export type CarrierBillingRepository = ReturnType<typeof createCarrierBillingRepository>;
