import {
  FORUM_POSTING_LIMITS,
  type CreatePostBody,
  type CreateThreadBody,
  type ForumPost,
  type ForumThread,
  type UpdateThreadBody,
} from '@platform/shared';
import type { UnitOfWork } from '../../database/unit-of-work.js';
import { AppError } from '../../errors.js';
import { richTextToPlain, sanitizeRichText } from '../../infra/html/sanitize.js';
import type { RateLimitRule, RateLimitStore } from '../../infra/rate-limit/rate-limiter.js';
import type { Actor } from '../users/index.js';
import type { ForumAccess } from './forum-access.js';
import type { ForumReading } from './forum-reading.js';
import { canDeleteThread, canEditThread, canHidePost } from './forum.policy.js';
import { presentPost } from './forum.presenter.js';
import type { ForumRepository } from './forum.repository.js';

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
  limits: ForumLimits;
  access: ForumAccess;
  reading: ForumReading;
  refuseOffensive(content: { text: string } | { html: string }): Promise<void>;
}

/** Writing in the forum: threads opened, renamed, deleted and restored; replies posted and hidden. */
export function createForumPosting({ repository, unitOfWork, rateLimits, limits, access: forumAccess, reading, refuseOffensive }: Deps) {
  /** Counted only for posts that passed every other check, so a refused one does not use up the minute. */
  async function keepPace(kind: keyof ForumLimits, userId: string): Promise<void> {
    const rule = limits[kind];
    if ((await rateLimits.hit(`forum-${kind}:${userId}`, rule)) > rule.max) {
      throw new AppError('FORUM_POSTING_TOO_FAST', `more than ${rule.max} ${kind} in ${rule.windowMs / 1000} s`);
    }
  }

  return {
    async createThread(actor: Actor | null, workspaceId: string, body: CreateThreadBody): Promise<ForumThread> {
      const forum = await forumAccess.requireForum(actor, workspaceId);
      await refuseOffensive({ text: body.title });
      await refuseOffensive({ text: body.body });
      await keepPace('threads', forum.actor.id);
      const row = await repository.insertThread({
        workspaceId: forum.access.workspace.id,
        userId: forum.actor.id,
        title: body.title,
        body: body.body,
      });
      return reading.thread(forum.actor, row.id);
    },

    /**
     * Spec 001 §7 update thread {title, active}: delete sets active false, and the thread is gone for everyone but the
     * channel's host and admins; they may set it active again.
     */
    async updateThread(actor: Actor | null, id: string, body: UpdateThreadBody): Promise<ForumThread> {
      const { thread, access, actor: signedIn } = await forumAccess.loadThread(actor, id);
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
      return (await reading.presentThreads(signedIn, access, [updated]))[0]!;
    },

    /** A reply keeps its formatting but never scripts (the description sanitiser); its words pass the filter. */
    async createPost(actor: Actor | null, threadId: string, body: CreatePostBody): Promise<ForumPost> {
      const { thread, actor: signedIn, access } = await forumAccess.loadThread(actor, threadId);
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
      const { actor: signedIn, access } = await forumAccess.requireForum(actor, post.workspaceId);
      if (!canHidePost(signedIn, access, post)) throw new AppError('FORBIDDEN', 'only the host, the author or an admin may hide a reply');
      await repository.hidePost(id);
      return presentPost({ ...post, active: false }, access.workspace.hostUserId);
    },
  };
}
