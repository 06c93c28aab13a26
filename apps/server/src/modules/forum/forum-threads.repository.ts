import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../database/database.js';
import { users } from '../users/index.js';
import { author, type ThreadRow, type ThreadWithAuthor } from './forum-rows.js';
import { forumThreads } from './forum.table.js';

/** A channel's threads: listed by latest activity, found with their author, opened, renamed, deleted or restored. */
export function createForumThreadsRepository(db: Database) {
  return {
    /** Active threads of a channel, newest activity first. */
    async threadsOf(workspaceId: string, limit: number, offset: number) {
      const where = and(eq(forumThreads.workspaceId, workspaceId), eq(forumThreads.active, true));
      const [rows, [total]] = await Promise.all([
        db
          .select({ thread: forumThreads, author })
          .from(forumThreads)
          .innerJoin(users, eq(users.id, forumThreads.userId))
          .where(where)
          .orderBy(desc(forumThreads.lastActivityAt), desc(forumThreads.id))
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(forumThreads).where(where),
      ]);
      return { rows: rows.map(({ thread, author: by }): ThreadWithAuthor => ({ ...thread, author: by })), total: total?.value ?? 0 };
    },

    async findThread(id: string): Promise<ThreadWithAuthor | undefined> {
      const [row] = await db
        .select({ thread: forumThreads, author })
        .from(forumThreads)
        .innerJoin(users, eq(users.id, forumThreads.userId))
        .where(eq(forumThreads.id, id));
      return row && { ...row.thread, author: row.author };
    },

    async insertThread(values: typeof forumThreads.$inferInsert): Promise<ThreadRow> {
      const [row] = await db.insert(forumThreads).values(values).returning();
      return row!;
    },

    async updateThread(id: string, patch: Partial<Pick<ThreadRow, 'title' | 'active' | 'lastActivityAt'>>): Promise<void> {
      await db.update(forumThreads).set(patch).where(eq(forumThreads.id, id));
    },
  };
}
