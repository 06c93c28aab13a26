import type { Logger } from '../../infra/logging/logger.js';
import type { AnalysisRepository } from './analysis.repository.js';

/**
 * How long a worker holds a run. It renews the lease at every progress report and, between them (one transcription
 * runs for minutes), every LEASE_MS / 3 (keepLease): only a dead worker's lease runs out, and then within a minute,
 * after which recoverAbandonedRunsJob runs the analysis again on a live worker.
 */
export const LEASE_MS = 60_000;

/** The run was restarted (retry-analysis) or taken over by another worker: this worker stops and leaves the webinar alone. */
export class RunSuperseded extends Error {}

/**
 * Renews `owner`'s lease on the run, or throws RunSuperseded once it no longer holds it. Inside a transaction the run's
 * row stays locked until the end, so a restart waits for results being written and then replaces them.
 */
export async function holdRun(repository: AnalysisRepository, activityId: string, owner: string): Promise<void> {
  if (!(await repository.renew(activityId, owner, new Date(Date.now() + LEASE_MS)))) {
    throw new RunSuperseded(`the analysis of ${activityId} was restarted`);
  }
}

/** Renews `owner`'s lease every LEASE_MS / 3 until the returned function is called (the run has ended). */
export function keepLease(repository: AnalysisRepository, activityId: string, owner: string, log: Logger): () => void {
  const timer = setInterval(() => {
    // A lease lost here (a restart) is found by the run's next report, which stops it; a failed renewal is retried.
    repository
      .renew(activityId, owner, new Date(Date.now() + LEASE_MS))
      .catch((err: unknown) => log.warn({ err, activityId }, 'renewing an analysis lease failed'));
  }, LEASE_MS / 3);
  return () => clearInterval(timer);
}
