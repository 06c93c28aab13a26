import type { ActivityStatus, WorkspaceLanguage } from '@platform/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/databases.js';
import { createPlan } from '../../test/payments.js';
import { createTestApp, signedInUser, type TestApp } from '../../test/test-app.js';
import { activities, activityPlans, recordings } from '../activities/activities.table.js';
import { analysisRuns, chunks, transcripts } from './analysis.table.js';

type User = Awaited<ReturnType<typeof signedInUser>>;
const line = (start: number, end: number, text: string) => ({ start, end, speaker: '', text });
const TRANSCRIPT = [line(0, 4_000, 'rates rise'), line(5_000, 9_000, 'banks <lend> & borrow')];

describe.each(databaseKinds(import.meta.url))('captions with the media on %s', (kind) => {
  let t: TestApp;
  let host: User;
  let viewer: User;
  let channelId: string;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });
  const db = () => t.database.handle.db;

  beforeAll(async () => {
    t = await createTestApp(kind);
    host = await signedInUser(t.app, 'host');
    viewer = await signedInUser(t.app);
    channelId = (await call('GET', '/api/workspaces/mine', host.cookie)).json().results[0].id;
    expect((await call('PUT', `/api/workspaces/${channelId}`, host.cookie, { publish: true })).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  /** A video of `channel` with an HLS-packaged recording and, unless told otherwise, an analysis: transcript and one chunk. */
  async function video(
    options: {
      status?: ActivityStatus;
      language?: WorkspaceLanguage;
      lines?: typeof TRANSCRIPT | null;
      channel?: string;
      cookie?: string;
    } = {},
  ) {
    const { id } = (
      await call('POST', `/api/workspaces/${options.channel ?? channelId}/activities`, options.cookie ?? host.cookie, {
        name: 'Talk',
        language: options.language ?? 'en-US',
      })
    ).json();
    const [recording] = await db()
      .insert(recordings)
      .values({
        activityId: id,
        sourceKey: `missing/${id}.mp4`,
        sizeBytes: 1_000_000,
        mediaState: 'ready',
        durationSeconds: 10,
        hlsPrefix: `hls/${id}/`,
        hlsFiles: ['index.m3u8', 'init.mp4', 'seg-00000.m4s'],
      })
      .returning();
    await db()
      .update(activities)
      .set({ status: options.status ?? 'PUBLISHED', playableAt: new Date() })
      .where(eq(activities.id, id));
    const lines = options.lines === undefined ? TRANSCRIPT : options.lines;
    let chunkId = '';
    if (lines) {
      await db().insert(transcripts).values({ activityId: id, engine: 'pocketsphinx', model: 'en-us', language: 'en-US', lines });
      await db().insert(analysisRuns).values({ activityId: id, recordingId: recording!.id, durationMs: 10_000 });
      const [chunk] = await db()
        .insert(chunks)
        .values({ activityId: id, startMs: 0, endMs: 10_000, title: 'Rates', transcript: lines })
        .returning();
      chunkId = chunk!.id;
    }
    const [listed] = (await call('GET', `/api/activities/${id}/recording`, options.cookie ?? host.cookie)).json().results;
    return { id, chunkId, hlsUrl: listed.hls_url as string, captionsUrl: listed.captions_url as string };
  }

  const hlsFile = (hlsUrl: string, name: string) => hlsUrl.replace(/master\.m3u8$/, name);

  it('serves the master playlist with a subtitles rendition whose playlist names the WebVTT of the transcript', async () => {
    const { hlsUrl, captionsUrl } = await video();
    expect(hlsUrl).toMatch(/\/hls\/master\.m3u8$/);
    const master = await call('GET', hlsUrl, viewer.cookie);
    expect(master.statusCode).toBe(200);
    expect(master.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(master.body).toContain(
      '#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="captions",NAME="English",LANGUAGE="en-US",DEFAULT=NO,AUTOSELECT=YES,FORCED=NO,URI="captions.m3u8"',
    );
    expect(master.body).toContain('#EXT-X-STREAM-INF:BANDWIDTH=800000,SUBTITLES="captions"\nindex.m3u8\n');

    const playlist = await call('GET', hlsFile(hlsUrl, 'captions.m3u8'), viewer.cookie);
    expect(playlist.statusCode).toBe(200);
    // The WebVTT at a URL signed like the segments beside it: it opens without a session until it expires.
    const signedVtt = new RegExp(`#EXTINF:10\\.000,\n(${captionsUrl}\\?view=watch&expires=\\d+&sig=[\\w-]+)\n#EXT-X-ENDLIST`).exec(
      playlist.body,
    );
    expect(signedVtt).not.toBeNull();
    const signed = await call('GET', signedVtt![1]!);
    expect(signed.statusCode).toBe(200);
    expect(signed.body).toContain('WEBVTT');
    expect((await call('GET', signedVtt![1]!.replace('view=watch', 'view=manage'))).statusCode).toBe(403);

    const vtt = await call('GET', captionsUrl, viewer.cookie);
    expect(vtt.statusCode).toBe(200);
    expect(vtt.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(vtt.headers['cache-control']).toBe('private, no-cache');
    expect(vtt.body).toBe(
      'WEBVTT\n\n1\n00:00:00.000 --> 00:00:04.000\nrates rise\n\n2\n00:00:05.000 --> 00:00:09.000\nbanks &lt;lend&gt; &amp; borrow\n',
    );
  });

  it('shows the host’s corrected transcript on the next request', async () => {
    const { chunkId, captionsUrl } = await video();
    const corrected = [line(0, 4_000, 'rates rose'), line(5_000, 9_000, 'banks lend')];
    expect((await call('PUT', `/api/chunks/${chunkId}`, host.cookie, { transcript: corrected })).statusCode).toBe(200);
    const vtt = (await call('GET', captionsUrl, viewer.cookie)).body;
    expect(vtt).toContain('\nrates rose\n');
    expect(vtt).not.toContain('rates rise');
  });

  it('writes a Hong Kong channel’s Chinese captions in Traditional characters', async () => {
    const { captionsUrl } = await video({ language: 'yue-Hant-HK', lines: [line(0, 3_000, '美国联储局宣布加息')] });
    const vtt = await call('GET', captionsUrl, viewer.cookie);
    expect(vtt.body).toContain('\n美國聯儲局宣佈加息\n');
  });

  it('has no subtitles rendition and no captions for a video without a transcript', async () => {
    const { hlsUrl, captionsUrl } = await video({ lines: null });
    const master = await call('GET', hlsUrl, viewer.cookie);
    expect(master.statusCode).toBe(200);
    expect(master.body).toBe('#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=800000\nindex.m3u8\n');
    expect((await call('GET', hlsFile(hlsUrl, 'captions.m3u8'), viewer.cookie)).statusCode).toBe(404);
    expect((await call('GET', captionsUrl, viewer.cookie)).statusCode).toBe(404);
  });

  it('keeps the captions of a video not published yet to its host', async () => {
    const { hlsUrl, captionsUrl } = await video({ status: 'PROCESSED' });
    expect((await call('GET', captionsUrl, host.cookie)).statusCode).toBe(200);
    expect((await call('GET', hlsUrl, host.cookie)).body).toContain('TYPE=SUBTITLES');
    expect((await call('GET', captionsUrl, viewer.cookie)).statusCode).toBe(404);
  });

  it('follows the lock: a viewer without the plan, a guest and a stranger to a private channel get no captions', async () => {
    const locked = await video();
    await db()
      .insert(activityPlans)
      .values({ activityId: locked.id, planId: (await createPlan(t, host.cookie, channelId)).id });
    const urls = [locked.hlsUrl, hlsFile(locked.hlsUrl, 'captions.m3u8'), locked.captionsUrl];
    for (const url of urls) {
      const refused = await call('GET', url, viewer.cookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().msg).toBe('VIDEO_LOCKED');
      expect((await call('GET', url)).statusCode).toBe(401);
      expect((await call('GET', url, host.cookie)).statusCode).toBe(200);
    }

    const otherHost = await signedInUser(t.app, 'host');
    const privateChannel = (await call('GET', '/api/workspaces/mine', otherHost.cookie)).json().results[0].id;
    const hidden = await video({ channel: privateChannel, cookie: otherHost.cookie });
    for (const url of [hidden.hlsUrl, hidden.captionsUrl]) {
      expect((await call('GET', url, viewer.cookie)).statusCode).toBe(404);
      expect((await call('GET', url, otherHost.cookie)).statusCode).toBe(200);
    }
  });
});
