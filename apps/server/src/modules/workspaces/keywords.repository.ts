import type { Category } from '@platform/shared';
import { and, asc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../database/database.js';
import { escapeLike } from '../../database/like.js';
import { keywords } from './workspaces.table.js';

export type KeywordRow = typeof keywords.$inferSelect;

export function createKeywordsRepository(db: Database) {
  return {
    /** The keywords channels pick from: chosen by a channel or an admin, not those only the analysis made. */
    async all(): Promise<KeywordRow[]> {
      return db.select().from(keywords).where(eq(keywords.fromAnalysis, false)).orderBy(asc(keywords.keyword)).limit(1000);
    },
    async search(term: string, limit: number): Promise<KeywordRow[]> {
      const escaped = escapeLike(term);
      return db
        .select()
        .from(keywords)
        .where(and(eq(keywords.fromAnalysis, false), ilike(keywords.keyword, `%${escaped}%`)))
        .orderBy(sql`length(${keywords.keyword})`, asc(keywords.keyword))
        .limit(limit);
    },
    async findByText(keyword: string): Promise<KeywordRow | undefined> {
      const [row] = await db.select().from(keywords).where(eq(keywords.keyword, keyword));
      return row;
    },
    async findById(id: string): Promise<KeywordRow | undefined> {
      const [row] = await db.select().from(keywords).where(eq(keywords.id, id));
      return row;
    },
    /**
     * Creates the keyword, or answers the one that already has this text. A keyword someone chose (not the analysis)
     * that the analysis had made already joins the list channels pick from.
     */
    async upsert(keyword: string, category: Category | null, fromAnalysis = false): Promise<KeywordRow> {
      const inserted = db.insert(keywords).values({ keyword, category, fromAnalysis });
      await (fromAnalysis
        ? inserted.onConflictDoNothing()
        : inserted.onConflictDoUpdate({ target: keywords.keyword, set: { fromAnalysis: false } }));
      const [row] = await db.select().from(keywords).where(eq(keywords.keyword, keyword));
      return row!;
    },
    /** Keywords a channel chose: they join the list channels pick from, if only the analysis had made them. */
    async adopt(ids: string[]): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(keywords)
        .set({ fromAnalysis: false })
        .where(and(inArray(keywords.id, ids), eq(keywords.fromAnalysis, true)));
    },
    async setCategory(id: string, category: Category | null): Promise<KeywordRow | undefined> {
      const [row] = await db.update(keywords).set({ category }).where(eq(keywords.id, id)).returning();
      return row;
    },
    async countByIds(ids: string[]): Promise<number> {
      if (ids.length === 0) return 0;
      const rows = await db
        .select({ id: keywords.id })
        .from(keywords)
        .where(sql`${keywords.id} in ${ids}`);
      return rows.length;
    },
  };
}

export type KeywordsRepository = ReturnType<typeof createKeywordsRepository>;
