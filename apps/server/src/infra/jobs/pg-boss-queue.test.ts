import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../../test/databases.js';
import { createUnitOfWork } from '../../database/unit-of-work.js';
import { createRootLogger } from '../logging/logger.js';
import { defineJob, type JobQueue } from './job.js';
import { createPgBossQueue } from './pg-boss-queue.js';

async function waitFor(check: () => boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.each(databaseKinds(import.meta.url))('pg-boss queue on %s', (kind) => {
  let database: TestDatabase;
  let queue: JobQueue;
  const seen: string[] = [];
  let failuresLeft = 0;
  const noteJob = defineJob({
    id: 'test.note',
    schema: z.object({ note: z.string() }),
    retryLimit: 3,
    async handler({ note }) {
      if (note.startsWith('flaky') && failuresLeft > 0) {
        failuresLeft -= 1;
        throw new Error('temporary failure');
      }
      seen.push(note);
    },
  });

  const tickJob = defineJob({ id: 'test.tick', schema: z.object({}), retryLimit: 0, schedule: '*/5 * * * *', handler: async () => {} });

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const unitOfWork = createUnitOfWork(database.handle);
    queue = await createPgBossQueue(database.handle, unitOfWork, createRootLogger({ level: 'silent' }), {
      retryDelaySeconds: 1,
      pollingIntervalSeconds: 0.5,
    });
    await queue.register([noteJob, tickJob]);
    await queue.work();

    // Two units of work: one commits, one rolls back after enqueueing.
    await unitOfWork.run(async () => {
      await unitOfWork.scopedDb.execute(sql`select 1`);
      await queue.enqueue(noteJob, { note: 'committed' });
    });
    await expect(
      unitOfWork.run(async () => {
        await queue.enqueue(noteJob, { note: 'rolled back' });
        throw new Error('the caller fails after enqueueing');
      }),
    ).rejects.toThrow('the caller fails');
  });
  afterAll(async () => {
    await queue.stop();
    await database.dispose();
  });

  it('runs a job enqueued in a committed unit of work and never one from a rolled-back one', async () => {
    await waitFor(() => seen.includes('committed'));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(seen).not.toContain('rolled back');
  });

  it('retries a failing job until it succeeds', async () => {
    failuresLeft = 2;
    await queue.enqueue(noteJob, { note: 'flaky-1' });
    await waitFor(() => seen.includes('flaky-1'), 20_000);
    expect(failuresLeft).toBe(0);
  });

  it('refuses a payload that does not match the job schema before it is stored', async () => {
    await expect(queue.enqueue(noteJob, { note: 42 } as unknown as { note: string })).rejects.toThrow();
  });

  it('keeps one schedule per scheduled job, sent by the queue itself', async () => {
    // Registering again (a second process starting) does not add a second schedule.
    await queue.register([tickJob]);
    const { rows } = await database.handle.executeSql(`SELECT name, cron, timezone FROM pgboss.schedule WHERE name = 'test.tick'`, []);
    expect(rows).toEqual([{ name: 'test.tick', cron: '*/5 * * * *', timezone: 'UTC' }]);
  });

  it('tells the metrics how many jobs wait in each queue and for how long', async () => {
    // Registered after work() started: nobody works this queue, so its jobs stay queued.
    const idleJob = defineJob({ id: 'test.idle', schema: z.object({}), retryLimit: 0, handler: async () => {} });
    await queue.register([idleJob]);
    await queue.enqueue(idleJob, {});
    await queue.enqueue(idleJob, {});
    await new Promise((resolve) => setTimeout(resolve, 50));
    const stats = await queue.stats();
    const idle = stats.find((entry) => entry.queue === 'test.idle');
    expect(idle).toMatchObject({ queued: 2, active: 0 });
    expect(idle!.oldestReadySeconds).toBeGreaterThan(0);
    expect(idle!.oldestReadySeconds).toBeLessThan(60);
    // A registered queue without waiting jobs is listed with zeros.
    expect(stats.find((entry) => entry.queue === 'test.tick')).toEqual({ queue: 'test.tick', queued: 0, active: 0, oldestReadySeconds: 0 });
  });
});

describe('pg-boss queue on an embedded database after a stop', () => {
  it('runs again at once a job that was running when the process stopped', async () => {
    const database = await openTestDatabase('pglite');
    const unitOfWork = createUnitOfWork(database.handle);
    const log = createRootLogger({ level: 'silent' });
    const options = { retryDelaySeconds: 60, pollingIntervalSeconds: 0.5 };
    let started = false;
    let releaseCutOff: () => void = () => undefined;
    const finishedBy: string[] = [];
    const transcode = (runner: string, hang: boolean) =>
      defineJob({
        id: 'test.transcode',
        schema: z.object({ recordingId: z.string() }),
        retryLimit: 2,
        async handler() {
          if (hang) {
            started = true;
            // The first process never finishes: it stands for one that was stopped in the middle.
            await new Promise<void>((resolve) => (releaseCutOff = resolve));
            return;
          }
          finishedBy.push(runner);
        },
      });

    const before = await createPgBossQueue(database.handle, unitOfWork, log, options);
    await before.register([transcode('before', true)]);
    await before.work();
    await before.enqueue(transcode('before', true), { recordingId: 'r1' });
    await waitFor(() => started);

    // The next start of the process (same data directory) finds the job still marked active.
    const after = await createPgBossQueue(database.handle, unitOfWork, log, options);
    await after.register([transcode('after', false)]);
    await after.work();
    await waitFor(() => finishedBy.length > 0, 10_000);
    expect(finishedBy).toEqual(['after']);

    releaseCutOff();
    await before.stop();
    await after.stop();
    await database.dispose();
  }, 30_000);
});
