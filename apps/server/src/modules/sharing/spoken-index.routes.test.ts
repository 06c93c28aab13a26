import { spokenSearchResultSchema, TRANSCRIPT_SEARCH_LIMITS, type TranscriptLine } from '@platform/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWriteGeneration } from '../../infra/cache/write-generation.js';
import { databaseKinds } from '../../test/databases.js';
import { createTestApp, signedInUser, type TestApp } from '../../test/test-app.js';
import { activities, activityPlans } from '../activities/activities.table.js';
import { chunks } from '../analysis/analysis.table.js';
import { lineSays, spokenQueryWords } from '../analysis/index.js';
import { workspaces } from '../workspaces/workspaces.table.js';
import { shareSettings } from './sharing.table.js';
import { createSpokenIndexRepository } from './spoken-index.repository.js';
import { createSpokenIndexSync } from './spoken-index-sync.js';
import { untilIndexAnswers } from './spoken-index.test-support.js';
import { createSpokenSearchRepository } from './spoken-search.repository.js';

const line = (start: number, text: string): TranscriptLine => ({ start, end: start + 3000, speaker: '', text });
type Hit = { chunk_id: string; activity_id: string; workspace_name: string; locked: boolean; line: TranscriptLine };

/** A small deterministic generator, so a failing comparison can be replayed. */
function random(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % below;
  };
}

const ENGLISH = `harbour ferry typhoon signal interest rates rate rated mortgage payments property market stock index rally
  dividend forecast members weather observatory rain storm coast tram peak tower central bank inflation policy exports
  the and with for of said don't it's 3.5 percent well-known e-mail café naïve`.split(/\s+/);
const CHINESE = [
  '恒生指數今日上升',
  '聯儲局宣佈加息',
  '天文台發出三號強風信號',
  '颱風今晚最接近本港',
  '天文台发出三号强风信号',
  '港元匯率穩定',
  '雨',
];

