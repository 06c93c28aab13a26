import type { Activity } from '@platform/shared';
import type { ObjectStorage } from '../../infra/storage/storage.js';
import type { Actor } from '../users/index.js';
import type { WorkspaceAccess, WorkspaceRow, WorkspacesService } from '../workspaces/index.js';
import { asSeenBy, toActivity } from './activities.presenter.js';
import type { ActivityRow } from './activities-rows.js';
import type { ActivitiesRepository } from './activities.repository.js';
import type { LockedIds } from './activity-locks.js';

/** Which of these videos have free-preview chunks: the analysis module's to say, handed over once it is built. */
export interface FreePreviewSource {
  withFreePreview(activityIds: string[]): Promise<Set<string>>;
}

export interface PageMaterial {
  rows: ActivityRow[];
  workspaces: WorkspaceRow[];
  planRows: { activityId: string; id: string }[];
  /** As shown to a viewer without access; showTo makes each viewer's copy. */
  activities: Activity[];
}

/** A viewer's lock state and right to manage, for each webinar of a page in its order. */
export type PageView = { locked: boolean; canManage: boolean }[];

interface Deps {
  repository: ActivitiesRepository;
  workspaces: WorkspacesService;
  storage: ObjectStorage;
  lockedIds: LockedIds;
}

/**
 * Webinars as the API answers them: what a page shows alike to everyone (loadMaterial), then each viewer's copy with
 * their lock state and right to manage (showTo).
 */
export function createActivityMaterial({ repository, workspaces, storage, lockedIds }: Deps) {
  let freePreviews: FreePreviewSource | null = null;

  /** The webinars with their channel, keywords, speakers, recordings, course and plans. */
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

  /** What sets this viewer's copy of the page apart: which of its webinars are locked to them, and which they manage. */
  async function viewOf(actor: Actor | null, material: PageMaterial, access?: Map<string, WorkspaceAccess>): Promise<PageView> {
    const accessByWorkspace = access ?? (await workspaces.accessToLoaded(actor, material.workspaces));
    const locked = await lockedIds(actor, material.rows, accessByWorkspace, material.planRows);
    return material.rows.map((row) => ({ locked: locked.has(row.id), canManage: accessByWorkspace.get(row.workspaceId)!.canManage }));
  }

  function copyFor(material: PageMaterial, view: PageView): Activity[] {
    return material.activities.map((activity, index) => asSeenBy(activity, view[index]!));
  }

  /** The page as this viewer sees it; `access` is theirs to the page's channels when the caller already has it. */
  async function showTo(actor: Actor | null, material: PageMaterial, access?: Map<string, WorkspaceAccess>): Promise<Activity[]> {
    return copyFor(material, await viewOf(actor, material, access));
  }

  async function presentOne(actor: Actor | null, row: ActivityRow, access: WorkspaceAccess): Promise<Activity> {
    const material = await loadMaterial([row], [access.workspace]);
    return (await showTo(actor, material, new Map([[access.workspace.id, access]])))[0]!;
  }

  return {
    /** The 'Free preview' badge comes from the chunks, which are the analysis module's; it hands over its source once built. */
    provideFreePreviews(source: FreePreviewSource): void {
      freePreviews = source;
    },
    loadMaterial,
    viewOf,
    copyFor,
    showTo,
    presentOne,
  };
}
