import type { Category } from '@platform/shared';
import { asc, eq, ilike, sql } from 'drizzle-orm';
import type { Database } from '../../database/database.js';
import { escapeLike } from '../../infra/db/like.js';
import { keywords } from './workspaces.table.js';

export type KeywordRow = typeof keywords.$inferSelect;

export function createKeywordsRepository(db: Database) {
  return {
    async all(): Promise<KeywordRow[]> {
      return db.select().from(keywords).orderBy(asc(keywords.keyword)).limit(1000);
    },
    async search(term: string, limit: number): Promise<KeywordRow[]> {
      const escaped = escapeLike(term);
      return db
        .select()
        .from(keywords)
        .where(ilike(keywords.keyword, `%${escaped}%`))
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
    /** Creates the keyword, or answers the one that already has this text. */
    async upsert(keyword: string, category: Category | null): Promise<KeywordRow> {
      await db.insert(keywords).values({ keyword, category }).onConflictDoNothing();
      const [row] = await db.select().from(keywords).where(eq(keywords.keyword, keyword));
      return row!;
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
