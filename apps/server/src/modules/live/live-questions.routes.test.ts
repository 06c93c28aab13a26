import { LIVE_LIMITS, type LiveQuestion, type ServerLiveMessage } from '@platform/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { databaseKinds } from '../../test/databases.js';
import { createTestApp, signedInUser, type TestApp } from '../../test/test-app.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type User = Awaited<ReturnType<typeof signedInUser>>;
/** How long ago the webinar went live in these tests: every live-clock time is at least this. */
const LIVE_FOR_MS = 10 * 60_000;

describe.each(databaseKinds(import.meta.url))('live Q&A routes on %s', (kind) => {
  let t: TestApp;
  let host: User;
  let channelId: string;
  let baseUrl: string;
  const call = (method: Method, url: string, cookie?: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url, headers: { ...(cookie ? { cookie } : {}), ...headers }, payload });

  beforeAll(async () => {
    t = await createTestApp(kind, { livePresenceIntervalMs: 200 });
    host = await signedInUser(t.app, 'host');
    channelId = (await call('GET', '/api/workspaces/mine', host.cookie)).json().results[0].id;
    expect((await call('PUT', `/api/workspaces/${channelId}`, host.cookie, { publish: true })).statusCode).toBe(200);
    baseUrl = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
  });
  afterAll(() => t.close());

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
      throw new Error(`no such message among ${JSON.stringify(received.map((m) => m.signal))}`);
    };
    /** The newest copy of a question this socket got whose text is `text` and that passes `predicate`. */
    const question = async (text: string, predicate: (q: LiveQuestion) => boolean = () => true) => {
      const match = (m: ServerLiveMessage) =>
        m.signal.type === 'question' && m.signal.question.text === text && predicate(m.signal.question);
      await waitFor(match);
      const found = received.filter(match).at(-1)!;
      return (found.signal as { question: LiveQuestion }).question;
    };
    const error = (msg: string) => waitFor((m) => m.signal.type === 'error' && m.signal.msg === msg);
    return { socket, received, waitFor, question, error, send: (message: object) => socket.send(JSON.stringify(message)) };
  }
  type Socket = Awaited<ReturnType<typeof socketOf>>;

  /**
   * A live that went on LIVE_FOR_MS ago, with the host, a speaker and two viewers (Vera and May) in it, each with a
   * socket open, and chat said in the waiting room before go-live.
   */
  async function liveRoom() {
    const speaker = await signedInUser(t.app);
    const vera = await signedInUser(t.app);
    const may = await signedInUser(t.app);
    const { id } = (
      await call('POST', `/api/workspaces/${channelId}/activities`, host.cookie, { name: 'Q&A class', speakers: [speaker.user.id] })
    ).json();
    const opened = await call('PUT', `/api/activities/${id}/status`, host.cookie, { command: 'open-waitingroom' });
    const sessionId = opened.json().activity.webrtc_session_id as string;
    const enter = async (user: User, name: string) => {
      const { token } = (await call('PUT', `/api/activities/${id}/join`, user.cookie, { sessionId, display_name: name })).json();
      return { token: token as string, socket: await socketOf(id, token, user.cookie) };
    };
    const hostIn = await enter(host, 'Host');
    hostIn.socket.send({ type: 'chat-message', text: 'Waiting room hello' });
    await hostIn.socket.waitFor((m) => m.signal.type === 'chat-message');
    expect((await call('PUT', `/api/activities/${id}/status`, host.cookie, { command: 'go-live' })).statusCode).toBe(200);
    await t.database.handle.db.execute(
      sql`UPDATE activities SET go_live_time = now() - make_interval(secs => ${LIVE_FOR_MS / 1000}) WHERE id = ${id}`,
    );
    const rooms = { host: hostIn, speaker: await enter(speaker, 'Sam'), vera: await enter(vera, 'Vera'), may: await enter(may, 'May') };
    await rooms.host.socket.waitFor(
      (m) => m.signal.type === 'participant-change' && m.signal.participants.filter((p) => p.online).length === 4,
    );
    const close = () => Object.values(rooms).forEach(({ socket }) => socket.socket.close());
    return { id: id as string, users: { speaker, vera, may }, rooms, close };
  }

  const listAs = (id: string, cookie: string, token: string) =>
    call('GET', `/api/activities/${id}/live/questions`, cookie, undefined, { 'x-live-token': token });

  it('sends a question to everyone, naming an anonymous asker only to the host, the speakers and the asker', async () => {
    const { id, users, rooms, close } = await liveRoom();
    rooms.may.socket.send({ type: 'question-ask', text: 'Will the slides be shared?', anonymous: true });

    const seenByVera = await rooms.vera.socket.question('Will the slides be shared?');
    expect(seenByVera).toMatchObject({ anonymous: true, asker_id: null, asker_name: null, votes: 0, answered: false });
    expect(seenByVera.asked_ms).toBeGreaterThanOrEqual(LIVE_FOR_MS);
    expect(seenByVera.asked_ms).toBeLessThan(LIVE_FOR_MS + 60_000);
    for (const [socket, userId] of [
      [rooms.host.socket, host.user.id],
      [rooms.speaker.socket, users.speaker.user.id],
      [rooms.may.socket, users.may.user.id],
    ] as [Socket, string][]) {
      expect(await socket.question('Will the slides be shared?', (q) => q.asker_id !== null), userId).toMatchObject({
        asker_id: users.may.user.id,
        asker_name: 'May',
      });
    }
    // Vera was never sent who asked, in any copy of the question.
    const questionsToVera = rooms.vera.socket.received.filter((m) => m.signal.type === 'question');
    expect(questionsToVera.length).toBeGreaterThan(0);
    expect(JSON.stringify(questionsToVera)).not.toMatch(new RegExp(`${users.may.user.id}|May`));

    const asVera = (await listAs(id, users.vera.cookie, rooms.vera.token)).json().results;
    expect(asVera).toEqual([
      expect.objectContaining({ text: 'Will the slides be shared?', asker_name: null, asker_id: null, voted: false }),
    ]);
    const asHost = (await listAs(id, host.cookie, rooms.host.token)).json().results;
    expect(asHost[0]).toMatchObject({ asker_name: 'May', asker_id: users.may.user.id });
    close();
  });

  it('refuses an empty, a too long and a too quick question, as the chat does, and a list without the join token', async () => {
    const { id, users, rooms, close } = await liveRoom();
    const { socket } = rooms.vera;
    socket.send({ type: 'question-ask', text: '   ', anonymous: false });
    await socket.error('VALIDATION_ERROR');
    socket.send({ type: 'question-ask', text: 'x'.repeat(LIVE_LIMITS.chatMaxLength + 1), anonymous: false });
    await socket.waitFor((m) => m.signal.type === 'error' && socket.received.filter((r) => r.signal.type === 'error').length === 2);
    socket.send({ type: 'question-ask', text: 'x'.repeat(LIVE_LIMITS.chatMaxLength), anonymous: false });
    socket.send({ type: 'question-ask', text: 'Too quick', anonymous: false });
    await socket.error('TOO_MANY_REQUESTS');
    // The chat's interval is its own: a message right after a question goes through.
    socket.send({ type: 'chat-message', text: 'Chat right after' });
    await rooms.host.socket.waitFor((m) => m.signal.type === 'chat-message' && m.signal.message.text === 'Chat right after');
    await rooms.host.socket.question('x'.repeat(LIVE_LIMITS.chatMaxLength));
    const texts = (await listAs(id, users.vera.cookie, rooms.vera.token)).json().results.map((q: LiveQuestion) => q.text.length);
    expect(texts).toEqual([LIVE_LIMITS.chatMaxLength]);

    const withoutToken = await call('GET', `/api/activities/${id}/live/questions`, users.vera.cookie);
    expect(withoutToken.statusCode).toBe(401);
    expect(withoutToken.json().msg).toBe('LIVE_TOKEN_INVALID');
    expect(
      (await call('GET', `/api/activities/${id}/live/questions`, '', undefined, { 'x-live-token': rooms.vera.token })).statusCode,
    ).toBe(401);
    close();
  });

  it('counts one vote a person, refuses a vote for one’s own question, and tells the voter their vote counted', async () => {
    const { id, users, rooms, close } = await liveRoom();
    rooms.vera.socket.send({ type: 'question-ask', text: 'Is there homework?', anonymous: false });
    const asked = await rooms.may.socket.question('Is there homework?');
    expect(asked).toMatchObject({ asker_name: 'Vera', asker_id: users.vera.user.id });

    rooms.may.socket.send({ type: 'question-vote', question_id: asked.id });
    await rooms.may.socket.waitFor((m) => m.signal.type === 'question-voted' && m.signal.question_id === asked.id);
    rooms.may.socket.send({ type: 'question-vote', question_id: asked.id });
    rooms.host.socket.send({ type: 'question-vote', question_id: asked.id });
    expect((await rooms.vera.socket.question('Is there homework?', (q) => q.votes === 2)).votes).toBe(2);
    rooms.vera.socket.send({ type: 'question-vote', question_id: asked.id });
    await rooms.vera.socket.error('PERMISSION_DENIED');
    rooms.vera.socket.send({ type: 'question-vote', question_id: 'not-a-uuid' });
    await rooms.vera.socket.error('VALIDATION_ERROR');
    rooms.may.socket.send({ type: 'question-vote', question_id: '00000000-0000-4000-8000-000000000000' });
    await rooms.may.socket.error('NOT_FOUND');

    const asMay = (await listAs(id, users.may.cookie, rooms.may.token)).json().results;
    expect(asMay).toEqual([expect.objectContaining({ votes: 2, voted: true })]);
    expect((await listAs(id, users.vera.cookie, rooms.vera.token)).json().results[0].voted).toBe(false);
    close();
  });

  it('lets the host and speakers, not viewers, mark a question answered on the live clock and pin one at a time', async () => {
    const { rooms, close } = await liveRoom();
    rooms.vera.socket.send({ type: 'question-ask', text: 'First?', anonymous: false });
    const first = await rooms.host.socket.question('First?');
    rooms.may.socket.send({ type: 'question-ask', text: 'Second?', anonymous: false });
    const second = await rooms.host.socket.question('Second?');

    rooms.may.socket.send({ type: 'question-answer', question_id: first.id, answered: true });
    await rooms.may.socket.error('LIVE_ROLE_REQUIRED');
    rooms.may.socket.send({ type: 'question-pin', question_id: first.id, pinned: true });
    await rooms.may.socket.waitFor(
      (m) => m.signal.type === 'error' && rooms.may.socket.received.filter((r) => r.signal.type === 'error').length === 2,
    );

    rooms.speaker.socket.send({ type: 'question-answer', question_id: first.id, answered: true });
    const answered = await rooms.vera.socket.question('First?', (q) => q.answered);
    expect(answered.answered_ms).toBeGreaterThanOrEqual(LIVE_FOR_MS);
    expect(answered.answered_ms!).toBeGreaterThanOrEqual(answered.asked_ms!);

    rooms.host.socket.send({ type: 'question-pin', question_id: first.id, pinned: true });
    await rooms.vera.socket.question('First?', (q) => q.pinned);
    rooms.host.socket.send({ type: 'question-pin', question_id: second.id, pinned: true });
    await rooms.vera.socket.question('Second?', (q) => q.pinned);
    expect((await rooms.vera.socket.question('First?')).pinned).toBe(false);

    rooms.host.socket.send({ type: 'question-answer', question_id: first.id, answered: false });
    expect(await rooms.vera.socket.question('First?', (q) => !q.answered)).toMatchObject({ answered_ms: null });
    close();
  });

  it('gives the published video its questions, its chat’s times and a chunk’s chat on the live clock, the waiting room’s chat left out', async () => {
    const { id, users, rooms, close } = await liveRoom();
    rooms.may.socket.send({ type: 'question-ask', text: 'Anonymous one', anonymous: true });
    const question = await rooms.host.socket.question('Anonymous one', (q) => q.asker_id !== null);
    rooms.host.socket.send({ type: 'question-answer', question_id: question.id, answered: true });
    await rooms.vera.socket.question('Anonymous one', (q) => q.answered);
    rooms.vera.socket.send({ type: 'chat-message', text: 'Live chat' });
    await rooms.host.socket.waitFor((m) => m.signal.type === 'chat-message' && m.signal.message.text === 'Live chat');
    close();

    const viewer = await signedInUser(t.app);
    const unpublished = await call('GET', `/api/activities/${id}/live/replay`, viewer.cookie);
    expect(unpublished.statusCode).toBe(404);
    await t.database.handle.db.execute(sql`UPDATE activities SET status = 'PUBLISHED' WHERE id = ${id}`);

    const replay = (await call('GET', `/api/activities/${id}/live/replay`, viewer.cookie)).json();
    expect(replay.questions).toEqual([
      expect.objectContaining({ text: 'Anonymous one', asker_name: null, asker_id: null, answered: true, hidden: false }),
    ]);
    expect(replay.questions[0].answered_ms).toBeGreaterThanOrEqual(LIVE_FOR_MS);
    // One message after go-live: the waiting room's is not on the live's clock.
    expect(replay.chat_ms).toHaveLength(1);
    const [atMs] = replay.chat_ms as number[];
    expect(atMs).toBeGreaterThanOrEqual(LIVE_FOR_MS);
    const chatFrom = (from: number, to: number, cookie = viewer.cookie) =>
      call('GET', `/api/activities/${id}/live/chat?from_ms=${from}&to_ms=${to}`, cookie);
    expect((await chatFrom(atMs!, atMs!)).json().results).toEqual([
      { id: expect.any(String), display_name: 'Vera', text: 'Live chat', at_ms: atMs, hidden: false },
    ]);
    expect((await chatFrom(0, atMs! - 1)).json().results).toEqual([]);
    expect((await chatFrom(atMs! + 1, atMs! + 60_000)).json().results).toEqual([]);
    expect((await chatFrom(10, 5)).statusCode).toBe(400);
    expect((await call('GET', `/api/activities/${id}/live/chat?from_ms=-1&to_ms=5`, viewer.cookie)).statusCode).toBe(400);
    expect((await chatFrom(0, atMs!, '')).statusCode).toBe(401);
    // The asker herself, and the host, see who asked.
    expect((await call('GET', `/api/activities/${id}/live/replay`, users.may.cookie)).json().questions[0].asker_name).toBe('May');
    expect((await call('GET', `/api/activities/${id}/live/replay`, host.cookie)).json().questions[0].asker_name).toBe('May');
    const guest = await call('GET', `/api/activities/${id}/live/replay`);
    expect(guest.statusCode).toBe(401);
    expect(guest.json().msg).toBe('NOT_LOGGED_IN');
    expect((await call('GET', `/api/activities/not-a-uuid/live/replay`, viewer.cookie)).statusCode).toBe(400);
  });

  it("takes a question or a chat message the host hides during the live out of everyone's list at once, and brings it back", async () => {
    const { id, users, rooms, close } = await liveRoom();
    rooms.vera.socket.send({ type: 'question-ask', text: 'Off-topic question', anonymous: false });
    const question = await rooms.may.socket.question('Off-topic question');
    rooms.vera.socket.send({ type: 'chat-message', text: 'Off-topic chat' });
    const chat = await rooms.may.socket.waitFor((m) => m.signal.type === 'chat-message' && m.signal.message.text === 'Off-topic chat');
    const messageId = chat.signal.type === 'chat-message' ? chat.signal.message.id : '';
    const hide = (path: string, hidden: boolean) => call('PUT', `/api/activities/${id}/live/${path}/hidden`, host.cookie, { hidden });

    expect((await hide(`questions/${question.id}`, true)).statusCode).toBe(204);
    expect((await hide(`chat/${messageId}`, true)).statusCode).toBe(204);
    for (const room of [rooms.may, rooms.vera, rooms.speaker]) {
      await room.socket.waitFor((m) => m.signal.type === 'question-hidden' && m.signal.question_id === question.id);
      await room.socket.waitFor((m) => m.signal.type === 'chat-hidden' && m.signal.message_id === messageId);
    }
    expect((await listAs(id, users.may.cookie, rooms.may.token)).json().results).toEqual([]);

    const before = rooms.may.socket.received.length;
    expect((await hide(`questions/${question.id}`, false)).statusCode).toBe(204);
    expect((await hide(`chat/${messageId}`, false)).statusCode).toBe(204);
    const backAgain = async (predicate: (message: ServerLiveMessage) => boolean) => {
      await rooms.may.socket.waitFor((m) => rooms.may.socket.received.indexOf(m) >= before && predicate(m));
    };
    await backAgain((m) => m.signal.type === 'question' && m.signal.question.id === question.id);
    await backAgain((m) => m.signal.type === 'chat-message' && m.signal.message.id === messageId);
    expect((await listAs(id, users.may.cookie, rooms.may.token)).json().results).toEqual([
      expect.objectContaining({ id: question.id, text: 'Off-topic question' }),
    ]);
    close();
  });

  it('lets only the host hide a question or a chat message, which then disappears for viewers', async () => {
    const { id, users, rooms, close } = await liveRoom();
    rooms.vera.socket.send({ type: 'question-ask', text: 'Rude question', anonymous: false });
    const question = await rooms.host.socket.question('Rude question');
    rooms.vera.socket.send({ type: 'chat-message', text: 'Rude chat' });
    const chat = await rooms.host.socket.waitFor((m) => m.signal.type === 'chat-message' && m.signal.message.text === 'Rude chat');
    const messageId = chat.signal.type === 'chat-message' ? chat.signal.message.id : '';
    close();
    await t.database.handle.db.execute(sql`UPDATE activities SET status = 'PUBLISHED' WHERE id = ${id}`);

    const hideQuestion = (cookie: string, payload: object, questionId = question.id) =>
      call('PUT', `/api/activities/${id}/live/questions/${questionId}/hidden`, cookie, payload);
    const hideChat = (cookie: string, payload: object) =>
      call('PUT', `/api/activities/${id}/live/chat/${messageId}/hidden`, cookie, payload);
    for (const refused of [
      await hideQuestion(users.vera.cookie, { hidden: true }),
      await hideChat(users.speaker.cookie, { hidden: true }),
    ]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json().msg).toBe('PERMISSION_DENIED');
    }
    expect((await hideQuestion('', { hidden: true })).statusCode).toBe(401);
    expect((await hideQuestion(host.cookie, { hidden: 'yes' })).statusCode).toBe(400);
    expect((await hideQuestion(host.cookie, { hidden: true }, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);

    expect((await hideQuestion(host.cookie, { hidden: true })).statusCode).toBe(204);
    expect((await hideChat(host.cookie, { hidden: true })).statusCode).toBe(204);
    const forViewer = (await call('GET', `/api/activities/${id}/live/replay`, users.may.cookie)).json();
    expect(forViewer).toEqual({ questions: [], chat_ms: [] });
    const whole = `/api/activities/${id}/live/chat?from_ms=0&to_ms=${2 * LIVE_FOR_MS}`;
    expect((await call('GET', whole, users.may.cookie)).json().results).toEqual([]);
    const forHost = (await call('GET', `/api/activities/${id}/live/replay`, host.cookie)).json();
    expect(forHost.questions).toEqual([expect.objectContaining({ id: question.id, hidden: true })]);
    expect(forHost.chat_ms).toHaveLength(1);
    expect((await call('GET', whole, host.cookie)).json().results).toEqual([expect.objectContaining({ id: messageId, hidden: true })]);

    expect((await hideChat(host.cookie, { hidden: false })).statusCode).toBe(204);
    expect((await call('GET', whole, users.may.cookie)).json().results).toEqual([expect.objectContaining({ text: 'Rude chat' })]);
  });
});
