import {
  ACTIVITY_COMMANDS,
  ACTIVITY_LIMITS,
  hasWebinarEnded,
  LIVE_ZONE_STATUSES,
  type Activity,
  type ActivityCommand,
  type ActivityStatus,
  type CreateActivityBody,
  type StreamDestination,
  type UpdateActivityBody,
} from '@platform/shared';
import type { Logger } from 'pino';
import { createMomentCache } from '../../infra/cache/moment-cache.js';
import type { WriteGeneration } from '../../infra/cache/write-generation.js';
import { randomToken, sha256 } from '../../infra/crypto/tokens.js';
import type { UnitOfWork } from '../../infra/db/unit-of-work.js';
import type { JobSender } from '../../infra/jobs/job.js';
import { sanitizeRichText } from '../../infra/html/sanitize.js';
import type { ObjectStorage } from '../../infra/storage/storage.js';
import { AppError } from '../../errors.js';
import type { Actor } from '../users/index.js';
import type { WorkspaceAccess, WorkspaceRow, WorkspacesService } from '../workspaces/index.js';
import { canCreateActivity, canSeeActivity, isActivityLocked } from './activities.policy.js';
import { asSeenBy, toActivity } from './activities.presenter.js';
import type { ActivitiesRepository, ActivityFilter, ActivityPatch, ActivityRow, PlaybackFilter } from './activities.repository.js';
import { processRecordingJob } from './media.jobs.js';
import { isThumbnailKey } from './thumbnail-key.js';

/** What the lock state needs from paid plans (spec §4), without the activities module knowing how plans are sold. */
export interface PaidAccess {
  /** Which of these plans give the user access now. */
  accessiblePlanIds(userId: string, planIds: string[]): Promise<Set<string>>;
  /** The plans with these ids, to check they belong to the webinar's channel. */
  planWorkspaces(planIds: string[]): Promise<{ id: string; workspaceId: string }[]>;
}

/**
 * Carries out a command on a webinar for a module built on this one: the live room (go-live, stop) and analysis
 * (analysis and publishing). Those modules hand theirs in when they are built, so this module never calls up to them.
 */
export type DelegatedCommandHandler = (actor: Actor, id: string, destinations: StreamDestination[]) => Promise<{ activity: Activity }>;

export type LiveCommand = Extract<ActivityCommand, 'go-live' | 'stop'>;
export const ANALYSIS_COMMANDS = ['trigger-analysis', 'fast-analysis', 'retry-analysis', 'publish'] as const;
export type AnalysisCommand = (typeof ANALYSIS_COMMANDS)[number];

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

interface Deps {
  paidAccess: PaidAccess;
  repository: ActivitiesRepository;
  workspaces: WorkspacesService;
  unitOfWork: UnitOfWork;
  jobs: JobSender;
  storage: ObjectStorage;
  /** Moved by every change made through this process; shared pages read before it are not served again. */
  writes: WriteGeneration;
  log: Logger;
  now?: () => number;
}

interface PageMaterial {
  rows: ActivityRow[];
  workspaces: WorkspaceRow[];
  planRows: { activityId: string; id: string }[];
  /** As shown to a viewer without access; showTo makes each viewer's copy. */
  activities: Activity[];
}

