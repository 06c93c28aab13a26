import type { Activity, ActivityStatus, AnalysisProgress } from '@platform/shared';
import type { UnitOfWork } from '../../database/unit-of-work.js';
import type { JobSender } from '../../infra/jobs/job.js';
import { AppError } from '../../errors.js';
import type { ActivitiesService, ActivityRow, AnalysisCommand } from '../activities/index.js';
import type { Actor } from '../users/index.js';
import { runAnalysisJob } from './run-analysis.jobs.js';
import { ANALYSIS_START_STATUSES, canRetryAnalysis } from './analysis.policy.js';
import { toProgress } from './analysis.presenter.js';
import type { AnalysisRepository } from './analysis.repository.js';

interface Deps {
  repository: AnalysisRepository;
  activities: ActivitiesService;
  unitOfWork: UnitOfWork;
  jobs: JobSender;
}

/** An analysis run's lifecycle: the webinar commands that start, retry and publish it, and its progress. */
export function createAnalysisRuns({ repository, activities, unitOfWork, jobs }: Deps) {
  /** Moves the webinar to ANALYZING with a fresh run, and queues the job, in one transaction. */
  async function start(row: ActivityRow, from: readonly ActivityStatus[], fast: boolean): Promise<ActivityRow> {
    const recording = await activities.readyRecording(row.id);
    if (!recording) throw new AppError('NO_VIDEO_AVAILABLE', 'this webinar has no processed recording to analyse');
    return unitOfWork.run(async () => {
      const updated = await activities.transition(row.id, from, { status: 'ANALYZING', errMsg: null });
      await repository.resetRun(row.id, { fast, recordingId: recording.id });
      await jobs.enqueue(runAnalysisJob, { activityId: row.id });
      return updated;
    });
  }

  /** Compiles the chunks as they stand (after review, or again after a failed compile). */
  async function compile(activityId: string, from: readonly ActivityStatus[]): Promise<ActivityRow> {
    return unitOfWork.run(async () => {
      const updated = await activities.transition(activityId, from, { status: 'COMPILING', errMsg: null });
      await repository.resetRun(activityId, {});
      await jobs.enqueue(runAnalysisJob, { activityId });
      return updated;
    });
  }

  return {
    compile,

    /** trigger-analysis, fast-analysis, retry-analysis, publish (spec §4), for PUT /api/activities/{id}/status. */
    async command(actor: Actor, id: string, command: AnalysisCommand): Promise<{ activity: Activity }> {
      const { row, access } = await activities.loadManaged(actor, id);
      let updated: ActivityRow;
      if (command === 'publish') {
        if (row.status !== 'PROCESSED') throw new AppError('INVALID_STATUS_TRANSITION', `cannot publish from ${row.status}`);
        if ((await repository.chunksOf(id)).length === 0) throw new AppError('NO_CHUNKS_AVAILABLE', 'nothing to publish');
        updated = await activities.transition(id, ['PROCESSED'], { status: 'PUBLISHED' });
      } else if (command === 'retry-analysis') {
        if (!canRetryAnalysis(actor, row.status)) {
          throw new AppError('PERMISSION_DENIED', 'hosts restart an analysis while it runs or after an error; admins at any time');
        }
        const run = await repository.findRun(id);
        const chunksExist = (await repository.chunksOf(id)).length > 0;
        updated =
          row.status === 'COMPILING_ERROR' && chunksExist
            ? await compile(id, ['COMPILING_ERROR'])
            : await start(row, [row.status], run?.fast ?? false);
      } else {
        updated = await start(row, ANALYSIS_START_STATUSES, command === 'fast-analysis');
      }
      return { activity: await activities.presentRow(actor, updated, access) };
    },

    /**
     * A recording became ready. A live that was stopped is in ANALYZING already (its recording is composed and
     * processed after the stop): its analysis is queued now, in the caller's transaction.
     */
    async recordingReady(activityId: string): Promise<void> {
      const row = await activities.findRow(activityId);
      if (row?.status !== 'ANALYZING') return;
      const recording = await activities.readyRecording(activityId);
      await repository.resetRun(activityId, { recordingId: recording?.id ?? null });
      await jobs.enqueue(runAnalysisJob, { activityId });
    },

    async progress(actor: Actor, activityId: string): Promise<AnalysisProgress> {
      const { row } = await activities.loadManaged(actor, activityId);
      const [run, transcript] = await Promise.all([repository.findRun(activityId), repository.findTranscript(activityId)]);
      return toProgress(row.status, row.errMsg, run, transcript);
    },
  };
}
