import { eq } from 'drizzle-orm';
import type { Database } from '../../database/database.js';
import { forumWordLists } from './forum.table.js';

/** The one offensive-word list admins save (row 1). */
export function createForumWordListRepository(db: Database) {
  return {
    /** The admins' saved list, or null while none was saved. */
    async wordList(): Promise<string[] | null> {
      const [row] = await db.select({ words: forumWordLists.words }).from(forumWordLists).where(eq(forumWordLists.id, 1));
      return row?.words ?? null;
    },

    async saveWordList(words: string[], updatedBy: string): Promise<void> {
      const updatedAt = new Date();
      await db
        .insert(forumWordLists)
        .values({ id: 1, words, updatedBy, updatedAt })
        .onConflictDoUpdate({ target: forumWordLists.id, set: { words, updatedBy, updatedAt } });
    },
  };
}