describe.each(databaseKinds(import.meta.url))('the spoken-word index on %s', (kind) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof signedInUser>>;
  let channelId: string;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });
  const hits = async (q: string, cookie?: string): Promise<Hit[]> => {
    const answer = await call('GET', `/api/search/chunks?q=${encodeURIComponent(q)}`, cookie);
    expect(answer.headers['x-spoken-search']).toBe('index');
    // Written out without the schema's check on the way out: the contract is checked here.
    expect(spokenSearchResultSchema.safeParse(answer.json()).success).toBe(true);
    return answer.json().results;
  };
  /** What another process's write looks like here: found within a few seconds, by the index reading the changes. */
  const eventually = (q: string, cookie?: string) => expect.poll(() => hits(q, cookie), { timeout: 5000, interval: 50 });

  async function publicChannel() {
    const host = await signedInUser(t.app, 'host');
    const id = (await call('GET', '/api/workspaces/mine', host.cookie)).json().results[0].id as string;
    expect((await call('PUT', `/api/workspaces/${id}`, host.cookie, { publish: true })).statusCode).toBe(200);
    return { host, id };
  }

  /** A published video with chunks of these lines, written straight to the database. */
  async function video(workspaceId: string, title: string, chunkLines: TranscriptLine[][], createdAt = new Date()) {
    const [row] = await t.database.handle.db
      .insert(activities)
      .values({ workspaceId, title, language: 'en-US', startDate: createdAt, status: 'PUBLISHED', createdAt })
      .returning();
    const inserted = await t.database.handle.db
      .insert(chunks)
      .values(
        chunkLines.map((lines, i) => ({
          activityId: row!.id,
          startMs: i * 60_000,
          endMs: (i + 1) * 60_000,
          title: `${title} ${i}`,
          transcript: lines,
        })),
      )
      .returning();
    return { id: row!.id, chunkIds: inserted.map((chunk) => chunk.id) };
  }

  beforeAll(async () => {
    t = await createTestApp(kind, { spokenIndex: { pollMs: 50 } });
    ({ host: owner, id: channelId } = await publicChannel());
    await untilIndexAnswers(t);
  });
  afterAll(() => t.close());

  describe('kept in step with changes written straight to the database, as by another process', () => {
    it('finds a chunk added to a published video, and no longer one removed', async () => {
      const { chunkIds } = await video(channelId, 'Tram', [[line(0, 'The peak tram climbs')]]);
      await eventually('peak tram').toMatchObject([{ chunk_id: chunkIds[0] }]);
      await t.database.handle.db.delete(chunks).where(eq(chunks.id, chunkIds[0]!));
      await eventually('peak tram').toEqual([]);
    });

    it('searches a transcript as edited', async () => {
      const { chunkIds } = await video(channelId, 'Observatory', [[line(0, 'Observatory issues a rainstorm warning')]]);
      await eventually('rainstorm').toHaveLength(1);
      await t.database.handle.db
        .update(chunks)
        .set({ transcript: [line(0, 'Observatory cancels the hailstorm warning')] })
        .where(eq(chunks.id, chunkIds[0]!));
      await eventually('hailstorm').toMatchObject([{ line: { text: 'Observatory cancels the hailstorm warning' } }]);
      expect(await hits('rainstorm')).toEqual([]);
    });

    it('drops a video made private or removed, and finds it again once published', async () => {
      const { id } = await video(channelId, 'Lantau', [[line(0, 'Lantau buses run hourly')]]);
      await eventually('lantau').toHaveLength(1);
      await t.database.handle.db.update(activities).set({ status: 'UNPUBLISHED' }).where(eq(activities.id, id));
      await eventually('lantau').toEqual([]);
      await t.database.handle.db.update(activities).set({ status: 'PUBLISHED' }).where(eq(activities.id, id));
      await eventually('lantau').toHaveLength(1);
      await t.database.handle.db.delete(activities).where(eq(activities.id, id));
      await eventually('lantau').toEqual([]);
    });

    it('drops the videos of a channel made private, finds them once it is public again, and shows its new name', async () => {
      const { id: otherChannel } = await publicChannel();
      await video(otherChannel, 'Kowloon', [[line(0, 'Kowloon walled city history')]]);
      await eventually('walled city').toHaveLength(1);
      await t.database.handle.db.update(workspaces).set({ publish: false }).where(eq(workspaces.id, otherChannel));
      await eventually('walled city').toEqual([]);
      await t.database.handle.db.update(workspaces).set({ publish: true, name: 'Old Kowloon' }).where(eq(workspaces.id, otherChannel));
      await eventually('walled city').toMatchObject([{ workspace_name: 'Old Kowloon' }]);
    });

    it('locks a video given a plan, hides it where the channel keeps locked titles, and unlocks it when the plan goes', async () => {
      const { id } = await video(channelId, 'Members', [[line(0, 'Quarterly dividend outlook')]]);
      await eventually('quarterly outlook').toMatchObject([{ locked: false }]);
      const plan = await call('POST', '/api/products', owner.cookie, {
        workspace_id: channelId,
        name: 'Members',
        description: 'Every video',
        type: 'RECURRING',
        unit_amount: 500,
        interval_count: 1,
        trial_period: 0,
      });
      const planId = plan.json().id as string;
      await t.database.handle.db.insert(activityPlans).values({ activityId: id, planId });
      await eventually('quarterly outlook').toMatchObject([{ locked: true }]);
      // Who may play it is still asked per caller: its host is not locked out.
      expect(await hits('quarterly outlook', owner.cookie)).toMatchObject([{ locked: false }]);
      await t.database.handle.db.insert(shareSettings).values({ workspaceId: channelId, lockedTitlesPublic: false });
      await eventually('quarterly outlook').toEqual([]);
      await t.database.handle.db.update(shareSettings).set({ lockedTitlesPublic: true }).where(eq(shareSettings.workspaceId, channelId));
      await eventually('quarterly outlook').toMatchObject([{ locked: true }]);
      await t.database.handle.db.delete(activityPlans).where(and(eq(activityPlans.activityId, id), eq(activityPlans.planId, planId)));
      await eventually('quarterly outlook').toMatchObject([{ locked: false }]);
    });
  });

  it('finds a transcript corrected through the API at once', async () => {
    const { chunkIds } = await video(channelId, 'Ferry', [[line(0, 'The Star Ferry crosses the harbour')]]);
    await eventually('star ferry').toHaveLength(1);
    const corrected = await call('PUT', `/api/chunks/${chunkIds[0]}`, owner.cookie, {
      transcript: [line(0, 'The Star Ferry sails at dawn')],
    });
    expect(corrected.statusCode).toBe(200);
    expect(await hits('dawn')).toMatchObject([{ chunk_id: chunkIds[0] }]);
  });

  it('finds what the database path finds, in the same order, over many searches of a seeded corpus', async () => {
    const pick = random(31);
    const sentence = () =>
      pick(4) === 0
        ? CHINESE[pick(CHINESE.length)]!
        : Array.from({ length: 3 + pick(6) }, () => ENGLISH[pick(ENGLISH.length)]!)
            .join(' ')
            .replace(/^./, (first) => first.toUpperCase());
    const { id: second } = await publicChannel();
    const hidden = await signedInUser(t.app, 'host');
    const hiddenChannel = (await call('GET', '/api/workspaces/mine', hidden.cookie)).json().results[0].id as string;
    const sameMoment = new Date(Date.now() - 3_600_000);
    for (let v = 0; v < 24; v += 1) {
      const channel = [channelId, second, hiddenChannel][v % 3]!;
      // Some videos made at one moment: the order between them is their ids'.
      const createdAt = v % 5 === 0 ? sameMoment : new Date(Date.now() - v * 60_000);
      const chunkLines = Array.from({ length: 1 + pick(4) }, () =>
        Array.from({ length: 1 + pick(4) }, (_, i) => line(i * 3000, sentence())),
      );
      await video(channel, `Corpus ${v}`, chunkLines, createdAt);
    }
    const db = t.database.handle.db;
    const sync = createSpokenIndexSync(createSpokenIndexRepository(db), createWriteGeneration(), { batchVideos: 5 });
    sync.start({ info: () => undefined, warn: () => undefined });
    await expect.poll(() => sync.ready(), { timeout: 10_000 }).toBe(true);
    const database = createSpokenSearchRepository(db);
    const newest = await database.newestVideoIds();

    const queries = [
      'zeppelin',
      'the',
      'rat',
      'rates',
      "don't",
      'it',
      '3.5',
      'well-known',
      'café',
      '雨',
      '天文台',
      '三号',
      '恒生指数',
      '聯儲局 加息',
    ];
    for (let i = 0; i < 120; i += 1) {
      const words = sentence().split(' ');
      const first = words[pick(words.length)]!;
      const prefix = first.slice(0, 2 + pick(Math.max(1, first.length - 1)));
      queries.push([prefix, words[pick(words.length)]!].slice(0, 1 + pick(2)).join(' '));
    }
    let compared = 0;
    for (const query of queries) {
      const words = spokenQueryWords(query, TRANSCRIPT_SEARCH_LIMITS.maxWords);
      if (words.length === 0) continue;
      for (const limit of [1, 9, 200]) {
        const fromIndex = await sync.chunksSaying(words, limit);
        const fromDatabase = (await database.chunksSaying(words, limit, newest)).map(({ transcript, ...row }) => ({
          ...row,
          line: transcript.find((said) => lineSays(said.text, words)),
        }));
        expect(fromIndex, `${query}, ${limit}`).toEqual(fromDatabase);
        compared += fromDatabase.length;
      }
    }
    // The comparison found chunks, not only empty pages.
    expect(compared).toBeGreaterThan(500);
    await sync.stop();
  });
});
