import {
  ACTIVITY_COMMANDS,
  ACTIVITY_LIMITS,
  LIVE_ZONE_STATUSES,
  type Activity,
  type ActivityCommand,
  type ActivityStatus,
  type CreateActivityBody,
  type UpdateActivityBody,
} from '@platform/shared';
import type { Logger } from 'pino';
import { randomToken, sha256 } from '../../infra/crypto/tokens.js';
import type { UnitOfWork } from '../../infra/db/unit-of-work.js';
import { sanitizeRichText } from '../../infra/html/sanitize.js';
import type { ObjectStorage } from '../../infra/storage/storage.js';
import { AppError } from '../../errors.js';
import type { Actor } from '../users/users.policy.js';
import type { WorkspaceAccess, WorkspacesService } from '../workspaces/index.js';
import { canCreateActivity, canSeeActivity, isActivityLocked } from './activities.policy.js';
import { toActivity } from './activities.presenter.js';
import type { ActivitiesRepository, ActivityFilter, ActivityRow, PlaybackFilter } from './activities.repository.js';
import { isThumbnailKey } from './thumbnail-key.js';

/** What the lock state needs from paid plans (spec §4), without the activities module knowing how plans are sold. */
export interface PaidAccess {
  /** Which of these plans give the user access now. */
  accessiblePlanIds(userId: string, planIds: string[]): Promise<Set<string>>;
  /** The plans with these ids, to check they belong to the webinar's channel. */
  planWorkspaces(planIds: string[]): Promise<{ id: string; workspaceId: string }[]>;
}

interface Deps {
  paidAccess: PaidAccess;
  repository: ActivitiesRepository;
  workspaces: WorkspacesService;
  unitOfWork: UnitOfWork;
  storage: ObjectStorage;
  log: Logger;
  now?: () => number;
}

/** Commands whose issue has not landed yet answer 409 with this note. */
const LATER_COMMANDS: Partial<Record<ActivityCommand, string>> = {
  'go-live': 'going live comes with the live room',
  stop: 'stopping a live comes with the live room',
  publish: 'publishing comes with the analysis pipeline',
  'trigger-analysis': 'analysis comes with the analysis pipeline',
  'fast-analysis': 'analysis comes with the analysis pipeline',
  'retry-analysis': 'analysis comes with the analysis pipeline',
};

function isKnownCommand(command: string): command is ActivityCommand {
  return (ACTIVITY_COMMANDS as readonly string[]).includes(command);
}

/** Totals of the public lists change slowly, and counting 100,000 rows per scroll step is the costliest part. */
const PUBLIC_COUNT_TTL_MS = 30_000;

