import type { ServerLiveMessage } from '@platform/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import WebSocket from 'ws';
import type { MediaBackend } from '../../infra/live-media/media-backend.js';
import { databaseKinds } from '../../test/databases.js';
import { createPlan, buyPlan } from '../../test/payments.js';
import { ADMIN_ENV, createTestApp, logInAsAdmin, signedInUser, type TestApp } from '../../test/test-app.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe.each(databaseKinds(import.meta.url))('live room routes on %s', (kind) => {
  let t: TestApp;
  let host: Awaited<ReturnType<typeof signedInUser>>;
  let channelId: string;
  let adminCookie: string;
  let baseUrl: string;
  /** While set, the SFU's closeRoom waits for it: a stop whose media teardown is slow. */
  let closeRoomGate: Promise<void> | undefined;
  const call = (method: Method, url: string, cookie?: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url, headers: { ...(cookie ? { cookie } : {}), ...headers }, payload });

  beforeAll(async () => {
    const wrapMediaBackend = (backend: MediaBackend): MediaBackend => ({
      ...backend,
      closeRoom: async (roomId) => {
        await closeRoomGate;
        return backend.closeRoom(roomId);
      },
    });
    t = await createTestApp(kind, { wrapMediaBackend, livePresenceIntervalMs: 200 }, { ...ADMIN_ENV, SECRET_KEY: 'a'.repeat(32) });
    adminCookie = await logInAsAdmin(t.app);
    host = await signedInUser(t.app, 'host');
    channelId = (await call('GET', '/api/workspaces/mine', host.cookie)).json().results[0].id;
    expect((await call('PUT', `/api/workspaces/${channelId}`, host.cookie, { publish: true })).statusCode).toBe(200);
    baseUrl = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
  });
  afterAll(() => t.close());

  /** A webinar in its waiting room, with the session id everyone joins with. */
  async function openRoom(extra: object = {}) {
    const { id } = (await call('POST', `/api/workspaces/${channelId}/activities`, host.cookie, { name: 'Live class', ...extra })).json();
    const opened = await call('PUT', `/api/activities/${id}/status`, host.cookie, { command: 'open-waitingroom' });
    expect(opened.statusCode).toBe(200);
    return { id: id as string, sessionId: opened.json().activity.webrtc_session_id as string };
  }

  /** The ended live's status once its teardown (in the background after stop) and the jobs it queued have run. */
  async function statusAfterEnding(id: string, expected: object) {
    await vi.waitFor(
      async () => {
        await t.jobs.drain();
        expect((await call('GET', `/api/activities/${id}`, host.cookie)).json()).toMatchObject(expected);
      },
      { timeout: 10_000, interval: 50 },
    );
  }

  const join = (id: string, sessionId: string, cookie: string, display_name?: string) =>
    call('PUT', `/api/activities/${id}/join`, cookie, { sessionId, display_name });

  /** Opens the room's socket and collects what arrives. */
  async function socketOf(id: string, token: string, cookie: string) {
    const socket = new WebSocket(`${baseUrl}/api/live/socket?activity=${id}&token=${encodeURIComponent(token)}`, { headers: { cookie } });
    const received: ServerLiveMessage[] = [];
    socket.on('message', (data) => received.push(JSON.parse(data.toString()) as ServerLiveMessage));
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    const waitFor = async (predicate: (message: ServerLiveMessage) => boolean) => {
      for (let i = 0; i < 100; i += 1) {
        const found = received.find(predicate);
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`no such message among ${JSON.stringify(received.map((m) => m.signal.type))}`);
    };
    return { socket, received, waitFor, send: (message: object) => socket.send(JSON.stringify(message)) };
  }

  it('answers a guest 204, a closed room 409, a wrong session 409, and lets the host in as host', async () => {
    const { id: setupId } = (await call('POST', `/api/workspaces/${channelId}/activities`, host.cookie, { name: 'Not yet' })).json();
    const viewer = await signedInUser(t.app);
    expect((await join(setupId, 'whatever', viewer.cookie)).statusCode).toBe(404);
    expect((await join(setupId, 'whatever', host.cookie)).json().msg).toBe('WEBINAR_NOT_LIVE');

    const { id, sessionId } = await openRoom();
    expect((await join(id, sessionId, '')).statusCode).toBe(204);
    expect((await join(id, 'another-session', viewer.cookie)).json().msg).toBe('WEBINAR_NOT_LIVE');
    const joined = await join(id, sessionId, host.cookie, 'Teacher');
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toMatchObject({
      self: { id: host.user.id, role: 'host', display_name: 'Teacher' },
      status: 'PENDING_LIVE',
      feeds: [],
    });
    expect(joined.json().token).toEqual(expect.any(String));
    expect(joined.json().ice_servers).toEqual([]);
  });

  it('gives admins, invited speakers and viewers their roles; only publishers see the participants', async () => {
    const speaker = await signedInUser(t.app);
    const { id, sessionId } = await openRoom({ speakers: [speaker.user.id] });
    const viewer = await signedInUser(t.app);
    expect((await join(id, sessionId, adminCookie)).json().self.role).toBe('admin');
    expect((await join(id, sessionId, speaker.cookie)).json().self.role).toBe('speaker');
    const asViewer = (await join(id, sessionId, viewer.cookie)).json();
    expect(asViewer.self.role).toBe('viewer');
    expect(asViewer.participants).toEqual([]);

    const forbidden = await call('GET', `/api/activities/${id}/participants`, viewer.cookie);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().msg).toBe('LIVE_ROLE_REQUIRED');
    const list = await call('GET', `/api/activities/${id}/participants`, speaker.cookie);
    expect(list.statusCode).toBe(200);
    // All three joined; none has a socket open, so nobody is counted as in the room.
    expect(list.json().total).toBe(0);
    expect(
      list
        .json()
        .results.map((p: { role: string }) => p.role)
        .sort(),
    ).toEqual(['admin', 'speaker', 'viewer']);
  });

  it('locks a live with plans to everyone but the host, admins and subscribers (403 DONT_HAVE_PERMISSION_TO_ACCESS_WEBINAR)', async () => {
    const plan = await createPlan(t, host.cookie, channelId);
    const { id, sessionId } = await openRoom();
    expect((await call('PUT', `/api/activities/${id}`, host.cookie, { plans: [plan.id] })).statusCode).toBe(200);
    const viewer = await signedInUser(t.app);
    const refused = await join(id, sessionId, viewer.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe('DONT_HAVE_PERMISSION_TO_ACCESS_WEBINAR');
    await buyPlan(t, viewer.cookie, plan.id);
    expect((await join(id, sessionId, viewer.cookie)).statusCode).toBe(200);
    expect((await join(id, sessionId, host.cookie)).statusCode).toBe(200);
  });

  it('lets only the host change roles, up to the hosting plan speaker limit, answering failed_limit', async () => {
    const { id, sessionId } = await openRoom();
    await join(id, sessionId, host.cookie);
    const viewers = await Promise.all([1, 2, 3, 4].map(() => signedInUser(t.app)));
    for (const viewer of viewers) await join(id, sessionId, viewer.cookie);
    const promote = (userId: string, cookie = host.cookie, new_role = 'speaker') =>
      call('PUT', `/api/activities/${id}/participants/${userId}`, cookie, { new_role });

    expect((await promote(viewers[1]!.user.id, viewers[0]!.cookie)).statusCode).toBe(403);
    for (const viewer of viewers.slice(0, 3)) expect((await promote(viewer.user.id)).json().participant.role).toBe('speaker');
    const refused = await promote(viewers[3]!.user.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ msg: 'SPEAKER_LIMIT_REACHED', failed_limit: 3 });
    expect((await promote(viewers[0]!.user.id, host.cookie, 'viewer')).json().participant.role).toBe('viewer');
    expect((await promote(viewers[3]!.user.id)).json().participant.role).toBe('speaker');
    expect((await promote(host.user.id)).statusCode).toBe(403);
    expect((await call('PUT', `/api/activities/${id}/participants/${host.user.id}`, host.cookie, { new_role: 'host' })).statusCode).toBe(
      400,
    );
  });

  it('goes live and stops only by the host; a stopped live sends joiners away and a live without media fails analysis', async () => {
    const { id, sessionId } = await openRoom();
    const viewer = await signedInUser(t.app);
    expect((await call('PUT', `/api/activities/${id}/status`, viewer.cookie, { command: 'go-live' })).statusCode).toBe(403);
    const badKey = await call('PUT', `/api/activities/${id}/status`, host.cookie, {
      command: 'go-live',
      broadcast_platforms: [{ serverUrl: 'rtmp://a.rtmp.youtube.com/live2', streamName: 'short' }],
    });
    expect(badKey.statusCode).toBe(400);
    const live = await call('PUT', `/api/activities/${id}/status`, host.cookie, { command: 'go-live' });
    expect(live.statusCode).toBe(200);
    expect(live.json().activity).toMatchObject({ status: 'LIVE', go_live_time: expect.any(String) });
    expect((await call('PUT', `/api/activities/${id}/status`, host.cookie, { command: 'go-live' })).json().msg).toBe(
      'INVALID_STATUS_TRANSITION',
    );
    expect((await join(id, sessionId, viewer.cookie)).json().status).toBe('LIVE');

    const stopped = await call('PUT', `/api/activities/${id}/status`, host.cookie, { command: 'stop' });
    expect(stopped.json().activity).toMatchObject({ status: 'ANALYZING', end_live_time: expect.any(String) });
    const late = await join(id, sessionId, viewer.cookie);
    expect(late.statusCode).toBe(409);
    expect(late.json().msg).toBe('WEBINAR_ENDED');
    // Opened again from a bookmark: not a video yet, so not shown, but said to have ended, with its channel.
    const reopened = await call('GET', `/api/activities/${id}`, viewer.cookie);
    expect(reopened.statusCode).toBe(409);
    expect(reopened.json()).toMatchObject({ msg: 'WEBINAR_ENDED' });
    expect(reopened.json().details).toContainEqual({ path: 'workspace_id', message: channelId });
    await statusAfterEnding(id, { status: 'ANALYZING_ERROR', err_msg: 'VIDEO_OPEN_FAILED' });
  });

  it('answers the stop at once while the media teardown is still running, and finishes it afterwards', async () => {
    const { id } = await openRoom();
    expect((await call('PUT', `/api/activities/${id}/status`, host.cookie, { command: 'go-live' })).statusCode).toBe(200);
    let release!: () => void;
    closeRoomGate = new Promise((resolve) => (release = resolve));
    try {
      const stopped = await call('PUT', `/api/activities/${id}/status`, host.cookie, { command: 'stop' });
      expect(stopped.statusCode).toBe(200);
      expect(stopped.json().activity.status).toBe('ANALYZING');
      // The composition is queued only once the teardown is done, so nothing has judged the recording yet.
      await t.jobs.drain();
      expect((await call('GET', `/api/activities/${id}`, host.cookie)).json().status).toBe('ANALYZING');
    } finally {
      release();
      closeRoomGate = undefined;
    }
    await statusAfterEnding(id, { status: 'ANALYZING_ERROR', err_msg: 'VIDEO_OPEN_FAILED' });
  });

  it('refuses media calls without the join token, publishing by viewers, and watching before the live starts', async () => {
    const { id, sessionId } = await openRoom();
    const viewer = await signedInUser(t.app);
    const { token } = (await join(id, sessionId, viewer.cookie)).json();
    const noToken = await call('POST', `/api/activities/${id}/live/subscriptions`, viewer.cookie, { feed_id: 'x' });
    expect(noToken.statusCode).toBe(401);
    expect(noToken.json().msg).toBe('LIVE_TOKEN_INVALID');
    const headers = { 'x-live-token': token };
    const publish = await call('POST', `/api/activities/${id}/live/publish`, viewer.cookie, { sdp: 'v=0', kind: 'camera' }, headers);
    expect(publish.json().msg).toBe('LIVE_ROLE_REQUIRED');
    const early = await call('POST', `/api/activities/${id}/live/subscriptions`, viewer.cookie, { feed_id: 'x' }, headers);
    expect(early.json().msg).toBe('WEBINAR_NOT_LIVE');
    expect((await call('GET', `/api/activities/${id}/live/feeds`, viewer.cookie, undefined, headers)).json()).toEqual({
      results: [],
      revision: 1,
    });
    const someoneElse = await signedInUser(t.app);
    const stolen = await call('GET', `/api/activities/${id}/live/feeds`, someoneElse.cookie, undefined, headers);
    expect(stolen.statusCode).toBe(401);
  });

  it('carries chat to everyone in order over the socket, refuses empty text and viewers controlling others, and keeps it for late joiners', async () => {
    const { id, sessionId } = await openRoom();
    const viewer = await signedInUser(t.app);
    const hostJoin = (await join(id, sessionId, host.cookie, 'Host')).json();
    const viewerJoin = (await join(id, sessionId, viewer.cookie, 'Vera')).json();
    const hostSocket = await socketOf(id, hostJoin.token, host.cookie);
    const viewerSocket = await socketOf(id, viewerJoin.token, viewer.cookie);
    await hostSocket.waitFor((m) => m.signal.type === 'participant-change' && m.signal.participants.filter((p) => p.online).length === 2);

    viewerSocket.send({ type: 'chat-message', text: '   ' });
    expect((await viewerSocket.waitFor((m) => m.signal.type === 'error')).signal).toEqual({ type: 'error', msg: 'VALIDATION_ERROR' });
    viewerSocket.send({ type: 'av-control', target_id: host.user.id, audio: false });
    await viewerSocket.waitFor((m) => m.signal.type === 'error' && m.signal.msg === 'LIVE_ROLE_REQUIRED');

    viewerSocket.send({ type: 'chat-message', text: 'Hello from Vera' });
    await new Promise((resolve) => setTimeout(resolve, 350));
    hostSocket.send({ type: 'chat-message', text: '歡迎大家' });
    const chatTexts = async (socket: typeof hostSocket) => {
      await socket.waitFor((m) => m.signal.type === 'chat-message' && m.signal.message.text === '歡迎大家');
      return socket.received.flatMap((m) => (m.signal.type === 'chat-message' ? [m.signal.message.text] : []));
    };
    expect(await chatTexts(hostSocket)).toEqual(['Hello from Vera', '歡迎大家']);
    expect(await chatTexts(viewerSocket)).toEqual(['Hello from Vera', '歡迎大家']);

    hostSocket.send({ type: 'av-control', target_id: viewer.user.id, audio: false });
    const control = await viewerSocket.waitFor((m) => m.signal.type === 'av-control');
    expect(control).toEqual({ from: host.user.id, signal: { type: 'av-control', target_id: viewer.user.id, audio: false } });

    const late = await signedInUser(t.app);
    const history = (await join(id, sessionId, late.cookie)).json().chat;
    expect(history.map((m: { text: string; display_name: string }) => [m.display_name, m.text])).toEqual([
      ['Vera', 'Hello from Vera'],
      ['Host', '歡迎大家'],
    ]);
    hostSocket.socket.close();
    viewerSocket.socket.close();
  });

  it('keeps everyone with a socket open counted in the room past the staleness, and stops counting whoever left', async () => {
    const { id, sessionId } = await openRoom();
    const viewer = await signedInUser(t.app);
    const hostSocket = await socketOf(id, (await join(id, sessionId, host.cookie, 'Host')).json().token, host.cookie);
    const viewerSocket = await socketOf(id, (await join(id, sessionId, viewer.cookie, 'Vera')).json().token, viewer.cookie);
    await hostSocket.waitFor((m) => m.signal.type === 'participant-change' && m.signal.total === 2);

    // Two minutes on: each socket's last sighting is older than the staleness, as it stays unless the server renews it.
    await t.database.handle.db.execute(sql`UPDATE live_connections SET seen_at = now() - interval '2 minutes' WHERE activity_id = ${id}`);
    const roster = async () =>
      (await call('GET', `/api/activities/${id}/participants`, host.cookie)).json() as {
        total: number;
        results: { id: string; online: boolean }[];
      };
    await expect.poll(async () => (await roster()).total, { timeout: 5_000, interval: 100 }).toBe(2);

    viewerSocket.socket.close();
    await expect.poll(async () => (await roster()).total, { timeout: 5_000, interval: 100 }).toBe(1);
    expect((await roster()).results.find((participant) => participant.id === viewer.user.id)).toMatchObject({ online: false });
    hostSocket.socket.close();
  });

  it('closes a socket without a valid join token', async () => {
    const { id } = await openRoom();
    const viewer = await signedInUser(t.app);
    const socket = new WebSocket(`${baseUrl}/api/live/socket?activity=${id}&token=forged`, { headers: { cookie: viewer.cookie } });
    const code = await new Promise<number>((resolve) => socket.on('close', (closeCode) => resolve(closeCode)));
    expect(code).toBe(4401);
  });
});

