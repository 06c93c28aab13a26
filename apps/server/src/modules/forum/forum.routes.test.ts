import { FORUM_POSTING_LIMITS, FORUM_THREAD_BODY_MAX_LENGTH } from '@platform/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/databases.js';
import { buyPlan, createPlan } from '../../test/payments.js';
import { ADMIN_ENV, createTestApp, logInAsAdmin, signedInUser, type TestApp } from '../../test/test-app.js';
import { DEFAULT_FORUM_LIMITS } from './forum.service.js';

type Person = Awaited<ReturnType<typeof signedInUser>>;

describe.each(databaseKinds(import.meta.url))('forum routes on %s', (kind) => {
  let t: TestApp;
  let host: Person;
  let subscriber: Person;
  let stranger: Person;
  let adminCookie: string;
  let channelId: string;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });
  const newThread = async (cookie: string, title = 'How do options decay?') => {
    const response = await call('POST', `/api/workspaces/${channelId}/threads`, cookie, { title });
    expect(response.statusCode).toBe(201);
    return response.json() as { id: string; title: string; user: { is_host: boolean } };
  };
  const reply = (cookie: string | undefined, threadId: string, body: string) =>
    call('POST', `/api/threads/${threadId}/posts`, cookie, { body });

  beforeAll(async () => {
    t = await createTestApp(kind, {}, ADMIN_ENV);
    adminCookie = await logInAsAdmin(t.app);
    host = await signedInUser(t.app, 'host');
    subscriber = await signedInUser(t.app);
    stranger = await signedInUser(t.app);
    channelId = (await call('GET', '/api/workspaces/mine', host.cookie)).json().results[0].id;
    expect((await call('PUT', `/api/workspaces/${channelId}`, host.cookie, { publish: true })).statusCode).toBe(200);
    const plan = await createPlan(t, host.cookie, channelId);
    await buyPlan(t, subscriber.cookie, plan.id);
  });
  afterAll(() => t.close());

  it('lets a subscriber start a thread and reply, and lists threads newest activity first with 3 posts each', async () => {
    const older = await newThread(subscriber.cookie, 'Older thread');
    const newer = await newThread(subscriber.cookie, 'Newer thread');
    for (const body of ['<p>one</p>', '<p>two</p>', '<p>three</p>', '<p>four</p>']) {
      expect((await reply(subscriber.cookie, older.id, body)).statusCode).toBe(201);
    }
    const list = await call('GET', `/api/workspaces/${channelId}/threads?limit=2`, subscriber.cookie);
    expect(list.statusCode).toBe(200);
    const [first, second] = list.json().results;
    expect(first).toMatchObject({ id: older.id, post_count: 4, active: true, can_delete: true });
    expect(first.posts.map((post: { body: string }) => post.body)).toEqual(['<p>one</p>', '<p>two</p>', '<p>three</p>']);
    expect(second).toMatchObject({ id: newer.id, post_count: 0, posts: [] });
    expect(list.json()._limit).toBe(2);
    const all = await call('GET', `/api/threads/${older.id}/posts`, subscriber.cookie);
    expect(all.json()._total_count).toBe(4);
    expect(all.json().results.at(-1).body).toBe('<p>four</p>');
    const detail = await call('GET', `/api/threads/${older.id}`, subscriber.cookie);
    expect(detail.json()).toMatchObject({ title: 'Older thread', workspace: { id: channelId } });
  });

  it('refuses a non-subscriber with NOT_SUBSCRIBED, and a guest with 401', async () => {
    const thread = await newThread(host.cookie);
    const list = await call('GET', `/api/workspaces/${channelId}/threads`, stranger.cookie);
    expect(list.statusCode).toBe(403);
    expect(list.json().msg).toBe('NOT_SUBSCRIBED');
    const create = await call('POST', `/api/workspaces/${channelId}/threads`, stranger.cookie, { title: 'Let me in' });
    expect(create.statusCode).toBe(403);
    expect(create.json().msg).toBe('NOT_SUBSCRIBED');
    expect((await reply(stranger.cookie, thread.id, 'hello')).json().msg).toBe('NOT_SUBSCRIBED');
    // Following the channel is not paying for it.
    expect((await call('POST', `/api/workspaces/${channelId}/follow`, stranger.cookie)).statusCode).toBeLessThan(300);
    expect((await call('GET', `/api/workspaces/${channelId}/threads`, stranger.cookie)).statusCode).toBe(403);
    for (const response of [
      await call('GET', `/api/workspaces/${channelId}/threads`),
      await call('POST', `/api/workspaces/${channelId}/threads`, undefined, { title: 'Guest' }),
      await call('GET', `/api/threads/${thread.id}`),
      await call('GET', `/api/threads/${thread.id}/posts`),
      await reply(undefined, thread.id, 'hi'),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().msg).toBe('NOT_LOGGED_IN');
    }
  });

  it('lets the host and admins post without a subscription, and marks what the host wrote', async () => {
    const thread = await newThread(host.cookie, 'From the host');
    expect(thread.user.is_host).toBe(true);
    const byAdmin = await reply(adminCookie, thread.id, 'Admin here');
    expect(byAdmin.statusCode).toBe(201);
    expect(byAdmin.json().user.is_host).toBe(false);
    const byHost = await reply(host.cookie, thread.id, 'Host here');
    expect(byHost.statusCode).toBe(201);
    expect(byHost.json().user.is_host).toBe(true);
    const listed = (await call('GET', `/api/threads/${thread.id}/posts`, subscriber.cookie)).json().results;
    expect(listed.map((post: { user: { is_host: boolean } }) => post.user.is_host)).toEqual([false, true]);
  });

  it('opens the forum of a channel that sells no plan to anyone signed in', async () => {
    const otherHost = await signedInUser(t.app, 'host');
    const freeChannel = (await call('GET', '/api/workspaces/mine', otherHost.cookie)).json().results[0].id;
    await call('PUT', `/api/workspaces/${freeChannel}`, otherHost.cookie, { publish: true });
    const created = await call('POST', `/api/workspaces/${freeChannel}/threads`, stranger.cookie, { title: 'Free talk' });
    expect(created.statusCode).toBe(201);
  });

  it('refuses offensive wording in English and Chinese, in titles and replies', async () => {
    const thread = await newThread(subscriber.cookie);
    for (const title of ['What the f u c k', '屌你老母', '操你妈']) {
      const response = await call('POST', `/api/workspaces/${channelId}/threads`, subscriber.cookie, { title });
      expect(response.statusCode).toBe(400);
      expect(response.json().msg).toBe('OFFENSIVE_WORDING');
    }
    for (const body of ['<p>this is <strong>sh1t</strong></p>', '<p>仆<em>街</em></p>']) {
      expect((await reply(subscriber.cookie, thread.id, body)).json().msg).toBe('OFFENSIVE_WORDING');
    }
    expect((await reply(subscriber.cookie, thread.id, '<p>A class assessment in Scunthorpe over 雞尾酒</p>')).statusCode).toBe(201);
  });

  it('strips scripts from replies and refuses empty, too short and too large bodies', async () => {
    const thread = await newThread(subscriber.cookie);
    const dirty = await reply(subscriber.cookie, thread.id, '<p onclick="x()">Hi<script>alert(1)</script><img src=x onerror=alert(1)></p>');
    expect(dirty.statusCode).toBe(201);
    expect(dirty.json().body).toBe('<p>Hi</p>');
    for (const body of ['', '   ', '<p></p>', '<script>alert(1)</script>']) {
      const empty = await reply(subscriber.cookie, thread.id, body);
      expect(empty.statusCode).toBe(400);
      expect(empty.json().msg).toBe('VALIDATION_ERROR');
    }
    const missing = await call('POST', `/api/threads/${thread.id}/posts`, subscriber.cookie, {});
    expect(missing.statusCode).toBe(400);
    const tooLong = await reply(subscriber.cookie, thread.id, `<p>${'a'.repeat(30_000)}</p>`);
    expect(tooLong.statusCode).toBe(400);
    const huge = await reply(subscriber.cookie, thread.id, 'a'.repeat(1024 * 1024));
    expect(huge.statusCode).toBe(413);
    const oneLetter = await call('POST', `/api/workspaces/${channelId}/threads`, subscriber.cookie, { title: 'a' });
    expect(oneLetter.statusCode).toBe(400);
    expect((await call('POST', `/api/workspaces/${channelId}/threads`, subscriber.cookie, { title: 'ab' })).statusCode).toBe(201);
  });

  it('lets the host, the author and admins delete a thread; a stranger cannot; a deleted thread is gone', async () => {
    const byHost = await newThread(subscriber.cookie, 'Host deletes');
    const otherSubscriber = await signedInUser(t.app);
    const plan = (await call('GET', `/api/workspaces/${channelId}/plans`, host.cookie)).json().results[0];
    await buyPlan(t, otherSubscriber.cookie, plan.id);
    const refused = await call('PUT', `/api/threads/${byHost.id}`, otherSubscriber.cookie, { active: false });
    expect(refused.statusCode).toBe(403);
    expect((await call('GET', `/api/threads/${byHost.id}`, otherSubscriber.cookie)).json().can_delete).toBe(false);
    expect((await call('GET', `/api/threads/${byHost.id}`, host.cookie)).json().can_delete).toBe(true);
    const deleted = await call('PUT', `/api/threads/${byHost.id}`, host.cookie, { active: false });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().active).toBe(false);
    expect((await call('GET', `/api/threads/${byHost.id}`, subscriber.cookie)).statusCode).toBe(404);
    const list = await call('GET', `/api/workspaces/${channelId}/threads?limit=50`, subscriber.cookie);
    expect(list.json().results.map((thread: { id: string }) => thread.id)).not.toContain(byHost.id);

    const byAdmin = await newThread(subscriber.cookie, 'Admin deletes');
    expect((await call('PUT', `/api/threads/${byAdmin.id}`, adminCookie, { active: false })).statusCode).toBe(200);
    const byAuthor = await newThread(subscriber.cookie, 'Author deletes');
    expect((await call('PUT', `/api/threads/${byAuthor.id}`, subscriber.cookie, { active: false })).statusCode).toBe(200);
    expect((await call('PUT', `/api/threads/${byAuthor.id}`, subscriber.cookie, {})).statusCode).toBe(400);
  });

  it('lets the author, the host and admins change a thread title; another subscriber, a stranger and a guest cannot', async () => {
    const thread = await newThread(subscriber.cookie, 'Frist title');
    const otherSubscriber = await signedInUser(t.app);
    const plan = (await call('GET', `/api/workspaces/${channelId}/plans`, host.cookie)).json().results[0];
    await buyPlan(t, otherSubscriber.cookie, plan.id);
    expect((await call('GET', `/api/threads/${thread.id}`, subscriber.cookie)).json().can_edit).toBe(true);
    expect((await call('GET', `/api/threads/${thread.id}`, otherSubscriber.cookie)).json().can_edit).toBe(false);

    for (const [cookie, title] of [
      [subscriber.cookie, 'First title'],
      [host.cookie, 'First title, by the host'],
      [adminCookie, 'First title, by an admin'],
    ] as const) {
      const renamed = await call('PUT', `/api/threads/${thread.id}`, cookie, { title });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json()).toMatchObject({ title, active: true });
    }
    const refused = await call('PUT', `/api/threads/${thread.id}`, otherSubscriber.cookie, { title: 'Mine now' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe('FORBIDDEN');
    expect((await call('PUT', `/api/threads/${thread.id}`, stranger.cookie, { title: 'Mine now' })).json().msg).toBe('NOT_SUBSCRIBED');
    expect((await call('PUT', `/api/threads/${thread.id}`, undefined, { title: 'Mine now' })).statusCode).toBe(401);
    expect((await call('PUT', `/api/threads/${thread.id}`, subscriber.cookie, { title: 'a' })).json().msg).toBe('VALIDATION_ERROR');
    expect((await call('PUT', `/api/threads/${thread.id}`, subscriber.cookie, { title: '屌你' })).json().msg).toBe('OFFENSIVE_WORDING');
    expect((await call('GET', `/api/threads/${thread.id}`, subscriber.cookie)).json().title).toBe('First title, by an admin');
  });

  it('lets the host and admins see and restore a deleted thread; to its author and subscribers it is gone', async () => {
    const thread = await newThread(subscriber.cookie, 'Deleted, then restored');
    expect((await reply(subscriber.cookie, thread.id, 'A reply that comes back too')).statusCode).toBe(201);
    expect((await call('PUT', `/api/threads/${thread.id}`, subscriber.cookie, { active: false })).statusCode).toBe(200);

    const seenByHost = await call('GET', `/api/threads/${thread.id}`, host.cookie);
    expect(seenByHost.statusCode).toBe(200);
    expect(seenByHost.json()).toMatchObject({ active: false, can_moderate: true });
    expect((await call('GET', `/api/threads/${thread.id}/posts`, host.cookie)).json()._total_count).toBe(1);
    expect((await reply(host.cookie, thread.id, 'Replying to a deleted thread')).statusCode).toBe(404);
    for (const cookie of [subscriber.cookie, stranger.cookie]) {
      expect((await call('GET', `/api/threads/${thread.id}`, cookie)).statusCode).toBe(404);
      expect((await call('PUT', `/api/threads/${thread.id}`, cookie, { active: true })).statusCode).toBe(404);
    }
    expect((await call('PUT', `/api/threads/${thread.id}`, undefined, { active: true })).statusCode).toBe(404);

    const restored = await call('PUT', `/api/threads/${thread.id}`, host.cookie, { active: true });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ active: true, post_count: 1 });
    expect((await call('GET', `/api/threads/${thread.id}`, subscriber.cookie)).json().active).toBe(true);
    const list = await call('GET', `/api/workspaces/${channelId}/threads?limit=50`, subscriber.cookie);
    expect(list.json().results.map((item: { id: string }) => item.id)).toContain(thread.id);

    expect((await call('PUT', `/api/threads/${thread.id}`, host.cookie, { active: false })).statusCode).toBe(200);
    expect((await call('PUT', `/api/threads/${thread.id}`, adminCookie, { active: true })).json().active).toBe(true);
  });

  it('lets the host and the author hide a reply, not a stranger; hidden replies leave the lists', async () => {
    const thread = await newThread(subscriber.cookie);
    const first = (await reply(subscriber.cookie, thread.id, 'first')).json();
    const second = (await reply(subscriber.cookie, thread.id, 'second')).json();
    const otherSubscriber = await signedInUser(t.app);
    const plan = (await call('GET', `/api/workspaces/${channelId}/plans`, host.cookie)).json().results[0];
    await buyPlan(t, otherSubscriber.cookie, plan.id);
    expect((await call('PUT', `/api/posts/${first.id}`, otherSubscriber.cookie, { active: false })).statusCode).toBe(403);
    expect((await call('PUT', `/api/posts/${first.id}`, stranger.cookie, { active: false })).statusCode).toBe(403);
    expect((await call('PUT', `/api/posts/${first.id}`, undefined, { active: false })).statusCode).toBe(401);
    expect((await call('PUT', `/api/posts/${first.id}`, host.cookie, { active: true })).statusCode).toBe(400);
    const hidden = await call('PUT', `/api/posts/${first.id}`, host.cookie, { active: false });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().active).toBe(false);
    expect((await call('PUT', `/api/posts/${second.id}`, subscriber.cookie, { active: false })).statusCode).toBe(200);
    expect((await call('GET', `/api/threads/${thread.id}/posts`, subscriber.cookie)).json()._total_count).toBe(0);
    expect((await call('PUT', `/api/posts/${first.id}`, host.cookie, { active: false })).statusCode).toBe(404);
  });

  it('lets admins configure the word list, which takes effect at once', async () => {
    expect((await call('GET', '/api/admin/forum/offensive-words', subscriber.cookie)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/forum/offensive-words')).statusCode).toBe(401);
    const current = await call('GET', '/api/admin/forum/offensive-words', adminCookie);
    expect(current.statusCode).toBe(200);
    expect(current.json().words).toContain('屌');
    expect(current.json().words).toEqual(current.json().defaults);
    const saved = await call('PUT', '/api/admin/forum/offensive-words', adminCookie, {
      words: [...current.json().words, 'scam', ' scam '],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().words.filter((word: string) => word === 'scam')).toHaveLength(1);
    expect((await call('PUT', '/api/admin/forum/offensive-words', host.cookie, { words: [] })).statusCode).toBe(403);
    const refused = await call('POST', `/api/workspaces/${channelId}/threads`, subscriber.cookie, { title: 'Total SCAM' });
    expect(refused.json().msg).toBe('OFFENSIVE_WORDING');
    await call('PUT', '/api/admin/forum/offensive-words', adminCookie, { words: current.json().words });
    expect((await call('POST', `/api/workspaces/${channelId}/threads`, subscriber.cookie, { title: 'Total SCAM' })).statusCode).toBe(201);
  });

  it('starts a thread with a body under its title, shown on the thread and in the list', async () => {
    const body = 'I bought a call in March.\nHow much of its price is time value?';
    const created = await call('POST', `/api/workspaces/${channelId}/threads`, subscriber.cookie, { title: 'Time value', body });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ title: 'Time value', body });
    expect((await call('GET', `/api/threads/${created.json().id}`, subscriber.cookie)).json().body).toBe(body);
    const listed = (await call('GET', `/api/workspaces/${channelId}/threads?limit=50`, subscriber.cookie)).json().results;
    expect(listed.find((thread: { id: string }) => thread.id === created.json().id).body).toBe(body);
    // Spec 001 §7 creates a thread with a title only: its body is then empty.
    const titleOnly = await call('POST', `/api/workspaces/${channelId}/threads`, subscriber.cookie, { title: 'Title only' });
    expect(titleOnly.json().body).toBe('');
  });

  it('refuses a thread body that is too long or holds an offensive word, and writes no thread', async () => {
    const countThreads = async () => (await call('GET', `/api/workspaces/${channelId}/threads`, subscriber.cookie)).json()._total_count;
    const before = await countThreads();
    const tooLong = await call('POST', `/api/workspaces/${channelId}/threads`, subscriber.cookie, {
      title: 'A long story',
      body: 'a'.repeat(FORUM_THREAD_BODY_MAX_LENGTH + 1),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().msg).toBe('VALIDATION_ERROR');
    for (const body of ['What the f u c k is theta?', '呢個價真係屌你老母']) {
      const offensive = await call('POST', `/api/workspaces/${channelId}/threads`, subscriber.cookie, { title: 'A fair title', body });
      expect(offensive.statusCode).toBe(400);
      expect(offensive.json().msg).toBe('OFFENSIVE_WORDING');
    }
    expect(await countThreads()).toBe(before);
    const longest = await call('POST', `/api/workspaces/${channelId}/threads`, host.cookie, {
      title: 'Just fits',
      body: 'a'.repeat(FORUM_THREAD_BODY_MAX_LENGTH),
    });
    expect(longest.statusCode).toBe(201);
  });

  it('answers 404 for unknown threads and shows the forum routes in the OpenAPI document', async () => {
    expect((await call('GET', '/api/threads/00000000-0000-4000-8000-000000000000', subscriber.cookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/threads/not-a-uuid', subscriber.cookie)).statusCode).toBe(400);
    const paths = Object.keys((await call('GET', '/api/docs/json')).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/workspaces/{id}/threads',
        '/api/threads/{id}',
        '/api/threads/{id}/posts',
        '/api/posts/{id}',
        '/api/admin/forum/offensive-words',
      ]),
    );
  });
});

describe.each(databaseKinds(import.meta.url))('the forum posting pace on %s', (kind) => {
  let t: TestApp;
  let channelId: string;
  let hostCookie: string;
  const post = (cookie: string, url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: { cookie }, payload });

  beforeAll(async () => {
    t = await createTestApp(kind, { forumLimits: DEFAULT_FORUM_LIMITS });
    const host = await signedInUser(t.app, 'host');
    hostCookie = host.cookie;
    channelId = (await t.app.inject({ method: 'GET', url: '/api/workspaces/mine', headers: { cookie: hostCookie } })).json().results[0].id;
    await t.app.inject({ method: 'PUT', url: `/api/workspaces/${channelId}`, headers: { cookie: hostCookie }, payload: { publish: true } });
  });
  afterAll(() => t.close());

  it(`allows ${FORUM_POSTING_LIMITS.threadsPerMinute} threads a minute to one person, then answers 429; others still post`, async () => {
    const poster = await signedInUser(t.app);
    const threads = `/api/workspaces/${channelId}/threads`;
    for (let index = 0; index < FORUM_POSTING_LIMITS.threadsPerMinute; index += 1) {
      expect((await post(poster.cookie, threads, { title: `Thread ${index}` })).statusCode).toBe(201);
    }
    const refused = await post(poster.cookie, threads, { title: 'One too many' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().msg).toBe('FORUM_POSTING_TOO_FAST');
    expect((await post(hostCookie, threads, { title: 'The host is not slowed by others' })).statusCode).toBe(201);
  });

  it(`allows ${FORUM_POSTING_LIMITS.repliesPerMinute} replies a minute to one person, then answers 429; refused posts do not count`, async () => {
    const poster = await signedInUser(t.app);
    const thread = (await post(hostCookie, `/api/workspaces/${channelId}/threads`, { title: 'Reply here' })).json();
    const replies = `/api/threads/${thread.id}/posts`;
    expect((await post(poster.cookie, replies, { body: '<p>仆街</p>' })).json().msg).toBe('OFFENSIVE_WORDING');
    for (let index = 0; index < FORUM_POSTING_LIMITS.repliesPerMinute; index += 1) {
      expect((await post(poster.cookie, replies, { body: `<p>Reply ${index}</p>` })).statusCode).toBe(201);
    }
    const refused = await post(poster.cookie, replies, { body: '<p>One too many</p>' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().msg).toBe('FORUM_POSTING_TOO_FAST');
    // Threads are counted apart from replies.
    expect((await post(poster.cookie, `/api/workspaces/${channelId}/threads`, { title: 'Still my first thread' })).statusCode).toBe(201);
  });
});
