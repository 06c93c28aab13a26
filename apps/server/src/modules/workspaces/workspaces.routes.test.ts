import sharp from 'sharp';
import { LOGO_MAX_BYTES, workspacePageSchema } from '@platform/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/databases.js';
import { pngOfSize, TINY_PNG_BASE64 } from '../../test/images.js';
import { createWorkspacesRepository } from './workspaces.repository.js';
import { ADMIN_ENV, createTestApp, logIn, memoryMailer, signedInUser, logInAsAdmin, type TestApp } from '../../test/test-app.js';

describe.each(databaseKinds(import.meta.url))('workspaces routes on %s', (kind) => {
  let t: TestApp;
  let adminCookie: string;
  const mailer = memoryMailer();
  beforeAll(async () => {
    t = await createTestApp(kind, { mailer }, { ...ADMIN_ENV, SECRET_KEY: 'x'.repeat(32) });
    adminCookie = await logInAsAdmin(t.app);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });

  async function channelOf(cookie: string, name = 'Market Talk') {
    const response = await call('POST', '/api/workspaces', cookie, { name, language: 'yue-Hant-HK', description: '<p>Hi</p>' });
    expect(response.statusCode).toBe(201);
    return response.json() as { workspace_id: string; slug: string | null };
  }

  describe('POST /api/workspaces', () => {
    it('creates a private channel and makes a viewer its host', async () => {
      const viewer = await signedInUser(t.app);
      const created = await channelOf(viewer.cookie, 'Morning Markets');
      expect(created.slug).toMatch(/^morningmarkets\d*$/);
      const me = await call('GET', '/api/auth/me', viewer.cookie);
      expect(me.json().role).toBe('host');
      const detail = await call('GET', `/api/workspaces/${created.slug}`, viewer.cookie);
      expect(detail.json()).toMatchObject({
        id: created.workspace_id,
        name: 'Morning Markets',
        publish: false,
        my_role: 'host',
        host_email: viewer.email,
      });
    });

    it('refuses a name under 5 characters with NAME_IS_TOO_SHORT, a bad language, and guests', async () => {
      const viewer = await signedInUser(t.app);
      const short = await call('POST', '/api/workspaces', viewer.cookie, { name: 'abcd', language: 'en-US' });
      expect(short.statusCode).toBe(400);
      expect(short.json()).toMatchObject({ msg: 'VALIDATION_ERROR', details: [{ path: 'name', message: 'name_too_short' }] });
      expect((await call('POST', '/api/workspaces', viewer.cookie, { name: 'Valid name', language: 'fr-FR' })).statusCode).toBe(400);
      expect((await call('POST', '/api/workspaces', undefined, { name: 'Valid name', language: 'en-US' })).statusCode).toBe(401);
    });
  });

  describe('GET /api/workspaces/{idOrSlug}', () => {
    it('shows a private channel to its host, followers and admins only; asks guests to log in', async () => {
      const host = await signedInUser(t.app, 'host');
      const { workspace_id } = await channelOf(host.cookie);
      const stranger = await signedInUser(t.app);
      expect((await call('GET', `/api/workspaces/${workspace_id}`)).json().msg).toBe('NOT_LOGGED_IN');
      expect((await call('GET', `/api/workspaces/${workspace_id}`, stranger.cookie)).statusCode).toBe(403);
      const asAdmin = await call('GET', `/api/workspaces/${workspace_id}`, adminCookie);
      expect(asAdmin.statusCode).toBe(200);
      expect(asAdmin.json().my_role).toBe('admin');
    });

    it('shows a public channel to guests without the host email', async () => {
      const host = await signedInUser(t.app, 'host');
      const { workspace_id } = await channelOf(host.cookie);
      await call('PUT', `/api/workspaces/${workspace_id}`, host.cookie, { publish: true });
      const guest = await call('GET', `/api/workspaces/${workspace_id}`);
      expect(guest.statusCode).toBe(200);
      expect(guest.json()).toMatchObject({ publish: true, host_email: null, my_role: 'none' });
      const byJoinCode = await call('GET', `/api/workspaces/${guest.json().join_code}`);
      expect(byJoinCode.json().id).toBe(workspace_id);
    });

    it('serves guests the channel page and suggestions again for a moment, and a change made here at once', async () => {
      const host = await signedInUser(t.app, 'host');
      const { workspace_id } = await channelOf(host.cookie);
      await call('PUT', `/api/workspaces/${workspace_id}`, host.cookie, { publish: true });
      expect((await call('GET', `/api/workspaces/${workspace_id}`)).headers['x-guest-cache']).toBeUndefined();
      const again = await call('GET', `/api/workspaces/${workspace_id}`);
      expect(again.headers['x-guest-cache']).toBe('hit');
      expect((await call('GET', `/api/workspaces/${workspace_id}`, host.cookie)).headers['x-guest-cache']).toBeUndefined();
      await call('PUT', `/api/workspaces/${workspace_id}`, host.cookie, { name: 'Renamed for guests' });
      const renamed = await call('GET', `/api/workspaces/${workspace_id}`);
      expect(renamed.headers['x-guest-cache']).toBeUndefined();
      expect(renamed.json().name).toBe('Renamed for guests');

      await call('GET', '/api/workspaces/suggestions?limit=16');
      expect((await call('GET', '/api/workspaces/suggestions?limit=16')).headers['x-guest-cache']).toBe('hit');
    });

    it('answers 404 for an unknown channel', async () => {
      expect((await call('GET', '/api/workspaces/nosuchchannel')).statusCode).toBe(404);
    });
  });

  describe('PUT /api/workspaces/{id}', () => {
    it('lets the host change name, slug, language, publish, description, keywords and chat links', async () => {
      const host = await signedInUser(t.app, 'host');
      const { workspace_id } = await channelOf(host.cookie);
      const keyword = (await call('POST', '/api/keywords', host.cookie, { keyword: ' Finance ' })).json();
      expect(keyword.keyword).toBe('finance');
      const response = await call('PUT', `/api/workspaces/${workspace_id}`, host.cookie, {
        name: 'Renamed channel',
        slug: `slug${Date.now()}`,
        language: 'en-US',
        publish: true,
        description: '<p>Safe <b>bold</b></p><script>alert(1)</script><img src=x onerror=alert(1)>',
        keywords: [keyword.id],
        chat_platforms: [
          { chat_platform_name: 'telegram', invitation_link: 'https://t.me/market', publish: true },
          { chat_platform_name: 'discord', invitation_link: 'https://discord.gg/abc', publish: false },
        ],
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ name: 'Renamed channel', language: 'en-US', publish: true });
      expect(body.description).toBe('<p>Safe <b>bold</b></p>');
      expect(body.keywords).toEqual([{ id: keyword.id, keyword: 'finance', category: null }]);
      expect(body.chat_platforms).toHaveLength(2);
      const asGuest = await call('GET', `/api/workspaces/${workspace_id}`);
      expect(asGuest.json().chat_platforms.map((link: { chat_platform_name: string }) => link.chat_platform_name)).toEqual(['telegram']);
    });

    it('refuses a taken slug, a slug with symbols or naming a page, and a chat link of the wrong site or no web address', async () => {
      const host = await signedInUser(t.app, 'host');
      const first = await channelOf(host.cookie, 'First channel');
      const second = await channelOf(host.cookie, 'Second channel');
      const taken = await call('PUT', `/api/workspaces/${second.workspace_id}`, host.cookie, { slug: first.slug!.toUpperCase() });
      expect(taken.statusCode).toBe(400);
      expect(taken.json().msg).toBe('SLUG_TAKEN');
      const symbols = await call('PUT', `/api/workspaces/${second.workspace_id}`, host.cookie, { slug: 'bad-slug' });
      expect(symbols.json()).toMatchObject({ msg: 'VALIDATION_ERROR', details: [{ path: 'slug', message: 'slug_invalid' }] });
      // /channel/browse is the browse page: a channel there could never be reached by its slug.
      const page = await call('PUT', `/api/workspaces/${second.workspace_id}`, host.cookie, { slug: 'Browse' });
      expect(page.json()).toMatchObject({ msg: 'VALIDATION_ERROR', details: [{ path: 'slug', message: 'slug_reserved' }] });
      // A channel named after such a page gets the next free slug instead.
      expect((await channelOf((await signedInUser(t.app, 'host')).cookie, 'Courses')).slug).toBe('courses2');
      const forum = await call('PUT', `/api/workspaces/${second.workspace_id}`, host.cookie, {
        chat_platforms: [{ chat_platform_name: 'forum', invitation_link: 'javascript:alert(1)', publish: true }],
      });
      expect(forum.statusCode).toBe(400);
      const link = await call('PUT', `/api/workspaces/${second.workspace_id}`, host.cookie, {
        chat_platforms: [{ chat_platform_name: 'whatsapp', invitation_link: 'https://t.me/x', publish: true }],
      });
      expect(link.statusCode).toBe(400);
    });

    it('refuses another host, a viewer and guests; lets an admin edit', async () => {
      const host = await signedInUser(t.app, 'host');
      const { workspace_id } = await channelOf(host.cookie);
      const otherHost = await signedInUser(t.app, 'host');
      const viewer = await signedInUser(t.app);
      expect((await call('PUT', `/api/workspaces/${workspace_id}`, otherHost.cookie, { name: 'Hijacked' })).statusCode).toBe(403);
      expect((await call('PUT', `/api/workspaces/${workspace_id}`, viewer.cookie, { name: 'Hijacked' })).statusCode).toBe(403);
      expect((await call('PUT', `/api/workspaces/${workspace_id}`, undefined, { name: 'Hijacked' })).statusCode).toBe(401);
      const byAdmin = await call('PUT', `/api/workspaces/${workspace_id}`, adminCookie, { name: 'Fixed by admin' });
      expect(byAdmin.statusCode).toBe(200);
      expect(byAdmin.json().name).toBe('Fixed by admin');
    });
  });

  describe('PUT /api/workspaces/{id}/logo and /banner', () => {
    it('stores an image checked by content and serves it at a signed URL', async () => {
      const host = await signedInUser(t.app, 'host');
      const { workspace_id } = await channelOf(host.cookie);
      const upload = await call('PUT', `/api/workspaces/${workspace_id}/logo`, host.cookie, {
        base64: `data:image/png;base64,${TINY_PNG_BASE64}`,
        name: 'logo.png',
        filetype: 'image/png',
      });
      expect(upload.statusCode).toBe(200);
      const url = upload.json().url as string;
      const file = await call('GET', url);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      // Stored as re-encoded from its pixels: the same 1 × 1 PNG, not necessarily the same bytes.
      expect(await sharp(file.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
      const tampered = await call('GET', url.replace(/sig=[^&]+/, 'sig=forged'));
      expect(tampered.statusCode).toBe(403);
      expect((await call('GET', `/api/workspaces/${workspace_id}`, host.cookie)).json().logo_url).toBe(url);
    });

    it('refuses a logo of 256 KB and a banner of 2560 KB with FILE_TOO_LARGE, and a renamed text file', async () => {
      const host = await signedInUser(t.app, 'host');
      const { workspace_id } = await channelOf(host.cookie);
      const logo = await call('PUT', `/api/workspaces/${workspace_id}/logo`, host.cookie, {
        base64: pngOfSize(LOGO_MAX_BYTES),
        name: 'big.png',
      });
      expect(logo.json().msg).toBe('FILE_TOO_LARGE');
      const logoJustUnder = await call('PUT', `/api/workspaces/${workspace_id}/logo`, host.cookie, {
        base64: pngOfSize(LOGO_MAX_BYTES - 1),
      });
      expect(logoJustUnder.statusCode).toBe(200);
      const banner = await call('PUT', `/api/workspaces/${workspace_id}/banner`, host.cookie, { base64: pngOfSize(2560 * 1024) });
      expect(banner.json().msg).toBe('FILE_TOO_LARGE');
      const text = await call('PUT', `/api/workspaces/${workspace_id}/banner`, host.cookie, {
        base64: Buffer.from('<script>alert(1)</script>').toString('base64'),
        name: 'banner.png',
        filetype: 'image/png',
      });
      expect(text.json().msg).toBe('INVALID_IMAGE');
    });

    it('refuses uploads by someone who does not manage the channel', async () => {
      const host = await signedInUser(t.app, 'host');
      const { workspace_id } = await channelOf(host.cookie);
      const viewer = await signedInUser(t.app);
      expect((await call('PUT', `/api/workspaces/${workspace_id}/logo`, viewer.cookie, { base64: TINY_PNG_BASE64 })).statusCode).toBe(403);
    });
  });

  describe('DELETE /api/workspaces/{id} and GET /api/workspaces (admin centre)', () => {
    it('lets only admins list all channels with host emails and delete one', async () => {
      const host = await signedInUser(t.app, 'host');
      const { workspace_id } = await channelOf(host.cookie, 'Doomed channel');
      expect((await call('GET', '/api/workspaces', host.cookie)).statusCode).toBe(403);
      const list = await call('GET', '/api/workspaces?limit=100', adminCookie);
      expect(list.statusCode).toBe(200);
      expect(list.json().results.find((row: { id: string }) => row.id === workspace_id)).toMatchObject({
        host_email: host.email,
        name: 'Doomed channel',
      });
      expect((await call('DELETE', `/api/workspaces/${workspace_id}`, host.cookie)).statusCode).toBe(403);
      expect((await call('DELETE', `/api/workspaces/${workspace_id}`)).statusCode).toBe(401);
      expect((await call('DELETE', `/api/workspaces/${workspace_id}`, adminCookie)).statusCode).toBe(204);
      expect((await call('GET', `/api/workspaces/${workspace_id}`, adminCookie)).statusCode).toBe(404);
    });
  });

  describe('follow, browse lists and suggestions', () => {
    it('follows and unfollows a public channel; the host cannot follow their own', async () => {
      const host = await signedInUser(t.app, 'host');
      const { workspace_id } = await channelOf(host.cookie, 'Followable channel');
      await call('PUT', `/api/workspaces/${workspace_id}`, host.cookie, { publish: true });
      const fan = await signedInUser(t.app);
      expect((await call('POST', `/api/workspaces/${workspace_id}/follow`, fan.cookie)).statusCode).toBe(204);
      expect((await call('POST', `/api/workspaces/${workspace_id}/follow`, fan.cookie)).statusCode).toBe(204);
      let detail = (await call('GET', `/api/workspaces/${workspace_id}`, fan.cookie)).json();
      expect(detail).toMatchObject({ my_role: 'viewer', follower_count: 1 });
      const followed = (await call('GET', '/api/workspaces/followed', fan.cookie)).json();
      expect(followed.results.map((row: { id: string }) => row.id)).toEqual([workspace_id]);
      expect((await call('DELETE', `/api/workspaces/${workspace_id}/follow`, fan.cookie)).statusCode).toBe(204);
      detail = (await call('GET', `/api/workspaces/${workspace_id}`, fan.cookie)).json();
      expect(detail).toMatchObject({ my_role: 'none', follower_count: 0 });
      const own = await call('POST', `/api/workspaces/${workspace_id}/follow`, host.cookie);
      expect(own.json().msg).toBe('CANNOT_FOLLOW_OWN_CHANNEL');
      expect((await call('POST', `/api/workspaces/${workspace_id}/follow`)).statusCode).toBe(401);
    });

    it("pages a viewer's followed channels newest first, and shows a rename, an unfollow and a deletion at once", async () => {
      const stamp = Date.now().toString(36);
      const channels = [];
      const hosts = [];
      // One host each: a host's own channels are limited in number.
      for (const name of [`Oldest ${stamp}`, `Middle ${stamp}`, `Newest ${stamp}`]) {
        const host = await signedInUser(t.app, 'host');
        const channel = await channelOf(host.cookie, name);
        await call('PUT', `/api/workspaces/${channel.workspace_id}`, host.cookie, { publish: true });
        channels.push(channel.workspace_id);
        hosts.push(host);
      }
      const fan = await signedInUser(t.app);
      for (const id of [channels[1], channels[0], channels[2]]) {
        expect((await call('POST', `/api/workspaces/${id}/follow`, fan.cookie)).statusCode).toBe(204);
      }
      const ids = (answer: { results: { id: string }[] }) => answer.results.map((row) => row.id);
      const first = workspacePageSchema.parse((await call('GET', '/api/workspaces/followed?limit=2', fan.cookie)).json());
      expect(ids(first)).toEqual([channels[2], channels[1]]);
      expect(first._total_count).toBe(3);
      const second = workspacePageSchema.parse((await call('GET', '/api/workspaces/followed?limit=2&offset=2', fan.cookie)).json());
      expect(ids(second)).toEqual([channels[0]]);
      expect(second._total_count).toBe(3);
      expect((await call('GET', '/api/workspaces/followed?limit=2&offset=4', fan.cookie)).json()).toMatchObject({
        results: [],
        _total_count: 3,
      });

      await call('PUT', `/api/workspaces/${channels[2]}`, hosts[2]!.cookie, { name: `Renamed ${stamp}` });
      const renamed = (await call('GET', '/api/workspaces/followed?limit=1', fan.cookie)).json();
      expect(renamed.results[0]).toMatchObject({ id: channels[2], name: `Renamed ${stamp}` });
      expect((await call('DELETE', `/api/workspaces/${channels[1]}/follow`, fan.cookie)).statusCode).toBe(204);
      expect(ids((await call('GET', '/api/workspaces/followed', fan.cookie)).json())).toEqual([channels[2], channels[0]]);
      expect((await call('DELETE', `/api/workspaces/${channels[0]}`, adminCookie)).statusCode).toBe(204);
      const afterDeletion = (await call('GET', '/api/workspaces/followed', fan.cookie)).json();
      expect(ids(afterDeletion)).toEqual([channels[2]]);
      expect(afterDeletion._total_count).toBe(1);
      expect((await call('GET', '/api/workspaces/followed')).statusCode).toBe(401);
      expect((await call('GET', '/api/workspaces/followed?limit=51', fan.cookie)).statusCode).toBe(400);
    });

    it('counts the channels of a member past the last page when no standing is at hand (the repository)', async () => {
      const host = await signedInUser(t.app, 'host');
      await channelOf(host.cookie, 'Second channel');
      const repository = createWorkspacesRepository(t.container.database.db);
      const hostId = (await call('GET', '/api/auth/me', host.cookie)).json().id as string;
      expect(await repository.ofMember(hostId, 'host', 1, 0)).toMatchObject({ rows: [{ name: 'Second channel' }], total: 2 });
      expect(await repository.ofMember(hostId, 'host', 8, 5)).toEqual({ rows: [], total: 2 });
      expect(await repository.ofMember(hostId, 'viewer', 8, 0)).toEqual({ rows: [], total: 0 });
    });

    it('refuses to follow a private channel one is not invited to', async () => {
      const host = await signedInUser(t.app, 'host');
      const { workspace_id } = await channelOf(host.cookie);
      const fan = await signedInUser(t.app);
      expect((await call('POST', `/api/workspaces/${workspace_id}/follow`, fan.cookie)).statusCode).toBe(403);
    });

    it('lists my channels, and suggests only public channels filtered by keyword, category and title', async () => {
      const host = await signedInUser(t.app, 'host');
      const stamp = Date.now().toString(36);
      const published = await channelOf(host.cookie, `Visible ${stamp}`);
      const hidden = await channelOf(host.cookie, `Hidden ${stamp}`);
      const keyword = (await call('POST', '/api/keywords', adminCookie, { keyword: `kw${stamp}`, category: 'K1_FINANCE' })).json();
      await call('PUT', `/api/workspaces/${published.workspace_id}`, host.cookie, { publish: true, keywords: [keyword.id] });
      const mine = (await call('GET', '/api/workspaces/mine', host.cookie)).json();
      expect(mine._limit).toBe(8);
      // The sign-up channel plus the two made here.
      expect(mine._total_count).toBe(3);
      expect(mine.results.map((row: { id: string }) => row.id)).toEqual(
        expect.arrayContaining([published.workspace_id, hidden.workspace_id]),
      );
      const byTitle = (await call('GET', `/api/workspaces/suggestions?title=${stamp}`)).json();
      expect(byTitle.results.map((row: { id: string }) => row.id)).toEqual([published.workspace_id]);
      expect(byTitle._limit).toBe(16);
      const byKeyword = (await call('GET', `/api/workspaces/suggestions?keywords=KW${stamp}`)).json();
      expect(byKeyword.results.map((row: { id: string }) => row.id)).toEqual([published.workspace_id]);
      const byCategory = (await call('GET', '/api/workspaces/suggestions?category=K1_FINANCE&limit=50')).json();
      expect(byCategory.results.map((row: { id: string }) => row.id)).toContain(published.workspace_id);
      expect((await call('GET', '/api/workspaces/suggestions?category=K9')).statusCode).toBe(400);
      const wildcard = (await call('GET', '/api/workspaces/suggestions?title=%25')).json();
      expect(wildcard.results).toEqual([]);
    });

    it('finds a channel by words of its description and its keywords through the search box', async () => {
      const host = await signedInUser(t.app, 'host');
      const stamp = Date.now().toString(36);
      const channel = await channelOf(host.cookie, 'Plain name');
      const keyword = (await call('POST', '/api/keywords', host.cookie, { keyword: `tag${stamp}` })).json();
      await call('PUT', `/api/workspaces/${channel.workspace_id}`, host.cookie, {
        publish: true,
        description: `<p>Weekly notes on desc${stamp} markets</p>`,
        keywords: [keyword.id],
      });
      for (const term of [`desc${stamp}`, `TAG${stamp}`]) {
        const found = (await call('GET', `/api/workspaces/suggestions?title=${term}`)).json();
        expect(found.results.map((row: { id: string }) => row.id)).toEqual([channel.workspace_id]);
      }
    });

    it('finds a Chinese channel name typed in either script', async () => {
      const host = await signedInUser(t.app, 'host');
      const stamp = Date.now().toString(36);
      const channel = await channelOf(host.cookie, `廣東話會話${stamp}`);
      await call('PUT', `/api/workspaces/${channel.workspace_id}`, host.cookie, { publish: true });
      for (const term of ['广东话会话', '廣東話會話']) {
        const found = (await call('GET', `/api/workspaces/suggestions?title=${encodeURIComponent(term + stamp)}`)).json();
        expect(found.results.map((row: { id: string }) => row.id)).toEqual([channel.workspace_id]);
      }
    });
  });

  describe('members and invitations', () => {
    it('lists followers 20 a page to the host, who may remove one; others may not', async () => {
      const host = await signedInUser(t.app, 'host');
      const { workspace_id } = await channelOf(host.cookie);
      await call('PUT', `/api/workspaces/${workspace_id}`, host.cookie, { publish: true });
      const fan = await signedInUser(t.app);
      await call('POST', `/api/workspaces/${workspace_id}/follow`, fan.cookie);
      const list = await call('GET', `/api/workspaces/${workspace_id}/users`, host.cookie);
      expect(list.statusCode).toBe(200);
      expect(list.json()).toMatchObject({
        _total_count: 1,
        _limit: 20,
        results: [{ user: { id: fan.user.id, email: fan.email }, role: 'viewer' }],
      });
      expect((await call('GET', `/api/workspaces/${workspace_id}/users`, fan.cookie)).statusCode).toBe(403);
      expect((await call('DELETE', `/api/workspaces/${workspace_id}/users/${fan.user.id}`, fan.cookie)).statusCode).toBe(403);
      expect((await call('DELETE', `/api/workspaces/${workspace_id}/users/${fan.user.id}`, host.cookie)).statusCode).toBe(204);
      expect((await call('GET', `/api/workspaces/${workspace_id}/users`, host.cookie)).json()._total_count).toBe(0);
    });

    it('invites by email; the link sets a password once and makes the invitee a follower', async () => {
      const host = await signedInUser(t.app, 'host');
      const { workspace_id } = await channelOf(host.cookie, 'Private club');
      const invitee = `invitee.${Date.now()}@example.com`;
      expect((await call('POST', `/api/workspaces/${workspace_id}/invitations`, host.cookie, { email: 'not-an-email' })).statusCode).toBe(
        400,
      );
      const own = await call('POST', `/api/workspaces/${workspace_id}/invitations`, host.cookie, { email: host.email });
      expect([own.statusCode, own.json().msg]).toEqual([400, 'CANNOT_INVITE_SELF']);
      const viewer = await signedInUser(t.app);
      expect((await call('POST', `/api/workspaces/${workspace_id}/invitations`, viewer.cookie, { email: invitee })).statusCode).toBe(403);
      expect((await call('POST', `/api/workspaces/${workspace_id}/invitations`, host.cookie, { email: invitee })).statusCode).toBe(204);
      await t.jobs.drain();
      const mail = mailer.sent.at(-1)!;
      expect(mail.to).toBe(invitee);
      const match = new RegExp(`/invite/${workspace_id}\\?pwd=([^\\s]+)`).exec(mail.text);
      expect(match).not.toBeNull();
      const earlier = decodeURIComponent(match![1]!);
      // Invited again: only the newest link works.
      expect((await call('POST', `/api/workspaces/${workspace_id}/invitations`, host.cookie, { email: invitee })).statusCode).toBe(204);
      await t.jobs.drain();
      const pwd = decodeURIComponent(new RegExp(`/invite/${workspace_id}\\?pwd=([^\\s]+)`).exec(mailer.sent.at(-1)!.text)![1]!);
      expect(pwd).not.toBe(earlier);
      expect((await call('GET', `/api/join?workspace=${workspace_id}&pwd=${encodeURIComponent(earlier)}`)).json().msg).toBe(
        'INVITATION_EXPIRED',
      );
      const lookup = await call('GET', `/api/join?workspace=${workspace_id}&pwd=${encodeURIComponent(pwd)}`);
      // The invitee is told which channel, though a private channel is not theirs to see yet.
      expect(lookup.json()).toEqual({ results: [{ email: invitee, registered: false, workspace_name: 'Private club' }] });
      const join = {
        username: 'newbie',
        password: 'invitee-password',
        invitation_token: pwd,
        workspace: workspace_id,
        email: invitee,
        first_name: 'New',
        last_name: 'Member',
      };
      expect((await call('PUT', '/api/join', undefined, join)).statusCode).toBe(201);
      const again = await call('PUT', '/api/join', undefined, join);
      expect(again.json().msg).toBe('INVITATION_EXPIRED');
      const expired = await call('GET', `/api/join?workspace=${workspace_id}&pwd=${encodeURIComponent(pwd)}`);
      expect(expired.json().msg).toBe('INVITATION_EXPIRED');
      const cookie = await logIn(t.app, invitee, 'invitee-password');
      expect((await call('GET', `/api/workspaces/${workspace_id}`, cookie)).json().my_role).toBe('viewer');
    });
  });

  describe('keywords', () => {
    it('lets only admins file a keyword under a category or take it out', async () => {
      const host = await signedInUser(t.app, 'host');
      const keyword = (await call('POST', '/api/keywords', host.cookie, { keyword: `cat ${Date.now()}` })).json();
      expect((await call('PUT', `/api/keywords/${keyword.id}`, host.cookie, { category: 'K1_FINANCE' })).statusCode).toBe(403);
      expect((await call('PUT', `/api/keywords/${keyword.id}`, undefined, { category: 'K1_FINANCE' })).statusCode).toBe(401);
      expect((await call('PUT', `/api/keywords/${keyword.id}`, adminCookie, { category: 'K9' })).statusCode).toBe(400);
      const unknown = await call('PUT', '/api/keywords/00000000-0000-4000-8000-000000000000', adminCookie, { category: null });
      expect(unknown.statusCode).toBe(404);
      const filed = await call('PUT', `/api/keywords/${keyword.id}`, adminCookie, { category: 'K1_EDUCATION' });
      expect(filed.json()).toMatchObject({ id: keyword.id, category: 'K1_EDUCATION' });
      const all = (await call('GET', '/api/keywords')).json().results;
      expect(all.find((row: { id: string }) => row.id === keyword.id).category).toBe('K1_EDUCATION');
      expect((await call('PUT', `/api/keywords/${keyword.id}`, adminCookie, { category: null })).json().category).toBeNull();
    });

    it('creates once, finds by search, and only admins set a category', async () => {
      const host = await signedInUser(t.app, 'host');
      const stamp = Date.now().toString(36);
      const first = (await call('POST', '/api/keywords', host.cookie, { keyword: `Metro ${stamp}` })).json();
      const second = (await call('POST', '/api/keywords', host.cookie, { keyword: `metro  ${stamp}` })).json();
      expect(second.id).toBe(first.id);
      expect((await call('POST', '/api/keywords', host.cookie, { keyword: 'x', category: 'K1_FINANCE' })).statusCode).toBe(403);
      expect((await call('POST', '/api/keywords', undefined, { keyword: 'x' })).statusCode).toBe(401);
      const found = (await call('GET', `/api/keyword?search=${stamp}`)).json();
      expect(found.results.map((row: { id: string }) => row.id)).toEqual([first.id]);
      expect((await call('GET', '/api/keywords')).json().results.length).toBeGreaterThan(0);
      const { workspace_id } = await channelOf(host.cookie);
      expect((await call('POST', `/api/workspaces/${workspace_id}/keywords`, host.cookie, { keyword_id: first.id })).statusCode).toBe(204);
      const other = await signedInUser(t.app);
      expect((await call('POST', `/api/workspaces/${workspace_id}/keywords`, other.cookie, { keyword_id: first.id })).statusCode).toBe(403);
    });
  });

  describe('stats and plans', () => {
    it('gives the host follower counts and an empty plan list', async () => {
      const host = await signedInUser(t.app, 'host');
      const { workspace_id } = await channelOf(host.cookie);
      const stats = await call('GET', `/api/workspaces/${workspace_id}/stats`, host.cookie);
      expect(stats.json()).toMatchObject({ follower_count: 0, subscriber_count: 0, video_count: 0 });
      const viewer = await signedInUser(t.app);
      expect((await call('GET', `/api/workspaces/${workspace_id}/stats`, viewer.cookie)).statusCode).toBe(403);
      expect((await call('GET', `/api/workspaces/${workspace_id}/plans`, host.cookie)).json()).toEqual({
        results: [],
        _total_count: 0,
        _limit: 0,
      });
    });
  });
});
