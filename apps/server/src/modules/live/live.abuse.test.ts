import { LIVE_SOCKET_CLOSE_ACCESS_ENDED, type ServerLiveMessage } from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { databaseKinds } from '../../test/databases.js';
import { buyPlan, createPlan } from '../../test/payments.js';
import { ADMIN_ENV, createSecondInstance, createTestApp, logInAsAdmin, signedInUser, type TestApp } from '../../test/test-app.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Person = Awaited<ReturnType<typeof signedInUser>>;

const REDIS_URL = 'redis://127.0.0.1:6379';
/** Issue 28: within this long of the refund, the viewer's socket is closed. */
const ACCESS_END_DEADLINE_MS = 5_000;

/**
 * The live room as someone who should no longer be in it would try it (issue 28): a viewer refunded, cancelled or
 * removed keeps their old `x-live-token` and socket; a host makes the server dial inside its own network; a viewer
 * names themselves 'Host'.
 */
describe.each(databaseKinds(import.meta.url))('live room abuse on %s', (kind) => {
  let t: TestApp;
  let other: { app: FastifyInstance; close(): Promise<void> };
  let host: Person;
  let adminCookie: string;
  let channelId: string;
  const urls = { a: '', b: '' };
  const call = (method: Method, url: string, cookie: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url, headers: { cookie, ...headers }, payload });

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { ...ADMIN_ENV, REDIS_URL });
    other = await createSecondInstance(t.database, REDIS_URL);
    adminCookie = await logInAsAdmin(t.app);
    host = await signedInUser(t.app, 'host');
    channelId = (await call('GET', '/api/workspaces/mine', host.cookie)).json().results[0].id;
    expect((await call('PUT', `/api/workspaces/${channelId}`, host.cookie, { publish: true })).statusCode).toBe(200);
    urls.a = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
    urls.b = (await other.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  /** A live webinar (past its waiting room) that these plans unlock, with the session id everyone joins with. */
  async function liveWith(planIds: string[], extra: object = {}) {
    const { id } = (await call('POST', `/api/workspaces/${channelId}/activities`, host.cookie, { name: 'Paid live', ...extra })).json();
    if (planIds.length > 0) expect((await call('PUT', `/api/activities/${id}`, host.cookie, { plans: planIds })).statusCode).toBe(200);
    const opened = await call('PUT', `/api/activities/${id}/status`, host.cookie, { command: 'open-waitingroom' });
    expect(opened.statusCode).toBe(200);
    expect((await call('PUT', `/api/activities/${id}/status`, host.cookie, { command: 'go-live' })).statusCode).toBe(200);
    return { id: id as string, sessionId: opened.json().activity.webrtc_session_id as string };
  }

  async function joined(room: { id: string; sessionId: string }, person: Person, displayName?: string) {
    const answer = await call('PUT', `/api/activities/${room.id}/join`, person.cookie, {
      sessionId: room.sessionId,
      display_name: displayName,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as { token: string; self: { role: string } };
  }

  /** The room's socket on instance a or b, with what arrives and how it closed. */
  async function socketOf(instance: 'a' | 'b', activityId: string, token: string, cookie: string) {
    const socket = new WebSocket(`${urls[instance]}/api/live/socket?activity=${activityId}&token=${encodeURIComponent(token)}`, {
      headers: { cookie },
    });
    const received: ServerLiveMessage[] = [];
    socket.on('message', (data) => received.push(JSON.parse(data.toString()) as ServerLiveMessage));
    const closed = new Promise<{ code: number; at: number }>((resolve) => socket.on('close', (code) => resolve({ code, at: Date.now() })));
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    const until = async (what: string, predicate: (message: ServerLiveMessage) => boolean) => {
      for (let i = 0; i < 100; i += 1) {
        const found = received.find(predicate);
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`no ${what} among ${JSON.stringify(received.map((m) => m.signal.type))}`);
    };
    // The server sends the feeds once the socket is in the room: from then on, the room's orders reach it.
    await until('feeds', (message) => message.signal.type === 'feeds');
    /** How and when the socket closed, failing once the deadline has passed with it still open. */
    const closedWithin = (ms: number) =>
      Promise.race([
        closed,
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`the socket is still open after ${ms} ms`)), ms)),
      ]);
    return { socket, received, closedWithin, until, send: (message: object) => socket.send(JSON.stringify(message)) };
  }

  const mediaCalls = (activityId: string, token: string, cookie: string) => {
    const headers = { 'x-live-token': token };
    return Promise.all([
      call('GET', `/api/activities/${activityId}/live/feeds`, cookie, undefined, headers),
      call('POST', `/api/activities/${activityId}/live/subscriptions`, cookie, { feed_id: 'any-feed' }, headers),
      call('POST', `/api/activities/${activityId}/live/publish`, cookie, { kind: 'camera', sdp: 'v=0' }, headers),
    ]);
  };

  async function expectAccessEnded(activityId: string, token: string, cookie: string) {
    for (const answer of await mediaCalls(activityId, token, cookie)) {
      expect(answer.statusCode, answer.body).toBe(403);
      expect(answer.json().msg).toBe('LIVE_ACCESS_ENDED');
    }
  }

  /** The viewer's only invoice of the plan, refunded by an admin. */
  async function refund(viewer: Person, planId: string) {
    const subscription = (await call('GET', '/api/subscriptions', viewer.cookie))
      .json()
      .results.find((candidate: { plan: { id: string } }) => candidate.plan.id === planId);
    const invoiceId = subscription.invoices[0].id as string;
    expect((await call('POST', `/api/invoices/${invoiceId}/refund-request`, viewer.cookie, { reason: 'changed my mind' })).statusCode).toBe(
      201,
    );
    const request = (await call('GET', '/api/refund-requests?status=pending', adminCookie))
      .json()
      .results.find((candidate: { invoice: { id: string } }) => candidate.invoice.id === invoiceId);
    const approved = await call('PUT', `/api/refund-requests/${request.id}`, adminCookie, { status: 'approved' });
    expect(approved.statusCode, approved.body).toBe(200);
  }

  it('a refund during a live closes the viewer’s socket within 5 s, on any instance, and the old token is refused (403)', async () => {
    const plan = await createPlan(t, host.cookie, channelId, { name: 'Refunded' });
    const room = await liveWith([plan.id]);
    const viewer = await signedInUser(t.app);
    await buyPlan(t, viewer.cookie, plan.id);
    const { token } = await joined(room, viewer);
    const hostSeat = await joined(room, host);
    const onA = await socketOf('a', room.id, token, viewer.cookie);
    const onB = await socketOf('b', room.id, token, viewer.cookie);
    const hostSocket = await socketOf('a', room.id, hostSeat.token, host.cookie);
    // Before: the feeds are listed, an unknown feed is not found, and a viewer does not publish.
    const before = await mediaCalls(room.id, token, viewer.cookie);
    expect(before.map((answer) => answer.json().msg ?? answer.statusCode)).toEqual([200, 'NOT_FOUND', 'LIVE_ROLE_REQUIRED']);

    const refundedAt = Date.now();
    await refund(viewer, plan.id);
    await t.jobs.drain();

    for (const socket of [onA, onB]) {
      const { code, at } = await socket.closedWithin(ACCESS_END_DEADLINE_MS);
      expect(code).toBe(LIVE_SOCKET_CLOSE_ACCESS_ENDED);
      expect(at - refundedAt).toBeLessThan(ACCESS_END_DEADLINE_MS);
    }
    await expectAccessEnded(room.id, token, viewer.cookie);
    // The old token opens no socket either: it is closed at once with the same code, before any chat is read.
    const reopened = new WebSocket(`${urls.b}/api/live/socket?activity=${room.id}&token=${encodeURIComponent(token)}`, {
      headers: { cookie: viewer.cookie },
    });
    expect(await new Promise<number>((resolve) => reopened.on('close', resolve))).toBe(LIVE_SOCKET_CLOSE_ACCESS_ENDED);
    // Joining again is refused as for anyone without a plan.
    const again = await call('PUT', `/api/activities/${room.id}/join`, viewer.cookie, { sessionId: room.sessionId });
    expect(again.json().msg).toBe('DONT_HAVE_PERMISSION_TO_ACCESS_WEBINAR');
    expect(hostSocket.socket.readyState).toBe(WebSocket.OPEN);
    hostSocket.socket.close();
  });

  it('keeps the place of a viewer whom another plan still unlocks the live, and of speakers', async () => {
    const refunded = await createPlan(t, host.cookie, channelId, { name: 'First' });
    const kept = await createPlan(t, host.cookie, channelId, { name: 'Second' });
    const speaker = await signedInUser(t.app);
    const room = await liveWith([refunded.id, kept.id], { speakers: [speaker.user.id] });
    const viewer = await signedInUser(t.app);
    await buyPlan(t, viewer.cookie, refunded.id);
    await buyPlan(t, viewer.cookie, kept.id);
    await buyPlan(t, speaker.cookie, refunded.id);
    const viewerSeat = await joined(room, viewer);
    const speakerSeat = await joined(room, speaker);
    expect(speakerSeat.self.role).toBe('speaker');
    const viewerSocket = await socketOf('a', room.id, viewerSeat.token, viewer.cookie);

    await refund(viewer, refunded.id);
    await refund(speaker, refunded.id);
    await t.jobs.drain();

    const feeds = await call('GET', `/api/activities/${room.id}/live/feeds`, viewer.cookie, undefined, {
      'x-live-token': viewerSeat.token,
    });
    expect(feeds.statusCode).toBe(200);
    const speakerFeeds = await call('GET', `/api/activities/${room.id}/live/feeds`, speaker.cookie, undefined, {
      'x-live-token': speakerSeat.token,
    });
    expect(speakerFeeds.statusCode).toBe(200);
    viewerSocket.send({ type: 'chat-message', text: 'still here' });
    await viewerSocket.until('my chat', (message) => message.signal.type === 'chat-message');
    expect(viewerSocket.socket.readyState).toBe(WebSocket.OPEN);
    viewerSocket.socket.close();
  });

  it('ends the place of a viewer who cancels their subscription', async () => {
    const plan = await createPlan(t, host.cookie, channelId, { name: 'Cancelled' });
    const room = await liveWith([plan.id]);
    const viewer = await signedInUser(t.app);
    await buyPlan(t, viewer.cookie, plan.id);
    const { token } = await joined(room, viewer);
    const socket = await socketOf('a', room.id, token, viewer.cookie);
    const subscriptionId = (await call('GET', '/api/subscriptions', viewer.cookie)).json().results[0].id as string;

    expect((await call('DELETE', `/api/subscriptions/${subscriptionId}`, viewer.cookie)).statusCode).toBe(200);
    await t.jobs.drain();

    expect((await socket.closedWithin(ACCESS_END_DEADLINE_MS)).code).toBe(LIVE_SOCKET_CLOSE_ACCESS_ENDED);
    await expectAccessEnded(room.id, token, viewer.cookie);
  });

  it('ends the place of a follower the host removes from a private channel', async () => {
    const viewer = await signedInUser(t.app);
    expect((await call('POST', `/api/workspaces/${channelId}/follow`, viewer.cookie)).statusCode).toBeLessThan(300);
    const room = await liveWith([]);
    expect((await call('PUT', `/api/workspaces/${channelId}`, host.cookie, { publish: false })).statusCode).toBe(200);
    try {
      const { token } = await joined(room, viewer);
      const socket = await socketOf('b', room.id, token, viewer.cookie);

      expect((await call('DELETE', `/api/workspaces/${channelId}/users/${viewer.user.id}`, host.cookie)).statusCode).toBeLessThan(300);
      await t.jobs.drain();

      expect((await socket.closedWithin(ACCESS_END_DEADLINE_MS)).code).toBe(LIVE_SOCKET_CLOSE_ACCESS_ENDED);
      await expectAccessEnded(room.id, token, viewer.cookie);
    } finally {
      expect((await call('PUT', `/api/workspaces/${channelId}`, host.cookie, { publish: true })).statusCode).toBe(200);
    }
  });

  it('refuses restream destinations that resolve inside the network (400, "This address cannot be used")', async () => {
    const { id } = (await call('POST', `/api/workspaces/${channelId}/activities`, host.cookie, { name: 'Restreamed' })).json();
    expect((await call('PUT', `/api/activities/${id}/status`, host.cookie, { command: 'open-waitingroom' })).statusCode).toBe(200);
    const inside = [
      'rtmp://127.0.0.1/live',
      'rtmp://localhost:1935/live',
      'rtmp://[::1]/live',
      'rtmp://[::ffff:127.0.0.1]/live',
      'rtmps://169.254.169.254/latest',
      'rtmp://10.0.0.8/live',
      'rtmp://192.168.1.20/live',
      'rtmp://[fd00::5]/live',
      'rtmp://224.0.0.1/live',
      'rtmp://0x7f.1/live',
    ];
    for (const serverUrl of inside) {
      const refused = await call('PUT', `/api/activities/${id}/status`, host.cookie, {
        command: 'go-live',
        broadcast_platforms: [
          { serverUrl: 'rtmp://93.184.216.34/live', streamName: 'public' },
          { serverUrl, streamName: 'secret-key' },
        ],
      });
      expect(refused.statusCode, serverUrl).toBe(400);
      expect(refused.json()).toMatchObject({
        msg: 'VALIDATION_ERROR',
        message: 'This address cannot be used',
        details: [{ path: 'broadcast_platforms.1.serverUrl', message: 'address_not_allowed' }],
      });
    }
    expect((await call('GET', `/api/activities/${id}`, host.cookie)).json().status).toBe('PENDING_LIVE');
    const live = await call('PUT', `/api/activities/${id}/status`, host.cookie, {
      command: 'go-live',
      broadcast_platforms: [{ serverUrl: 'rtmp://93.184.216.34/live', streamName: 'public' }],
    });
    expect(live.statusCode, live.body).toBe(200);
    expect((await call('PUT', `/api/activities/${id}/status`, host.cookie, { command: 'stop' })).statusCode).toBe(200);
  });

  it('names each person in the participants and the chat with the role the server gave them, whatever their display name', async () => {
    const room = await liveWith([]);
    const impostor = await signedInUser(t.app);
    const impostorSeat = await joined(room, impostor, 'Host');
    const hostSeat = await joined(room, host, 'Teacher');
    const socket = await socketOf('a', room.id, impostorSeat.token, impostor.cookie);
    socket.send({ type: 'chat-message', text: 'I am the host' });
    const chat = await socket.until('chat', (message) => message.signal.type === 'chat-message');
    expect(chat.signal).toMatchObject({ message: { display_name: 'Host', role: 'viewer' } });
    const listed = (await call('GET', `/api/activities/${room.id}/participants`, host.cookie)).json().results;
    expect(listed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ display_name: 'Host', role: 'viewer' }),
        expect.objectContaining({ display_name: 'Teacher', role: 'host' }),
      ]),
    );
    expect(hostSeat.self.role).toBe('host');
    socket.socket.close();
  });
});
