import type { ActivityStatus } from '@platform/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/databases.js';
import { buyPlan, createPlan } from '../../test/payments.js';
import { ADMIN_ENV, createTestApp, logInAsAdmin, signedInUser, type TestApp } from '../../test/test-app.js';
import { activities, activityPlans, recordings } from '../activities/activities.table.js';
import { chunks, teaserPlays } from './analysis.table.js';

const GUEST = '0b7f4f0e-3c1a-4e0b-9c55-7f4d1b2a9e10';

describe.each(databaseKinds(import.meta.url))('free previews on %s', (kind) => {
  let t: TestApp;
  let host: Awaited<ReturnType<typeof signedInUser>>;
  let viewer: Awaited<ReturnType<typeof signedInUser>>;
  let otherHost: Awaited<ReturnType<typeof signedInUser>>;
  let adminCookie: string;
  let channelId: string;
  let planId: string;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });
  const mark = (chunkId: string, teaser: boolean, cookie = host.cookie) => call('PUT', `/api/chunks/${chunkId}/teaser`, cookie, { teaser });
  const db = () => t.database.handle.db;

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { ...ADMIN_ENV, SECRET_KEY: 'a'.repeat(32) });
    adminCookie = await logInAsAdmin(t.app);
    host = await signedInUser(t.app, 'host');
    viewer = await signedInUser(t.app);
    otherHost = await signedInUser(t.app, 'host');
    channelId = (await call('GET', '/api/workspaces/mine', host.cookie)).json().results[0].id;
    expect((await call('PUT', `/api/workspaces/${channelId}`, host.cookie, { publish: true })).statusCode).toBe(200);
    planId = (await createPlan(t, host.cookie, channelId)).id;
  });
  afterAll(() => t.close());

  /** A video in `status` with three compiled chunks, locked by the channel's plan unless told otherwise. */
  async function video(
    status: ActivityStatus = 'PUBLISHED',
    locked = true,
  ): Promise<{ id: string; chunkIds: string[]; recordingId: string }> {
    const { id } = (
      await call('POST', `/api/workspaces/${channelId}/activities`, host.cookie, { name: 'Rates', language: 'en-US' })
    ).json();
    const [recording] = await db()
      .insert(recordings)
      .values({ activityId: id, sourceKey: `videos/${id}.mp4`, sizeBytes: 1, mediaState: 'ready', durationSeconds: 30 })
      .returning();
    await db().update(activities).set({ status }).where(eq(activities.id, id));
    if (locked) await db().insert(activityPlans).values({ activityId: id, planId });
    const rows = await db()
      .insert(chunks)
      .values(
        [0, 1, 2].map((i) => ({
          activityId: id,
          startMs: i * 10_000,
          endMs: (i + 1) * 10_000,
          title: `Part ${i + 1}`,
          summary: `What part ${i + 1} says`,
          clipKey: `chunks/${id}/${i}/clip.mp4`,
          thumbnailKey: `chunks/${id}/${i}/thumbnail.jpg`,
        })),
      )
      .returning();
    return { id, chunkIds: rows.sort((a, b) => a.startMs - b.startMs).map((row) => row.id), recordingId: recording!.id };
  }

  describe('marking', () => {
    it('lets the channel host mark a chunk free preview and take it back', async () => {
      const { chunkIds } = await video('PROCESSED');
      const marked = await mark(chunkIds[0]!, true);
      expect(marked.statusCode).toBe(200);
      expect(marked.json()).toMatchObject({ id: chunkIds[0], teaser: true });
      expect((await mark(chunkIds[0]!, false)).json().teaser).toBe(false);
    });

    it('refuses a viewer, another channel’s host and a guest, and lets an admin', async () => {
      const { chunkIds } = await video('PROCESSED');
      expect((await mark(chunkIds[0]!, true, viewer.cookie)).json().msg).toBe('PERMISSION_DENIED');
      expect((await mark(chunkIds[0]!, true, otherHost.cookie)).statusCode).toBe(403);
      expect((await mark(chunkIds[0]!, true, '')).statusCode).toBe(401);
      expect((await mark(chunkIds[0]!, true, adminCookie)).statusCode).toBe(200);
      const [row] = await db().select().from(chunks).where(eq(chunks.id, chunkIds[0]!));
      expect(row!.teaser).toBe(true);
    });

    it('refuses a body without a yes or no, and an unknown chunk', async () => {
      const { chunkIds } = await video('PROCESSED');
      for (const body of [{}, { teaser: 'yes' }]) {
        const refused = await call('PUT', `/api/chunks/${chunkIds[0]}/teaser`, host.cookie, body);
        expect(refused.statusCode).toBe(400);
        expect(refused.json().msg).toBe('VALIDATION_ERROR');
      }
      expect((await mark('00000000-0000-4000-8000-000000000000', true)).statusCode).toBe(404);
    });

    it('refuses a third free preview of a video by default with TEASER_LIMIT_REACHED, naming the limit', async () => {
      const { chunkIds } = await video('PUBLISHED');
      expect((await mark(chunkIds[0]!, true)).statusCode).toBe(200);
      expect((await mark(chunkIds[1]!, true)).statusCode).toBe(200);
      const refused = await mark(chunkIds[2]!, true);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ msg: 'TEASER_LIMIT_REACHED', details: [{ path: 'teaser', message: '2' }] });
      // Marking one already marked is not one more.
      expect((await mark(chunkIds[1]!, true)).statusCode).toBe(200);
      expect((await mark(chunkIds[0]!, false)).statusCode).toBe(200);
      expect((await mark(chunkIds[2]!, true)).statusCode).toBe(200);
    });

    it('keeps the mark of a chunk the host leaves as it was when re-cutting the others', async () => {
      const { id, chunkIds } = await video('PROCESSED');
      await mark(chunkIds[0]!, true);
      await mark(chunkIds[1]!, true);
      const ranges = [
        { start: 0, end: 10_000 },
        { start: 10_000, end: 15_000 },
        { start: 15_000, end: 30_000 },
      ];
      const recut = await call('PUT', `/api/activities/${id}/chunks`, host.cookie, ranges);
      expect(recut.statusCode).toBe(200);
      expect(recut.json().results.map((chunk: { teaser: boolean }) => chunk.teaser)).toEqual([true, false, false]);
    });

    it('holds the limit when two marks arrive at once', async () => {
      const { chunkIds } = await video('PUBLISHED');
      await call('PUT', `/api/workspaces/${channelId}/teaser-settings`, host.cookie, { max_per_video: 1 });
      const answers = await Promise.all(chunkIds.map((chunkId) => mark(chunkId, true)));
      await call('PUT', `/api/workspaces/${channelId}/teaser-settings`, host.cookie, { max_per_video: 2 });
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
      const marked = await db().select().from(chunks).where(eq(chunks.teaser, true));
      expect(marked.filter((row) => chunkIds.includes(row.id))).toHaveLength(1);
    });
  });

  describe('settings', () => {
    it('gives the host the default of 2 and keeps a new limit, which the next mark follows', async () => {
      const other = await signedInUser(t.app, 'host');
      const otherChannel = (await call('GET', '/api/workspaces/mine', other.cookie)).json().results[0].id as string;
      expect((await call('GET', `/api/workspaces/${otherChannel}/teaser-settings`, other.cookie)).json()).toEqual({ max_per_video: 2 });
      const saved = await call('PUT', `/api/workspaces/${otherChannel}/teaser-settings`, other.cookie, { max_per_video: 0 });
      expect(saved.json()).toEqual({ max_per_video: 0 });
      expect((await call('GET', `/api/workspaces/${otherChannel}/teaser-settings`, other.cookie)).json()).toEqual({ max_per_video: 0 });
    });

    it('keeps settings from a viewer, another host and a guest', async () => {
      for (const cookie of [viewer.cookie, otherHost.cookie]) {
        expect((await call('GET', `/api/workspaces/${channelId}/teaser-settings`, cookie)).statusCode).toBe(403);
        expect((await call('PUT', `/api/workspaces/${channelId}/teaser-settings`, cookie, { max_per_video: 5 })).statusCode).toBe(403);
      }
      expect((await call('GET', `/api/workspaces/${channelId}/teaser-settings`)).statusCode).toBe(401);
      expect((await call('GET', `/api/workspaces/${channelId}/teaser-settings`, host.cookie)).json()).toEqual({ max_per_video: 2 });
    });

    it('refuses a limit that is negative, above 10 or not a whole number', async () => {
      for (const max_per_video of [-1, 11, 1.5, 'two']) {
        const refused = await call('PUT', `/api/workspaces/${channelId}/teaser-settings`, host.cookie, { max_per_video });
        expect(refused.statusCode).toBe(400);
      }
    });
  });

  describe('media', () => {
    it('plays a free preview’s clip and thumbnail to a guest and a viewer without the plan, and nothing else of the video', async () => {
      const { id, chunkIds, recordingId } = await video('PUBLISHED');
      await mark(chunkIds[0]!, true);
      for (const cookie of [undefined, viewer.cookie]) {
        for (const file of ['clip.mp4', 'thumbnail.jpg']) {
          const served = await call('GET', `/api/chunks/${chunkIds[0]}/media/${file}`, cookie);
          expect(served.statusCode).toBe(302);
          expect(served.headers.location).toContain(`chunks/${id}/0/${file}`);
        }
      }
      const guestOther = await call('GET', `/api/chunks/${chunkIds[1]}/media/clip.mp4`);
      expect(guestOther.statusCode).toBe(401);
      const viewerOther = await call('GET', `/api/chunks/${chunkIds[1]}/media/clip.mp4`, viewer.cookie);
      expect(viewerOther.statusCode).toBe(403);
      expect(viewerOther.json().msg).toBe('VIDEO_LOCKED');
      // The whole recording stays locked.
      expect((await call('GET', `/api/activities/${id}/media/${recordingId}/source.mp4`, viewer.cookie)).json().msg).toBe('VIDEO_LOCKED');
      expect((await call('GET', `/api/activities/${id}/media/${recordingId}/hls/master.m3u8`)).statusCode).toBe(401);
    });

    it('keeps a free preview of a video not yet published from everyone but its managers', async () => {
      const { chunkIds } = await video('PROCESSED');
      await mark(chunkIds[0]!, true);
      expect((await call('GET', `/api/chunks/${chunkIds[0]}/media/clip.mp4`)).statusCode).toBe(404);
      expect((await call('GET', `/api/chunks/${chunkIds[0]}/media/clip.mp4`, viewer.cookie)).statusCode).toBe(404);
      expect((await call('GET', `/api/chunks/${chunkIds[0]}/media/clip.mp4`, host.cookie)).statusCode).toBe(302);
    });
  });

  describe('the chunks as someone without the plan sees them', () => {
    it('lists every chunk with titles and summaries, media only for the free previews', async () => {
      const { id, chunkIds } = await video('PUBLISHED');
      await mark(chunkIds[1]!, true);
      const listed = await call('GET', `/api/activities/${id}/teasers`);
      expect(listed.statusCode).toBe(200);
      const [first, second] = listed.json().results;
      expect(first).toMatchObject({
        id: chunkIds[0],
        teaser: false,
        title: 'Part 1',
        summary: 'What part 1 says',
        clip_url: null,
        thumbnail_url: null,
      });
      expect(second).toMatchObject({
        id: chunkIds[1],
        teaser: true,
        title: 'Part 2',
        clip_url: `/api/chunks/${chunkIds[1]}/media/clip.mp4`,
        thumbnail_url: `/api/chunks/${chunkIds[1]}/media/thumbnail.jpg`,
      });
      // The video shows the 'Free preview' badge.
      expect((await call('GET', `/api/activities/${id}`, viewer.cookie)).json().free_preview).toBe(true);
      const { id: plain } = await video('PUBLISHED');
      expect((await call('GET', `/api/activities/${plain}`, viewer.cookie)).json().free_preview).toBe(false);
    });

    it('hides the locked chunks’ texts when the channel keeps them to itself, but not the free preview’s', async () => {
      const { id, chunkIds } = await video('PUBLISHED');
      await mark(chunkIds[1]!, true);
      await call('PUT', `/api/workspaces/${channelId}/share-settings`, host.cookie, { locked_titles_public: false });
      const [first, second] = (await call('GET', `/api/activities/${id}/teasers`, viewer.cookie)).json().results;
      await call('PUT', `/api/workspaces/${channelId}/share-settings`, host.cookie, { locked_titles_public: true });
      expect(first).toMatchObject({ title: null, summary: null });
      expect(second).toMatchObject({ title: 'Part 2', summary: 'What part 2 says' });
    });

    it('answers not found for a video that is not published', async () => {
      const { id } = await video('PROCESSED');
      expect((await call('GET', `/api/activities/${id}/teasers`, viewer.cookie)).statusCode).toBe(404);
    });
  });

  describe('plays and what followed', () => {
    it('counts a play once per viewer or guest browser, per chunk and day', async () => {
      const { chunkIds } = await video('PUBLISHED');
      await mark(chunkIds[0]!, true);
      const play = (cookie?: string, body: object = {}) => call('POST', `/api/chunks/${chunkIds[0]}/teaser-plays`, cookie, body);
      expect((await play(undefined, { guest_id: GUEST })).json()).toEqual({ counted: true });
      expect((await play(undefined, { guest_id: GUEST })).json()).toEqual({ counted: false });
      expect((await play(viewer.cookie)).json()).toEqual({ counted: true });
      expect((await play(viewer.cookie)).json()).toEqual({ counted: false });
      const rows = await db().select().from(teaserPlays).where(eq(teaserPlays.chunkId, chunkIds[0]!));
      expect(rows.map((row) => row.viewerKey).sort()).toEqual([`guest:${GUEST}`, `user:${viewer.user.id}`].sort());
    });

    it('refuses a guest without a browser id, a chunk that is not a free preview and a bad id', async () => {
      const { chunkIds } = await video('PUBLISHED');
      await mark(chunkIds[0]!, true);
      expect((await call('POST', `/api/chunks/${chunkIds[0]}/teaser-plays`, undefined, {})).statusCode).toBe(400);
      expect((await call('POST', `/api/chunks/${chunkIds[0]}/teaser-plays`, undefined, { guest_id: 'me' })).statusCode).toBe(400);
      expect((await call('POST', `/api/chunks/${chunkIds[1]}/teaser-plays`, viewer.cookie, {})).statusCode).toBe(404);
    });

    it('shows the host the plays per video and the purchases that followed within 7 days, to no one else', async () => {
      const stats = async (cookie = host.cookie) => call('GET', `/api/workspaces/${channelId}/teaser-stats`, cookie);
      const before = (await stats()).json();
      const { id, chunkIds } = await video('PUBLISHED');
      await mark(chunkIds[0]!, true);
      const buyer = await signedInUser(t.app);
      const lateBuyer = await signedInUser(t.app);
      expect((await call('POST', `/api/chunks/${chunkIds[0]}/teaser-plays`, buyer.cookie, {})).json().counted).toBe(true);
      expect((await call('POST', `/api/chunks/${chunkIds[0]}/teaser-plays`, lateBuyer.cookie, {})).json().counted).toBe(true);
      // The late buyer's play was eight days before their purchase.
      await db()
        .update(teaserPlays)
        .set({ playedAt: new Date(Date.now() - 8 * 86_400_000) })
        .where(eq(teaserPlays.userId, lateBuyer.user.id));
      await buyPlan(t, buyer.cookie, planId);
      await buyPlan(t, lateBuyer.cookie, planId);
      const after = (await stats()).json();
      expect(after.window_days).toBe(7);
      expect(after.results).toContainEqual({ activity_id: id, title: 'Rates', plays: 2, purchases_after: 1 });
      expect(after.plays_total).toBe(before.plays_total + 2);
      expect(after.purchases_after_total).toBe(before.purchases_after_total + 1);
      expect((await stats(viewer.cookie)).statusCode).toBe(403);
      expect((await stats(otherHost.cookie)).statusCode).toBe(403);
      expect((await stats('')).statusCode).toBe(401);
    });

    it("counts a guest's plays for the purchase they make after signing up, once their browser's id is claimed", async () => {
      const guestBrowser = '5d0c7a8e-2f44-4c1b-8e0a-3b6f9d2c4a71';
      const stats = async () => (await call('GET', `/api/workspaces/${channelId}/teaser-stats`, host.cookie)).json();
      const { id, chunkIds } = await video('PUBLISHED');
      await mark(chunkIds[0]!, true);
      expect((await call('POST', `/api/chunks/${chunkIds[0]}/teaser-plays`, undefined, { guest_id: guestBrowser })).json().counted).toBe(
        true,
      );
      const before = await stats();
      const signedUp = await signedInUser(t.app);
      const claim = (cookie: string | undefined) => call('POST', '/api/teaser-plays/claim', cookie, { guest_id: guestBrowser });
      expect((await claim(signedUp.cookie)).json()).toEqual({ claimed: 1 });
      // Claimed once: another account signing in on that browser later takes nothing.
      expect((await claim(viewer.cookie)).json()).toEqual({ claimed: 0 });
      await buyPlan(t, signedUp.cookie, planId);
      const after = await stats();
      expect(after.results).toContainEqual({ activity_id: id, title: 'Rates', plays: 1, purchases_after: 1 });
      expect(after.purchases_after_total).toBe(before.purchases_after_total + 1);
    });

    it("leaves a guest's plays unlinked to a purchase until they are claimed, and refuses a claim without an account or a browser id", async () => {
      const guestBrowser = '8e1f3b2a-6c5d-4e7f-9a0b-1c2d3e4f5a6b';
      const stats = async () => (await call('GET', `/api/workspaces/${channelId}/teaser-stats`, host.cookie)).json();
      const { id, chunkIds } = await video('PUBLISHED');
      await mark(chunkIds[0]!, true);
      await call('POST', `/api/chunks/${chunkIds[0]}/teaser-plays`, undefined, { guest_id: guestBrowser });
      const before = await stats();
      const buyer = await signedInUser(t.app);
      await buyPlan(t, buyer.cookie, planId);
      const after = await stats();
      expect(after.results).toContainEqual({ activity_id: id, title: 'Rates', plays: 1, purchases_after: 0 });
      expect(after.purchases_after_total).toBe(before.purchases_after_total);
      expect((await call('POST', '/api/teaser-plays/claim', undefined, { guest_id: guestBrowser })).statusCode).toBe(401);
      expect((await call('POST', '/api/teaser-plays/claim', buyer.cookie, { guest_id: 'me' })).statusCode).toBe(400);
      const rows = await db()
        .select()
        .from(teaserPlays)
        .where(eq(teaserPlays.viewerKey, `guest:${guestBrowser}`));
      expect(rows.map((row) => row.userId)).toEqual([null]);
    });
  });
});
