import { FORUM_PREVIEW_POSTS, type ForumPostPage, type ForumThread, type ForumThreadPage } from '@platform/shared';
import type { Actor } from '../users/index.js';
import type { WorkspaceAccess } from '../workspaces/index.js';
import type { ForumAccess } from './forum-access.js';
import { canDeleteThread, canEditThread } from './forum.policy.js';
import { nameOf, presentPost } from './forum.presenter.js';
import type { ForumRepository, ThreadWithAuthor } from './forum.repository.js';

interface Deps {
  repository: ForumRepository;
  access: ForumAccess;
}

/** The forum as its readers see it: pages of threads with their first replies, one thread, pages of replies. */
export function createForumReading({ repository, access: forumAccess }: Deps) {
  /** Threads with their first replies, reply counts, and what the caller may do to each. */
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

  async function thread(actor: Actor | null, id: string): Promise<ForumThread> {
    const { thread: found, access, actor: signedIn } = await forumAccess.loadThread(actor, id);
    return (await presentThreads(signedIn, access, [found]))[0]!;
  }

  return {
    presentThreads,
    thread,

    async threads(actor: Actor | null, workspaceId: string, page: { limit: number; offset: number }): Promise<ForumThreadPage> {
      const forum = await forumAccess.requireForum(actor, workspaceId);
      const { rows, total } = await repository.threadsOf(forum.access.workspace.id, page.limit, page.offset);
      return { results: await presentThreads(forum.actor, forum.access, rows), _total_count: total, _limit: page.limit };
    },

    async posts(actor: Actor | null, threadId: string, page: { limit: number; offset: number }): Promise<ForumPostPage> {
      const { thread: found, access } = await forumAccess.loadThread(actor, threadId);
      const { rows, total } = await repository.postsOf(found.id, page.limit, page.offset);
      return { results: rows.map((post) => presentPost(post, access.workspace.hostUserId)), _total_count: total, _limit: page.limit };
    },
  };
}

export type ForumReading = ReturnType<typeof createForumReading>;
