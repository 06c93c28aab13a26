import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { DatabaseHandle } from '../../database/drivers.js';
import type { UnitOfWork } from '../../database/unit-of-work.js';
import type { JobDefinition, JobQueue } from './job.js';

export interface PgBossQueueOptions {
  /** Seconds before the first retry; later retries back off exponentially. */
  retryDelaySeconds: number;
  /** How often an idle worker asks for new jobs. */
  pollingIntervalSeconds: number;
}

/** Any fixed number apart from the other advisory locks (727_001 migrations, 727_002 referrers). */
const QUEUE_CREATION_LOCK_KEY = 727_003;

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
  const registered = new Map<string, JobDefinition>();

  return {
    async register(jobs) {
      // Processes starting together on a new database deadlocked in pg-boss's create_queue (two API processes and a
      // worker, issue 30): one process at a time creates the queues.
      await database.withAdvisoryLock(QUEUE_CREATION_LOCK_KEY, async () => {
        for (const job of jobs) {
          await boss.createQueue(job.id, {
            name: job.id,
            retryLimit: job.retryLimit,
            retryDelay: options.retryDelaySeconds,
            retryBackoff: true,
            ...(job.expireInSeconds ? { expireInSeconds: job.expireInSeconds } : {}),
          });
          // pg-boss keeps one schedule per queue and sends it from whichever process's clock comes first.
          if (job.schedule) await boss.schedule(job.id, job.schedule, {}, { tz: 'UTC' });
          registered.set(job.id, job);
        }
      });
    },
    async enqueue(job, payload) {
      // Creating a queue here could wait on the caller's own transaction (PGlite has one connection): register first.
      if (!registered.has(job.id)) throw new Error(`job ${job.id} is not registered`);
      const data = job.schema.parse(payload) as object;
      const scope = unitOfWork.current();
      // Inside a unit of work the insert runs on the transaction's connection: committed or rolled back with it.
      const sendOptions = scope ? ({ db: { executeSql: scope.executeSql } } as PgBoss.SendOptions) : {};
      await boss.send(job.id, data, sendOptions);
    },
    async work() {
      if (database.kind === 'pglite') {
        // An embedded database has one process (the data-dir lock), so a job still active now was cut off when that
        // process last stopped: it is run again at once, rather than after its expiry.
        await database.executeSql(
          `UPDATE pgboss.job SET state = (CASE WHEN retry_count < retry_limit THEN 'retry' ELSE 'failed' END)::pgboss.job_state,
             retry_count = retry_count + 1, start_after = now()
           WHERE state = 'active' AND name = ANY($1::text[])`,
          [[...registered.keys()]],
        );
      }
      for (const job of registered.values()) {
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
    async stats() {
      // pg-boss orders its states created < retry < active < completed ..., and indexes (name, start_after) below active.
      const { rows } = await database.executeSql(
        `SELECT name, count(*) FILTER (WHERE state < 'active') AS queued, count(*) FILTER (WHERE state = 'active') AS active,
           coalesce(extract(epoch FROM now() - min(start_after) FILTER (WHERE state < 'active' AND start_after <= now())), 0) AS oldest
         FROM pgboss.job WHERE name = ANY($1::text[]) AND state <= 'active' GROUP BY name`,
        [[...registered.keys()]],
      );
      const found = new Map((rows as { name: string; queued: string; active: string; oldest: string }[]).map((row) => [row.name, row]));
      return [...registered.keys()].map((queue) => {
        const row = found.get(queue);
        return { queue, queued: Number(row?.queued ?? 0), active: Number(row?.active ?? 0), oldestReadySeconds: Number(row?.oldest ?? 0) };
      });
    },
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }),
  };
}