describe.each(databaseKinds(import.meta.url))('going live without a hosting plan on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { ...ADMIN_ENV, DEFAULT_HOSTING_PLAN: 'none' });
  });
  afterAll(() => t.close());

  it('answers 403 HOSTING_PLAN_REQUIRED to a host without one, and lets an admin run the live', async () => {
    const host = await signedInUser(t.app, 'host');
    const headers = { cookie: host.cookie };
    const channelId = (await t.app.inject({ method: 'GET', url: '/api/workspaces/mine', headers })).json().results[0].id;
    const { id } = (
      await t.app.inject({ method: 'POST', url: `/api/workspaces/${channelId}/activities`, headers, payload: { name: 'Gated' } })
    ).json();
    await t.app.inject({ method: 'PUT', url: `/api/activities/${id}/status`, headers, payload: { command: 'open-waitingroom' } });
    const refused = await t.app.inject({ method: 'PUT', url: `/api/activities/${id}/status`, headers, payload: { command: 'go-live' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe('HOSTING_PLAN_REQUIRED');
    const admin = await logInAsAdmin(t.app);
    const live = await t.app.inject({
      method: 'PUT',
      url: `/api/activities/${id}/status`,
      headers: { cookie: admin },
      payload: { command: 'go-live' },
    });
    expect(live.json().activity.status).toBe('LIVE');
  });
});
