import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RealtimeBus } from './realtime-bus.js';
import { createRedisBus } from './redis-bus.js';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Fails (never skips) without Redis: CI has one, and a skipped test would hide that the adapter is untested. */
async function connectAdmin(): Promise<Redis> {
  const admin = new Redis(redisUrl, { lazyConnect: true, retryStrategy: () => null, maxRetriesPerRequest: 0 });
  admin.on('error', () => undefined); // the rejection below says it once, in the test's result
  await admin.connect().catch(() => {
    throw new Error(`Redis is not reachable at ${redisUrl}; these tests need it (CI has one)`);
  });
  return admin;
}

async function subscriberCount(admin: Redis, channel: string): Promise<number> {
  const [, count] = (await admin.pubsub('NUMSUB', channel)) as [string, number];
  return count;
}

function openSockets(): number {
  return process.getActiveResourcesInfo().filter((resource) => resource === 'TCPSocketWrap').length;
}

describe('redis realtime bus', () => {
  let admin: Redis;
  let instanceA: RealtimeBus;
  let instanceB: RealtimeBus;
  let channel: string;

  beforeEach(async () => {
    admin = await connectAdmin();
    instanceA = createRedisBus(redisUrl);
    instanceB = createRedisBus(redisUrl);
    channel = `test:${randomUUID()}`;
  });

  afterEach(async () => {
    await Promise.all([instanceA?.close(), instanceB?.close()]);
    admin?.disconnect();
  });

  it('delivers 200 messages in publish order, once to each listener, on this instance and the other', async () => {
    const onA1: unknown[] = [];
    const onA2: unknown[] = [];
    const onB: unknown[] = [];
    await instanceA.subscribe(channel, (message) => onA1.push(message));
    await instanceA.subscribe(channel, (message) => onA2.push(message));
    await instanceB.subscribe(channel, (message) => onB.push(message));

    await Promise.all(Array.from({ length: 200 }, (_, n) => instanceA.publish(channel, { n })));
    // Nothing may follow the last message: once the marker is in, a duplicate would have arrived already.
    await instanceA.publish(channel, 'end');

    const expected = [...Array.from({ length: 200 }, (_, n) => ({ n })), 'end'];
    await vi.waitFor(() => {
      expect(onA1.at(-1)).toBe('end');
      expect(onA2.at(-1)).toBe('end');
      expect(onB.at(-1)).toBe('end');
    });
    expect(onA1).toEqual(expected);
    expect(onA2).toEqual(expected);
    expect(onB).toEqual(expected);
  });

  it('gives both instances the same order when both publish at once', async () => {
    const onA: unknown[] = [];
    const onB: unknown[] = [];
    await instanceA.subscribe(channel, (message) => onA.push(message));
    await instanceB.subscribe(channel, (message) => onB.push(message));

    await Promise.all(
      Array.from({ length: 100 }, (_, n) => [instanceA.publish(channel, `a${n}`), instanceB.publish(channel, `b${n}`)]).flat(),
    );

    await vi.waitFor(() => expect(onA).toHaveLength(200));
    await vi.waitFor(() => expect(onB).toHaveLength(200));
    expect(onB).toEqual(onA);
    expect(onA.filter((message) => String(message).startsWith('a'))).toEqual(Array.from({ length: 100 }, (_, n) => `a${n}`));
  });

  it('holds one Redis subscription per channel however many local listeners', async () => {
    const unsubscribeFirst = await instanceA.subscribe(channel, () => undefined);
    const unsubscribeSecond = await instanceA.subscribe(channel, () => undefined);
    expect(await subscriberCount(admin, channel)).toBe(1);

    await unsubscribeFirst();
    expect(await subscriberCount(admin, channel)).toBe(1);
    await unsubscribeSecond();
    expect(await subscriberCount(admin, channel)).toBe(0);
  });

  it('stops delivering to a listener once it unsubscribes', async () => {
    const kept: unknown[] = [];
    const dropped: unknown[] = [];
    await instanceA.subscribe(channel, (message) => kept.push(message));
    const unsubscribe = await instanceA.subscribe(channel, (message) => dropped.push(message));

    await instanceB.publish(channel, 1);
    await vi.waitFor(() => expect(dropped).toEqual([1]));
    await unsubscribe();
    await instanceB.publish(channel, 2);

    await vi.waitFor(() => expect(kept).toEqual([1, 2]));
    expect(dropped).toEqual([1]);
  });

  it('delivers messages as a JSON round trip and survives a throwing listener', async () => {
    const received: unknown[] = [];
    await instanceB.subscribe(channel, () => {
      throw new Error('listener bug');
    });
    await instanceB.subscribe(channel, (message) => received.push(message));

    await instanceA.publish(channel, { at: new Date('2025-01-02T03:04:05.000Z'), gone: undefined });
    await instanceA.publish(channel, 'next');

    await vi.waitFor(() => expect(received).toEqual([{ at: '2025-01-02T03:04:05.000Z' }, 'next']));
    await expect(instanceA.publish(channel, undefined)).rejects.toThrow(TypeError);
  });

  it('closes both connections and refuses further use', async () => {
    await instanceA.subscribe(channel, () => undefined);
    await instanceA.publish(channel, 'connected');
    const socketsBefore = openSockets();

    await instanceA.close();

    await vi.waitFor(() => expect(openSockets()).toBe(socketsBefore - 2));
    expect(await subscriberCount(admin, channel)).toBe(0);
    await expect(instanceA.publish(channel, 1)).rejects.toThrow('closed');
    await expect(instanceA.subscribe(channel, () => undefined)).rejects.toThrow('closed');
  });
});
