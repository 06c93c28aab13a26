import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../database/database.js';
import { hostingPrices, hostingUsage } from './hosting.table.js';

/** What a hosting plan costs at the card provider, and the live minutes used past it. */
export function createHostingPlansRepository(db: Database) {
  return {
    async pricesOf(provider: string): Promise<Map<string, string>> {
      const rows = await db.select().from(hostingPrices).where(eq(hostingPrices.provider, provider));
      return new Map(rows.map((row) => [row.planKey, row.priceId]));
    },

    /** Keeps the first price made for a plan when two requests make one at once. */
    async savePrice(planKey: string, provider: string, priceId: string): Promise<string> {
      await db.insert(hostingPrices).values({ planKey, provider, priceId }).onConflictDoNothing();
      const [row] = await db
        .select()
        .from(hostingPrices)
        .where(and(eq(hostingPrices.planKey, planKey), eq(hostingPrices.provider, provider)));
      return row!.priceId;
    },

    async addUsage(subscriptionId: string, minutes: number, activityId: string | null): Promise<void> {
      await db.insert(hostingUsage).values({ subscriptionId, minutes, activityId });
    },

    async usageOf(subscriptionId: string) {
      return db
        .select()
        .from(hostingUsage)
        .where(eq(hostingUsage.subscriptionId, subscriptionId))
        .orderBy(asc(hostingUsage.createdAt), desc(hostingUsage.id));
    },
  };
}
