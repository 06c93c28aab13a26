import {
  FORUM_POSTING_LIMITS,
  FORUM_PREVIEW_POSTS,
  type CreatePostBody,
  type CreateThreadBody,
  type ForumPost,
  type ForumPostPage,
  type ForumThread,
  type ForumThreadPage,
  type OffensiveWords,
  type UpdateThreadBody,
} from '@platform/shared';
import { AppError } from '../../errors.js';
import { richTextToPlain, sanitizeRichText } from '../../infra/html/sanitize.js';
import type { UnitOfWork } from '../../database/unit-of-work.js';
import type { RateLimitRule, RateLimitStore } from '../../infra/rate-limit/rate-limiter.js';
import type { Actor } from '../users/index.js';
import type { WorkspaceAccess, WorkspacesService } from '../workspaces/index.js';
import {
  canConfigureWords,
  canDeleteThread,
  canEditThread,
  canHidePost,
  canRestoreThread,
  canUseForum,
  type PaidAccess,
} from './forum.policy.js';
import type { Author, ForumRepository, PostWithAuthor, ThreadWithAuthor } from './forum.repository.js';
import { DEFAULT_OFFENSIVE_WORDS } from './word-filter/default-words.js';
import { createWordFilter, type WordFilter } from './word-filter/word-filter.js';

/** Posts one person may make in a window, per kind (spec: none given; FORUM_POSTING_LIMITS by default). */
export interface ForumLimits {
  threads: RateLimitRule;
  replies: RateLimitRule;
}

const MINUTE_MS = 60_000;
export const DEFAULT_FORUM_LIMITS: ForumLimits = {
  threads: { max: FORUM_POSTING_LIMITS.threadsPerMinute, windowMs: MINUTE_MS },
  replies: { max: FORUM_POSTING_LIMITS.repliesPerMinute, windowMs: MINUTE_MS },
};

interface Deps {
  repository: ForumRepository;
  unitOfWork: UnitOfWork;
  rateLimits: RateLimitStore;
  limits?: Partial<ForumLimits>;
  workspaces: Pick<WorkspacesService, 'access'>;
  /** The lock-state question of spec §4, asked of plans and subscriptions. */
  paidAccess(userId: string, workspaceId: string): Promise<PaidAccess>;
  now?: () => number;
}

/** Another instance may have saved a new list: a compiled filter is trusted this long. */
const WORD_LIST_TTL_MS = 60_000;

function nameOf(author: Author): string {
  return author.displayName || [author.firstName, author.lastName].filter(Boolean).join(' ');
}

function presentPost(post: PostWithAuthor, hostUserId: string): ForumPost {
  return {
    id: post.id,
    body: post.body,
    user: { id: post.userId, display_name: nameOf(post.author), is_host: post.userId === hostUserId },
    created_on: post.createdAt.toISOString(),
    active: post.active,
    thread_id: post.threadId,
  };
}

