import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/databases.js';
import { createSecondInstance, createTestApp, logIn, signedInUser, type TestApp } from '../../test/test-app.js';
import { RECENT_SESSIONS } from './index.js';

const REDIS_URL = 'redis://127.0.0.1:6379';
/** A revocation crosses Redis in milliseconds; this is far below the time a kept session lookup is trusted. */
const ARRIVAL_MS = 500;

describe.each(databaseKinds(import.meta.url))('sessions ended on one instance, refused on the other at once, on %s', (kind) => {
  let a: TestApp;
  let b: Awaited<ReturnType<typeof createSecondInstance>>;

  beforeAll(async () => {
    a = await createTestApp(kind, {}, { REDIS_URL });
    b = await createSecondInstance(a.database, REDIS_URL);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const meOnB = async (cookie: string) => (await b.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode;

  /** The status B answers once the revocation had time to arrive, well within the kept lookup's time. */
  async function statusOnBSoonAfter(read: () => Promise<number>, expected: number): Promise<number> {
    const started = Date.now();
    let status = await read();
    while (status !== expected && Date.now() - started < ARRIVAL_MS) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      status = await read();
    }
    return status;
  }

  it('keeps a session lookup long enough that only a revocation can end it in time', () => {
    expect(RECENT_SESSIONS.ttlMs).toBeGreaterThan(ARRIVAL_MS * 4);
  });

  it('refuses a session logged out on the other instance', async () => {
    const viewer = await signedInUser(a.app);
    expect(await meOnB(viewer.cookie)).toBe(200);
    expect((await a.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: viewer.cookie } })).statusCode).toBe(204);
    expect(await statusOnBSoonAfter(() => meOnB(viewer.cookie), 401)).toBe(401);
  });

  it('refuses the other sessions of an account whose password was changed on the other instance', async () => {
    const viewer = await signedInUser(a.app);
    const elsewhere = await logIn(a.app, viewer.email, viewer.password);
    expect(await meOnB(elsewhere)).toBe(200);
    const changed = await a.app.inject({
      method: 'PUT',
      url: `/api/users/${encodeURIComponent(viewer.email)}`,
      headers: { cookie: viewer.cookie },
      payload: { old_password: viewer.password, new_password: 'a brand new password 2' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await statusOnBSoonAfter(() => meOnB(elsewhere), 401)).toBe(401);
    expect(await meOnB(viewer.cookie)).toBe(200);
  });

  it('refuses the session of an account removed through the other instance', async () => {
    const viewer = await signedInUser(a.app);
    expect(await meOnB(viewer.cookie)).toBe(200);
    await a.container.services.users.removeAccount(viewer.user.id);
    expect(await statusOnBSoonAfter(() => meOnB(viewer.cookie), 401)).toBe(401);
  });

  it('refuses a private channel to a follower removed from it on the other instance', async () => {
    const host = await signedInUser(a.app, 'host');
    const viewer = await signedInUser(a.app);
    const channelId = (await a.app.inject({ method: 'GET', url: '/api/workspaces/mine', headers: { cookie: host.cookie } })).json()
      .results[0].id as string;
    const publish = (value: boolean) =>
      a.app.inject({ method: 'PUT', url: `/api/workspaces/${channelId}`, headers: { cookie: host.cookie }, payload: { publish: value } });
    expect((await publish(true)).statusCode).toBe(200);
    expect(
      (await a.app.inject({ method: 'POST', url: `/api/workspaces/${channelId}/follow`, headers: { cookie: viewer.cookie } })).statusCode,
    ).toBe(204);
    expect((await publish(false)).statusCode).toBe(200);
    const playbacksOnB = async () =>
      (await b.app.inject({ method: 'GET', url: `/api/workspaces/${channelId}/playbacks?limit=16`, headers: { cookie: viewer.cookie } }))
        .statusCode;
    expect(await playbacksOnB()).toBe(200);

    const removed = await a.app.inject({
      method: 'DELETE',
      url: `/api/workspaces/${channelId}/users/${viewer.user.id}`,
      headers: { cookie: host.cookie },
    });
    expect(removed.statusCode).toBe(204);
    expect(await statusOnBSoonAfter(playbacksOnB, 403)).toBe(403);
  });
});
