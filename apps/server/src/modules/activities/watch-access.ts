import { hasWebinarEnded, type Activity } from '@platform/shared';
import type { ObjectStorage } from '../../infra/storage/storage.js';
import { AppError } from '../../errors.js';
import type { Actor } from '../users/index.js';
import type { WorkspaceAccess, WorkspacesService } from '../workspaces/index.js';
import { canSeeActivity } from './activities.policy.js';
import type { ActivitiesRepository, ActivityRow } from './activities.repository.js';
import { createActivityMaterial } from './activity-material.js';
import { createLockedIds, type PaidAccess } from './activity-locks.js';

export type { PaidAccess } from './activity-locks.js';

/** What watching a webinar depends on: the row, whether it is locked for the caller, and whether they manage it. */
export interface WatchAccess {
  row: ActivityRow;
  locked: boolean;
  canManage: boolean;
}

/** What deciding watch access reads of the database for one loaded webinar: the caller's access to its channel and its plans. */
export interface WatchMaterial {
  access: WorkspaceAccess;
  planRows: { activityId: string; id: string }[];
}

const MANAGE_DENIED = 'PERMISSION_DENIED';
const MANAGE_DENIED_MESSAGE = 'only the channel host or an admin may change this webinar';

interface Deps {
  paidAccess: PaidAccess;
  repository: ActivitiesRepository;
  workspaces: WorkspacesService;
  storage: ObjectStorage;
}

/**
 * Who may see or manage a webinar, whether it is locked for them (spec §4), and the webinar as they see it. The lists and
 * the lifecycle commands of activities.service.ts are built on this.
 */
export function createWatchAccess({ paidAccess, repository, workspaces, storage }: Deps) {
  const lockedIds = createLockedIds(paidAccess);
  const material = createActivityMaterial({ repository, workspaces, storage, lockedIds });
  const { presentOne } = material;

  /**
   * `sayEnded`, for the webinar itself: a live that ended and is not a video yet (a deleted one stays unknown) is
   * answered WEBINAR_ENDED with its channel to someone who could see it live (a bookmark, a stale tab), who then goes
   * to the channel's plans as from the room (spec §4). What hangs off it (chunks, playback) stays not found.
   */
  function checkVisible(actor: Actor | null, row: ActivityRow, access: WorkspaceAccess, sayEnded = false): void {
    if (!canSeeActivity(access, row)) {
      if (!actor && !access.canView) throw new AppError('NOT_LOGGED_IN', 'log in to see this webinar');
      if (sayEnded && access.canView && row.status !== 'UNPUBLISHED' && hasWebinarEnded(row.status)) {
        throw new AppError('WEBINAR_ENDED', 'this webinar has ended', [
          { path: 'workspace_id', message: access.workspace.id },
          { path: 'workspace_slug', message: access.workspace.slug ?? '' },
        ]);
      }
      throw new AppError('NOT_FOUND', 'no such webinar');
    }
  }

  async function loadVisible(actor: Actor | null, id: string, sayEnded = false): Promise<{ row: ActivityRow; access: WorkspaceAccess }> {
    const row = await repository.findById(id);
    if (!row) throw new AppError('NOT_FOUND', 'no such webinar');
    const access = await workspaces.access(actor, row.workspaceId);
    checkVisible(actor, row, access, sayEnded);
    return { row, access };
  }

  async function loadManaged(actor: Actor, id: string): Promise<{ row: ActivityRow; access: WorkspaceAccess }> {
    const row = await repository.findById(id);
    if (!row || row.status === 'UNPUBLISHED') throw new AppError('NOT_FOUND', 'no such webinar');
    const access = await workspaces.access(actor, row.workspaceId);
    if (!access.canManage) throw new AppError(MANAGE_DENIED, MANAGE_DENIED_MESSAGE);
    return { row, access };
  }

  /** loadManaged()'s rules for a webinar already read (with the row that led to it), when the channel is not needed. */
  async function assertManages(actor: Actor, row: Pick<ActivityRow, 'status' | 'workspaceId'>): Promise<void> {
    if (row.status === 'UNPUBLISHED') throw new AppError('NOT_FOUND', 'no such webinar');
    if (!(await workspaces.mayManage(actor, row.workspaceId))) throw new AppError(MANAGE_DENIED, MANAGE_DENIED_MESSAGE);
  }

  const service = {
    ...material,
    loadVisible,
    loadManaged,
    assertManages,

    /**
     * The webinar as far as watching it goes: visible to the caller, and whether it is locked for them. Media
     * requests ask this for every segment, so it presents nothing.
     */
    async watchAccess(actor: Actor | null, id: string): Promise<WatchAccess> {
      const row = await repository.findById(id);
      if (!row) throw new AppError('NOT_FOUND', 'no such webinar');
      return service.watchAccessToRow(actor, row, await service.accessToRow(actor, row));
    },

    /**
     * What watchAccessToRow needs of the database, asked together: the caller's access to the webinar's channel and
     * the webinar's plans. A caller that must check something of its own between the two (the live room's ended
     * state) gets it first.
     */
    async accessToRow(actor: Actor | null, row: ActivityRow): Promise<WatchMaterial> {
      const [access, planRows] = await Promise.all([workspaces.access(actor, row.workspaceId), repository.plansOf([row.id])]);
      return { access, planRows };
    },

    /** watchAccess of a row the caller already loaded, with what accessToRow read for it. */
    async watchAccessToRow(actor: Actor | null, row: ActivityRow, { access, planRows }: WatchMaterial): Promise<WatchAccess> {
      checkVisible(actor, row, access);
      const locked = await lockedIds(actor, [row], new Map([[row.workspaceId, access]]), planRows);
      return { row, locked: locked.has(row.id), canManage: access.canManage };
    },

    /** watchAccess for many webinars in a few queries (a search's hits), by id; those the caller cannot see are left out. */
    async watchAccessMany(actor: Actor | null, ids: string[]): Promise<Map<string, WatchAccess>> {
      const rows = await repository.findByIds([...new Set(ids)]);
      const accessByWorkspace = await workspaces.accessToLoaded(actor, await workspaces.findMany(rows.map((row) => row.workspaceId)));
      const visible = rows.filter((row) => {
        const access = accessByWorkspace.get(row.workspaceId);
        return access !== undefined && canSeeActivity(access, row);
      });
      const locked = await lockedIds(actor, visible, accessByWorkspace, await repository.plansOf(visible.map((row) => row.id)));
      return new Map(
        visible.map((row) => [row.id, { row, locked: locked.has(row.id), canManage: accessByWorkspace.get(row.workspaceId)!.canManage }]),
      );
    },

    /** The webinar as the caller sees it, from a row the caller was already allowed to load. */
    async presentRow(actor: Actor | null, row: ActivityRow, access: WorkspaceAccess): Promise<Activity> {
      const activity = await presentOne(actor, row, access);
      return activity!;
    },
  };
  return service;
}

export type WatchAccessService = ReturnType<typeof createWatchAccess>;
