import { AppError } from '../../errors.js';
import type { Actor } from '../users/index.js';
import type { WorkspaceAccess, WorkspacesService } from '../workspaces/index.js';
import { canRestoreThread, canUseForum, type PaidAccess } from './forum.policy.js';
import type { ForumRepository } from './forum.repository.js';

interface Deps {
  repository: ForumRepository;
  workspaces: Pick<WorkspacesService, 'access'>;
  /** The lock-state question of spec §4, asked of plans and subscriptions. */
  paidAccess(userId: string, workspaceId: string): Promise<PaidAccess>;
}

/** Who may use a channel's forum, and which threads they may reach (a deleted one only by those who may restore it). */
export function createForumAccess({ repository, workspaces, paidAccess }: Deps) {
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

  return { requireForum, loadThread };
}

export type ForumAccess = ReturnType<typeof createForumAccess>;
