import { TRANSCRIPT_SEARCH_LIMITS, type ActivityStatus } from '@platform/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/databases.js';
import { spokenQueryWords } from '../analysis/index.js';
import { createSpokenSearchRepository } from './spoken-search.repository.js';
import { createTestApp, signedInUser, type TestApp } from '../../test/test-app.js';
import { untilIndexAnswers } from './spoken-index.test-support.js';
import { activities } from '../activities/activities.table.js';
import { chunks } from '../analysis/analysis.table.js';

const line = (start: number, end: number, text: string) => ({ start, end, speaker: '', text });
type Hit = { chunk_id: string; activity_id: string; activity_title: string; locked: boolean; line: { start: number; text: string } };

describe.each(databaseKinds(import.meta.url))('spoken-word search across channels on %s', (kind) => {
  let t: TestApp;
  let host: Awaited<ReturnType<typeof signedInUser>>;
  let viewer: Awaited<ReturnType<typeof signedInUser>>;
  let channelId: string;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });
  const search = (q: string, cookie: string | undefined = viewer.cookie, page?: number) =>
    call('GET', `/api/search/chunks?q=${encodeURIComponent(q)}${page ? `&page=${page}` : ''}`, cookie);
  const hits = async (q: string, cookie?: string): Promise<Hit[]> => (await search(q, cookie)).json().results;

  async function publicChannel() {
    const owner = await signedInUser(t.app, 'host');
    const id = (await call('GET', '/api/workspaces/mine', owner.cookie)).json().results[0].id as string;
    expect((await call('PUT', `/api/workspaces/${id}`, owner.cookie, { publish: true })).statusCode).toBe(200);
    return { owner, id };
  }

  /** A video of the channel in `status` with one chunk of these lines. */
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

  async function lockWithPlan(cookie: string, workspaceId: string, activityId: string) {
    const plan = await call('POST', '/api/products', cookie, {
      workspace_id: workspaceId,
      name: 'Members',
      description: 'Every video',
      type: 'RECURRING',
      unit_amount: 500,
      interval_count: 1,
      trial_period: 0,
    });
    expect((await call('PUT', `/api/activities/${activityId}`, cookie, { plans: [plan.json().id] })).statusCode).toBe(200);
  }

  let rates: { id: string; chunkId: string };
  let ratesElsewhere: { id: string; chunkId: string };
  let markets: { id: string; chunkId: string };
  let weather: { id: string; chunkId: string };
  let members: { id: string; chunkId: string };

  beforeAll(async () => {
    // The index reads the changes before every search, so rows written straight to the database below are found at once.
    t = await createTestApp(kind, { spokenIndex: { maxStaleMs: 0 } });
    await untilIndexAnswers(t);
    viewer = await signedInUser(t.app);
    const first = await publicChannel();
    host = first.owner;
    channelId = first.id;
    rates = await videoWith(channelId, host.cookie, 'Rates', [
      line(61_000, 64_000, 'The central bank raised interest rates again.'),
      line(64_000, 68_000, 'Mortgage payments will rise.'),
    ]);
    // Written by the engine in Traditional and in Simplified characters.
    markets = await videoWith(channelId, host.cookie, 'Markets', [line(5_000, 9_000, '美國聯儲局宣布加息，恒生指數應聲下跌。')]);
    weather = await videoWith(channelId, host.cookie, 'Weather', [line(2_000, 6_000, '天文台发出三号强风信号')]);
    await videoWith(channelId, host.cookie, 'Draft', [line(0, 3000, 'interest rates draft')], 'PROCESSED');
    members = await videoWith(channelId, host.cookie, 'Members only', [line(0, 3000, 'dividend forecast for members')]);
    await lockWithPlan(host.cookie, channelId, members.id);

    const second = await publicChannel();
    ratesElsewhere = await videoWith(second.id, second.owner.cookie, 'Elsewhere', [line(1000, 4000, 'Lower interest rates elsewhere')]);
    // A channel that is not public: its videos are for its members.
    const hidden = await signedInUser(t.app, 'host');
    const hiddenId = (await call('GET', '/api/workspaces/mine', hidden.cookie)).json().results[0].id as string;
    await videoWith(hiddenId, hidden.cookie, 'Hidden', [line(0, 3000, 'interest rates in private')]);
  });
  afterAll(() => t.close());

  it('finds the first line with every word in published videos of every public channel, newest video first', async () => {
    const answer = await search('Interest RATE');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      results: [
        expect.objectContaining({
          activity_id: ratesElsewhere.id,
          chunk_id: ratesElsewhere.chunkId,
          line: line(1000, 4000, 'Lower interest rates elsewhere'),
        }),
        {
          chunk_id: rates.chunkId,
          activity_id: rates.id,
          activity_title: 'Rates',
          workspace_id: channelId,
          workspace_name: expect.any(String),
          chunk_title: 'Rates chunk',
          locked: false,
          start: 61_000,
          end: 68_000,
          line: line(61_000, 64_000, 'The central bank raised interest rates again.'),
          highlights: [
            { from: 24, to: 32 },
            { from: 33, to: 38 },
          ],
        },
      ],
      _limit: 8,
      has_more: false,
    });
  });

  it('answers guests too, with the same hits', async () => {
    expect((await hits('interest rates', undefined)).map((hit) => hit.activity_id)).toEqual([ratesElsewhere.id, rates.id]);
  });

  it('finds Chinese typed in either script, cut into words, and marks where they are', async () => {
    // Simplified typed, Traditional said.
    const [found] = await hits('联储局 恒生指数');
    expect(found).toMatchObject({ activity_id: markets.id, line: { start: 5_000 } });
    const marked = (found as Hit & { highlights: { from: number; to: number }[] }).highlights.map(({ from, to }) =>
      found!.line.text.slice(from, to),
    );
    expect(marked).toEqual(['聯儲局', '恒生指數']);
    // Traditional typed, Simplified said.
    expect(await hits('三號強風')).toMatchObject([{ activity_id: weather.id, line: { start: 2_000 } }]);
    expect(await hits('恒生指數上升')).toEqual([]);
  });

  it('lists a locked chunk with its title and line but no media while its channel shows locked titles, and hides it after', async () => {
    const [hit] = await hits('dividend');
    expect(hit).toMatchObject({ activity_id: members.id, activity_title: 'Members only', locked: true, line: { start: 0 } });
    expect(Object.keys(hit!).filter((key) => /url|thumbnail|clip|key/i.test(key))).toEqual([]);
    const off = await call('PUT', `/api/workspaces/${channelId}/share-settings`, host.cookie, { locked_titles_public: false });
    expect(off.statusCode).toBe(200);
    expect(await hits('dividend')).toEqual([]);
    expect(await hits('dividend', undefined)).toEqual([]);
    // The host plays it, so it is not locked for them.
    expect(await hits('dividend', host.cookie)).toMatchObject([{ activity_id: members.id, locked: false }]);
    await call('PUT', `/api/workspaces/${channelId}/share-settings`, host.cookie, { locked_titles_public: true });
  });

  it('searches a transcript as the host corrected it', async () => {
    const corrected = await call('PUT', `/api/chunks/${weather.chunkId}`, host.cookie, {
      transcript: [line(2_000, 6_000, 'Typhoon signal number eight'), line(6_000, 9_000, '颱風今晚最接近本港')],
    });
    expect(corrected.statusCode).toBe(200);
    expect(await hits('typhoon')).toMatchObject([{ activity_id: weather.id, line: { start: 2_000 } }]);
    expect(await hits('台风')).toMatchObject([{ activity_id: weather.id, line: { start: 6_000 } }]);
    expect(await hits('强风')).toEqual([]);
  });

  it('pages by 8 and says whether another page follows', async () => {
    const { owner, id } = await publicChannel();
    for (let i = 0; i < 10; i += 1) await videoWith(id, owner.cookie, `Ferry ${i}`, [line(0, 3000, `ferry timetable ${i}`)]);
    const first = (await search('ferry')).json();
    expect(first.results.map((hit: Hit) => hit.activity_title)).toEqual([9, 8, 7, 6, 5, 4, 3, 2].map((i) => `Ferry ${i}`));
    expect(first.has_more).toBe(true);
    const second = (await search('ferry', viewer.cookie, 2)).json();
    expect(second.results.map((hit: Hit) => hit.activity_title)).toEqual(['Ferry 1', 'Ferry 0']);
    expect(second.has_more).toBe(false);
  });

  it('takes words literally, not as patterns', async () => {
    expect((await hits('rat.*')).map((hit) => hit.activity_id)).toEqual([ratesElsewhere.id, rates.id]);
    expect(await hits('%')).toEqual([]);
  });

  it('finds the same chunks in the same order when the newest videos are walked and the index finds the rest', async () => {
    const { owner, id } = await publicChannel();
    for (let i = 0; i < 4; i += 1)
      await videoWith(id, owner.cookie, `Harbour ${i}`, [line(0, 3000, `harbour ferry and interest rates ${i}`)]);
    const everyVideoWalked = createSpokenSearchRepository(t.database.handle.db);
    const twoWalked = createSpokenSearchRepository(t.database.handle.db, { walkedVideos: 2 });
    for (const query of ['harbour ferry', 'interest rates', 'dividend', '恒生指数']) {
      const words = spokenQueryWords(query, TRANSCRIPT_SEARCH_LIMITS.maxWords);
      for (const limit of [3, 20]) {
        const walkedOnly = await everyVideoWalked.chunksSaying(words, limit, await everyVideoWalked.newestVideoIds());
        const walkedThenIndexed = await twoWalked.chunksSaying(words, limit, await twoWalked.newestVideoIds());
        expect(walkedThenIndexed, `${query}, ${limit}`).toEqual(walkedOnly);
      }
    }
    const harbour = await twoWalked.chunksSaying(
      spokenQueryWords('harbour', TRANSCRIPT_SEARCH_LIMITS.maxWords),
      20,
      await twoWalked.newestVideoIds(),
    );
    expect(harbour.map((row) => row.activityTitle)).toEqual(['Harbour 3', 'Harbour 2', 'Harbour 1', 'Harbour 0']);
  });

  it('answers from the index, not the database', async () => {
    expect((await search('interest rates')).headers['x-spoken-search']).toBe('index');
  });

  it('refuses an empty or over-long query and a page out of range', async () => {
    for (const url of [
      '/api/search/chunks?q=%20%20',
      '/api/search/chunks',
      `/api/search/chunks?q=${'x'.repeat(101)}`,
      '/api/search/chunks?q=rates&page=0',
      '/api/search/chunks?q=rates&page=abc',
    ]) {
      const answer = await call('GET', url, viewer.cookie);
      expect(answer.statusCode, url).toBe(400);
      expect(answer.json().msg).toBe('VALIDATION_ERROR');
    }
  });
});
