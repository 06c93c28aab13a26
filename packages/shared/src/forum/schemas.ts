import { z } from 'zod';
import { pageQuerySchema, pagedSchema } from '../common/http.js';
import { VALIDATION_MESSAGES as M } from '../common/validation.js';
import {
  FORUM_POSTS_PAGE_SIZE,
  FORUM_POST_MAX_LENGTH,
  FORUM_THREADS_PAGE_SIZE,
  FORUM_THREAD_BODY_MAX_LENGTH,
  FORUM_TITLE_MAX_LENGTH,
  FORUM_TITLE_MIN_LENGTH,
  OFFENSIVE_WORDS_MAX_COUNT,
  OFFENSIVE_WORD_MAX_LENGTH,
} from './rules.js';

/** `is_host`: the author runs the channel, which the forum marks beside their name. */
export const forumUserSchema = z.object({ id: z.string(), display_name: z.string(), is_host: z.boolean() });

export const forumPostSchema = z.object({
  id: z.string(),
  body: z.string(),
  user: forumUserSchema,
  created_on: z.string(),
  active: z.boolean(),
  thread_id: z.string(),
});

export type ForumPost = z.infer<typeof forumPostSchema>;

/** Spec §3 Forum thread; `posts` are the first few replies (all of them on the thread page's own call). */
export const forumThreadSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  user: forumUserSchema,
  created_on: z.string(),
  last_activity_on: z.string(),
  posts: z.array(forumPostSchema),
  post_count: z.number().int(),
  workspace: z.object({ id: z.string(), slug: z.string().nullable(), name: z.string() }),
  active: z.boolean(),
  /**
   * What the caller may do: delete it and change its title (host, author, admin); hide anyone's reply and restore
   * the thread once deleted (host, admin), who alone still see a deleted thread.
   */
  can_delete: z.boolean(),
  can_edit: z.boolean(),
  can_moderate: z.boolean(),
});

export type ForumThread = z.infer<typeof forumThreadSchema>;

export const forumThreadPageSchema = pagedSchema(forumThreadSchema);

export type ForumThreadPage = z.infer<typeof forumThreadPageSchema>;

export const forumPostPageSchema = pagedSchema(forumPostSchema);

export type ForumPostPage = z.infer<typeof forumPostPageSchema>;

export const forumThreadsQuerySchema = pageQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(50).default(FORUM_THREADS_PAGE_SIZE),
});

export const forumPostsQuerySchema = pageQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(100).default(FORUM_POSTS_PAGE_SIZE),
});

export const forumTitleSchema = z
  .string()
  .trim()
  .min(1, M.required)
  .min(FORUM_TITLE_MIN_LENGTH, M.required)
  .max(FORUM_TITLE_MAX_LENGTH, M.tooLong);

export const forumThreadTextSchema = z.string().trim().max(FORUM_THREAD_BODY_MAX_LENGTH, M.tooLong);

export const createThreadBodySchema = z.object({ title: forumTitleSchema, body: forumThreadTextSchema.default('') });

export type CreateThreadBody = z.infer<typeof createThreadBodySchema>;

/** Spec 001 §7 update thread {title, active}: delete sets active false. */
export const updateThreadBodySchema = z
  .object({ title: forumTitleSchema.optional(), active: z.boolean().optional() })
  .refine((body) => body.title !== undefined || body.active !== undefined, { message: M.required });

export type UpdateThreadBody = z.infer<typeof updateThreadBodySchema>;

export const createPostBodySchema = z.object({ body: z.string().trim().min(1, M.required).max(FORUM_POST_MAX_LENGTH, M.tooLong) });

export type CreatePostBody = z.infer<typeof createPostBodySchema>;

/** Spec 001 §7 update reply: hiding sets active false. */
export const updatePostBodySchema = z.object({ active: z.literal(false) });

/** The admins' list: the words in force, and which of them ship with the code. */
export const offensiveWordsSchema = z.object({ words: z.array(z.string()), defaults: z.array(z.string()) });

export type OffensiveWords = z.infer<typeof offensiveWordsSchema>;

export const updateOffensiveWordsBodySchema = z.object({
  words: z.array(z.string().trim().min(1, M.required).max(OFFENSIVE_WORD_MAX_LENGTH, M.tooLong)).max(OFFENSIVE_WORDS_MAX_COUNT),
});
