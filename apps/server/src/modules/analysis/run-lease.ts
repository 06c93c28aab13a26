import type { AnalysisRepository } from './analysis.repository.js';

/** How long a worker holds a run; renewed by every progress report, so only a dead worker's lease runs out. */
export const LEASE_MS = 10 * 60_000;

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