/** The live zone's order, as its index keeps it: live first, then the soonest start, then the id. */
function inLiveZoneOrder(a: ActivityRow, b: ActivityRow): number {
  const liveFirst = Number(b.status === 'LIVE') - Number(a.status === 'LIVE');
  const sooner = a.startDate.getTime() - b.startDate.getTime();
  return liveFirst || sooner || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

function isKnownCommand(command: string): command is ActivityCommand {
  return (ACTIVITY_COMMANDS as readonly string[]).includes(command);
}

/**
 * Totals of the lists everyone sees (no channel of the caller's own in them): counting thousands of rows per scroll
 * step is the costliest part of a page, and a total a few seconds old only shifts the pager. The live zone's total changes
 * as webinars go live and end, so it is kept briefly.
 */
const PUBLIC_COUNT_TTL_MS = { latestVideos: 30_000, liveZone: 5_000 };
/** How long a shared page is served again (as long as guests' kept answers), and how many are kept. */
const SHARED_PAGE = { ttlMs: 1_000, maxEntries: 200 };
const MANAGE_DENIED = 'PERMISSION_DENIED';
const MANAGE_DENIED_MESSAGE = 'only the channel host or an admin may change this webinar';

export function createActivitiesService({
  paidAccess,
  repository,
  workspaces,
  unitOfWork,
  jobs,
  storage,
  writes,
  log,
  now = Date.now,
}: Deps) {
  const delegatedCommands = new Map<ActivityCommand, DelegatedCommandHandler>();
  const sharedPages = createMomentCache<PageMaterial & { total: number }>({ ...SHARED_PAGE, generation: writes, now });
  const privateZoneCounts = createMomentCache<Map<string, number>>({ ...SHARED_PAGE, generation: writes, now });

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

  const publicCounts = new Map<string, { value: number; expiresAt: number }>();
  async function publicCount(key: string, ttlMs: number, countNow: () => Promise<number>): Promise<number> {
    const cached = publicCounts.get(key);
    if (cached && cached.expiresAt > now()) return cached.value;
    const value = await countNow();
    if (publicCounts.size > 1000) publicCounts.clear();
    publicCounts.set(key, { value, expiresAt: now() + ttlMs });
    return value;
  }

  /** A public list (the same for everyone) keeps its total longer than the page itself. */
  async function playbackRows(filter: PlaybackFilter, isPublic: boolean, limit: number, offset: number) {
    const [rows, total] = await Promise.all([
      repository.playbacks(filter, limit, offset),
      isPublic
        ? publicCount(`latest:${JSON.stringify(filter)}`, PUBLIC_COUNT_TTL_MS.latestVideos, () => repository.countPlaybacks(filter))
        : repository.countPlaybacks(filter),
    ]);
    return { rows, total };
  }

  /**
   * What a page shows alike to everyone who may see it: the webinars with their channel, keywords, speakers,
   * recordings, course and plans. Only the lock state and the right to manage are the viewer's (showTo).
   */
  async function loadMaterial(rows: ActivityRow[], knownWorkspaces?: WorkspaceRow[]): Promise<PageMaterial> {
    const ids = rows.map((row) => row.id);
    const [workspaceRows, keywordRows, speakerRows, recordingRows, courseRows, planRows] = await Promise.all([
      knownWorkspaces ?? workspaces.findMany(rows.map((row) => row.workspaceId)),
      repository.keywordsOf(ids),
      repository.speakersOf(ids),
      repository.recordingsOf(ids),
      repository.coursesByIds([...new Set(rows.flatMap((row) => (row.courseId ? [row.courseId] : [])))]),
      repository.plansOf(ids),
    ]);
    const summaries = new Map(
      await Promise.all(workspaceRows.map(async (workspace) => [workspace.id, await workspaces.summary(workspace)] as const)),
    );
    const activities = await Promise.all(
      rows.map(async (row) => {
        const summary = summaries.get(row.workspaceId)!;
        return toActivity(storage, row, {
          workspace: { id: summary.id, slug: summary.slug, name: summary.name, logo_url: summary.logo_url },
          keywords: keywordRows.filter((k) => k.activityId === row.id).map(({ id, keyword, category }) => ({ id, keyword, category })),
          speakers: speakerRows.filter((s) => s.activityId === row.id).map((s) => s.userId),
          recordings: recordingRows.filter((r) => r.activityId === row.id),
          course: courseRows.find((course) => course.id === row.courseId),
          plans: planRows
            .filter((plan) => plan.activityId === row.id)
            .map(({ id, name, stripe_plan_id, on_sale }) => ({ id, name, stripe_plan_id, on_sale })),
        });
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
   * A page of a list whose rows do not depend on who asks (public lists, or a channel's videos once the caller may
   * see the channel). Its material is shared by everyone asking within a moment, so a crowd of signed-in viewers costs
   * the database their own lock state only.
   */
  async function sharedPage(
    actor: Actor | null,
    key: string,
    limit: number,
    load: () => Promise<{ rows: ActivityRow[]; total: number }>,
    channelAccess?: WorkspaceAccess,
  ) {
    const material = await sharedPages.get(key, async () => {
      const { rows, total } = await load();
      return { ...(await loadMaterial(rows, channelAccess && [channelAccess.workspace])), total };
    });
    const access = channelAccess && new Map([[channelAccess.workspace.id, channelAccess]]);
    return { results: await showTo(actor, material, access), _total_count: material.total, _limit: limit };
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

  /** A page of a list whose rows are the caller's own (their channels, or channels they follow). */
  async function page(actor: Actor | null, rows: ActivityRow[], total: number, limit: number) {
    return { results: await showTo(actor, await loadMaterial(rows)), _total_count: total, _limit: limit };
  }

  async function checkKeywords(ids: string[]): Promise<void> {
    const found = await repository.existingKeywordIds(ids);
    if (found.length !== new Set(ids).size)
      throw new AppError('VALIDATION_ERROR', 'unknown keyword', [{ path: 'keywords', message: 'not_found' }]);
  }

  async function checkPlans(planIds: string[], workspaceId: string): Promise<void> {
    const found = await paidAccess.planWorkspaces(planIds);
    if (found.length !== planIds.length || found.some((plan) => plan.workspaceId !== workspaceId)) {
      throw new AppError('VALIDATION_ERROR', "a plan that is not one of this channel's", [{ path: 'plans', message: 'not_found' }]);
    }
  }

  async function courseOfWorkspace(courseId: string, workspaceId: string) {
    const course = await repository.findCourse(courseId);
    if (!course || course.workspaceId !== workspaceId) throw new AppError('NOT_FOUND', 'no such course in this channel');
    return course;
  }

  const service = {
    loadManaged,
    assertManages,

    async create(actor: Actor, target: { workspaceId?: string; courseId?: string }, body: CreateActivityBody): Promise<Activity> {
      let workspaceId = target.workspaceId;
      if (target.courseId) {
        const course = await repository.findCourse(target.courseId);
        if (!course) throw new AppError('NOT_FOUND', 'no such course');
        workspaceId = course.workspaceId;
      }
      const access = await workspaces.access(actor, workspaceId!);
      if (!canCreateActivity(actor, access)) {
        if (actor.role === 'admin') throw new AppError('CANNOT_CREATE_WEBINAR', 'admins do not create webinars');
        throw new AppError('FORBIDDEN', 'only the channel host creates webinars');
      }
      if ((body.speakers?.length ?? 0) > ACTIVITY_LIMITS.maxSpeakers) throw new AppError('TOO_MANY_SPEAKERS');
      const row = await repository.insert({
        workspaceId: access.workspace.id,
        courseId: target.courseId ?? null,
        title: body.name,
        language: body.language ?? access.workspace.language,
        startDate: body.start_date ? new Date(body.start_date) : new Date(now() + ACTIVITY_LIMITS.newWebinarStartOffsetMs),
        createdBy: actor.id,
      });
      if (body.speakers?.length) await repository.replaceSpeakers(row.id, body.speakers);
      const activity = await presentOne(actor, row, access);
      return activity!;
    },

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

    /** The newest recording ready to play: the one an analysis cuts into chunks. */
    readyRecording: async (id: string) => (await repository.recordingsOf([id])).find((recording) => recording.mediaState === 'ready'),

    async detail(actor: Actor | null, id: string): Promise<Activity> {
      const { row, access } = await loadVisible(actor, id, true);
      const activity = await presentOne(actor, row, access);
      return activity!;
    },

    async update(actor: Actor, id: string, body: UpdateActivityBody): Promise<Activity> {
      const { row, access } = await loadManaged(actor, id);
      if (body.speakers && body.speakers.length > ACTIVITY_LIMITS.maxSpeakers) throw new AppError('TOO_MANY_SPEAKERS');
      if (body.keywords) await checkKeywords(body.keywords);
      if (body.thumbnail_url && !isThumbnailKey(body.thumbnail_url)) {
        throw new AppError('VALIDATION_ERROR', 'thumbnail_url must come from POST /api/s3/image', [
          { path: 'thumbnail_url', message: 'invalid' },
        ]);
      }
      const courseId = body.courses === undefined ? undefined : (body.courses[0] ?? null);
      if (courseId) await courseOfWorkspace(courseId, row.workspaceId);
      const planIds = body.plans === undefined ? undefined : [...new Set(body.plans)];
      if (planIds) await checkPlans(planIds, row.workspaceId);
      const updated = await unitOfWork.run(async () => {
        const next = await repository.update(row.id, {
          title: body.name,
          language: body.language,
          startDate: body.start_date ? new Date(body.start_date) : undefined,
          description: body.description === undefined ? undefined : sanitizeRichText(body.description),
          thumbnailKey: body.thumbnail_url,
          courseId,
        });
        if (body.keywords) await repository.replaceKeywords(row.id, [...new Set(body.keywords)]);
        if (body.speakers) await repository.replaceSpeakers(row.id, [...new Set(body.speakers)]);
        if (planIds) await repository.replacePlans(row.id, planIds);
        return next!;
      });
      const activity = await presentOne(actor, updated, access);
      return activity!;
    },

    /** A module built on this one takes over a command (the live room its own, analysis its own). */
    handleCommand(command: LiveCommand | AnalysisCommand, handler: DelegatedCommandHandler): void {
      if (delegatedCommands.has(command)) throw new Error(`the command ${command} already has a handler`);
      delegatedCommands.set(command, handler);
    },

    async command(actor: Actor, id: string, command: string, destinations: StreamDestination[] = []) {
      if (!isKnownCommand(command)) {
        log.warn({ activityId: id, command }, 'unexpected activity command');
        throw new AppError('UNKNOWN_COMMAND', `unknown command: ${command}`);
      }
      const delegated = delegatedCommands.get(command);
      if (delegated) return delegated(actor, id, destinations);
      if (command !== 'unpublish' && command !== 'open-waitingroom') throw new Error(`no module carries out the command ${command}`);
      const { access } = await loadManaged(actor, id);
      if (command === 'unpublish') {
        const row = await repository.update(id, { status: 'UNPUBLISHED' });
        return { activity: await presentOne(actor, row!, access) };
      }
      // open-waitingroom: SETUP → PENDING_LIVE, under a row lock so two clicks open one room.
      const token = randomToken();
      const row = await unitOfWork.run(async () => {
        const current = await repository.lockById(id);
        if (!current || current.status !== 'SETUP') {
          throw new AppError('INVALID_STATUS_TRANSITION', `cannot open the waiting room from ${current?.status ?? 'nothing'}`);
        }
        if (current.startDate.getTime() <= now()) throw new AppError('START_DATE_IN_PAST');
        return repository.update(id, {
          status: 'PENDING_LIVE' satisfies ActivityStatus,
          webrtcSessionId: crypto.randomUUID(),
          hostTokenHash: sha256(token),
        });
      });
      const activity = await presentOne(actor, row!, access);
      return { activity: activity!, token, state: 'waiting-room' };
    },

    async listOfWorkspace(
      actor: Actor | null,
      workspaceId: string,
      filter: { statuses?: ActivityStatus[]; notExpired: boolean },
      limit: number,
      offset: number,
    ) {
      const access = await workspaces.access(actor, workspaceId);
      if (!access.canView) throw new AppError(actor ? 'FORBIDDEN' : 'NOT_LOGGED_IN', 'this channel is private');
      const statuses = access.canManage
        ? filter.statuses
        : (filter.statuses ?? [...LIVE_ZONE_STATUSES]).filter((s) => LIVE_ZONE_STATUSES.includes(s as never));
      const query: ActivityFilter = {
        workspaceIds: [access.workspace.id],
        statuses,
        startsAfter: filter.notExpired ? new Date(now()) : undefined,
      };
      const { rows, total } = await repository.list(query, limit, offset);
      return page(actor, rows, total, limit);
    },

    async listOfCourse(actor: Actor | null, courseId: string, limit: number, offset: number) {
      const course = await repository.findCourse(courseId);
      if (!course) throw new AppError('NOT_FOUND', 'no such course');
      const access = await workspaces.access(actor, course.workspaceId);
      if (!access.canView) throw new AppError(actor ? 'FORBIDDEN' : 'NOT_LOGGED_IN', 'this channel is private');
      const query: ActivityFilter = { courseId, statuses: access.canManage ? undefined : [...LIVE_ZONE_STATUSES, 'PUBLISHED'] };
      const { rows, total } = await repository.list(query, limit, offset);
      return page(actor, rows, total, limit);
    },

    /** The home page's live zone: live and about-to-start webinars of public channels and of the caller's private ones. */
    async incoming(actor: Actor | null, limit: number, offset: number) {
      const privateChannels = actor ? await workspaces.privateMemberWorkspaceIds(actor) : [];
      // Few private channels have a webinar in the zone at any moment; which ones (and how many each) is read once for
      // everyone, so the caller's other private channels cost nothing.
      const counts =
        privateChannels.length > 0 ? await privateZoneCounts.get('counts', () => repository.incomingCountsOfPrivateChannels()) : undefined;
      const mine = privateChannels.filter((id) => counts?.has(id));
      const publicTotal = () => publicCount('live-zone', PUBLIC_COUNT_TTL_MS.liveZone, () => repository.countIncoming('public'));
      if (mine.length === 0) {
        // Without private channels of the caller's own, the zone is the same for everyone, and so is its total.
        return sharedPage(actor, `live-zone:${limit}:${offset}`, limit, async () => {
          const [rows, total] = await Promise.all([repository.listIncoming('public', limit, offset), publicTotal()]);
          return { rows, total };
        });
      }
      // The caller's private channels add theirs to the public zone: the first offset + limit of each, merged in order.
      const [publicRows, privateRows, publicCountNow] = await Promise.all([
        repository.listIncoming('public', offset + limit, 0),
        repository.listIncoming(mine, offset + limit, 0),
        publicTotal(),
      ]);
      const rows = [...publicRows, ...privateRows].sort(inLiveZoneOrder).slice(offset, offset + limit);
      const privateCount = mine.reduce((sum, id) => sum + counts!.get(id)!, 0);
      return page(actor, rows, publicCountNow + privateCount, limit);
    },

    async playbacksOfWorkspace(
      actor: Actor | null,
      workspaceId: string,
      filter: Omit<PlaybackFilter, 'workspaceIds'>,
      limit: number,
      offset: number,
    ) {
      const access = await workspaces.accessForReading(actor, workspaceId);
      if (!access.canView) throw new AppError(actor ? 'FORBIDDEN' : 'NOT_LOGGED_IN', 'this channel is private');
      const key = `channel:${access.workspace.id}:${JSON.stringify(filter)}:${limit}:${offset}`;
      return sharedPage(
        actor,
        key,
        limit,
        () => playbackRows({ ...filter, workspaceIds: [access.workspace.id] }, false, limit, offset),
        access,
      );
    },

    async playbacksOfCourse(actor: Actor | null, courseId: string, limit: number, offset: number) {
      const course = await repository.findCourse(courseId);
      if (!course) throw new AppError('NOT_FOUND', 'no such course');
      const access = await workspaces.access(actor, course.workspaceId);
      if (!access.canView) throw new AppError(actor ? 'FORBIDDEN' : 'NOT_LOGGED_IN', 'this channel is private');
      return sharedPage(
        actor,
        `course:${courseId}:${limit}:${offset}`,
        limit,
        () => playbackRows({ courseId }, false, limit, offset),
        access,
      );
    },

    /** Latest videos: of public channels, or (subscribed) of the channels the caller follows or hosts. */
    async latestPlaybacks(actor: Actor | null, subscribed: boolean, title: string | undefined, limit: number, offset: number) {
      if (subscribed && !actor) throw new AppError('NOT_LOGGED_IN', 'log in to see the videos of channels you follow');
      const filter: PlaybackFilter = subscribed
        ? { workspaceIds: await workspaces.memberWorkspaceIds(actor!), title }
        : { publicOnly: true, title };
      if (subscribed) {
        const { rows, total } = await playbackRows(filter, false, limit, offset);
        return page(actor, rows, total, limit);
      }
      return sharedPage(actor, `latest:${JSON.stringify(filter)}:${limit}:${offset}`, limit, () =>
        playbackRows(filter, true, limit, offset),
      );
    },

    videoStats: (workspaceId: string) => repository.videoStats(workspaceId),

    /** The webinar as the caller sees it, from a row the caller was already allowed to load. */
    async presentRow(actor: Actor | null, row: ActivityRow, access: WorkspaceAccess): Promise<Activity> {
      const activity = await presentOne(actor, row, access);
      return activity!;
    },

    /** The row as stored, for jobs that act on it without a caller (they were queued by one who was allowed). */
    findRow: (id: string) => repository.findById(id),

    speakerIds: async (id: string) => (await repository.speakersOf([id])).map((speaker) => speaker.userId),

    /** Moves a webinar between live statuses under a row lock, so two hosts' clicks make one transition. */
    async transition(id: string, from: readonly ActivityStatus[], patch: ActivityPatch): Promise<ActivityRow> {
      return unitOfWork.run(async () => {
        const current = await repository.lockById(id);
        if (!current || !from.includes(current.status)) {
          throw new AppError('INVALID_STATUS_TRANSITION', `cannot change the webinar from ${current?.status ?? 'nothing'}`);
        }
        return (await repository.update(id, patch))!;
      });
    },

    /** A live's composed recording becomes the webinar's recording, processed like an uploaded one; once per source. */
    async addRecording(activityId: string, recording: { sourceKey: string; sizeBytes: number; durationSeconds: number }) {
      return unitOfWork.run(async () => {
        const existing = (await repository.recordingsOf([activityId])).find((row) => row.sourceKey === recording.sourceKey);
        if (existing) return existing;
        const row = await repository.insertRecording({ activityId, ...recording });
        await jobs.enqueue(processRecordingJob, { recordingId: row.id });
        return row;
      });
    },
  };
  return service;
}

export type ActivitiesService = ReturnType<typeof createActivitiesService>;