export function createForumService({ repository, unitOfWork, rateLimits, workspaces, paidAccess, now = Date.now, ...deps }: Deps) {
  const limits = { ...DEFAULT_FORUM_LIMITS, ...deps.limits };
  let filter: { words: string[]; compiled: WordFilter; loadedAt: number } | null = null;

  async function wordsInForce(): Promise<string[]> {
    return (await repository.wordList()) ?? [...DEFAULT_OFFENSIVE_WORDS];
  }

  /** Titles and a thread's opening text are plain text, replies sanitised rich text: each is read as its readers will see it. */
  async function refuseOffensive(content: { text: string } | { html: string }): Promise<void> {
    if (!filter || now() - filter.loadedAt > WORD_LIST_TTL_MS) {
      const words = await wordsInForce();
      filter = { words, compiled: createWordFilter(words), loadedAt: now() };
    }
    const hit = 'text' in content ? filter.compiled.find(content.text) : filter.compiled.findInRichText(content.html);
    if (hit !== null) throw new AppError('OFFENSIVE_WORDING', 'the text contains offensive wording');
  }

  /** Spec §6: guests log in first; without access the forum is inactive (403), and a private channel stays hidden. */
  async function requireForum(actor: Actor | null, workspaceId: string): Promise<{ actor: Actor; access: WorkspaceAccess }> {
    if (!actor) throw new AppError('NOT_LOGGED_IN', 'log in or sign up to use the forum');
    const access = await workspaces.access(actor, workspaceId);
    if (!access.canView && !access.canManage) throw new AppError('FORBIDDEN', 'this channel is private');
    if (!canUseForum(actor, access, await paidAccess(actor.id, access.workspace.id))) {
      throw new AppError('NOT_SUBSCRIBED', 'subscribe to a plan of this channel to use its forum');
    }
    return { actor, access };
  }

  /** Counted only for posts that passed every other check, so a refused one does not use up the minute. */
  async function keepPace(kind: keyof ForumLimits, userId: string): Promise<void> {
    const rule = limits[kind];
    if ((await rateLimits.hit(`forum-${kind}:${userId}`, rule)) > rule.max) {
      throw new AppError('FORUM_POSTING_TOO_FAST', `more than ${rule.max} ${kind} in ${rule.windowMs / 1000} s`);
    }
  }

  /** A deleted thread is gone for everyone but the channel's host and admins: only they may see and restore it. */
  async function loadThread(actor: Actor | null, id: string) {
    const thread = await repository.findThread(id);
    if (!thread) throw new AppError('NOT_FOUND', 'no such thread');
    if (thread.active) return { thread, ...(await requireForum(actor, thread.workspaceId)) };
    if (!actor) throw new AppError('NOT_FOUND', 'no such thread');
    const access = await workspaces.access(actor, thread.workspaceId);
    if (!canRestoreThread(access)) throw new AppError('NOT_FOUND', 'no such thread');
    return { thread, actor, access };
  }

  async function presentThreads(actor: Actor, access: WorkspaceAccess, threads: ThreadWithAuthor[]): Promise<ForumThread[]> {
    const ids = threads.map((thread) => thread.id);
    const [posts, counts] = await Promise.all([repository.firstPosts(ids, FORUM_PREVIEW_POSTS), repository.postCounts(ids)]);
    const { id, slug, name } = access.workspace;
    return threads.map((thread) => ({
      id: thread.id,
      title: thread.title,
      body: thread.body,
      user: { id: thread.userId, display_name: nameOf(thread.author), is_host: thread.userId === access.workspace.hostUserId },
      created_on: thread.createdAt.toISOString(),
      last_activity_on: thread.lastActivityAt.toISOString(),
      posts: posts.filter((post) => post.threadId === thread.id).map((post) => presentPost(post, access.workspace.hostUserId)),
      post_count: counts.get(thread.id) ?? 0,
      workspace: { id, slug, name },
      active: thread.active,
      can_delete: canDeleteThread(actor, access, thread),
      can_edit: canEditThread(actor, access, thread),
      can_moderate: access.canManage,
    }));
  }

  async function presentOne(actor: Actor | null, id: string): Promise<ForumThread> {
    const { thread, access, actor: signedIn } = await loadThread(actor, id);
    return (await presentThreads(signedIn, access, [thread]))[0]!;
  }

  return {
    async threads(actor: Actor | null, workspaceId: string, page: { limit: number; offset: number }): Promise<ForumThreadPage> {
      const forum = await requireForum(actor, workspaceId);
      const { rows, total } = await repository.threadsOf(forum.access.workspace.id, page.limit, page.offset);
      return { results: await presentThreads(forum.actor, forum.access, rows), _total_count: total, _limit: page.limit };
    },

    thread: presentOne,

    async createThread(actor: Actor | null, workspaceId: string, body: CreateThreadBody): Promise<ForumThread> {
      const forum = await requireForum(actor, workspaceId);
      await refuseOffensive({ text: body.title });
      await refuseOffensive({ text: body.body });
      await keepPace('threads', forum.actor.id);
      const row = await repository.insertThread({
        workspaceId: forum.access.workspace.id,
        userId: forum.actor.id,
        title: body.title,
        body: body.body,
      });
      return presentOne(forum.actor, row.id);
    },

    /**
     * Spec 001 §7 update thread {title, active}: delete sets active false, and the thread is gone for everyone but the
     * channel's host and admins; they may set it active again.
     */
    async updateThread(actor: Actor | null, id: string, body: UpdateThreadBody): Promise<ForumThread> {
      const { thread, access, actor: signedIn } = await loadThread(actor, id);
      if (body.active === false && !canDeleteThread(signedIn, access, thread)) {
        throw new AppError('FORBIDDEN', 'only the host, the author or an admin may delete a thread');
      }
      if (body.title !== undefined) {
        if (!canEditThread(signedIn, access, thread))
          throw new AppError('FORBIDDEN', 'only the host, the author or an admin may rename a thread');
        await refuseOffensive({ text: body.title });
      }
      await repository.updateThread(id, { title: body.title, active: body.active });
      const updated = (await repository.findThread(id))!;
      return (await presentThreads(signedIn, access, [updated]))[0]!;
    },

    async posts(actor: Actor | null, threadId: string, page: { limit: number; offset: number }): Promise<ForumPostPage> {
      const { thread, access } = await loadThread(actor, threadId);
      const { rows, total } = await repository.postsOf(thread.id, page.limit, page.offset);
      return { results: rows.map((post) => presentPost(post, access.workspace.hostUserId)), _total_count: total, _limit: page.limit };
    },

    /** A reply keeps its formatting but never scripts (the description sanitiser); its words pass the filter. */
    async createPost(actor: Actor | null, threadId: string, body: CreatePostBody): Promise<ForumPost> {
      const { thread, actor: signedIn, access } = await loadThread(actor, threadId);
      // The host sees a deleted thread, to restore it; nobody replies to it.
      if (!thread.active) throw new AppError('NOT_FOUND', 'no such thread');
      const html = sanitizeRichText(body.body);
      const text = richTextToPlain(html);
      if (!text) throw new AppError('VALIDATION_ERROR', 'the reply is empty', [{ path: 'body', message: 'required' }]);
      await refuseOffensive({ html });
      await keepPace('replies', signedIn.id);
      const post = await unitOfWork.run(async () => {
        const row = await repository.insertPost({ threadId: thread.id, userId: signedIn.id, body: html });
        await repository.updateThread(thread.id, { lastActivityAt: row.createdAt });
        return row;
      });
      return presentPost((await repository.findPost(post.id))!, access.workspace.hostUserId);
    },

    /** Spec 001 §7 update reply: hidden replies (active false) leave every list. */
    async hidePost(actor: Actor | null, id: string): Promise<ForumPost> {
      const post = await repository.findPost(id);
      if (!post || !post.active || !post.threadActive) throw new AppError('NOT_FOUND', 'no such reply');
      const { actor: signedIn, access } = await requireForum(actor, post.workspaceId);
      if (!canHidePost(signedIn, access, post)) throw new AppError('FORBIDDEN', 'only the host, the author or an admin may hide a reply');
      await repository.hidePost(id);
      return presentPost({ ...post, active: false }, access.workspace.hostUserId);
    },

    async offensiveWords(actor: Actor): Promise<OffensiveWords> {
      if (!canConfigureWords(actor)) throw new AppError('FORBIDDEN', 'only admins configure the word list');
      return { words: await wordsInForce(), defaults: [...DEFAULT_OFFENSIVE_WORDS] };
    },

    async setOffensiveWords(actor: Actor, words: string[]): Promise<OffensiveWords> {
      if (!canConfigureWords(actor)) throw new AppError('FORBIDDEN', 'only admins configure the word list');
      const unique = [...new Set(words.map((word) => word.trim()).filter(Boolean))];
      await repository.saveWordList(unique, actor.id);
      filter = null;
      return { words: unique, defaults: [...DEFAULT_OFFENSIVE_WORDS] };
    },
  };
}

export type ForumService = ReturnType<typeof createForumService>;
