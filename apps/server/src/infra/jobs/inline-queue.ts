import type { UnitOfWork } from '../../database/unit-of-work.js';
import type { JobDefinition, JobQueue, JobRef } from './job.js';

interface PendingJob {
  job: JobRef;
  payload: unknown;
  attempts: number;
  sentAt: number;
}

export interface DrainResult {
  completed: number;
  /** Failed this time and kept for the next drain (within the job's retry limit). */
  retrying: number;
  /** Failed with no attempt left: dropped, as pg-boss marks such a job failed. */
  failed: number;
}

export interface InlineQueue extends JobQueue {
  /** Jobs sent and not yet done, oldest first. */
  pending(): readonly { id: string; payload: unknown }[];
  /** Runs each pending job once (and the jobs they send); one drain stands for one retry delay. */
  drain(): Promise<DrainResult>;
  /** Sends every scheduled job once, as the clock would at its time; drain to run them. */
  tick(): void;
}

/** For tests: jobs wait in memory until the test drains them, so a test decides when background work happens. */
export function createInlineQueue(unitOfWork: UnitOfWork): InlineQueue {
  let queue: PendingJob[] = [];
  const handlers = new Map<string, JobDefinition['handler']>();
  const scheduled: JobDefinition[] = [];
  return {
    async enqueue(job, payload) {
      const entry = { job: job as JobRef, payload: job.schema.parse(payload), attempts: 0, sentAt: Date.now() };
      const scope = unitOfWork.current();
      if (scope) scope.afterCommit(() => void queue.push(entry));
      else queue.push(entry);
    },
    async register(jobs) {
      for (const job of jobs) {
        handlers.set(job.id, job.handler);
        if (job.schedule) scheduled.push(job);
      }
    },
    async work() {},
    async stop() {},
    tick() {
      for (const job of scheduled) queue.push({ job, payload: job.schema.parse({}), attempts: 0, sentAt: Date.now() });
    },
    async stats() {
      const now = Date.now();
      return [...handlers.keys()].map((id) => {
        const waiting = queue.filter((entry) => entry.job.id === id);
        const oldest = Math.min(now, ...waiting.map((entry) => entry.sentAt));
        return { queue: id, queued: waiting.length, active: 0, oldestReadySeconds: (now - oldest) / 1000 };
      });
    },
    pending: () => queue.map((entry) => ({ id: entry.job.id, payload: entry.payload })),
    async drain() {
      const result: DrainResult = { completed: 0, retrying: 0, failed: 0 };
      const retry: PendingJob[] = [];
      for (let entry = queue.shift(); entry; entry = queue.shift()) {
        entry.attempts += 1;
        try {
          const handler = handlers.get(entry.job.id);
          if (!handler) throw new Error(`job ${entry.job.id} is not registered`);
          await handler(entry.payload);
          result.completed += 1;
        } catch {
          if (entry.attempts > entry.job.retryLimit) result.failed += 1;
          else retry.push(entry);
        }
      }
      result.retrying = retry.length;
      queue = retry;
      return result;
    },
  };
}
