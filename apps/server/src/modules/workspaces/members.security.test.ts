import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/databases.js';
import { createTestApp, logIn, memoryMailer, signedInUser, signUp, uniqueEmail, type TestApp } from '../../test/test-app.js';

describe.each(databaseKinds(import.meta.url))('channel addresses and invitations on %s', (kind) => {
  let t: TestApp;
  const mailer = memoryMailer();
  beforeAll(async () => {
    t = await createTestApp(kind, {
      mailer,
      memberLimits: { invitationsPerRecipient: { max: 2, windowMs: 60_000 }, invitationsPerHost: { max: 1000, windowMs: 60_000 } },
    });
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });

  async function publicChannel(name: string) {
    const host = await signedInUser(t.app);
    const { workspace_id } = (await call('POST', '/api/workspaces', host.cookie, { name, language: 'en-US', description: '' })).json();
    await call('PUT', `/api/workspaces/${workspace_id}`, host.cookie, { publish: true });
    const detail = (await call('GET', `/api/workspaces/${workspace_id}`, host.cookie)).json();
    return { host, id: workspace_id as string, joinCode: detail.join_code as string };
  }

  async function invitationLink(to: string): Promise<{ workspace: string; pwd: string }> {
    await t.jobs.drain();
    const mail = [...mailer.sent].reverse().find((message) => message.to === to);
    const match = /\/invite\/([0-9a-f-]+)\?pwd=(\S+)/.exec(mail?.text ?? '');
    if (!match) throw new Error(`no invitation mail to ${to}`);
    return { workspace: match[1]!, pwd: decodeURIComponent(match[2]!) };
  }

  it("resolves a join code even when another channel's slug spells it, and refuses a slug shaped like a join code", async () => {
    const victim = await publicChannel('Victim channel');
    expect(victim.joinCode).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    const attacker = await publicChannel('Attacker channel');
    const asSlug = victim.joinCode.replace('-', '').toLowerCase();
    expect((await call('PUT', `/api/workspaces/${attacker.id}`, attacker.host.cookie, { slug: asSlug })).statusCode).toBe(200);
    const hyphenated = await call('PUT', `/api/workspaces/${attacker.id}`, attacker.host.cookie, { slug: victim.joinCode });
    expect(hyphenated.statusCode).toBe(400);
    expect((await call('GET', `/api/workspaces/${victim.joinCode}`)).json().id).toBe(victim.id);
    expect((await call('GET', `/api/workspaces/${victim.joinCode.toLowerCase()}`)).json().id).toBe(victim.id);
    expect((await call('GET', `/api/workspaces/${asSlug}`)).json().id).toBe(attacker.id);
  });

  it('turns an invitation of a registered user into one they accept; the host gets the same answer either way', async () => {
    const channel = await publicChannel('Invite club');
    const member = await signUp(t.app);
    const stranger = uniqueEmail('stranger');
    const toMember = await call('POST', `/api/workspaces/${channel.id}/invitations`, channel.host.cookie, { email: member.email });
    const toStranger = await call('POST', `/api/workspaces/${channel.id}/invitations`, channel.host.cookie, { email: stranger });
    expect([toMember.statusCode, toMember.body]).toEqual([toStranger.statusCode, toStranger.body]);
    await t.jobs.drain();
    const followers = (await call('GET', `/api/workspaces/${channel.id}/users`, channel.host.cookie)).json();
    expect(followers._total_count).toBe(0);

    const link = await invitationLink(member.email);
    const lookup = (await call('GET', `/api/join?workspace=${link.workspace}&pwd=${encodeURIComponent(link.pwd)}`)).json();
    expect(lookup.results[0]).toEqual({ email: member.email, registered: true, workspace_name: expect.any(String) });
    const other = await signedInUser(t.app);
    const wrongAccount = await call('POST', '/api/join/accept', other.cookie, { workspace: link.workspace, invitation_token: link.pwd });
    expect(wrongAccount.statusCode).toBe(403);
    const cookie = await logIn(t.app, member.email, member.password);
    expect((await call('POST', '/api/join/accept', cookie, { workspace: link.workspace, invitation_token: link.pwd })).statusCode).toBe(
      204,
    );
    expect((await call('GET', `/api/workspaces/${channel.id}`, cookie)).json().my_role).toBe('viewer');
    expect((await call('POST', '/api/join/accept', cookie, { workspace: link.workspace, invitation_token: link.pwd })).json().msg).toBe(
      'INVITATION_EXPIRED',
    );
  });

  it('leaves the invitation usable when joining fails', async () => {
    const channel = await publicChannel('Join club');
    const invitee = uniqueEmail('late');
    await call('POST', `/api/workspaces/${channel.id}/invitations`, channel.host.cookie, { email: invitee });
    const link = await invitationLink(invitee);
    // The invitee signs up on their own before following the link: creating the account in the join fails.
    await signUp(t.app, { email: invitee });
    const join = {
      username: '',
      password: 'invitee-password',
      invitation_token: link.pwd,
      workspace: link.workspace,
      email: invitee,
      first_name: 'A',
      last_name: 'B',
    };
    expect((await call('PUT', '/api/join', undefined, join)).json().msg).toBe('DUPLICATE_USER_EMAIL');
    const lookup = await call('GET', `/api/join?workspace=${link.workspace}&pwd=${encodeURIComponent(link.pwd)}`);
    expect(lookup.statusCode).toBe(200);
  });

  it('limits invitations per recipient', async () => {
    const channel = await publicChannel('Busy club');
    const target = uniqueEmail('target');
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect((await call('POST', `/api/workspaces/${channel.id}/invitations`, channel.host.cookie, { email: target })).statusCode).toBe(
        204,
      );
    }
    const third = await call('POST', `/api/workspaces/${channel.id}/invitations`, channel.host.cookie, { email: target });
    expect([third.statusCode, third.json().msg]).toEqual([429, 'TOO_MANY_REQUESTS']);
  });

  it('lets only hosts and admins create keywords', async () => {
    const viewer = await signedInUser(t.app);
    expect((await call('POST', '/api/keywords', viewer.cookie, { keyword: 'spam word' })).statusCode).toBe(403);
    const channel = await publicChannel('Keyword club');
    expect((await call('POST', '/api/keywords', channel.host.cookie, { keyword: `word ${Date.now()}` })).statusCode).toBe(201);
  });
});
