import type { ActivityStatus } from '@platform/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/databases.js';
import { createTestApp, signedInUser, type TestApp } from '../../test/test-app.js';
import { activities } from '../activities/activities.table.js';
import { chunks } from './analysis.table.js';

const line = (start: number, end: number, text: string) => ({ start, end, speaker: '', text });

describe.each(databaseKinds(import.meta.url))('transcript search on %s', (kind) => {
  let t: TestApp;
  let host: Awaited<ReturnType<typeof signedInUser>>;
  let viewer: Awaited<ReturnType<typeof signedInUser>>;
  let channelId: string;
  let otherChannelId: string;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });
  const search = (q: string, cookie = viewer.cookie, workspaceId = channelId) =>
    call('GET', `/api/workspaces/${workspaceId}/chunks/search?q=${encodeURIComponent(q)}`, cookie);

  /** A video of the channel in `status` with one chunk of these lines, starting at `startMs`. */
  async function videoWith(
    workspaceId: string,
    cookie: string,
    title: string,
    lines: ReturnType<typeof line>[],
    status: ActivityStatus = 'PUBLISHED',
  ) {
    const { id } = (await call('POST', `/api/workspaces/${workspaceId}/activities`, cookie, { name: title, language: 'en-US' })).json();
    await t.database.handle.db.update(activities).set({ status }).where(eq(activities.id, id));
    const [chunk] = await t.database.handle.db
      .insert(chunks)
      .values({ activityId: id, startMs: lines[0]!.start, endMs: lines.at(-1)!.end, title: `${title} chunk`, transcript: lines })
      .returning();
    return { id: id as string, chunkId: chunk!.id };
  }

  /** A monthly members' plan of the channel: a video it unlocks is locked to everyone else. Answers the plan's id. */
  async function membersPlan(cookie: string, workspaceId: string): Promise<string> {
    const plan = await call('POST', '/api/products', cookie, {
      workspace_id: workspaceId,
      name: 'Members',
      description: 'Every video',
      type: 'RECURRING',
      unit_amount: 500,
      interval_count: 1,
      trial_period: 0,
    });
    return plan.json().id;
  }

  let rates: { id: string; chunkId: string };
  let markets: { id: string; chunkId: string };
  let locked: { id: string; chunkId: string };
  let mixed: { id: string; chunkId: string };
  let edited: { id: string; chunkId: string };

  beforeAll(async () => {
    t = await createTestApp(kind);
    host = await signedInUser(t.app, 'host');
    viewer = await signedInUser(t.app);
    channelId = (await call('GET', '/api/workspaces/mine', host.cookie)).json().results[0].id;
    expect((await call('PUT', `/api/workspaces/${channelId}`, host.cookie, { publish: true })).statusCode).toBe(200);
    rates = await videoWith(channelId, host.cookie, 'Rates', [
      line(61_000, 64_000, 'The central bank raised interest rates again.'),
      line(64_000, 68_000, 'Separately, mortgage payments will rise.'),
    ]);
    markets = await videoWith(channelId, host.cookie, 'Markets', [
      line(5_000, 9_000, '美國聯儲局宣布加息，恒生指數應聲下跌。'),
      line(9_000, 12_000, '樓市交投轉淡。'),
    ]);
    mixed = await videoWith(channelId, host.cookie, 'Mixed', [
      line(0, 3000, 'Write to info@example.com\tor call us'),
      line(3000, 6000, "Ask about mortgage_quotes; it's 3.5kg of COVID19 kits"),
      line(6000, 9000, 'ひらがなとカタカナのテスト'),
      line(9000, 12000, '個deadline好緊'),
    ]);
    edited = await videoWith(channelId, host.cookie, 'Edited', [line(0, 3000, 'Recognised as wreck a nice beach')]);
    await videoWith(channelId, host.cookie, 'Draft', [line(0, 3000, 'interest rates draft')], 'PROCESSED');
    locked = await videoWith(channelId, host.cookie, 'Members only', [line(0, 3000, 'interest rates for members')]);
    const planId = await membersPlan(host.cookie, channelId);
    expect((await call('PUT', `/api/activities/${locked.id}`, host.cookie, { plans: [planId] })).statusCode).toBe(200);

    const otherHost = await signedInUser(t.app, 'host');
    otherChannelId = (await call('GET', '/api/workspaces/mine', otherHost.cookie)).json().results[0].id;
    expect((await call('PUT', `/api/workspaces/${otherChannelId}`, otherHost.cookie, { publish: true })).statusCode).toBe(200);
    await videoWith(otherChannelId, otherHost.cookie, 'Elsewhere', [line(0, 3000, 'interest rates elsewhere')]);
  });
  afterAll(() => t.close());

  it('finds the line with every word, at its own second, in published videos the viewer may watch', async () => {
    const answer = await search('Interest RATE');
    expect(answer.statusCode).toBe(200);
    expect(answer.json().results).toEqual([
      {
        chunk_id: rates.chunkId,
        activity_id: rates.id,
        activity_title: 'Rates',
        chunk_title: 'Rates chunk',
        start: 61_000,
        end: 68_000,
        line: line(61_000, 64_000, 'The central bank raised interest rates again.'),
        // "interest" and "rates", for the page to mark.
        highlights: [
          { from: 24, to: 32 },
          { from: 33, to: 38 },
        ],
      },
    ]);
  });

  it('matches Latin words at a word start only', async () => {
    expect((await search('rate')).json().results.map((hit: { line: { start: number } }) => hit.line.start)).toEqual([61_000]);
    // "separately" holds "rate" inside a word: not a match; "arately" starts no word.
    expect((await search('arately')).json().results).toEqual([]);
  });

  it('finds a Latin word wherever a word of the line starts, punctuation, tabs and digits around it', async () => {
    const lineStarts = async (q: string) =>
      (await search(q)).json().results.map((hit: { activity_id: string; line: { start: number } }) => [hit.activity_id, hit.line.start]);
    expect(await lineStarts('example')).toEqual([[mixed.id, 0]]);
    expect(await lineStarts('call')).toEqual([[mixed.id, 0]]);
    expect(await lineStarts('com')).toEqual([[mixed.id, 0]]);
    expect(await lineStarts("it's covid19")).toEqual([[mixed.id, 3000]]);
    expect(await lineStarts('kg')).toEqual([]);
    // An underscore joins words: "quotes" starts no word of "mortgage_quotes".
    expect(await lineStarts('quotes')).toEqual([]);
  });

  it('needs every word in one line, not spread over the chunk', async () => {
    expect((await search('central mortgage')).json().results).toEqual([]);
  });

  it('finds Chinese and Japanese words inside a line, a single ideograph too', async () => {
    expect((await search('テスト')).json().results).toMatchObject([{ activity_id: mixed.id, line: { start: 6000 } }]);
    expect((await search('緊')).json().results).toMatchObject([{ activity_id: mixed.id, line: { start: 9000 } }]);
    expect((await search('好緊')).json().results).toMatchObject([{ activity_id: mixed.id, line: { start: 9000 } }]);
  });

  it('searches a transcript as the host corrected it', async () => {
    const corrected = await call('PUT', `/api/chunks/${edited.chunkId}`, host.cookie, {
      transcript: [line(0, 3000, 'Recognise speech on the beach'), line(3000, 6000, '修正後的字幕')],
    });
    expect(corrected.statusCode).toBe(200);
    expect((await search('speech')).json().results).toMatchObject([{ activity_id: edited.id, line: { start: 0 } }]);
    expect((await search('字幕')).json().results).toMatchObject([{ activity_id: edited.id, line: { start: 3000 } }]);
    expect((await search('wreck')).json().results).toEqual([]);
  });

  it('cuts a Chinese query into words, so words need not be side by side', async () => {
    const results = (await search('恒生指數下跌')).json().results;
    expect(results).toMatchObject([{ activity_id: markets.id, line: { start: 5_000 } }]);
    const [hit] = results as { line: { text: string }; highlights: { from: number; to: number }[] }[];
    expect(hit!.highlights.map(({ from, to }) => hit!.line.text.slice(from, to)).join('')).toBe('恒生指數下跌');
    expect((await search('恒生指數上升')).json().results).toEqual([]);
  });

  it('shows the host their own members-only video, and not to a viewer without the plan', async () => {
    const forHost = (await search('members', host.cookie)).json().results;
    expect(forHost).toMatchObject([{ activity_id: locked.id }]);
    expect((await search('members')).json().results).toEqual([]);
  });

  it('searches one channel only', async () => {
    expect((await search('elsewhere')).json().results).toEqual([]);
    expect((await search('elsewhere', viewer.cookie, otherChannelId)).json().results).toHaveLength(1);
  });

  it('takes words literally, not as patterns', async () => {
    expect((await search('rat.*')).json().results.map((hit: { line: { start: number } }) => hit.line.start)).toEqual([61_000]);
    expect((await search('%')).json().results).toEqual([]);
    expect((await search('_')).json().results).toEqual([]);
  });

  /** A published channel of its own, for the tests that need many videos. */
  async function channelOfItsOwn() {
    const owner = await signedInUser(t.app, 'host');
    const workspaceId = (await call('GET', '/api/workspaces/mine', owner.cookie)).json().results[0].id as string;
    expect((await call('PUT', `/api/workspaces/${workspaceId}`, owner.cookie, { publish: true })).statusCode).toBe(200);
    return { owner, workspaceId };
  }

  it('reads a channel of many videos newest first until the page of hits is full, in chunk and line order', async () => {
    const { owner, workspaceId } = await channelOfItsOwn();
    const titles: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      titles.push(`Harbour ${i}`);
      const { id } = await videoWith(workspaceId, owner.cookie, `Harbour ${i}`, [
        line(0, 3000, `harbour report ${i}`),
        line(3000, 6000, i === 0 ? 'typhoon weather' : 'weather'),
      ]);
      // A second chunk later in the video, with two matching lines.
      await t.database.handle.db.insert(chunks).values({
        activityId: id,
        startMs: 6000,
        endMs: 12_000,
        title: `Harbour ${i} later`,
        transcript: [line(6000, 9000, 'harbour again'), line(9000, 12_000, 'the harbour closes')],
      });
    }
    const found = async (limit: number) =>
      (await call('GET', `/api/workspaces/${workspaceId}/chunks/search?q=harbour&limit=${limit}`, viewer.cookie))
        .json()
        .results.map((hit: { activity_title: string; line: { start: number } }) => `${hit.activity_title}@${hit.line.start}`);
    const everyLine = [...titles].reverse().flatMap((title) => [`${title}@0`, `${title}@6000`, `${title}@9000`]);
    expect(await found(50)).toEqual(everyLine.slice(0, 36));
    expect(await found(2)).toEqual(everyLine.slice(0, 2));
    // 28 hits: past the first page of videos, and ending inside a chunk.
    expect(await found(28)).toEqual(everyLine.slice(0, 28));
    // Said only in the oldest video: the first page of videos has no match, the rest of the channel is read next.
    const typhoon = await call('GET', `/api/workspaces/${workspaceId}/chunks/search?q=typhoon`, viewer.cookie);
    expect(typhoon.json().results).toMatchObject([{ activity_title: 'Harbour 0', line: { start: 3000 } }]);
  });

  it('fills the page from older videos when the newest are refused to the viewer', async () => {
    const { owner, workspaceId } = await channelOfItsOwn();
    const open = [];
    for (let i = 0; i < 3; i += 1) open.push(await videoWith(workspaceId, owner.cookie, `Open ${i}`, [line(0, 3000, 'ferry timetable')]));
    const planId = await membersPlan(owner.cookie, workspaceId);
    for (let i = 0; i < 12; i += 1) {
      const video = await videoWith(workspaceId, owner.cookie, `Locked ${i}`, [line(0, 3000, 'ferry timetable for members')]);
      expect((await call('PUT', `/api/activities/${video.id}`, owner.cookie, { plans: [planId] })).statusCode).toBe(200);
    }
    const answer = await call('GET', `/api/workspaces/${workspaceId}/chunks/search?q=ferry&limit=2`, viewer.cookie);
    expect(answer.json().results.map((hit: { activity_id: string }) => hit.activity_id)).toEqual([open[2]!.id, open[1]!.id]);
    const forOwner = await call('GET', `/api/workspaces/${workspaceId}/chunks/search?q=ferry&limit=2`, owner.cookie);
    expect(forOwner.json().results.map((hit: { activity_title: string }) => hit.activity_title)).toEqual(['Locked 11', 'Locked 10']);
  });

  it('asks a guest to log in and refuses an empty or over-long query', async () => {
    expect((await call('GET', `/api/workspaces/${channelId}/chunks/search?q=rates`)).statusCode).toBe(401);
    expect((await search('   ')).statusCode).toBe(400);
    expect((await search('x'.repeat(101))).statusCode).toBe(400);
    expect((await call('GET', `/api/workspaces/not-a-uuid/chunks/search?q=rates`, viewer.cookie)).statusCode).toBe(400);
  });
});
