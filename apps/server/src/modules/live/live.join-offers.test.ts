import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaBackend } from '../../infra/live-media/media-backend.js';
import { answerTestOffer, publishTestFeed, RtpSource, testClientConnection } from '../../../test-support/live-media/test-peers.js';
import { databaseKinds } from '../../test/databases.js';
import { createPlan } from '../../test/payments.js';
import { createTestApp, signedInUser, type TestApp } from '../../test/test-app.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Offer = { feed_id: string; subscription_id: string; sdp: string };

describe.each(databaseKinds(import.meta.url))('offers of the feeds in the join answer on %s', (kind) => {
  let t: TestApp;
  let host: Awaited<ReturnType<typeof signedInUser>>;
  let channelId: string;
  /** The rooms the live module asked the SFU to offer a feed in, one entry per offer. */
  const offersAsked: string[] = [];
  const cleanups: (() => unknown)[] = [];
  const call = (method: Method, url: string, cookie?: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url, headers: { ...(cookie ? { cookie } : {}), ...headers }, payload });

  beforeAll(async () => {
    const wrapMediaBackend = (backend: MediaBackend): MediaBackend => ({
      ...backend,
      subscribe: (roomId, feedId) => {
        offersAsked.push(roomId);
        return backend.subscribe(roomId, feedId);
      },
    });
    t = await createTestApp(kind, { wrapMediaBackend });
    host = await signedInUser(t.app, 'host');
    channelId = (await call('GET', '/api/workspaces/mine', host.cookie)).json().results[0].id;
    expect((await call('PUT', `/api/workspaces/${channelId}`, host.cookie, { publish: true })).statusCode).toBe(200);
  });
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    await t.close();
  });

  const join = (id: string, sessionId: string, cookie: string) => call('PUT', `/api/activities/${id}/join`, cookie, { sessionId });

  /** A webinar in its waiting room whose host publishes a camera (werift test media through the publish call). */
  async function roomWithHostCamera(extra: object = {}) {
    const { id } = (await call('POST', `/api/workspaces/${channelId}/activities`, host.cookie, { name: 'Live class', ...extra })).json();
    const opened = await call('PUT', `/api/activities/${id}/status`, host.cookie, { command: 'open-waitingroom' });
    const sessionId: string = opened.json().activity.webrtc_session_id;
    const headers = { 'x-live-token': (await join(id, sessionId, host.cookie)).json().token };
    const overHttp = {
      publish: async ({ offerSdp, kind: feedKind }: Parameters<MediaBackend['publish']>[0]) => {
        const published = await call('POST', `/api/activities/${id}/live/publish`, host.cookie, { sdp: offerSdp, kind: feedKind }, headers);
        expect(published.statusCode).toBe(200);
        return { feedId: published.json().feed_id as string, answerSdp: published.json().sdp as string };
      },
      unpublish: async (feedId: string) => {
        await call('DELETE', `/api/activities/${id}/live/feeds/${feedId}`, host.cookie, undefined, headers);
      },
    };
    // No media needs to flow: the feed only has to exist in the SFU for it to be offered.
    const publisher = await publishTestFeed(overHttp, id, new RtpSource());
    cleanups.push(() => publisher.pc.close());
    const goLive = () => call('PUT', `/api/activities/${id}/status`, host.cookie, { command: 'go-live' });
    const publishAgain = async () => {
      const again = await publishTestFeed(overHttp, id, new RtpSource());
      cleanups.push(() => again.pc.close());
      return again.feedId;
    };
    return { id, sessionId, feedId: publisher.feedId, goLive, publishAgain };
  }

  it('offers each feed the newcomer may watch, but their own, and only the newcomer may answer it', async () => {
    const speaker = await signedInUser(t.app);
    const { id, sessionId, feedId, goLive } = await roomWithHostCamera({ speakers: [speaker.user.id] });

    const speakerOffers: Offer[] = (await join(id, sessionId, speaker.cookie)).json().offers;
    expect(speakerOffers).toEqual([{ feed_id: feedId, subscription_id: expect.any(String), sdp: expect.stringContaining('m=video') }]);
    expect((await join(id, sessionId, host.cookie)).json().offers).toEqual([]);
    const viewer = await signedInUser(t.app);
    expect((await join(id, sessionId, viewer.cookie)).json()).toMatchObject({ feeds: [], offers: [] });

    expect((await goLive()).statusCode).toBe(200);
    const joined = (await join(id, sessionId, viewer.cookie)).json();
    expect(joined.offers).toEqual([{ feed_id: feedId, subscription_id: expect.any(String), sdp: expect.stringContaining('m=video') }]);
    const pc = testClientConnection();
    cleanups.push(() => pc.close());
    const answer = { sdp: await answerTestOffer(pc, joined.offers[0].sdp) };
    const url = `/api/activities/${id}/live/subscriptions/${joined.offers[0].subscription_id}`;
    const speakerToken = (await join(id, sessionId, speaker.cookie)).json().token;
    expect((await call('PUT', url, speaker.cookie, answer, { 'x-live-token': speakerToken })).statusCode).toBe(404);
    expect((await call('PUT', url, viewer.cookie, answer, { 'x-live-token': joined.token })).statusCode).toBe(204);
  });

  it('numbers each feed list so that a list read earlier and arriving later can be told apart', async () => {
    const { id, sessionId, feedId, goLive, publishAgain } = await roomWithHostCamera();
    const viewer = await signedInUser(t.app);
    const viewerJoin = (await join(id, sessionId, viewer.cookie)).json();
    const feedsOfViewer = async () =>
      (await call('GET', `/api/activities/${id}/live/feeds`, viewer.cookie, undefined, { 'x-live-token': viewerJoin.token })).json();
    // One feed started, before the live: the viewer sees none yet.
    expect(viewerJoin).toMatchObject({ feeds: [], feeds_revision: 5 });
    expect(await feedsOfViewer()).toEqual({ results: [], revision: 5 });

    // Going live shows the same feeds: the revision still grows.
    expect((await goLive()).statusCode).toBe(200);
    expect(await feedsOfViewer()).toMatchObject({ results: [{ id: feedId }], revision: 6 });

    // The host's camera again (a reload): the old feed ends and the new one starts, two changes.
    const newFeedId = await publishAgain();
    expect(await feedsOfViewer()).toMatchObject({ results: [{ id: newFeedId }], revision: 14 });
    expect((await join(id, sessionId, viewer.cookie)).json()).toMatchObject({ feeds: [{ id: newFeedId }], feeds_revision: 14 });
  });

  it('asks the SFU for no offer when the join refuses the caller', async () => {
    const plan = await createPlan(t, host.cookie, channelId);
    const { id, sessionId, goLive } = await roomWithHostCamera();
    expect((await goLive()).statusCode).toBe(200);
    expect((await call('PUT', `/api/activities/${id}`, host.cookie, { plans: [plan.id] })).statusCode).toBe(200);
    const viewer = await signedInUser(t.app);
    const asked = offersAsked.length;

    const locked = await join(id, sessionId, viewer.cookie);
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).not.toHaveProperty('offers');
    expect((await join(id, 'another-session', viewer.cookie)).statusCode).toBe(409);
    expect((await join(id, sessionId, '')).statusCode).toBe(204);
    expect(offersAsked.length).toBe(asked);
  });
});
