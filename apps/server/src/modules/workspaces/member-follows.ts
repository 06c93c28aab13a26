import type { UnitOfWork } from '../../database/unit-of-work.js';
import { AppError } from '../../errors.js';
import type { EventPublisher } from '../../infra/events/domain-events.js';
import type { Actor } from '../users/index.js';
import type { MembersRepository } from './members.repository.js';
import type { WorkspacesRepository } from './workspaces.repository.js';
import type { WorkspacesService } from './workspaces.service.js';
import { followerRemoved } from './workspaces.events.js';
import { canViewWorkspace } from './workspaces.policy.js';

interface Deps {
  repository: MembersRepository;
  workspacesRepository: WorkspacesRepository;
  workspaces: WorkspacesService;
  unitOfWork: UnitOfWork;
  events: EventPublisher;
  /** A follower removed from a private channel loses it on every instance at once (see SessionRevocations). */
  revokeSessions?: () => Promise<void>;
}

/** Following a channel, and its host's list of followers, from which they may remove one. */
export function createFollows(deps: Deps) {
  const { unitOfWork } = deps;
  return {
    async follow(actor: Actor, idOrSlug: string): Promise<void> {
      const workspace = await deps.workspaces.load(idOrSlug);
      const memberRole = await deps.workspacesRepository.memberRole(workspace.id, actor.id);
      if (memberRole === 'host') throw new AppError('CANNOT_FOLLOW_OWN_CHANNEL', 'the host cannot follow their own channel');
      if (!canViewWorkspace(actor, workspace.publish, memberRole)) throw new AppError('FORBIDDEN', 'this channel is private');
      await deps.repository.follow(workspace.id, actor.id);
    },

    async unfollow(actor: Actor, idOrSlug: string): Promise<void> {
      const workspace = await deps.workspaces.load(idOrSlug);
      await deps.repository.unfollow(workspace.id, actor.id);
    },

    /**
     * Spec 001 §7 channel users: the followers, or only those `holdersOf` names (the holders of a plan, known to the
     * module that sells plans), asked once the caller may manage the channel.
     */
    async followers(actor: Actor, idOrSlug: string, limit: number, offset: number, holdersOf?: (workspaceId: string) => Promise<string[]>) {
      const workspace = await deps.workspaces.loadManaged(actor, idOrSlug);
      const holders = holdersOf ? await holdersOf(workspace.id) : undefined;
      const { rows, total } = await deps.repository.followers(workspace.id, limit, offset, holders);
      return {
        results: rows.map((row) => ({
          user: { id: row.id, email: row.email, display_name: row.displayName },
          role: row.role,
          created_on: row.createdAt.toISOString(),
        })),
        _total_count: total,
        _limit: limit,
      };
    },

    async removeFollower(actor: Actor, idOrSlug: string, userId: string): Promise<void> {
      const workspace = await deps.workspaces.loadManaged(actor, idOrSlug);
      await unitOfWork.run(async () => {
        if (!(await deps.repository.unfollow(workspace.id, userId))) throw new AppError('NOT_FOUND', 'not a follower of this channel');
        await deps.events.publish(followerRemoved, { workspaceId: workspace.id, userId });
      });
      await deps.revokeSessions?.();
    },
  };
}
