import { hasWebinarEnded, type Activity } from '@platform/shared';
import type { ObjectStorage } from '../../infra/storage/storage.js';
import { AppError } from '../../errors.js';
import type { Actor } from '../users/index.js';
import type { WorkspaceAccess, WorkspaceRow, WorkspacesService } from '../workspaces/index.js';
import { canSeeActivity, isActivityLocked } from './activities.policy.js';
import { asSeenBy, toActivity } from './activities.presenter.js';
import type { ActivitiesRepository, ActivityRow } from './activities.repository.js';

/** What the lock state needs from paid plans (spec §4), without the activities module knowing how plans are sold. */
export interface PaidAccess {
  /** Which of these plans give the user access now. */
  accessiblePlanIds(userId: string, planIds: string[]): Promise<Set<string>>;
  /** The plans with these ids, to check they belong to the webinar's channel. */
  planWorkspaces(planIds: string[]): Promise<{ id: string; workspaceId: string }[]>;
}

/** Which of these videos have free-preview chunks: the analysis module's to say, handed over once it is built. */
export interface FreePreviewSource {
  withFreePreview(activityIds: string[]): Promise<Set<string>>;
}

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

export interface PageMaterial {
  rows: ActivityRow[];
  workspaces: WorkspaceRow[];
  planRows: { activityId: string; id: string }[];
  /** As shown to a viewer without access; showTo makes each viewer's copy. */
  activities: Activity[];
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
  let freePreviews: FreePreviewSource | null = null;

  /** The lock state of each activity for the caller; one subscription query for a whole page. */
  async function lockedIds(
    actor: Actor | null,
    rows: ActivityRow[],
    accessByWorkspace: Map<string, WorkspaceAccess>,
    planRows: { activityId: string; id: string }[],
  ): Promise<Set<string>> {
    const planIds = [...new Set(planRows.map((plan) => plan.id))];
    const held =
      !actor || planIds.length === 0
        ? new Set<string>()
        : (actor.standing?.heldPlanIds ?? (await paidAccess.accessiblePlanIds(actor.id, planIds)));
    const locked = new Set<string>();
    for (const row of rows) {
      const own = planRows.filter((plan) => plan.activityId === row.id);
      const subscribed = own.some((plan) => held.has(plan.id));
      if (isActivityLocked(own.length, actor, accessByWorkspace.get(row.workspaceId)!, subscribed)) locked.add(row.id);
    }
    return locked;
  }

  /**
   * What a page shows alike to everyone who may see it: the webinars with their channel, keywords, speakers,
   * recordings, course and plans. Only the lock state and the right to manage are the viewer's (showTo).
   */
  async function loadMaterial(rows: ActivityRow[], knownWorkspaces?: WorkspaceRow[]): Promise<PageMaterial> {
    const ids = rows.map((row) => row.id);
    const [workspaceRows, keywordRows, speakerRows, recordingRows, courseRows, planRows, withFreePreview] = await Promise.all([
      knownWorkspaces ?? workspaces.findMany(rows.map((row) => row.workspaceId)),
      repository.keywordsOf(ids),
      repository.speakersOf(ids),
      repository.recordingsOf(ids),
      repository.coursesByIds([...new Set(rows.flatMap((row) => (row.courseId ? [row.courseId] : [])))]),
      repository.plansOf(ids),
      freePreviews?.withFreePreview(ids) ?? new Set<string>(),
    ]);
    const summaries = new Map(
      await Promise.all(workspaceRows.map(async (workspace) => [workspace.id, await workspaces.summary(workspace)] as const)),
    );
    const activities = await Promise.all(
      rows.map(async (row) => {
        const summary = summaries.get(row.workspaceId)!;
        const activity = await toActivity(storage, row, {
          workspace: { id: summary.id, slug: summary.slug, name: summary.name, logo_url: summary.logo_url },
          keywords: keywordRows.filter((k) => k.activityId === row.id).map(({ id, keyword, category }) => ({ id, keyword, category })),
          speakers: speakerRows.filter((s) => s.activityId === row.id).map((s) => s.userId),
          recordings: recordingRows.filter((r) => r.activityId === row.id),
          course: courseRows.find((course) => course.id === row.courseId),
          plans: planRows
            .filter((plan) => plan.activityId === row.id)
            .map(({ id, name, stripe_plan_id, on_sale }) => ({ id, name, stripe_plan_id, on_sale })),
        });
        return { ...activity, free_preview: withFreePreview.has(row.id) };
      }),
    );
    return { rows, workspaces: workspaceRows, planRows, activities };
  }

  /** The page as this viewer sees it; `access` is theirs to the page's channels when the caller already has it. */
  async function showTo(actor: Actor | null, material: PageMaterial, access?: Map<string, WorkspaceAccess>): Promise<Activity[]> {
    const accessByWorkspace = access ?? (await workspaces.accessToLoaded(actor, material.workspaces));
    const locked = await lockedIds(actor, material.rows, accessByWorkspace, material.planRows);
    return material.activities.map((activity, index) => {
      const row = material.rows[index]!;
      return asSeenBy(activity, { locked: locked.has(row.id), canManage: accessByWorkspace.get(row.workspaceId)!.canManage });
    });
  }

  async function presentOne(actor: Actor | null, row: ActivityRow, access: WorkspaceAccess): Promise<Activity> {
    const material = await loadMaterial([row], [access.workspace]);
    return (await showTo(actor, material, new Map([[access.workspace.id, access]])))[0]!;
  }

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
    /** The 'Free preview' badge comes from the chunks, which are the analysis module's; it hands over its source once built. */
    provideFreePreviews(source: FreePreviewSource): void {
      freePreviews = source;
    },
    loadMaterial,
    showTo,
    presentOne,
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
