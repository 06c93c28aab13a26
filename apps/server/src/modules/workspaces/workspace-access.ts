import type { WorkspaceMemberRole } from '@platform/shared';
import { createMomentCache } from '../../infra/cache/moment-cache.js';
import type { WriteGeneration } from '../../infra/cache/write-generation.js';
import type { ObjectStorage } from '../../infra/storage/storage.js';
import { AppError } from '../../errors.js';
import type { Actor } from '../users/index.js';
import { canManageWorkspace, canViewWorkspace, type MemberRole } from './workspaces.policy.js';
import { toWorkspaceSummary } from './workspaces.presenter.js';
import { UUID_PATTERN, type WorkspaceRow, type WorkspacesRepository } from './workspaces.repository.js';

/** What a caller is to a channel, for modules whose rules follow the channel's (spec §6). */
export interface WorkspaceAccess {
  workspace: WorkspaceRow;
  memberRole: MemberRole;
  canView: boolean;
  canManage: boolean;
}

/** How long a channel read for a busy list is served again, and how many are kept. */
const RECENT_CHANNELS = { ttlMs: 1_000, maxEntries: 1_000 };

interface Deps {
  repository: WorkspacesRepository;
  storage: ObjectStorage;
  /** Moved by every change made through this process: channels read before it are not served again. */
  writes: WriteGeneration;
  now: () => number;
}

/**
 * What a caller is to a channel (spec §6): the channel, their role in it, whether they may see or manage it. Every
 * module whose rules follow the channel's asks this, through workspaces.service.ts.
 */
export function createWorkspaceAccess({ repository, storage, writes, now }: Deps) {
  const recentChannels = createMomentCache<WorkspaceRow>({ ...RECENT_CHANNELS, generation: writes, now });

  async function load(idOrSlug: string): Promise<WorkspaceRow> {
    const workspace = await repository.findByIdOrSlug(idOrSlug);
    if (!workspace) throw new AppError('NOT_FOUND', 'no such channel');
    return workspace;
  }

  /** The caller's role in the channel: from their standing when the request carries it, else asked. */
  async function memberRoleOf(actor: Actor | null, workspaceId: string): Promise<MemberRole> {
    if (!actor) return null;
    if (actor.standing) return actor.standing.memberships.get(workspaceId)?.role ?? null;
    return repository.memberRole(workspaceId, actor.id);
  }

  /** What the caller may do with a channel, from their role in it. */
  function accessOf(actor: Actor | null, workspace: WorkspaceRow, memberRole: MemberRole): WorkspaceAccess {
    return {
      workspace,
      memberRole,
      canView: canViewWorkspace(actor, workspace.publish, memberRole),
      canManage: canManageWorkspace(actor, memberRole),
    };
  }

  async function loadManaged(actor: Actor, idOrSlug: string): Promise<WorkspaceRow> {
    const workspace = await load(idOrSlug);
    if (!canManageWorkspace(actor, await repository.memberRole(workspace.id, actor.id))) {
      throw new AppError('FORBIDDEN', 'only the channel host or an admin may do this');
    }
    return workspace;
  }

  return {
    load,
    loadManaged,

    async access(actor: Actor | null, idOrSlug: string): Promise<WorkspaceAccess> {
      // The caller's standing, when the request carries it, already holds the role.
      if (!actor || actor.standing) {
        const workspace = await load(idOrSlug);
        const memberRole = await memberRoleOf(actor, workspace.id);
        return accessOf(actor, workspace, memberRole);
      }
      // Given the channel's id, the caller's role in it is read beside the channel, not after it.
      const [workspace, roleById] = await Promise.all([
        load(idOrSlug),
        UUID_PATTERN.test(idOrSlug) ? repository.memberRole(idOrSlug, actor.id) : undefined,
      ]);
      const memberRole =
        roleById !== undefined && workspace.id === idOrSlug ? roleById : await repository.memberRole(workspace.id, actor.id);
      return accessOf(actor, workspace, memberRole);
    },

    /**
     * access() for a busy read (a channel's video list): the channel as read up to a second ago, shared by every
     * caller (forgotten at once when a change passes through this process), and the caller's role as access() has it.
     * Never for a change, which checks rights on the row as stored now.
     */
    async accessForReading(actor: Actor | null, idOrSlug: string): Promise<WorkspaceAccess> {
      const workspace = await recentChannels.get(idOrSlug, () => load(idOrSlug));
      const memberRole = await memberRoleOf(actor, workspace.id);
      return accessOf(actor, workspace, memberRole);
    },

    /**
     * Channels by id for a busy read (a page of "followed"), in the order asked: those read up to a second ago as
     * accessForReading() keeps them, the rest in one query. A channel deleted meanwhile is left out.
     */
    async recentMany(ids: readonly string[]): Promise<WorkspaceRow[]> {
      const toRead: string[] = [];
      let reading: Promise<Map<string, WorkspaceRow>> | undefined;
      // The cache asks for each id it does not keep while the map below runs; the query starts once all have asked.
      const readMissing = () =>
        (reading ??= Promise.resolve()
          .then(() => repository.findByIds(toRead))
          .then((rows) => new Map(rows.map((row) => [row.id, row]))));
      const rows = await Promise.all(
        ids.map((id) =>
          recentChannels
            .get(id, async () => {
              toRead.push(id);
              const row = (await readMissing()).get(id);
              if (!row) throw new AppError('NOT_FOUND', 'no such channel');
              return row;
            })
            .catch((error: unknown) => {
              if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
              throw error;
            }),
        ),
      );
      return rows.filter((row) => row !== null);
    },

    /** Whether the caller may manage the channel, without reading it: the role decides (no query with a standing). */
    async mayManage(actor: Actor, workspaceId: string): Promise<boolean> {
      return canManageWorkspace(actor, await memberRoleOf(actor, workspaceId));
    },

    /** The channels with these ids as stored: what a list shows of them is the same for every caller. */
    findMany: (ids: string[]) => repository.findByIds([...new Set(ids)]),

    /** access() for channels already loaded, in one query for the caller's roles in all of them. */
    async accessToLoaded(actor: Actor | null, rows: WorkspaceRow[]): Promise<Map<string, WorkspaceAccess>> {
      const standing = actor?.standing;
      const roles =
        actor && !standing
          ? await repository.memberRoles([...new Set(rows.map((row) => row.id))], actor.id)
          : new Map<string, WorkspaceMemberRole>();
      return new Map(
        rows.map((workspace) => {
          const memberRole: WorkspaceMemberRole | null =
            (standing ? standing.memberships.get(workspace.id)?.role : roles.get(workspace.id)) ?? null;
          return [workspace.id, accessOf(actor, workspace, memberRole)];
        }),
      );
    },

    summary: (row: WorkspaceRow) => toWorkspaceSummary(storage, row),

    /** The channels whose videos the caller follows or hosts, for "latest subscribed videos". */
    memberWorkspaceIds: async (actor: Actor): Promise<string[]> =>
      actor.standing ? [...actor.standing.memberships.keys()] : repository.memberWorkspaceIds(actor.id),

    /** The private channels the caller belongs to: all that sets what they see apart from what everyone sees. */
    privateMemberWorkspaceIds: async (actor: Actor): Promise<string[]> =>
      actor.standing
        ? [...actor.standing.memberships].flatMap(([id, membership]) => (membership.publish ? [] : [id]))
        : repository.privateMemberWorkspaceIds(actor.id),
  };
}
