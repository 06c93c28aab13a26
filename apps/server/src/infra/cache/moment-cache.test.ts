import { describe, expect, it } from 'vitest';
import { createMomentCache } from './moment-cache.js';
import { createWriteGeneration } from './write-generation.js';

function counter() {
  let clock = 0;
  let loads = 0;
  const writes = createWriteGeneration();
  const cache = createMomentCache<number>({ ttlMs: 1_000, maxEntries: 2, generation: writes, now: () => clock });
  return {
    cache,
    writes,
    advance: (ms: number) => {
      clock += ms;
    },
    loads: () => loads,
    read: (key: string) =>
      cache.get(key, async () => {
        loads += 1;
        return loads;
      }),
  };
}

describe('createMomentCache', () => {
  it('serves a value again within its time, per key, and loads afresh after it', async () => {
    const { read, advance } = counter();
    expect(await read('a')).toBe(1);
    advance(999);
    expect(await read('a')).toBe(1);
    expect(await read('b')).toBe(2);
    advance(1);
    expect(await read('a')).toBe(3);
  });

  it('shares one load between callers that arrive while it runs', async () => {
    const { cache } = counter();
    let release: (value: number) => void = () => {};
    let loads = 0;
    const load = () => {
      loads += 1;
      return new Promise<number>((resolve) => {
        release = resolve;
      });
    };
    const first = cache.get('a', load);
    const second = cache.get('a', load);
    release(7);
    expect(await Promise.all([first, second])).toEqual([7, 7]);
    expect(loads).toBe(1);
  });

  it('does not serve a value read before a change', async () => {
    const { read, writes } = counter();
    expect(await read('a')).toBe(1);
    writes.bump();
    expect(await read('a')).toBe(2);
    expect(await read('a')).toBe(2);
  });

  it('does not keep a value whose load was overtaken by a change', async () => {
    const { cache, writes } = counter();
    let loads = 0;
    const load = async () => {
      loads += 1;
      writes.bump();
      return loads;
    };
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('a', load)).toBe(2);
  });

  it('never keeps a failed load', async () => {
    const { cache } = counter();
    await expect(cache.get('a', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cache.get('a', async () => 5)).toBe(5);
  });

  it('keeps at most maxEntries values, dropping the oldest', async () => {
    const { read, loads } = counter();
    await read('a');
    await read('b');
    await read('c');
    await read('b');
    expect(loads()).toBe(3);
    await read('a');
    expect(loads()).toBe(4);
  });
});
