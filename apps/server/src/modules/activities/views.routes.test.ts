import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/databases.js';
import { createPlan } from '../../test/payments.js';
import { createTestApp, signedInUser, type TestApp } from '../../test/test-app.js';
import { activities, activityPlans, recordings } from './activities.table.js';

type User = Awaited<ReturnType<typeof signedInUser>>;

/** Every video here is 100 seconds long, so VIEW_RULE's 80% is 80 seconds played. */
const DURATION_SECONDS = 100;

describe.each(databaseKinds(import.meta.url))('views for the view-count achievement on %s', (kind) => {
  let t: TestApp;
  let host: User;
  let channelId: string;
  const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });
  const db = () => t.database.handle.db;

  beforeAll(async () => {
    t = await createTestApp(kind);
    host = await signedInUser(t.app, 'host');
    channelId = (await call('GET', '/api/workspaces/mine', host.cookie)).json().results[0].id;
    const published = await t.app.inject({
      method: 'PUT',
      url: `/api/workspaces/${channelId}`,
      headers: { cookie: host.cookie },
      payload: { publish: true },
    });
    expect(published.statusCode).toBe(200);
  });
  afterAll(() => t.close());

  /** A published video of the channel whose recording is ready to play. */
  async function video(name: string): Promise<string> {
    const { id } = (await call('POST', `/api/workspaces/${channelId}/activities`, host.cookie, { name })).json();
    await db()
      .insert(recordings)
      .values({ activityId: id, sourceKey: `missing/${id}.mp4`, sizeBytes: 1, mediaState: 'ready', durationSeconds: DURATION_SECONDS });
    await db().update(activities).set({ status: 'PUBLISHED', playableAt: new Date() }).where(eq(activities.id, id));
    return id;
  }

  const report = (viewer: User, id: string, watchedSeconds: number) =>
    call('POST', `/api/activities/${id}/views`, viewer.cookie, { watched_seconds: watchedSeconds });
  const viewCount = async (viewer: User): Promise<number> =>
    (await call('GET', '/api/achievements', viewer.cookie)).json().results.find((item: { id: string }) => item.id === 'VIEW_COUNT')
      .progress;

  it('counts two full views of one video on one day once, however often they are reported', async () => {
    const viewer = await signedInUser(t.app);
    const id = await video('Watched twice');
    const first = await report(viewer, id, DURATION_SECONDS);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ counted: true });
    const again = await Promise.all([report(viewer, id, DURATION_SECONDS), report(viewer, id, DURATION_SECONDS)]);
    expect(again.map((response) => response.json())).toEqual([{ counted: false }, { counted: false }]);
    expect(await viewCount(viewer)).toBe(1);
  });

  it('counts nothing for a video played 10%, nor for one played just under 80%; 80% counts', async () => {
    const viewer = await signedInUser(t.app);
    const id = await video('Sampled');
    expect((await report(viewer, id, 10)).json()).toEqual({ counted: false });
    expect((await report(viewer, id, 79.9)).json()).toEqual({ counted: false });
    expect(await viewCount(viewer)).toBe(0);
    expect((await report(viewer, id, 80)).json()).toEqual({ counted: true });
    expect(await viewCount(viewer)).toBe(1);
  });

  it('counts two different videos watched to the end as two views', async () => {
    const viewer = await signedInUser(t.app);
    for (const id of [await video('First talk'), await video('Second talk')]) {
      expect((await report(viewer, id, DURATION_SECONDS * 0.95)).json()).toEqual({ counted: true });
    }
    expect(await viewCount(viewer)).toBe(2);
  });

  it('does not count asking for the recording as a view', async () => {
    const viewer = await signedInUser(t.app);
    const id = await video('Only opened');
    for (let request = 0; request < 3; request += 1) {
      expect((await call('GET', `/api/activities/${id}/recording`, viewer.cookie)).statusCode).toBe(200);
    }
    expect(await viewCount(viewer)).toBe(0);
  });

  it('refuses a guest, a locked video, a video without a recording and a nonsense report', async () => {
    const viewer = await signedInUser(t.app);
    const id = await video('Refusals');
    expect((await call('POST', `/api/activities/${id}/views`, undefined, { watched_seconds: 100 })).statusCode).toBe(401);

    const locked = await video('Paid only');
    await db()
      .insert(activityPlans)
      .values({ activityId: locked, planId: (await createPlan(t, host.cookie, channelId)).id });
    const refused = await report(viewer, locked, DURATION_SECONDS);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe('VIDEO_LOCKED');

    const { id: noRecording } = (await call('POST', `/api/workspaces/${channelId}/activities`, host.cookie, { name: 'Empty' })).json();
    expect((await report(viewer, noRecording, DURATION_SECONDS)).statusCode).toBe(404);

    for (const body of [{}, { watched_seconds: -1 }, { watched_seconds: 'all' }, { watched_seconds: 10 ** 9 }]) {
      expect((await call('POST', `/api/activities/${id}/views`, viewer.cookie, body)).statusCode).toBe(400);
    }
    expect(await viewCount(viewer)).toBe(0);
  });
});
