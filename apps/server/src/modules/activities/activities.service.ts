import {
  ACTIVITY_COMMANDS,
  ACTIVITY_LIMITS,
  type Activity,
  type ActivityCommand,
  type ActivityStatus,
  type CreateActivityBody,
  type StreamDestination,
  type UpdateActivityBody,
  PUBLISHED_STATUS,
} from '@platform/shared';
import type { Logger } from 'pino';
import type { WriteGeneration } from '../../infra/cache/write-generation.js';
import { randomToken, sha256 } from '../../infra/crypto/tokens.js';
import type { UnitOfWork } from '../../database/unit-of-work.js';
import type { JobSender } from '../../infra/jobs/job.js';
import { sanitizeRichText } from '../../infra/html/sanitize.js';
import type { ObjectStorage } from '../../infra/storage/storage.js';
import { AppError } from '../../errors.js';
import type { Actor } from '../users/index.js';
import type { WorkspacesService } from '../workspaces/index.js';
import { canCreateActivity } from './activities.policy.js';
import type { ActivitiesRepository, ActivityPatch, ActivityRow } from './activities.repository.js';
import { createActivitiesCatalogue } from './activities-catalogue.js';
import { processRecordingJob } from './media.jobs.js';
import { isThumbnailKey } from './thumbnail-key.js';
import { createWatchAccess, type PaidAccess } from './watch-access.js';

export type { PaidAccess, WatchAccess, WatchMaterial } from './watch-access.js';

/**
 * Carries out a command on a webinar for a module built on this one: the live room (go-live, stop) and analysis
 * (analysis and publishing). Those modules hand theirs in when they are built, so this module never calls up to them.
 */
export type DelegatedCommandHandler = (actor: Actor, id: string, destinations: StreamDestination[]) => Promise<{ activity: Activity }>;

export type LiveCommand = Extract<ActivityCommand, 'go-live' | 'stop'>;
export const ANALYSIS_COMMANDS = ['trigger-analysis', 'fast-analysis', 'retry-analysis', 'publish'] as const;
export type AnalysisCommand = (typeof ANALYSIS_COMMANDS)[number];

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

function isKnownCommand(command: string): command is ActivityCommand {
  return (ACTIVITY_COMMANDS as readonly string[]).includes(command);
}

/**
 * Webinars and videos: their lifecycle commands here (create, update, the status commands, recordings), with the
 * watch access (watch-access.ts) and the lists (activities-catalogue.ts) they are built on, as one service.
 */
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
  const access = createWatchAccess({ paidAccess, repository, workspaces, storage });
  const { presentOne, loadVisible, loadManaged } = access;
  const catalogue = createActivitiesCatalogue({ repository, workspaces, access, writes, now });

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

  /**
   * publish of a video uploaded and never analysed (still SETUP): its host makes it the viewers' as it is, now or, while
   * it is being prepared, as soon as it plays (the video lists show only those that play). An analysed one is published by the analysis module, from
   * PROCESSED; null leaves it to that module.
   */
  async function publishUpload(actor: Actor, id: string): Promise<{ activity: Activity } | null> {
    const { row, access: channel } = await loadManaged(actor, id);
    if (row.status !== 'SETUP') return null;
    const recordings = await repository.recordingsOf([id]);
    if (!recordings.some((recording) => recording.mediaState === 'ready' || recording.mediaState === 'processing')) {
      throw new AppError('NO_VIDEO_AVAILABLE', 'upload a recording before publishing');
    }
    const published = await service.transition(id, ['SETUP'], { status: PUBLISHED_STATUS });
    return { activity: await presentOne(actor, published, channel) };
  }

  const service = {
    ...access,
    ...catalogue,

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
      if (command === 'publish') {
        const upload = await publishUpload(actor, id);
        if (upload) return upload;
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
