import { CATEGORIES, HOME_KEYWORD_ROWS } from '@platform/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { SEED_TALKS } from './demo-activity-data.js';
import { seedSession } from './seed-session.js';
import { seedDemoContent, type SeedResult } from './seed.js';

const guest = (t: TestApp, url: string) => t.app.inject({ method: 'GET', url }).then((response) => response.json());

/** What a newcomer's home page and the channels show, whatever the machine has. */
async function expectLivesFollowersAndForums(t: TestApp) {
  const live = await guest(t, '/api/activities/incoming-webinar?limit=10');
  expect(live._total_count).toBeGreaterThanOrEqual(3);
  const channel = await guest(t, '/api/workspaces/hsimorning');
  expect(channel.follower_count).toBe(4);
  // The forum is for members: the channel's host reads it.
  const host = await t.container.services.users.findByEmail('hsimorning@demo.chunks.local');
  const session = await seedSession(t.app, t.container, host!.id);
  const threads = await session.call<{ results: { post_count: number }[] }>('GET', `/api/workspaces/${channel.id}/threads`);
  await session.end();
  expect(threads.results).toHaveLength(1);
  expect(threads.results[0]!.post_count).toBe(4);
}

describe('seedDemoContent', () => {
  let t: TestApp;
  let first: SeedResult;
  beforeAll(async () => {
    t = await createTestApp('pglite', {}, { SECRET_KEY: 'x'.repeat(32) });
    first = await seedDemoContent(t.container, t.app, { missingTools: async () => ['espeak-ng'] });
  });
  afterAll(() => t.close());

  const suggestions = async (query: string) => (await t.app.inject({ method: 'GET', url: `/api/workspaces/suggestions?${query}` })).json();

  it('fills every category tile and home keyword row with public channels, and home banners', async () => {
    expect(first.channelsCreated.length).toBeGreaterThanOrEqual(6);
    for (const category of CATEGORIES) expect((await suggestions(`category=${category}`))._total_count).toBeGreaterThan(0);
    for (const keyword of HOME_KEYWORD_ROWS)
      expect((await suggestions(`keywords=${encodeURIComponent(keyword)}`))._total_count).toBeGreaterThan(0);
    const channel = (await t.app.inject({ method: 'GET', url: '/api/workspaces/hsimorning' })).json();
    expect(channel).toMatchObject({ slug: 'hsimorning', publish: true });
    expect(channel.logo_url).toBeTruthy();
    expect(channel.banner_url).toBeTruthy();
    expect(channel.description).toContain('開市前');
    expect(channel.starting_price).toEqual({ unit_amount: 499, currency: 'usd' });
    expect((await t.app.inject({ method: 'GET', url: '/api/banners' })).json().results).toHaveLength(3);
  });

  it('says which tool is missing and still makes upcoming lives, followers and forum threads with replies', async () => {
    expect(first.missingTools).toEqual(['espeak-ng']);
    expect(first.talks.published).toEqual([]);
    expect(first.livesCreated).toHaveLength(3);
    expect(first.community).toMatchObject({ follows: 24, threads: 4, replies: 13 });
    await expectLivesFollowersAndForums(t);
  });

  it('has two new viewers buy each channel’s full course by card, so every host’s earnings show payments', async () => {
    expect(first.purchases).toBe(2 * first.channelsCreated.length);
    for (const slug of first.channelsCreated) {
      const channel = await guest(t, `/api/workspaces/${slug}`);
      const host = await t.container.services.users.findByEmail(`${slug}@demo.chunks.local`);
      const session = await seedSession(t.app, t.container, host!.id);
      const report = await session.call<{ totals: { payment_count: number }[]; plans: { plan_name: string; payment_count: number }[] }>(
        'GET',
        `/api/invoices?workspace_id=${channel.id}`,
      );
      await session.end();
      expect(
        report.totals.map((total) => total.payment_count),
        slug,
      ).toEqual([2]);
      expect(report.plans, slug).toEqual([expect.objectContaining({ plan_name: '完整課程 Full course', payment_count: 2 })]);
    }
  });

  it('adds nothing the second time', async () => {
    const again = await seedDemoContent(t.container, t.app, { missingTools: async () => ['espeak-ng'] });
    expect(again.channelsCreated).toEqual([]);
    expect(again.bannersCreated).toBe(0);
    expect(again.livesCreated).toEqual([]);
    expect(again.community).toMatchObject({ viewers: [], follows: 0, threads: 0, replies: 0 });
    expect(again.purchases).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: '/api/banners' })).json().results).toHaveLength(3);
  });
});

interface ListedVideo {
  id: string;
  title: { en: string };
  status: string;
  locked: boolean;
}

/**
 * The talk videos spoken, processed and analysed for real (pocketsphinx and ffmpeg): about two minutes on a small
 * machine, so in the full matrix only (`npm run test:full`); the part above runs every time.
 */
describe.runIf(process.env.TEST_MATRIX === 'full')('seedDemoContent with ffmpeg and espeak-ng', () => {
  let t: TestApp;
  let first: SeedResult;
  beforeAll(async () => {
    t = await createTestApp('pglite', {}, { SECRET_KEY: 'x'.repeat(32) });
    const started = performance.now();
    first = await seedDemoContent(t.container, t.app);
    console.log(`seed with talk videos: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }, 900_000);
  afterAll(() => t?.close());

  it('publishes every talk as chunks with transcripts, the locked one behind a plan', async () => {
    expect(first.missingTools).toEqual([]);
    expect(first.talks).toEqual({ published: SEED_TALKS.map((talk) => talk.title), unfinished: [] });
    const latest = (await guest(t, '/api/activities/playbacks?limit=20')).results as ListedVideo[];
    for (const talk of SEED_TALKS) {
      const video = latest.find((listed) => listed.title.en === talk.title);
      expect(video, talk.title).toMatchObject({ status: 'PUBLISHED', locked: talk.locked });
      // The channel's host reads the chunks of a locked video too.
      const host = await t.container.services.users.findByEmail(`${talk.channel}@demo.chunks.local`);
      const session = await seedSession(t.app, t.container, host!.id);
      const { results: chunks } = await session.call<{ results: { transcript: { text: string }[] }[] }>(
        'GET',
        `/api/activities/${video!.id}/chunks`,
      );
      await session.end();
      expect(chunks.length, talk.title).toBeGreaterThanOrEqual(2);
      for (const chunk of chunks) expect(chunk.transcript.map((line) => line.text).join(' ').length).toBeGreaterThan(0);
    }
    await expectLivesFollowersAndForums(t);
  });

  it('adds no talk the second time', async () => {
    const again = await seedDemoContent(t.container, t.app);
    expect(again.talks).toEqual({ published: [], unfinished: [] });
    expect(again.community.threads).toBe(0);
  });
});
