import { activityPageSchema } from '@platform/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/databases.js';
import { ADMIN_ENV, createTestApp, logInAsAdmin, signedInUser, type TestApp } from '../../test/test-app.js';

describe.each(databaseKinds(import.meta.url))('activities routes on %s', (kind) => {
  let t: TestApp;
  let host: Awaited<ReturnType<typeof signedInUser>>;
  let channelId: string;
  let adminCookie: string;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { ...ADMIN_ENV, SECRET_KEY: 'a'.repeat(32) });
    adminCookie = await logInAsAdmin(t.app);
    host = await signedInUser(t.app, 'host');
    channelId = (await call('GET', '/api/workspaces/mine', host.cookie)).json().results[0].id;
    expect((await call('PUT', `/api/workspaces/${channelId}`, host.cookie, { publish: true })).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  const create = (name: string, cookie = host.cookie, extra: object = {}) =>
    call('POST', `/api/workspaces/${channelId}/activities`, cookie, { name, ...extra });

  it('lets the host add a webinar that starts an hour from now, and nobody else', async () => {
    const before = Date.now();
    const created = await create('Market outlook');
    expect(created.statusCode).toBe(201);
    const activity = created.json();
    expect(activity).toMatchObject({
      title: { en: 'Market outlook' },
      status: 'SETUP',
      kind: 'webinar',
      workspace_id: channelId,
      can_manage: true,
      locked: false,
    });
    const startsIn = new Date(activity.start_date).getTime() - before;
    expect(startsIn).toBeGreaterThan(59 * 60 * 1000);
    expect(startsIn).toBeLessThan(61 * 60 * 1000);

    const viewer = await signedInUser(t.app);
    expect((await create('Not mine', viewer.cookie)).statusCode).toBe(403);
    expect((await create('Guest', '')).statusCode).toBe(401);
    const byAdmin = await create('Admin', adminCookie);
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().msg).toBe('CANNOT_CREATE_WEBINAR');
    const otherHost = await signedInUser(t.app, 'host');
    expect((await create('Takeover', otherHost.cookie)).statusCode).toBe(403);
  });

  it('refuses more than 3 speakers and a blank title', async () => {
    const speakers = await Promise.all([1, 2, 3, 4].map(async () => (await signedInUser(t.app)).user.id));
    const tooMany = await create('Panel', host.cookie, { speakers });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().details).toEqual([{ path: 'speakers', message: 'too_many_speakers' }]);
    expect((await create('   ')).json().details).toEqual([{ path: 'name', message: 'required' }]);
    const three = await create('Panel', host.cookie, { speakers: speakers.slice(0, 3) });
    expect(three.json().speakers).toHaveLength(3);
  });

  it('saves edits: title, sanitised description, language, keywords, start date; other hosts get Permission denied', async () => {
    const { id } = (await create('Draft')).json();
    const keyword = (await call('POST', '/api/keywords', host.cookie, { keyword: 'Dividends' })).json();
    const start = new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString();
    const updated = await call('PUT', `/api/activities/${id}`, host.cookie, {
      name: 'Dividend season',
      description: '<p>Hello<script>alert(1)</script></p>',
      language: 'en-US',
      keywords: [keyword.id],
      start_date: start,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      title: { en: 'Dividend season' },
      language: 'en-US',
      start_date: start,
      description: '<p>Hello</p>',
    });
    expect(updated.json().keywords.map((k: { keyword: string }) => k.keyword)).toEqual(['dividends']);

    const otherHost = await signedInUser(t.app, 'host');
    const denied = await call('PUT', `/api/activities/${id}`, otherHost.cookie, { name: 'Mine now' });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().msg).toBe('PERMISSION_DENIED');
    expect((await call('PUT', `/api/activities/${id}`, adminCookie, { name: 'Fixed by admin' })).json().title.en).toBe('Fixed by admin');
    const badThumb = await call('PUT', `/api/activities/${id}`, host.cookie, { thumbnail_url: 'https://evil.example/x.png' });
    expect(badThumb.statusCode).toBe(400);
    const described = await call('POST', `/api/activities/${id}/description`, host.cookie, {
      description: '<p>New <b>text</b><img src=x onerror=alert(1)></p>',
    });
    expect(described.json().description).toBe('<p>New <b>text</b></p>');
    const tagged = await call('POST', `/api/activities/${id}/keywords`, host.cookie, { keywords: [keyword.id] });
    expect(tagged.json().keywords.map((k: { id: string }) => k.id)).toEqual([keyword.id]);
    expect((await call('POST', `/api/activities/${id}/keywords`, host.cookie, {})).statusCode).toBe(400);
    expect((await call('POST', `/api/activities/${id}/description`, otherHost.cookie, { description: 'x' })).statusCode).toBe(403);
    const onlyKeywords = await call('PUT', `/api/activities/${id}`, host.cookie, { keywords: [] });
    expect(onlyKeywords.statusCode).toBe(200);
    expect(onlyKeywords.json().keywords).toEqual([]);
    const unknownKeyword = await call('PUT', `/api/activities/${id}`, host.cookie, { keywords: ['00000000-0000-4000-8000-000000000000'] });
    expect(unknownKeyword.statusCode).toBe(400);
  });

  it('opens the waiting room only for a future start, answers 409 for commands still to come, 400 for unknown ones', async () => {
    const { id } = (await create('Live soon')).json();
    const opened = await call('PUT', `/api/activities/${id}/status`, host.cookie, { command: 'open-waitingroom' });
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ activity: { status: 'PENDING_LIVE' }, state: 'waiting-room' });
    expect(opened.json().activity.webrtc_session_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(opened.json().token.length).toBeGreaterThan(20);
    const again = await call('PUT', `/api/activities/${id}/status`, host.cookie, { command: 'open-waitingroom' });
    expect(again.statusCode).toBe(409);

    const past = (await create('Too late', host.cookie, { start_date: new Date(Date.now() - 60_000).toISOString() })).json();
    const refused = await call('PUT', `/api/activities/${past.id}/status`, host.cookie, { command: 'open-waitingroom' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe('START_DATE_IN_PAST');

    // Publishing a webinar past its set-up needs a processed analysis (modules/analysis, tested there).
    expect((await call('PUT', `/api/activities/${id}/status`, host.cookie, { command: 'publish' })).json().msg).toBe(
      'INVALID_STATUS_TRANSITION',
    );
    // go-live belongs to the live room (modules/live, tested there); from the waiting room it goes live.
    expect((await call('PUT', `/api/activities/${id}/status`, host.cookie, { command: 'go-live' })).json().activity.status).toBe('LIVE');
    const unknown = await call('PUT', `/api/activities/${id}/status`, host.cookie, { command: 'explode' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().msg).toBe('UNKNOWN_COMMAND');
    const viewer = await signedInUser(t.app);
    expect((await call('PUT', `/api/activities/${id}/status`, viewer.cookie, { command: 'unpublish' })).statusCode).toBe(403);

    // The live zone shows it to everyone, since the channel is public.
    const incoming = await call('GET', '/api/activities/incoming-webinar?limit=50');
    expect(incoming.json().results.map((a: { id: string }) => a.id)).toContain(id);

    // A private channel's live shows in its members' zone only, beside the public ones everyone sees.
    const privateHost = await signedInUser(t.app, 'host');
    const privateChannel = (await call('GET', '/api/workspaces/mine', privateHost.cookie)).json().results[0];
    expect(privateChannel.publish).toBe(false);
    const hidden = (
      await call('POST', `/api/workspaces/${privateChannel.id}/activities`, privateHost.cookie, { name: 'Members only' })
    ).json();
    await call('PUT', `/api/activities/${hidden.id}/status`, privateHost.cookie, { command: 'open-waitingroom' });
    const zoneOf = async (cookie?: string) =>
      (await call('GET', '/api/activities/incoming-webinar?limit=50', cookie)).json().results.map((a: { id: string }) => a.id);
    expect(await zoneOf(viewer.cookie)).toEqual(expect.arrayContaining([id]));
    expect(await zoneOf(viewer.cookie)).not.toContain(hidden.id);
    const privateZone = await zoneOf(privateHost.cookie);
    expect(privateZone).toEqual(expect.arrayContaining([id, hidden.id]));
    // Merged in the zone's order: the live one before the one about to start.
    expect(privateZone.indexOf(id)).toBeLessThan(privateZone.indexOf(hidden.id));
    expect(await zoneOf()).not.toContain(hidden.id);
  });

  it('gives members of one private channel the same live zone, each with their own right to manage', async () => {
    const owner = await signedInUser(t.app, 'host');
    const viewer = await signedInUser(t.app);
    const channelId = (await call('GET', '/api/workspaces/mine', owner.cookie)).json().results[0].id as string;
    await call('PUT', `/api/workspaces/${channelId}`, owner.cookie, { publish: true });
    expect((await call('POST', `/api/workspaces/${channelId}/follow`, viewer.cookie)).statusCode).toBe(204);
    await call('PUT', `/api/workspaces/${channelId}`, owner.cookie, { publish: false });
    const { id } = (await call('POST', `/api/workspaces/${channelId}/activities`, owner.cookie, { name: 'Members' })).json();
    await call('PUT', `/api/activities/${id}/status`, owner.cookie, { command: 'open-waitingroom' });
    const seenBy = async (cookie: string) =>
      (await call('GET', '/api/activities/incoming-webinar?limit=50', cookie))
        .json()
        .results.find((activity: { id: string }) => activity.id === id) as { can_manage: boolean } | undefined;
    expect((await seenBy(owner.cookie))?.can_manage).toBe(true);
    expect((await seenBy(viewer.cookie))?.can_manage).toBe(false);
    expect((await seenBy(owner.cookie))?.can_manage).toBe(true);
  });

  it("shows a change of the viewer's channels, or of a private channel's live webinars, in their very next live zone", async () => {
    const viewer = await signedInUser(t.app);
    const zoneOf = async (cookie: string) =>
      (await call('GET', '/api/activities/incoming-webinar?limit=50', cookie)).json().results.map((a: { id: string }) => a.id);
    // Two channels the viewer follows while they are public, then made private: the viewer stays a member of both.
    const privateChannel = async () => {
      const owner = await signedInUser(t.app, 'host');
      const id = (await call('GET', '/api/workspaces/mine', owner.cookie)).json().results[0].id as string;
      await call('PUT', `/api/workspaces/${id}`, owner.cookie, { publish: true });
      expect((await call('POST', `/api/workspaces/${id}/follow`, viewer.cookie)).statusCode).toBe(204);
      await call('PUT', `/api/workspaces/${id}`, owner.cookie, { publish: false });
      return { owner, id };
    };
    const openRoom = async (channel: { owner: { cookie: string }; id: string }) => {
      const { id } = (await call('POST', `/api/workspaces/${channel.id}/activities`, channel.owner.cookie, { name: 'Members' })).json();
      await call('PUT', `/api/activities/${id}/status`, channel.owner.cookie, { command: 'open-waitingroom' });
      return id as string;
    };
    const first = await privateChannel();
    const second = await privateChannel();
    const firstLive = await openRoom(first);
    // Read now, the second channel has nothing in the zone; its webinar opened next shows at once all the same.
    expect(await zoneOf(viewer.cookie)).toContain(firstLive);
    const secondLive = await openRoom(second);
    expect(await zoneOf(viewer.cookie)).toEqual(expect.arrayContaining([firstLive, secondLive]));
    // Removed from the first channel, the viewer no longer sees its webinar, from the very next request.
    const removed = await call('DELETE', `/api/workspaces/${first.id}/users/${viewer.user.id}`, first.owner.cookie);
    expect(removed.statusCode).toBe(204);
    const after = await zoneOf(viewer.cookie);
    expect(after).toContain(secondLive);
    expect(after).not.toContain(firstLive);
  });

  it("closes a channel's video list to strangers from the very request after the channel is made private", async () => {
    const owner = await signedInUser(t.app, 'host');
    const id = (await call('GET', '/api/workspaces/mine', owner.cookie)).json().results[0].id as string;
    await call('PUT', `/api/workspaces/${id}`, owner.cookie, { publish: true });
    const stranger = await signedInUser(t.app);
    const videos = (cookie?: string) => call('GET', `/api/workspaces/${id}/playbacks`, cookie);
    expect((await videos(stranger.cookie)).statusCode).toBe(200);
    expect((await videos()).statusCode).toBe(200);
    await call('PUT', `/api/workspaces/${id}`, owner.cookie, { publish: false });
    expect((await videos(stranger.cookie)).statusCode).toBe(403);
    expect((await videos()).statusCode).toBe(401);
    expect((await videos(owner.cookie)).json()._total_count).toBe(0);
  });

  it('answers every list in the shape of the shared contract, exactly, though the answers are not checked on the way out', async () => {
    const { id } = (await create('Contract check')).json();
    await call('PUT', `/api/activities/${id}/status`, host.cookie, { command: 'open-waitingroom' });
    const lists = [
      '/api/activities/incoming-webinar?limit=50',
      '/api/activities/playbacks',
      `/api/workspaces/${channelId}/playbacks`,
      `/api/workspaces/${channelId}/activities`,
    ];
    for (const cookie of [host.cookie, (await signedInUser(t.app)).cookie, undefined]) {
      for (const url of lists) {
        const body = (await call('GET', url, cookie)).json();
        expect(activityPageSchema.parse(body), url).toEqual(body);
      }
    }
    const zone = (await call('GET', '/api/activities/incoming-webinar?limit=50', host.cookie)).json();
    expect(zone.results.map((activity: { id: string }) => activity.id)).toContain(id);
  });

  it('lists the channel webinars for the manage page in pages, without deleted ones', async () => {
    const fresh = await signedInUser(t.app, 'host');
    const freshChannel = (await call('GET', '/api/workspaces/mine', fresh.cookie)).json().results[0].id;
    await call('PUT', `/api/workspaces/${freshChannel}`, fresh.cookie, { publish: true });
    const ids: string[] = [];
    for (let i = 0; i < 7; i += 1) {
      ids.push((await call('POST', `/api/workspaces/${freshChannel}/activities`, fresh.cookie, { name: `W${i}` })).json().id);
    }
    const deleted = await call('PUT', `/api/activities/${ids[0]}/status`, fresh.cookie, { command: 'unpublish' });
    expect(deleted.json().activity.status).toBe('UNPUBLISHED');
    const page1 = (await call('GET', `/api/workspaces/${freshChannel}/activities?limit=5&offset=0`, fresh.cookie)).json();
    const page2 = (await call('GET', `/api/workspaces/${freshChannel}/activities?limit=5&offset=5`, fresh.cookie)).json();
    expect(page1._total_count).toBe(6);
    expect(page1.results).toHaveLength(5);
    expect(page2.results).toHaveLength(1);
    expect([...page1.results, ...page2.results].map((a: { id: string }) => a.id)).not.toContain(ids[0]);
    expect((await call('GET', `/api/activities/${ids[0]}`, fresh.cookie)).statusCode).toBe(404);
    expect((await call('GET', `/api/workspaces/${freshChannel}/activities?status=NOPE`, fresh.cookie)).statusCode).toBe(400);
    // A viewer sees no set-up webinars of the channel: only live events.
    const viewer = await signedInUser(t.app);
    expect((await call('GET', `/api/workspaces/${freshChannel}/activities`, viewer.cookie)).json().results).toEqual([]);
    expect((await call('GET', `/api/activities/${ids[1]}`, viewer.cookie)).statusCode).toBe(404);
  });

  it('keeps courses: the host generates and renames them, viewers see published ones', async () => {
    const generated = await call('POST', `/api/workspaces/${channelId}/courses`, host.cookie, {});
    expect(generated.statusCode).toBe(201);
    expect(generated.json()).toMatchObject({ title: { en: 'Course 1' }, publish: false });
    const updated = await call('PUT', `/api/courses/${generated.json().id}`, host.cookie, { title: 'Basics', publish: true });
    expect(updated.json()).toMatchObject({ title: { en: 'Basics' }, publish: true });
    const viewer = await signedInUser(t.app);
    expect((await call('PUT', `/api/courses/${generated.json().id}`, viewer.cookie, { publish: false })).statusCode).toBe(403);
    const inCourse = await call('POST', `/api/courses/${generated.json().id}/activities`, host.cookie, { name: 'Lesson 1' });
    expect(inCourse.json().course_id).toBe(generated.json().id);
    const list = await call('GET', `/api/courses/${generated.json().id}/activities`, host.cookie);
    expect(list.json().results.map((a: { id: string }) => a.id)).toEqual([inCourse.json().id]);
    const seen = (await call('GET', `/api/workspaces/${channelId}/courses`, viewer.cookie)).json().results;
    expect(seen.map((c: { title: { en: string } }) => c.title.en)).toContain('Basics');
  });
});
