import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../database/database.js';
import { plans } from '../subscriptions/index.js';
import { keywords } from '../workspaces/index.js';
import { activityKeywords, activityPlans, activitySpeakers } from './activities.table.js';

/** What hangs off a webinar by id: its keywords, speakers and the plans that unlock it. */
export function createActivityLinksRepository(db: Database) {
  return {
    async keywordsOf(activityIds: string[]) {
      if (activityIds.length === 0) return [];
      return db
        .select({ activityId: activityKeywords.activityId, id: keywords.id, keyword: keywords.keyword, category: keywords.category })
        .from(activityKeywords)
        .innerJoin(keywords, eq(keywords.id, activityKeywords.keywordId))
        .where(inArray(activityKeywords.activityId, activityIds))
        .orderBy(asc(keywords.keyword));
    },

    async speakersOf(activityIds: string[]) {
      if (activityIds.length === 0) return [];
      return db.select().from(activitySpeakers).where(inArray(activitySpeakers.activityId, activityIds));
    },

    /** The plans that unlock these activities, disabled ones included: a plan taken off sale still unlocks for its buyers. */
    async plansOf(activityIds: string[]) {
      if (activityIds.length === 0) return [];
      return db
        .select({
          activityId: activityPlans.activityId,
          id: plans.id,
          name: plans.name,
          stripe_plan_id: plans.providerPriceId,
          on_sale: plans.status,
        })
        .from(activityPlans)
        .innerJoin(plans, eq(plans.id, activityPlans.planId))
        .where(inArray(activityPlans.activityId, activityIds))
        .orderBy(asc(plans.unitAmount));
    },

    async replacePlans(activityId: string, planIds: string[]): Promise<void> {
      await db.delete(activityPlans).where(eq(activityPlans.activityId, activityId));
      if (planIds.length > 0) await db.insert(activityPlans).values(planIds.map((planId) => ({ activityId, planId })));
    },

    async replaceKeywords(activityId: string, keywordIds: string[]): Promise<void> {
      await db.delete(activityKeywords).where(eq(activityKeywords.activityId, activityId));
      if (keywordIds.length > 0) await db.insert(activityKeywords).values(keywordIds.map((keywordId) => ({ activityId, keywordId })));
    },

    async replaceSpeakers(activityId: string, userIds: string[]): Promise<void> {
      await db.delete(activitySpeakers).where(eq(activitySpeakers.activityId, activityId));
      if (userIds.length > 0) await db.insert(activitySpeakers).values(userIds.map((userId) => ({ activityId, userId })));
    },

    async existingKeywordIds(ids: string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      return (await db.select({ id: keywords.id }).from(keywords).where(inArray(keywords.id, ids))).map(({ id }) => id);
    },
  };
}
