import { users } from '../users/index.js';
import type { forumPosts, forumThreads } from './forum.table.js';

export type ThreadRow = typeof forumThreads.$inferSelect;
export type PostRow = typeof forumPosts.$inferSelect;
/** Who wrote it, as far as the forum shows a person: never their email. */
export interface Author {
  displayName: string;
  firstName: string;
  lastName: string;
}
export type ThreadWithAuthor = ThreadRow & { author: Author };
export type PostWithAuthor = PostRow & { author: Author };

/** The columns of a thread's or reply's author that the forum reads. */
export const author = { displayName: users.displayName, firstName: users.firstName, lastName: users.lastName };
