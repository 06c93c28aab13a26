import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { defineJob } from '../../infra/jobs/job.js';
import { runAnalysisJob } from './run-analysis.jobs.js';
import { analyzeRecording, AnalysisFailure, type PipelineDeps } from './analyze.pipeline.js';
import { compileChunks } from './compile.pipeline.js';
import { holdRun, keepLease, LEASE_MS, RunSuperseded } from './run-lease.js';

/** Abandoned runs handed back per pass; more wait for the next minute's pass. */
const RECOVERED_PER_PASS = 50;

export function createAnalysisJobs(deps: PipelineDeps) {
  const { repository, activities, unitOfWork, jobs, log } = deps;
  return [
    defineJob({
      ...runAnalysisJob,
      async handler({ activityId }) {
        const row = await activities.findRow(activityId);
        if (row?.status !== 'ANALYZING' && row?.status !== 'COMPILING') return;
        const owner = randomUUID();
        const lease = () => new Date(Date.now() + LEASE_MS);
        // Two workers never process one recording at once: the second finds the lease taken and is retried later.
        if (!(await repository.claim(activityId, owner, lease()))) throw new Error(`the analysis of ${activityId} is running elsewhere`);
        const startedAt = Date.now();
        // A run restarted meanwhile ends here, at its next report, before writing into the new run's steps.
        const step = async (name: Parameters<typeof repository.setStep>[1], percent: number) => {
          await holdRun(repository, activityId, owner);
          await repository.setStep(activityId, name, percent, Date.now() - startedAt);
        };
        const compiling = row.status === 'COMPILING';
        const stopRenewing = keepLease(repository, activityId, owner, log);
        try {
          if (compiling) await compileChunks(deps, activityId, owner, step);
          else await analyzeRecording(deps, activityId, owner, step);
        } catch (error) {
          if (error instanceof RunSuperseded) {
            log.info({ activityId }, 'an analysis run stopped: it was restarted');
            return;
          }
          // A failure that the same input would repeat ends the run in an error status with the spec's reason; the
          // host or an admin restarts it (retry-analysis). A killed worker never gets here: its job is run again.
          const key = error instanceof AnalysisFailure ? error.key : compiling ? 'CHUNK_COMPILING_FAILED' : 'ANALYSIS_FAILED';
          log.error({ err: error, activityId, key }, compiling ? 'compiling chunks failed' : 'analysis failed');
          await activities
            .transition(activityId, [row.status], { status: compiling ? 'COMPILING_ERROR' : 'ANALYZING_ERROR', errMsg: key })
            // A run restarted meanwhile has moved the status on: nothing to mark.
            .catch(() => undefined);
          await repository.release(activityId, owner);
        } finally {
          stopRenewing();
        }
      },
    }),
    defineJob({
      // A worker killed mid-run (a deploy, the OOM killer) leaves its queue job active until pg-boss expires it hours
      // later; its lease runs out within LEASE_MS. Every minute such runs are queued again, for a live worker to take.
      id: 'analysis.recover-abandoned',
      schema: z.object({}),
      retryLimit: 2,
      schedule: '* * * * *',
      async handler() {
        await unitOfWork.run(async () => {
          for (const activityId of await repository.releaseAbandoned(RECOVERED_PER_PASS)) {
            log.warn({ activityId }, 'the worker of an analysis run stopped; the run is queued again');
            await jobs.enqueue(runAnalysisJob, { activityId });
          }
        });
      },
    }),
  ];
}
