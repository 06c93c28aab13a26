import type { AchievementId } from '@platform/shared';
import { and, asc, count, desc, eq, gt, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../database/database.js';
import { playbackViews } from '../activities/index.js';
import { loginEvents } from '../auth/index.js';
import { plans } from '../subscriptions/index.js';
import { invoices, isChannelPlanInvoice, paidUsdCents, redeemCodes, redemptions } from '../subscriptions/index.js';
import { users } from '../users/index.js';
import { achievementRedemptions, coupons, eventRegistrations } from './community.table.js';

const referrer = alias(users, 'referrer');

export interface RankingRow {
  /** 1 for the first; ties go to whoever joined first, so the order is stable. */
  rank: number;
  userId: string;
  displayName: string;
  firstName: string;
  lastName: string;
  referrals: number;
  paidTotal: number;
}

export type RankingOrder = 'referrals' | 'paid';

/**
 * Reads of the referral programme and achievements. They are computed from the events other modules record (logins,
 * playbacks, invoices, sign-ups with a referral code), joined here read-only, so no counter can drift from them.
 */
export function createCommunityRepository(db: Database) {
  const referralCount = sql`count(DISTINCT ${users.id})`;
  const orders: Record<RankingOrder, SQL> = {
    referrals: sql`${referralCount} DESC, ${paidUsdCents} DESC, ${referrer.createdAt} ASC`,
    paid: sql`${paidUsdCents} DESC, ${referralCount} DESC, ${referrer.createdAt} ASC`,
  };

  /** Everyone who referred someone, with how many and what those people paid, numbered in `order`. */
  const ranked = (order: RankingOrder) =>
    db
      .select({
        rank: sql<number>`(row_number() OVER (ORDER BY ${orders[order]}))::int`.as('rank'),
        userId: sql<string>`${referrer.id}`.as('user_id'),
        displayName: sql<string>`${referrer.displayName}`.as('display_name'),
        firstName: sql<string>`${referrer.firstName}`.as('first_name'),
        lastName: sql<string>`${referrer.lastName}`.as('last_name'),
        referrals: sql<number>`${referralCount}::int`.as('referrals'),
        paidTotal: sql<number>`${paidUsdCents}`.as('paid_total'),
      })
      .from(users)
      .innerJoin(referrer, eq(referrer.id, users.referredByUserId))
      .leftJoin(invoices, and(eq(invoices.userId, users.id), isChannelPlanInvoice, eq(invoices.status, 'paid')))
      .groupBy(referrer.id, referrer.displayName, referrer.firstName, referrer.lastName, referrer.createdAt)
      .as('ranked');

  return {
    async invitesOf(userId: string) {
      return db
        .select({
          displayName: users.displayName,
          firstName: users.firstName,
          lastName: users.lastName,
          createdAt: users.createdAt,
          hasPaid: sql<boolean>`count(${invoices.id}) > 0`,
        })
        .from(users)
        .leftJoin(
          invoices,
          and(eq(invoices.userId, users.id), isChannelPlanInvoice, eq(invoices.status, 'paid'), gt(invoices.amountPaid, 0)),
        )
        .where(eq(users.referredByUserId, userId))
        .groupBy(users.id)
        .orderBy(desc(users.createdAt));
    },

    /** The first `limit` referrers in `order`, and `userId`'s own place after them when it is further down. */
    async ranking(order: RankingOrder, limit: number, userId: string): Promise<RankingRow[]> {
      const table = ranked(order);
      return db
        .select()
        .from(table)
        .where(or(lte(table.rank, limit), eq(table.userId, userId)))
        .orderBy(asc(table.rank));
    },

    async loginTimes(userId: string): Promise<Date[]> {
      const rows = await db.select({ at: loginEvents.loggedInAt }).from(loginEvents).where(eq(loginEvents.userId, userId));
      return rows.map(({ at }) => at);
    },

    async viewCount(userId: string): Promise<number> {
      const [row] = await db.select({ value: count() }).from(playbackViews).where(eq(playbackViews.userId, userId));
      return row?.value ?? 0;
    },

    /** The achievements this user redeemed, with whether the reward they got for each was used already. */
    async redemptionsOf(userId: string): Promise<{ id: AchievementId; rewardUsed: boolean }[]> {
      return db
        .select({
          id: achievementRedemptions.achievementId,
          rewardUsed: sql<boolean>`(${coupons.usedAt} IS NOT NULL OR coalesce(${redeemCodes.usedCount}, 0) > 0)`,
        })
        .from(achievementRedemptions)
        .leftJoin(coupons, eq(coupons.id, achievementRedemptions.couponId))
        .leftJoin(redeemCodes, eq(redeemCodes.id, achievementRedemptions.redeemCodeId))
        .where(eq(achievementRedemptions.userId, userId));
    },

    /** Whether the user has paid anything for a plan, refunded or not (a free trial's invoice of 0 is no payment). */
    async hasPaid(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: invoices.id })
        .from(invoices)
        .where(and(eq(invoices.userId, userId), isChannelPlanInvoice, gt(invoices.amountPaid, 0)))
        .limit(1);
      return row !== undefined;
    },

    /** False when this user already redeemed it (the primary key decides, also between two requests at once). */
    async insertRedemption(values: typeof achievementRedemptions.$inferInsert): Promise<boolean> {
      const rows = await db
        .insert(achievementRedemptions)
        .values(values)
        .onConflictDoNothing()
        .returning({ userId: achievementRedemptions.userId });
      return rows.length === 1;
    },

    /** Redeem codes this user was given as rewards, with whether they used them. */
    async rewardCodesOf(userId: string) {
      return db
        .select({
          id: redeemCodes.id,
          code: redeemCodes.code,
          planName: plans.name,
          source: achievementRedemptions.achievementId,
          expiresAt: redeemCodes.expiresAt,
          usedCount: redeemCodes.usedCount,
          maxUses: redeemCodes.maxUses,
          usedByMe: sql<boolean>`${redemptions.userId} IS NOT NULL`,
          createdAt: achievementRedemptions.createdAt,
        })
        .from(achievementRedemptions)
        .innerJoin(redeemCodes, eq(redeemCodes.id, achievementRedemptions.redeemCodeId))
        .innerJoin(plans, eq(plans.id, redeemCodes.planId))
        .leftJoin(redemptions, and(eq(redemptions.codeId, redeemCodes.id), eq(redemptions.userId, userId)))
        .where(eq(achievementRedemptions.userId, userId))
        .orderBy(desc(achievementRedemptions.createdAt));
    },

    async registrationOf(eventId: string, userId: string) {
      const [row] = await db
        .select()
        .from(eventRegistrations)
        .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.userId, userId)));
      return row;
    },

    async phoneJoined(eventId: string, phoneNumber: string): Promise<boolean> {
      const [row] = await db
        .select({ userId: eventRegistrations.userId })
        .from(eventRegistrations)
        .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.phoneNumber, phoneNumber)));
      return row !== undefined;
    },

    /** False when this user or this phone joined already (two requests at once included). */
    async insertRegistration(values: typeof eventRegistrations.$inferInsert): Promise<boolean> {
      const rows = await db
        .insert(eventRegistrations)
        .values(values)
        .onConflictDoNothing()
        .returning({ userId: eventRegistrations.userId });
      return rows.length === 1;
    },
  };
}

export type CommunityRepository = ReturnType<typeof createCommunityRepository>;
