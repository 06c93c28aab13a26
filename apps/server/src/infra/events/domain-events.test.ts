import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../../test/databases.js';
import { createUnitOfWork, type UnitOfWork } from '../../database/unit-of-work.js';
import { createInlineQueue, type InlineQueue } from '../jobs/inline-queue.js';
import { createPgBossQueue } from '../jobs/pg-boss-queue.js';
import { createRootLogger } from '../logging/logger.js';
import { createEventBus, defineEvent, subscribe, type EventBus } from './domain-events.js';

const orderPaid = defineEvent('shop.order-paid', z.object({ orderId: z.string() }));
const orderShipped = defineEvent('shop.order-shipped', z.object({ orderId: z.string() }));

async function waitFor(check: () => boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('domain events on the inline queue', () => {
  let database: TestDatabase;
  let unitOfWork: UnitOfWork;
  let queue: InlineQueue;
  let bus: EventBus;
  const receipts: string[] = [];
  const points: string[] = [];
  let pointFailuresLeft = 0;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    unitOfWork = createUnitOfWork(database.handle);
    queue = createInlineQueue(unitOfWork);
    bus = createEventBus(queue);
    bus.subscribe([
      subscribe({ event: orderPaid, name: 'mail.receipt', handle: async ({ orderId }) => void receipts.push(orderId) }),
      subscribe({
        event: orderPaid,
        name: 'loyalty.points',
        retryLimit: 2,
        async handle({ orderId }) {
          if (pointFailuresLeft > 0) {
            pointFailuresLeft -= 1;
            throw new Error('the points ledger is away');
          }
          points.push(orderId);
        },
      }),
    ]);
    await queue.register(bus.jobs());
  });
  afterAll(() => database.dispose());

  it('hands an event to each of its subscribers once, as a job of its own', async () => {
    await bus.publish(orderPaid, { orderId: 'o-1' });
    expect(queue.pending().map((job) => job.id)).toEqual(['event.shop.order-paid.mail.receipt', 'event.shop.order-paid.loyalty.points']);
    await queue.drain();
    expect(receipts).toEqual(['o-1']);
    expect(points).toEqual(['o-1']);
  });

  it('delivers nothing for an event nobody subscribed to', async () => {
    await bus.publish(orderShipped, { orderId: 'o-2' });
    expect(queue.pending()).toEqual([]);
  });

  it('queues the reactions only when the unit of work commits, and none from one rolled back', async () => {
    await expect(
      unitOfWork.run(async () => {
        await unitOfWork.scopedDb.execute(sql`select 1`);
        await bus.publish(orderPaid, { orderId: 'rolled-back' });
        throw new Error('the caller fails after publishing');
      }),
    ).rejects.toThrow('the caller fails');
    await unitOfWork.run(async () => {
      await bus.publish(orderPaid, { orderId: 'o-3' });
      expect(queue.pending()).toEqual([]);
    });
    await queue.drain();
    expect(receipts).toEqual(['o-1', 'o-3']);
  });

  it('retries a failing subscriber alone, without running the others again', async () => {
    pointFailuresLeft = 1;
    await bus.publish(orderPaid, { orderId: 'o-4' });
    const first = await queue.drain();
    expect(first).toEqual({ completed: 1, retrying: 1, failed: 0 });
    await queue.drain();
    expect(receipts.filter((id) => id === 'o-4')).toHaveLength(1);
    expect(points.filter((id) => id === 'o-4')).toHaveLength(1);
  });

  it('refuses a payload that does not match the event before anything is queued', async () => {
    await expect(bus.publish(orderPaid, { orderId: 42 } as unknown as { orderId: string })).rejects.toThrow();
    expect(queue.pending()).toEqual([]);
  });

  it('refuses the same subscriber twice and tells who reacts to what', () => {
    expect(() => bus.subscribe([subscribe({ event: orderPaid, name: 'mail.receipt', handle: async () => {} })])).toThrow(
      'subscribed twice',
    );
    expect(bus.routes()).toEqual(new Map([['shop.order-paid', ['mail.receipt', 'loyalty.points']]]));
  });
});

describe.each(databaseKinds(import.meta.url))('domain events through pg-boss on %s', (kind) => {
  let database: TestDatabase;
  const delivered: string[] = [];
  let queue: Awaited<ReturnType<typeof createPgBossQueue>>;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const unitOfWork = createUnitOfWork(database.handle);
    queue = await createPgBossQueue(database.handle, unitOfWork, createRootLogger({ level: 'silent' }), {
      retryDelaySeconds: 1,
      pollingIntervalSeconds: 0.5,
    });
    const bus = createEventBus(queue);
    bus.subscribe([subscribe({ event: orderPaid, name: 'mail.receipt', handle: async ({ orderId }) => void delivered.push(orderId) })]);
    await queue.register(bus.jobs());
    await queue.work();
    await unitOfWork.run(async () => {
      await unitOfWork.scopedDb.execute(sql`select 1`);
      await bus.publish(orderPaid, { orderId: 'committed' });
    });
    await expect(
      unitOfWork.run(async () => {
        await bus.publish(orderPaid, { orderId: 'rolled back' });
        throw new Error('the caller fails after publishing');
      }),
    ).rejects.toThrow('the caller fails');
  });
  afterAll(async () => {
    await queue.stop();
    await database.dispose();
  });

  it('delivers an event published in a committed transaction and never one from a rolled-back one', async () => {
    await waitFor(() => delivered.includes('committed'));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(delivered).toEqual(['committed']);
  });
});