export function createActivitiesService({ paidAccess, repository, workspaces, unitOfWork, storage, log, now = Date.now }: Deps) {
  /** The lock state of each activity for the caller; one subscription query for a whole page. */
  async function lockedIds(
    actor: Actor | null,
    rows: ActivityRow[],
    accessByWorkspace: Map<string, WorkspaceAccess>,
    planRows: { activityId: string; id: string }[],
  ): Promise<Set<string>> {
    const planIds = [...new Set(planRows.map((plan) => plan.id))];
    const held = actor && planIds.length > 0 ? await paidAccess.accessiblePlanIds(actor.id, planIds) : new Set<string>();
    const locked = new Set<string>();
    for (const row of rows) {
      const own = planRows.filter((plan) => plan.activityId === row.id);
      const subscribed = own.some((plan) => held.has(plan.id));
      if (isActivityLocked(own.length, actor, accessByWorkspace.get(row.workspaceId)!, subscribed)) locked.add(row.id);
    }
    return locked;
  }

  const publicCounts = new Map<string, { value: number; expiresAt: number }>();
  async function countPlaybacks(filter: PlaybackFilter, cacheable: boolean): Promise<number> {
    if (!cacheable) return repository.countPlaybacks(filter);
    const key = JSON.stringify(filter);
    const cached = publicCounts.get(key);
    if (cached && cached.expiresAt > now()) return cached.value;
    const value = await repository.countPlaybacks(filter);
    if (publicCounts.size > 1000) publicCounts.clear();
    publicCounts.set(key, { value, expiresAt: now() + PUBLIC_COUNT_TTL_MS });
    return value;
  }

  async function playbackPage(actor: Actor | null, filter: PlaybackFilter, cacheable: boolean, limit: number, offset: number) {
    const [rows, total] = await Promise.all([repository.playbacks(filter, limit, offset), countPlaybacks(filter, cacheable)]);
    return page(actor, rows, total, limit);
  }

  /** `access` may still be loading: it is awaited beside the page's other lookups, not before them. */
  async function present(actor: Actor | null, rows: ActivityRow[], access: Promise<Map<string, WorkspaceAccess>>): Promise<Activity[]> {
    const ids = rows.map((row) => row.id);
    const [accessByWorkspace, keywordRows, speakerRows, recordingRows, courseRows, planRows] = await Promise.all([
      access,
      repository.keywordsOf(ids),
      repository.speakersOf(ids),
      repository.recordingsOf(ids),
      repository.coursesByIds([...new Set(rows.flatMap((row) => (row.courseId ? [row.courseId] : [])))]),
      repository.plansOf(ids),
    ]);
    const locked = await lockedIds(actor, rows, accessByWorkspace, planRows);
    return Promise.all(
      rows.map(async (row) => {
        const access = accessByWorkspace.get(row.workspaceId)!;
        const summary = await workspaces.summary(access.workspace);
        return toActivity(storage, row, {
          workspace: { id: summary.id, slug: summary.slug, name: summary.name, logo_url: summary.logo_url },
          keywords: keywordRows.filter((k) => k.activityId === row.id).map(({ id, keyword, category }) => ({ id, keyword, category })),
          speakers: speakerRows.filter((s) => s.activityId === row.id).map((s) => s.userId),
          recordings: recordingRows.filter((r) => r.activityId === row.id),
          course: courseRows.find((course) => course.id === row.courseId),
          plans: planRows
            .filter((plan) => plan.activityId === row.id)
            .map(({ id, name, stripe_plan_id }) => ({ id, name, stripe_plan_id })),
          locked: locked.has(row.id),
          canManage: access.canManage,
        });
      }),
    );
  }

  const only = (access: WorkspaceAccess) => Promise.resolve(new Map([[access.workspace.id, access]]));

  async function loadVisible(actor: Actor | null, id: string): Promise<{ row: ActivityRow; access: WorkspaceAccess }> {
    const row = await repository.findById(id);
    if (!row) throw new AppError('NOT_FOUND', 'no such webinar');
    const access = await workspaces.access(actor, row.workspaceId);
    if (!canSeeActivity(access, row)) {
      if (!actor && !access.canView) throw new AppError('NOT_LOGGED_IN', 'log in to see this webinar');
      throw new AppError('NOT_FOUND', 'no such webinar');
    }
    return { row, access };
  }

  async function loadManaged(actor: Actor, id: string): Promise<{ row: ActivityRow; access: WorkspaceAccess }> {
    const row = await repository.findById(id);
    if (!row || row.status === 'UNPUBLISHED') throw new AppError('NOT_FOUND', 'no such webinar');
    const access = await workspaces.access(actor, row.workspaceId);
    if (!access.canManage) throw new AppError('PERMISSION_DENIED', 'only the channel host or an admin may change this webinar');
    return { row, access };
  }

  async function page(actor: Actor | null, rows: ActivityRow[], total: number, limit: number) {
    const access = workspaces.accessMany(
      actor,
      rows.map((row) => row.workspaceId),
    );
    return { results: await present(actor, rows, access), _total_count: total, _limit: limit };
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
      const [activity] = await present(actor, [row], only(access));
      return activity!;
    },

    /**
     * The webinar as far as watching it goes: visible to the caller, and whether it is locked for them. Media
     * requests ask this for every segment, so it presents nothing.
     */
    async watchAccess(actor: Actor | null, id: string): Promise<{ row: ActivityRow; locked: boolean }> {
      const { row, access } = await loadVisible(actor, id);
      const locked = await lockedIds(actor, [row], new Map([[row.workspaceId, access]]), await repository.plansOf([row.id]));
      return { row, locked: locked.has(row.id) };
    },

    async detail(actor: Actor | null, id: string): Promise<Activity> {
      const { row, access } = await loadVisible(actor, id);
      const [activity] = await present(actor, [row], only(access));
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
      const [activity] = await present(actor, [updated], only(access));
      return activity!;
    },

    async command(actor: Actor, id: string, command: string) {
      if (!isKnownCommand(command)) {
        log.warn({ activityId: id, command }, 'unexpected activity command');
        throw new AppError('UNKNOWN_COMMAND', `unknown command: ${command}`);
      }
      const { access } = await loadManaged(actor, id);
      const later = LATER_COMMANDS[command];
      if (later) throw new AppError('COMMAND_NOT_AVAILABLE', later);
      if (command === 'unpublish') {
        const row = await repository.update(id, { status: 'UNPUBLISHED' });
        return { activity: (await present(actor, [row!], only(access)))[0]! };
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
      const [activity] = await present(actor, [row!], only(access));
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

    /** The home page's live zone: live and about-to-start webinars of public channels and the caller's own. */
    async incoming(actor: Actor | null, limit: number, offset: number) {
      const mine = actor ? await workspaces.memberWorkspaceIds(actor.id) : [];
      const { rows, total } = await repository.listIncoming(mine, limit, offset);
      return page(actor, rows, total, limit);
    },

    async playbacksOfWorkspace(
      actor: Actor | null,
      workspaceId: string,
      filter: Omit<PlaybackFilter, 'workspaceIds'>,
      limit: number,
      offset: number,
    ) {
      const access = await workspaces.access(actor, workspaceId);
      if (!access.canView) throw new AppError(actor ? 'FORBIDDEN' : 'NOT_LOGGED_IN', 'this channel is private');
      return playbackPage(actor, { ...filter, workspaceIds: [access.workspace.id] }, false, limit, offset);
    },

    async playbacksOfCourse(actor: Actor | null, courseId: string, limit: number, offset: number) {
      const course = await repository.findCourse(courseId);
      if (!course) throw new AppError('NOT_FOUND', 'no such course');
      const access = await workspaces.access(actor, course.workspaceId);
      if (!access.canView) throw new AppError(actor ? 'FORBIDDEN' : 'NOT_LOGGED_IN', 'this channel is private');
      return playbackPage(actor, { courseId }, false, limit, offset);
    },

    /** Latest videos: of public channels, or (subscribed) of the channels the caller follows or hosts. */
    async latestPlaybacks(actor: Actor | null, subscribed: boolean, title: string | undefined, limit: number, offset: number) {
      if (subscribed && !actor) throw new AppError('NOT_LOGGED_IN', 'log in to see the videos of channels you follow');
      const filter: PlaybackFilter = subscribed
        ? { workspaceIds: await workspaces.memberWorkspaceIds(actor!.id), title }
        : { publicOnly: true, title };
      return playbackPage(actor, filter, !subscribed, limit, offset);
    },

    videoStats: (workspaceId: string) => repository.videoStats(workspaceId),
  };
  return service;
}

export type ActivitiesService = ReturnType<typeof createActivitiesService>;
