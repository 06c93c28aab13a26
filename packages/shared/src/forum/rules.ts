/**
 * The limits, lists and rules of the forum that both apps use, without a zod schema: the web's pages read these
 * as they load, and the schemas beside them are built only when a call first needs them (apps/web/src/lib/contract.ts).
 */

/** Spec §5: the create button appears only when the title is longer than 1 character; the server asks the same. */
export const FORUM_TITLE_MIN_LENGTH = 2;

export const FORUM_TITLE_MAX_LENGTH = 200;

/** A thread's opening text under its title, plain text; spec 001 §7 creates a thread with a title only, so it may be empty. */
export const FORUM_THREAD_BODY_MAX_LENGTH = 5_000;

/** A reply's HTML as written; what is left after sanitising must still hold some text. */
export const FORUM_POST_MAX_LENGTH = 20_000;

/** Spec §9: a thread shows up to 3 posts on the list before the view-all link. */
export const FORUM_PREVIEW_POSTS = 3;

export const FORUM_THREADS_PAGE_SIZE = 10;

export const FORUM_POSTS_PAGE_SIZE = 20;

/**
 * How fast one person may post: threads and replies, each counted over a minute. Beyond it the post is refused with
 * 429 FORUM_POSTING_TOO_FAST; a person typing replies by hand stays well below it, a script flooding a forum does not.
 */
export const FORUM_POSTING_LIMITS = { threadsPerMinute: 5, repliesPerMinute: 10 } as const;

/** One word or phrase of the admins' offensive-word list. */
export const OFFENSIVE_WORD_MAX_LENGTH = 50;

export const OFFENSIVE_WORDS_MAX_COUNT = 2000;
