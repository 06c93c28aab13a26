import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { DatabaseHandle } from '../db/database.js';
import type { UnitOfWork } from '../db/unit-of-work.js';
import type { JobDefinition, JobQueue, JobRef } from './job.js';

export interface PgBossQueueOptions {
  /** Seconds before the first retry; later retries back off exponentially. */
  retryDelaySeconds: number;
  /** How often an idle worker asks for new jobs. */
  pollingIntervalSeconds: number;
}

export const DEFAULT_QUEUE_OPTIONS: PgBossQueueOptions = { retryDelaySeconds: 30, pollingIntervalSeconds: 2 };

/**
 * The only importer of pg-boss. Jobs live in the application's own database (schema `pgboss`), PGlite or PostgreSQL,
 * so enqueueing can share the caller's transaction.
 */
export async function createPgBossQueue(
  database: DatabaseHandle,
  unitOfWork: UnitOfWork,
  log: Logger,
  options: PgBossQueueOptions = DEFAULT_QUEUE_OPTIONS,
): Promise<JobQueue> {
  const boss = new PgBoss({ db: { executeSql: database.executeSql }, schema: 'pgboss' });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  const created = new Set<string>();

  async function ensureQueue(job: JobRef): Promise<void> {
    if (created.has(job.id)) return;
    await boss.createQueue(job.id, { name: job.id, retryLimit: job.retryLimit, retryDelay: options.retryDelaySeconds, retryBackoff: true });
    created.add(job.id);
  }

  return {
    async enqueue(job, payload) {
      const data = job.schema.parse(payload) as object;
      await ensureQueue(job as JobRef);
      const scope = unitOfWork.current();
      // Inside a unit of work the insert runs on the transaction's connection: committed or rolled back with it.
      const sendOptions = scope ? ({ db: { executeSql: scope.executeSql } } as PgBoss.SendOptions) : {};
      await boss.send(job.id, data, sendOptions);
    },
    async work(jobs) {
      for (const job of jobs) {
        await ensureQueue(job);
        await boss.work(job.id, { pollingIntervalSeconds: options.pollingIntervalSeconds, batchSize: 1 }, async ([received]) => {
          if (!received) return;
          const payload = job.schema.parse(received.data);
          try {
            await job.handler(payload);
          } catch (error) {
            log.warn({ err: error, job: job.id, jobId: received.id }, 'job failed; pg-boss retries it');
            throw error;
          }
        });
      }
    },
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }),
  };
}
