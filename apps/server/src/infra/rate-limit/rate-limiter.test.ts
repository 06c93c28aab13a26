import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../../test/databases.js';
import { createDatabaseRateLimitStore } from './database-rate-limiter.js';
import { enforceRateLimits } from './rate-limiter.js';

describe.each(databaseKinds(import.meta.url))('database rate limits on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.dispose());

  it('allows up to max hits per window, then refuses until the window ends', async () => {
    let now = new Date('2026-01-01T00:00:00Z');
    const store = createDatabaseRateLimitStore(database.handle.db, () => now);
    const rule = { max: 2, windowMs: 1000 };
    await enforceRateLimits(store, [['ip:1', rule]]);
    await enforceRateLimits(store, [['ip:1', rule]]);
    now = new Date(now.getTime() + 200);
    await expect(enforceRateLimits(store, [['ip:1', rule]])).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    await enforceRateLimits(store, [['ip:2', rule]]);
    now = new Date(now.getTime() + 800);
    await enforceRateLimits(store, [['ip:1', rule]]);
    expect(await store.peek('ip:1')).toBe(1);
  });

  it('says when the window of a refused key ends, in whole seconds rounded up', async () => {
    let now = new Date('2026-01-01T00:00:00Z');
    const store = createDatabaseRateLimitStore(database.handle.db, () => now);
    const rule = { max: 1, windowMs: 90_000 };
    await enforceRateLimits(store, [['retry:1', rule]]);
    now = new Date(now.getTime() + 30_500);
    await expect(enforceRateLimits(store, [['retry:1', rule]])).rejects.toMatchObject({ retryAfterSeconds: 60 });
    expect(await store.count('retry:1', rule)).toEqual({ hits: 3, retryAfterMs: 59_500 });
  });

  it('counts concurrent hits exactly, as two server processes on one database would', async () => {
    const first = createDatabaseRateLimitStore(database.handle.db);
    const second = createDatabaseRateLimitStore(database.handle.db);
    const rule = { max: 1000, windowMs: 60_000 };
    const counts = await Promise.all(Array.from({ length: 20 }, (_, index) => (index % 2 ? first : second).hit('shared', rule)));
    expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
  });

  it('forgets a key on reset', async () => {
    const store = createDatabaseRateLimitStore(database.handle.db);
    const rule = { max: 1, windowMs: 60_000 };
    await store.hit('account:a', rule);
    await expect(enforceRateLimits(store, [['account:a', rule]])).rejects.toThrow();
    await store.reset('account:a');
    await enforceRateLimits(store, [['account:a', rule]]);
  });
});
