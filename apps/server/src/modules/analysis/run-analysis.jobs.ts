import { z } from 'zod';
import type { JobRef } from '../../infra/jobs/job.js';

/**
 * Apart from its handler (analysis.jobs.ts) because the pipeline that handler runs enqueues it too.
 *
 * Runs what the activity's status asks for: the analysis (ANALYZING) or the compile (COMPILING). Id only: a retried
 * or late job acts on the status of now, and a job whose status has moved on does nothing.
 */
export const runAnalysisJob: JobRef<{ activityId: string }> = {
  id: 'analysis.run',
  schema: z.object({ activityId: z.string().uuid() }),
  retryLimit: 3,
  // Only past this is an attempt of a killed worker counted as lost and run again.
  expireInSeconds: 6 * 60 * 60,
};
