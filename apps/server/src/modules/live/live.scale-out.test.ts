import type { ServerLiveMessage } from '@platform/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { databaseKinds } from '../../test/databases.js';
import { createSecondInstance, createTestApp, signedInUser, type TestApp } from '../../test/test-app.js';

const REDIS_URL = 'redis://127.0.0.1:6379';

describe.each(databaseKinds(import.meta.url))('a live room across two instances with Redis on %s', (kind) => {
  let a: TestApp;
  let b: Awaited<ReturnType<typeof createSecondInstance>>;
  const urls: Record<'a' | 'b', string> = { a: '', b: '' };

  beforeAll(async () => {
    a = await createTestApp(kind, {}, { REDIS_URL });
    b = await createSecondInstance(a.database, REDIS_URL);
    urls.a = (await a.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
    urls.b = (await b.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  async function socketOn(instance: 'a' | 'b', activityId: string, token: string, cookie: string) {
    const socket = new WebSocket(`${urls[instance]}/api/live/socket?activity=${activityId}&token=${encodeURIComponent(token)}`, {
      headers: { cookie },
    });
    const received: ServerLiveMessage[] = [];
    socket.on('message', (data) => received.push(JSON.parse(data.toString()) as ServerLiveMessage));
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return { socket, received, send: (message: object) => socket.send(JSON.stringify(message)) };
  }

  async function until<T>(what: string, find: () => T | undefined): Promise<T> {
    for (let i = 0; i < 100; i += 1) {
      const found = find();
      if (found !== undefined) return found;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`timed out waiting for ${what}`);
  }

  it('delivers chat in one order, questions and the host’s signals to sockets on the other instance', async () => {
    const host = await signedInUser(a.app, 'host');
    const channelId = (await a.app.inject({ method: 'GET', url: '/api/workspaces/mine', headers: { cookie: host.cookie } })).json()
      .results[0].id;
    await a.app.inject({
      method: 'PUT',
      url: `/api/workspaces/${channelId}`,
      headers: { cookie: host.cookie },
      payload: { publish: true },
    });
    const { id } = (
      await a.app.inject({
        method: 'POST',
        url: `/api/workspaces/${channelId}/activities`,
        headers: { cookie: host.cookie },
        payload: { name: 'Scale' },
      })
    ).json();
    const opened = await a.app.inject({
      method: 'PUT',
      url: `/api/activities/${id}/status`,
      headers: { cookie: host.cookie },
      payload: { command: 'open-waitingroom' },
    });
    const sessionId = opened.json().activity.webrtc_session_id;
    const viewer = await signedInUser(a.app);

    const hostJoin = (
      await a.app.inject({ method: 'PUT', url: `/api/activities/${id}/join`, headers: { cookie: host.cookie }, payload: { sessionId } })
    ).json();
    const viewerJoin = (
      await b.app.inject({ method: 'PUT', url: `/api/activities/${id}/join`, headers: { cookie: viewer.cookie }, payload: { sessionId } })
    ).json();
    const onA = await socketOn('a', id, hostJoin.token, host.cookie);
    const onB = await socketOn('b', id, viewerJoin.token, viewer.cookie);

    await until('both online, as seen on instance A', () =>
      onA.received.find((m) => m.signal.type === 'participant-change' && m.signal.participants.filter((p) => p.online).length === 2),
    );

    const texts = ['one', 'two', 'three', 'four', 'five'];
    for (const [index, text] of texts.entries()) {
      (index % 2 === 0 ? onB : onA).send({ type: 'chat-message', text });
      await new Promise((resolve) => setTimeout(resolve, 350));
    }
    const chatOf = (received: ServerLiveMessage[]) =>
      received.flatMap((m) => (m.signal.type === 'chat-message' ? [m.signal.message.text] : []));
    await until('all chat on A', () => (chatOf(onA.received).length === texts.length ? true : undefined));
    await until('all chat on B', () => (chatOf(onB.received).length === texts.length ? true : undefined));
    expect(chatOf(onA.received)).toEqual(texts);
    expect(chatOf(onB.received)).toEqual(texts);

    // An anonymous question asked on B reaches the host on A named, and the host's answer reaches B.
    onB.send({ type: 'question-ask', text: 'Across instances?', anonymous: true });
    const named = await until('the question named on A', () =>
      onA.received.find((m) => m.signal.type === 'question' && m.signal.question.asker_id === viewer.user.id),
    );
    const questionId = named.signal.type === 'question' ? named.signal.question.id : '';
    onA.send({ type: 'question-answer', question_id: questionId, answered: true });
    await until('the answer on B', () => onB.received.find((m) => m.signal.type === 'question' && m.signal.question.answered));

    onA.send({ type: 'av-control', target_id: viewer.user.id, audio: false });
    const control = await until('the host’s mute on B', () => onB.received.find((m) => m.signal.type === 'av-control'));
    expect(control).toEqual({ from: host.user.id, signal: { type: 'av-control', target_id: viewer.user.id, audio: false } });

    const live = await a.app.inject({
      method: 'PUT',
      url: `/api/activities/${id}/status`,
      headers: { cookie: host.cookie },
      payload: { command: 'go-live' },
    });
    expect(live.statusCode).toBe(200);
    await until('LIVE on B', () => onB.received.find((m) => m.signal.type === 'status' && m.signal.status === 'LIVE'));
    onA.socket.close();
    onB.socket.close();
  });
});
