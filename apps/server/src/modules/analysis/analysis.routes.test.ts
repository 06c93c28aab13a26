import type { ActivityStatus } from '@platform/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/databases.js';
import { ADMIN_ENV, createTestApp, logInAsAdmin, signedInUser, type TestApp } from '../../test/test-app.js';
import { recordingReady } from '../activities/activities.events.js';
import { activities, recordings } from '../activities/activities.table.js';
import { createAnalysisRepository } from './analysis.repository.js';
import { analysisRuns, chunks, transcripts } from './analysis.table.js';

const line = (start: number, end: number, text: string) => ({ start, end, speaker: '', text });
const TRANSCRIPT = [
  line(0, 4000, 'rates rise'),
  line(5000, 9000, 'banks lend'),
  line(10_000, 14_000, 'now pasta'),
  line(15_000, 19_000, 'boil water'),
];

describe.each(databaseKinds(import.meta.url))('analysis routes on %s', (kind) => {
  let t: TestApp;
  let host: Awaited<ReturnType<typeof signedInUser>>;
  let viewer: Awaited<ReturnType<typeof signedInUser>>;
  let otherHost: Awaited<ReturnType<typeof signedInUser>>;
  let adminCookie: string;
  let channelId: string;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });
  const command = (id: string, name: string, cookie = host.cookie) =>
    call('PUT', `/api/activities/${id}/status`, cookie, { command: name });
  const db = () => t.database.handle.db;

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { ...ADMIN_ENV, SECRET_KEY: 'a'.repeat(32) });
    adminCookie = await logInAsAdmin(t.app);
    host = await signedInUser(t.app, 'host');
    viewer = await signedInUser(t.app);
    otherHost = await signedInUser(t.app, 'host');
    channelId = (await call('GET', '/api/workspaces/mine', host.cookie)).json().results[0].id;
    expect((await call('PUT', `/api/workspaces/${channelId}`, host.cookie, { publish: true })).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  /** A webinar in `status`, with a ready recording unless told otherwise (rows inserted directly). */
  async function webinar(status: ActivityStatus, options: { recording?: boolean; sourceKey?: string } = {}): Promise<string> {
    const { id } = (await call('POST', `/api/workspaces/${channelId}/activities`, host.cookie, { name: 'Talk', language: 'en-US' })).json();
    if (options.recording !== false) {
      await db()
        .insert(recordings)
        .values({
          activityId: id,
          sourceKey: options.sourceKey ?? `missing/${id}.mp4`,
          sizeBytes: 1,
          mediaState: 'ready',
          durationSeconds: 20,
        });
    }
    await db().update(activities).set({ status }).where(eq(activities.id, id));
    return id;
  }

  /** Two chunks and the transcript, as an analysis leaves them. */
  async function withChunks(id: string): Promise<string[]> {
    await db().insert(transcripts).values({ activityId: id, engine: 'pocketsphinx', model: 'en-us', language: 'en-US', lines: TRANSCRIPT });
    await db().insert(analysisRuns).values({ activityId: id, durationMs: 20_000 });
    const rows = await db()
      .insert(chunks)
      .values([
        { activityId: id, startMs: 9500, endMs: 20_000, title: 'Pasta', transcript: TRANSCRIPT.slice(2) },
        { activityId: id, startMs: 0, endMs: 9500, title: 'Rates', transcript: TRANSCRIPT.slice(0, 2) },
      ])
      .returning();
    return [rows[1]!.id, rows[0]!.id];
  }

  it('starts the analysis of a stopped live when its recording is announced ready, and of no other webinar', async () => {
    const stopped = await webinar('ANALYZING');
    const published = await webinar('PUBLISHED');
    for (const activityId of [stopped, published]) {
      const [recording] = await db().select().from(recordings).where(eq(recordings.activityId, activityId));
      await t.container.events.publish(recordingReady, { activityId, recordingId: recording!.id });
    }
    await t.jobs.drain();
    const runs = await db().select().from(analysisRuns);
    expect(runs.map((run) => run.activityId)).toContain(stopped);
    expect(runs.map((run) => run.activityId)).not.toContain(published);
    expect((await call('GET', `/api/activities/${published}`, host.cookie)).json().status).toBe('PUBLISHED');
  });

  describe('status commands', () => {
    it('refuses trigger-analysis without a ready recording: no video available', async () => {
      const id = await webinar('SETUP', { recording: false });
      const refused = await command(id, 'trigger-analysis');
      expect(refused.statusCode).toBe(409);
      expect(refused.json().msg).toBe('NO_VIDEO_AVAILABLE');
    });

    it('starts the analysis for the host or an admin and queues one job; others may not', async () => {
      const id = await webinar('SETUP');
      expect((await command(id, 'trigger-analysis', viewer.cookie)).statusCode).toBe(403);
      expect((await command(id, 'trigger-analysis', otherHost.cookie)).statusCode).toBe(403);
      expect((await command(id, 'trigger-analysis', '')).statusCode).toBe(401);
      const started = await command(id, 'trigger-analysis');
      expect(started.statusCode).toBe(200);
      expect(started.json().activity.status).toBe('ANALYZING');
      expect(t.jobs.pending()).toContainEqual({ id: 'analysis.run', payload: { activityId: id } });
      const progress = await call('GET', `/api/activities/${id}/analysis`, host.cookie);
      expect(progress.json()).toEqual({ status: 'ANALYZING', err_msg: null, steps: [], transcript: null });
      expect((await call('GET', `/api/activities/${id}/analysis`, viewer.cookie)).statusCode).toBe(403);
      const byAdmin = await command(await webinar('PROCESSED'), 'fast-analysis', adminCookie);
      expect(byAdmin.json().activity.status).toBe('ANALYZING');
    });

    it('marks a video that cannot be opened ANALYZING_ERROR with VIDEO_OPEN_FAILED', async () => {
      const id = await webinar('SETUP');
      await command(id, 'trigger-analysis');
      await t.jobs.drain();
      const progress = (await call('GET', `/api/activities/${id}/analysis`, host.cookie)).json();
      expect(progress).toMatchObject({ status: 'ANALYZING_ERROR', err_msg: 'VIDEO_OPEN_FAILED' });
    });

    it('lets hosts retry while analysing or after an error, admins at any time', async () => {
      const processed = await webinar('PROCESSED');
      const refused = await command(processed, 'retry-analysis');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().msg).toBe('PERMISSION_DENIED');
      expect((await command(processed, 'retry-analysis', adminCookie)).json().activity.status).toBe('ANALYZING');
      expect((await command(await webinar('ANALYZING_ERROR'), 'retry-analysis')).json().activity.status).toBe('ANALYZING');
      const failedCompile = await webinar('COMPILING_ERROR');
      await withChunks(failedCompile);
      expect((await command(failedCompile, 'retry-analysis')).json().activity.status).toBe('COMPILING');
      expect((await command(await webinar('ANALYZING'), 'retry-analysis', viewer.cookie)).statusCode).toBe(403);
    });

    it('publishes a processed video with chunks, and nothing else', async () => {
      const review = await webinar('PENDING_REVIEW');
      expect((await command(review, 'publish')).json().msg).toBe('INVALID_STATUS_TRANSITION');
      const empty = await webinar('PROCESSED');
      expect((await command(empty, 'publish')).json().msg).toBe('NO_CHUNKS_AVAILABLE');
      const ready = await webinar('PROCESSED');
      await withChunks(ready);
      expect((await command(ready, 'publish', viewer.cookie)).statusCode).toBe(403);
      expect((await command(ready, 'publish')).json().activity.status).toBe('PUBLISHED');
    });
  });

  describe('chunks', () => {
    it('lists chunks in time order with their neighbours, for managers at review and viewers only once published', async () => {
      const id = await webinar('PENDING_REVIEW');
      const [first, second] = await withChunks(id);
      const listed = await call('GET', `/api/activities/${id}/chunks`, host.cookie);
      expect(listed.statusCode).toBe(200);
      expect(listed.json().results).toMatchObject([
        { id: first, start: 0, end: 9500, previous_id: null, next_id: second, titles: { en: 'Rates' }, url: null, keywords: [] },
        { id: second, start: 9500, end: 20_000, previous_id: first, next_id: null },
      ]);
      expect((await call('GET', `/api/activities/${id}/chunks`, viewer.cookie)).statusCode).toBe(404);
      const one = await call('GET', `/api/activities/${id}/chunks/${second}`, host.cookie);
      expect(one.json()).toMatchObject({ id: second, transcript: TRANSCRIPT.slice(2) });
      const elsewhere = await webinar('PENDING_REVIEW');
      expect((await call('GET', `/api/activities/${elsewhere}/chunks/${second}`, host.cookie)).statusCode).toBe(404);

      await db().update(activities).set({ status: 'PUBLISHED' }).where(eq(activities.id, id));
      expect((await call('GET', `/api/activities/${id}/chunks`, viewer.cookie)).json().results).toHaveLength(2);
      expect((await call('GET', `/api/activities/${id}/chunks`)).statusCode).toBe(401);
    });

    it('saves reviewed boundaries: zero-length chunks dropped, transcripts taken again, then compiling', async () => {
      const id = await webinar('PENDING_REVIEW');
      await withChunks(id);
      const body = [
        { start: 0, end: 4500 },
        { start: 4500, end: 4500 },
        { start: 4500, end: 4500 },
        { start: 4500, end: 20_000 },
      ];
      expect((await call('PUT', `/api/activities/${id}/chunks`, otherHost.cookie, body)).statusCode).toBe(403);
      const saved = await call('PUT', `/api/activities/${id}/chunks`, host.cookie, body);
      expect(saved.statusCode).toBe(200);
      expect(saved.json().results.map((c: { start: number; end: number }) => [c.start, c.end])).toEqual([
        [0, 4500],
        [4500, 20_000],
      ]);
      // Both chunks moved: each is described again from its own lines.
      // Two words between pauses is a fragment, not a sentence: no summary, and the editor is told the transcript is unclear.
      expect(saved.json().results[0]).toMatchObject({ summary: '', low_confidence: true, transcript: [TRANSCRIPT[0]] });
      expect(saved.json().results[1].transcript).toEqual(TRANSCRIPT.slice(1));
      expect((await call('GET', `/api/activities/${id}`, host.cookie)).json().status).toBe('COMPILING');
      expect(t.jobs.pending()).toContainEqual({ id: 'analysis.run', payload: { activityId: id } });
      // Compiling now: the boundaries wait for it.
      expect((await call('PUT', `/api/activities/${id}/chunks`, host.cookie, body)).json().msg).toBe('INVALID_STATUS_TRANSITION');
    });

    it('describes a chunk split in review from its own lines; the chunk left alone keeps its title and keywords', async () => {
      const id = await webinar('PENDING_REVIEW');
      const spoken = [
        line(0, 4000, 'The central bank raised interest rates again.'),
        line(5000, 9000, 'Higher interest rates make every mortgage dearer.'),
        line(10_000, 13_000, 'Now boil the pasta in a pot of salted water.'),
        line(13_500, 16_000, 'The pasta sauce needs fresh tomatoes and some garlic.'),
        line(16_500, 18_000, 'Finally the football match ended with a late goal.'),
        line(18_200, 19_800, 'The home team scored the goal in the last minute.'),
      ];
      await db().insert(transcripts).values({ activityId: id, engine: 'pocketsphinx', model: 'en-us', language: 'en-US', lines: spoken });
      await db().insert(analysisRuns).values({ activityId: id, durationMs: 20_000 });
      const [rates] = await db()
        .insert(chunks)
        .values([
          { activityId: id, startMs: 0, endMs: 9500, title: 'Rates', summary: 'About rates.', transcript: spoken.slice(0, 2) },
          { activityId: id, startMs: 9500, endMs: 20_000, title: 'Pasta', summary: 'About pasta.', transcript: spoken.slice(2) },
        ])
        .returning();
      const keyword = (await call('POST', '/api/keywords', host.cookie, { keyword: 'monetary policy' })).json();
      await call('POST', `/api/chunks/${rates!.id}/keywords`, host.cookie, { keyword_id: keyword.id });

      const saved = await call('PUT', `/api/activities/${id}/chunks`, host.cookie, [
        { start: 0, end: 9500 },
        { start: 9500, end: 16_250 },
        { start: 16_250, end: 20_000 },
      ]);
      expect(saved.statusCode).toBe(200);
      const [kept, pasta, football] = saved.json().results as {
        titles: { en: string };
        summary: string;
        keywords: { id: string; keyword: string }[];
        transcript: { text: string }[];
        low_confidence: boolean;
      }[];
      expect(kept).toMatchObject({ titles: { en: 'Rates' }, summary: 'About rates.', keywords: [{ keyword: 'monetary policy' }] });
      for (const [chunk, own, other] of [
        [pasta!, spoken.slice(2, 4), /football|goal|team|bank|rate/i],
        [football!, spoken.slice(4), /pasta|sauce|bank|rate/i],
      ] as const) {
        expect(chunk.transcript).toEqual(own);
        expect(chunk.titles.en.length).toBeGreaterThan(0);
        expect(chunk.titles.en).not.toMatch(other);
        expect(chunk.summary).toBe(own.map((l) => l.text).join(' '));
        expect(chunk.low_confidence).toBe(false);
        const words = chunk.keywords.map((k) => k.keyword);
        expect(words.length).toBeGreaterThan(0);
        const ownText = own.map((l) => l.text.toLowerCase()).join(' ');
        for (const word of words) expect(ownText).toContain(word);
      }
      expect(pasta!.keywords.map((k) => k.keyword)).toContain('pasta');
      expect(football!.keywords.map((k) => k.keyword)).toContain('goal');

      // The words the analysis found stay off the list channels pick from; the host's own keyword is on it.
      const listed = async () =>
        (await call('GET', '/api/keywords', host.cookie)).json().results.map((k: { keyword: string }) => k.keyword);
      expect(await listed()).toContain('monetary policy');
      expect(await listed()).not.toContain('pasta');
      expect((await call('GET', '/api/keyword?search=pasta', host.cookie)).json().results).toEqual([]);
      // Once a channel chooses one, it is the same keyword, and on the list.
      const chosen = (await call('POST', '/api/keywords', host.cookie, { keyword: 'Pasta' })).json();
      expect(chosen.id).toBe(pasta!.keywords.find((k) => k.keyword === 'pasta')!.id);
      expect(await listed()).toContain('pasta');
    });

    it('refuses bad boundaries', async () => {
      const id = await webinar('PENDING_REVIEW');
      await withChunks(id);
      const put = (payload: object) => call('PUT', `/api/activities/${id}/chunks`, host.cookie, payload);
      expect((await put([{ start: 5000, end: 1000 }])).statusCode).toBe(400);
      expect((await put([])).statusCode).toBe(400);
      expect((await put([{ start: -1, end: 1000 }])).statusCode).toBe(400);
      expect((await put([{ start: 0, end: 60_000 }])).statusCode).toBe(400);
      expect((await put([{ start: 1000, end: 1000 }])).json().msg).toBe('NO_CHUNKS_AVAILABLE');
    });

    it('adds a chunk with the transcript inside it (POST /api/chunks)', async () => {
      const id = await webinar('PENDING_REVIEW');
      await withChunks(id);
      const created = await call('POST', '/api/chunks', host.cookie, { activity_id: id, start: 14_500, end: 20_000 });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({
        start: 14_500,
        end: 20_000,
        transcript: [TRANSCRIPT[3]],
        next_id: null,
        summary: '',
        low_confidence: true,
      });
      expect(created.json().titles.en.length).toBeGreaterThan(0);
      expect((await call('POST', '/api/chunks', host.cookie, { activity_id: id, start: 5, end: 5 })).statusCode).toBe(400);
      expect((await call('POST', '/api/chunks', otherHost.cookie, { activity_id: id, start: 0, end: 5 })).statusCode).toBe(403);
      const live = await webinar('SETUP');
      expect((await call('POST', '/api/chunks', host.cookie, { activity_id: live, start: 0, end: 5 })).statusCode).toBe(409);
    });

    it('saves an edited transcript (PUT /api/chunks/{id}) for managers only', async () => {
      const id = await webinar('PROCESSED');
      const [first] = await withChunks(id);
      const transcript = [line(0, 4000, 'Rates rise.'), line(5000, 9000, 'Banks lend more.')];
      const updated = await call('PUT', `/api/chunks/${first}`, host.cookie, { transcript });
      expect(updated.statusCode).toBe(200);
      expect(updated.json().transcript).toEqual(transcript);
      expect((await call('PUT', `/api/chunks/${first}`, viewer.cookie, { transcript })).statusCode).toBe(403);
      expect((await call('PUT', `/api/chunks/${first}`, host.cookie, { transcript: [{ start: 1 }] })).statusCode).toBe(400);
      expect((await call('PUT', `/api/chunks/00000000-0000-4000-8000-000000000000`, host.cookie, { transcript })).statusCode).toBe(404);
    });

    it('renames a chunk and rewrites its summary, leaving what was not sent as it was', async () => {
      const id = await webinar('PROCESSED');
      const [first] = await withChunks(id);
      const before = (await call('GET', `/api/activities/${id}/chunks/${first}`, host.cookie)).json();
      const renamed = await call('PUT', `/api/chunks/${first}`, host.cookie, { title: '  Why rates rise ' });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json()).toMatchObject({ titles: { en: 'Why rates rise' }, summary: before.summary, transcript: before.transcript });
      const summarised = await call('PUT', `/api/chunks/${first}`, host.cookie, { summary: '加息的原因。' });
      expect(summarised.json()).toMatchObject({ titles: { en: 'Why rates rise' }, summary: '加息的原因。' });
      expect((await call('GET', `/api/activities/${id}/chunks/${first}`, host.cookie)).json().titles.en).toBe('Why rates rise');

      expect((await call('PUT', `/api/chunks/${first}`, viewer.cookie, { title: 'Hijacked' })).statusCode).toBe(403);
      expect((await call('PUT', `/api/chunks/${first}`, host.cookie, { title: '   ' })).statusCode).toBe(400);
      expect((await call('PUT', `/api/chunks/${first}`, host.cookie, { title: 'x'.repeat(151) })).statusCode).toBe(400);
      expect((await call('PUT', `/api/chunks/${first}`, host.cookie, { summary: 'x'.repeat(2001) })).statusCode).toBe(400);
      expect((await call('PUT', `/api/chunks/${first}`, host.cookie, {})).statusCode).toBe(400);
      expect((await call('GET', `/api/activities/${id}/chunks/${first}`, host.cookie)).json().titles.en).toBe('Why rates rise');
    });

    it('links and unlinks keywords of the platform list', async () => {
      const id = await webinar('PROCESSED');
      const [first] = await withChunks(id);
      const keyword = (await call('POST', '/api/keywords', host.cookie, { keyword: 'Interest rates' })).json();
      const added = await call('POST', `/api/chunks/${first}/keywords`, host.cookie, { keyword_id: keyword.id });
      expect(added.json().keywords).toEqual([{ id: keyword.id, keyword: 'interest rates', category: null }]);
      expect((await call('POST', `/api/chunks/${first}/keywords`, host.cookie, { keyword_id: keyword.id })).json().keywords).toHaveLength(
        1,
      );
      const unknown = await call('POST', `/api/chunks/${first}/keywords`, host.cookie, {
        keyword_id: '00000000-0000-4000-8000-000000000000',
      });
      expect(unknown.statusCode).toBe(404);
      expect((await call('POST', `/api/chunks/${first}/keywords`, host.cookie, { keyword_id: 'x' })).statusCode).toBe(400);
      expect((await call('POST', `/api/chunks/${first}/keywords`, viewer.cookie, { keyword_id: keyword.id })).statusCode).toBe(403);
      const removed = await call('DELETE', `/api/chunks/${first}/keywords`, host.cookie, { keyword_id: keyword.id });
      expect(removed.json().keywords).toEqual([]);
    });

    it('serves no clip before compiling', async () => {
      const id = await webinar('PENDING_REVIEW');
      const [first] = await withChunks(id);
      expect((await call('GET', `/api/chunks/${first}/media/clip.mp4`, host.cookie)).statusCode).toBe(404);
      expect((await call('GET', `/api/chunks/${first}/media/other.bin`, host.cookie)).statusCode).toBe(400);
    });
  });

  it('lets one worker at a time hold a run', async () => {
    const id = await webinar('ANALYZING');
    const repository = createAnalysisRepository(db());
    await repository.resetRun(id, {});
    const inAMinute = new Date(Date.now() + 60_000);
    expect(await repository.claim(id, 'worker-1', inAMinute)).toBe(true);
    expect(await repository.claim(id, 'worker-2', inAMinute)).toBe(false);
    await repository.release(id, 'worker-1');
    expect(await repository.claim(id, 'worker-2', new Date(Date.now() - 1))).toBe(true);
    // A lease that ran out (a killed worker) is taken over.
    expect(await repository.claim(id, 'worker-3', inAMinute)).toBe(true);
  });
});
