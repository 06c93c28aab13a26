import { afterEach, describe, expect, it, vi } from 'vitest';
import { createInProcessBus } from './in-process-bus.js';
import type { RealtimeBus } from './realtime-bus.js';

describe('in-process realtime bus', () => {
  let bus: RealtimeBus;

  afterEach(async () => {
    await bus.close();
  });

  it('delivers every message once to every listener, in publish order', async () => {
    bus = createInProcessBus();
    const first: unknown[] = [];
    const second: unknown[] = [];
    await bus.subscribe('c', (message) => first.push(message));
    await bus.subscribe('c', (message) => second.push(message));
    await bus.subscribe('other', () => first.push('wrong channel'));

    await Promise.all(Array.from({ length: 200 }, (_, n) => bus.publish('c', n)));

    await vi.waitFor(() => expect(second).toHaveLength(200));
    const expected = Array.from({ length: 200 }, (_, n) => n);
    expect(first).toEqual(expected);
    expect(second).toEqual(expected);
  });

  it('delivers after publish returns, as a JSON copy for each listener', async () => {
    bus = createInProcessBus();
    const received: unknown[] = [];
    await bus.subscribe('c', (message) => {
      received.push(message);
      (message as { list: number[] }).list.push(99);
    });
    await bus.subscribe('c', (message) => received.push(message));
    const message = { at: new Date('2025-01-02T03:04:05.000Z'), list: [1] };

    const publishing = bus.publish('c', message);
    expect(received).toEqual([]);
    message.list.push(2);
    await publishing;

    await vi.waitFor(() => expect(received).toHaveLength(2));
    expect(received[1]).toEqual({ at: '2025-01-02T03:04:05.000Z', list: [1] });
  });

  it('stops delivering to a listener once it unsubscribes', async () => {
    bus = createInProcessBus();
    const kept: unknown[] = [];
    const dropped: unknown[] = [];
    await bus.subscribe('c', (message) => kept.push(message));
    const unsubscribe = await bus.subscribe('c', (message) => dropped.push(message));

    await bus.publish('c', 1);
    await unsubscribe();
    await bus.publish('c', 2);

    await vi.waitFor(() => expect(kept).toEqual([1, 2]));
    expect(dropped).toEqual([1]);
  });

  it('keeps delivering to the others when a listener throws', async () => {
    bus = createInProcessBus();
    const received: unknown[] = [];
    await bus.subscribe('c', () => {
      throw new Error('listener bug');
    });
    await bus.subscribe('c', (message) => received.push(message));

    await bus.publish('c', 'hello');

    await vi.waitFor(() => expect(received).toEqual(['hello']));
  });

  it('refuses a message that is not JSON, and any use after close', async () => {
    bus = createInProcessBus();
    await expect(bus.publish('c', undefined)).rejects.toThrow(TypeError);

    await bus.close();

    await expect(bus.publish('c', 1)).rejects.toThrow('closed');
    await expect(bus.subscribe('c', () => undefined)).rejects.toThrow('closed');
  });
});
