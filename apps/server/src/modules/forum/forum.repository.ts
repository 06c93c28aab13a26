import type { Database } from '../../database/database.js';
import { createForumPostsRepository } from './forum-posts.repository.js';
import { createForumThreadsRepository } from './forum-threads.repository.js';
import { createForumWordListRepository } from './forum-word-list.repository.js';

export type { Author, PostRow, PostWithAuthor, ThreadRow, ThreadWithAuthor } from './forum-rows.js';

/** The forum's rows: threads, their replies, and the offensive-word list. */
export function createForumRepository(db: Database) {
  return {
    ...createForumThreadsRepository(db),
    ...createForumPostsRepository(db),
    ...createForumWordListRepository(db),
  };
}

export type ForumRepository = ReturnType<typeof createForumRepository>;
