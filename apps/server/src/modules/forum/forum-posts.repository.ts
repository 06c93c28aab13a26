import { and, asc, count, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../database/database.js';
import { users } from '../users/index.js';
import { author, type PostRow, type PostWithAuthor } from './forum-rows.js';
import { forumPosts, forumThreads } from './forum.table.js';

/** The replies of threads: the first few of each for the lists, their counts, pages of them, posted and hidden. */
export function createForumPostsRepository(db: Database) {
  return {
    /** The first `perThread` active replies of each thread, in one query whatever the number of threads. */
    async firstPosts(threadIds: string[], perThread: number): Promise<PostWithAuthor[]> {
      if (threadIds.length === 0) return [];
      const ranked = db
        .select({
          id: forumPosts.id,
          threadId: forumPosts.threadId,
          userId: forumPosts.userId,
          body: forumPosts.body,
          active: forumPosts.active,
          createdAt: forumPosts.createdAt,
          ...author,
          rank: sql<number>`row_number() over (partition by ${forumPosts.threadId} order by ${forumPosts.createdAt}, ${forumPosts.id})`.as(
            'rank',
          ),
        })
        .from(forumPosts)
        .innerJoin(users, eq(users.id, forumPosts.userId))
        .where(and(inArray(forumPosts.threadId, threadIds), eq(forumPosts.active, true)))
        .as('ranked');
      const rows = await db.select().from(ranked).where(lte(ranked.rank, perThread)).orderBy(asc(ranked.createdAt), asc(ranked.id));
      return rows.map(({ displayName, firstName, lastName, rank: _rank, ...post }) => ({
        ...post,
        author: { displayName, firstName, lastName },
      }));
    },

    async postCounts(threadIds: string[]): Promise<Map<string, number>> {
      if (threadIds.length === 0) return new Map();
      const rows = await db
        .select({ threadId: forumPosts.threadId, value: count() })
        .from(forumPosts)
        .where(and(inArray(forumPosts.threadId, threadIds), eq(forumPosts.active, true)))
        .groupBy(forumPosts.threadId);
      return new Map(rows.map((row) => [row.threadId, row.value]));
    },

    /** A thread's active replies, oldest first. */
    async postsOf(threadId: string, limit: number, offset: number) {
      const where = and(eq(forumPosts.threadId, threadId), eq(forumPosts.active, true));
      const [rows, [total]] = await Promise.all([
        db
          .select({ post: forumPosts, author })
          .from(forumPosts)
          .innerJoin(users, eq(users.id, forumPosts.userId))
          .where(where)
          .orderBy(asc(forumPosts.createdAt), asc(forumPosts.id))
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(forumPosts).where(where),
      ]);
      return { rows: rows.map(({ post, author: by }): PostWithAuthor => ({ ...post, author: by })), total: total?.value ?? 0 };
    },

    async findPost(id: string): Promise<(PostWithAuthor & { workspaceId: string; threadActive: boolean }) | undefined> {
      const [row] = await db
        .select({ post: forumPosts, author, workspaceId: forumThreads.workspaceId, threadActive: forumThreads.active })
        .from(forumPosts)
        .innerJoin(forumThreads, eq(forumThreads.id, forumPosts.threadId))
        .innerJoin(users, eq(users.id, forumPosts.userId))
        .where(eq(forumPosts.id, id));
      return row && { ...row.post, author: row.author, workspaceId: row.workspaceId, threadActive: row.threadActive };
    },

    async insertPost(values: typeof forumPosts.$inferInsert): Promise<PostRow> {
      const [row] = await db.insert(forumPosts).values(values).returning();
      return row!;
    },

    async hidePost(id: string): Promise<void> {
      await db.update(forumPosts).set({ active: false }).where(eq(forumPosts.id, id));
    },
  };
}
