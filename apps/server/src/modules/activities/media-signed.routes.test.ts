import { eq } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createS3Storage } from '../../infra/storage/s3-storage.js';
import type { ObjectStorage } from '../../infra/storage/storage.js';
import { databaseKinds } from '../../test/databases.js';
import { buyPlan, createPlan } from '../../test/payments.js';
import { createTestApp, signedInUser, type TestApp } from '../../test/test-app.js';
import { subscriptions } from '../subscriptions/subscriptions.table.js';
import { activities, activityPlans, recordings } from './activities.table.js';

type User = Awaited<ReturnType<typeof signedInUser>>;

const PLAYLIST = [
  '#EXTM3U',
  '#EXT-X-VERSION:7',
  '#EXT-X-TARGETDURATION:2',
  '#EXT-X-PLAYLIST-TYPE:VOD',
  '#EXT-X-MAP:URI="init.mp4"',
  '#EXTINF:2.000000,',
  'seg-00000.m4s',
  '#EXTINF:2.000000,',
  'seg-00001.m4s',
  '#EXT-X-ENDLIST',
  '',
].join('\n');
const FILES: Record<string, Buffer> = {
  'index.m3u8': Buffer.from(PLAYLIST),
  'init.mp4': Buffer.from('init-segment-bytes'),
  'seg-00000.m4s': Buffer.alloc(4096, 1),
  'seg-00001.m4s': Buffer.alloc(4096, 2),
};
const SOURCE = Buffer.alloc(10_000, 7);

/** A recording row ready to stream, its source and HLS files (FILES) stored under `prefix`. */
function readyRecording(activityId: string, prefix: string) {
  return {
    activityId,
    sourceKey: `${prefix}source.mp4`,
    sizeBytes: SOURCE.length,
    mediaState: 'ready' as const,
    durationSeconds: 4,
    hlsPrefix: `${prefix}hls/`,
    hlsFiles: Object.keys(FILES),
  };
}

/** One site: the app on a storage, a host's locked video with a stored HLS recording, and a viewer who bought it. */
interface Site {
  t: TestApp;
  storage: ObjectStorage;
  host: User;
  viewer: User;
  activityId: string;
  hlsUrl: string;
  archiveUrl: string;
  /** Bytes the API process read from storage, by key. */
  readBytes: Map<string, number>;
}

/**
 * Issue 30 item 2: the access check is made once per playlist (or mp4), and the bytes are fetched at short-lived
 * signed URLs that need no session: from the app's static path on disk (signature and expiry only), from S3 itself
 * (presigned) so that no video byte passes through the API.
 */
describe.each(databaseKinds(import.meta.url))('signed media URLs on %s', (kind) => {
  const s3Directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  const s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: s3Directory,
    configureBuckets: [{ name: 'media', configs: [] }],
  });
  let s3Endpoint: string;
  const sites = {} as Record<'disk' | 'S3', Site>;

  async function openSite(s3Storage?: ObjectStorage): Promise<Site> {
    const readBytes = new Map<string, number>();
    const counting = (storage: ObjectStorage): ObjectStorage => ({
      ...storage,
      async read(key, range) {
        const stored = await storage.read(key, range);
        if (stored) readBytes.set(key, (readBytes.get(key) ?? 0) + stored.end - stored.start + 1);
        return stored;
      },
    });
    const t = await createTestApp(kind, s3Storage ? { storage: counting(s3Storage) } : { wrapStorage: counting });
    const storage = s3Storage ?? t.container.localFiles!;
    const host = await signedInUser(t.app, 'host');
    const viewer = await signedInUser(t.app);
    const cookie = { cookie: host.cookie };
    const channelId = (await t.app.inject({ method: 'GET', url: '/api/workspaces/mine', headers: cookie })).json().results[0].id;
    await t.app.inject({ method: 'PUT', url: `/api/workspaces/${channelId}`, headers: cookie, payload: { publish: true } });
    const { id: activityId } = (
      await t.app.inject({
        method: 'POST',
        url: `/api/workspaces/${channelId}/activities`,
        headers: cookie,
        payload: { name: 'Paid talk' },
      })
    ).json();
    const prefix = `activities/${activityId}/recordings/r1/`;
    for (const [name, bytes] of Object.entries(FILES)) await storage.put(`${prefix}hls/${name}`, bytes, 'application/octet-stream');
    await storage.put(`${prefix}source.mp4`, SOURCE, 'video/mp4');
    const db = t.database.handle.db;
    await db.insert(recordings).values(readyRecording(activityId, prefix));
    await db.update(activities).set({ status: 'PUBLISHED', playableAt: new Date() }).where(eq(activities.id, activityId));
    const plan = await createPlan(t, host.cookie, channelId);
    await db.insert(activityPlans).values({ activityId, planId: plan.id });
    await buyPlan(t, viewer.cookie, plan.id);
    const listed = await t.app.inject({ method: 'GET', url: `/api/activities/${activityId}/recording`, headers: cookie });
    const [recording] = listed.json().results;
    readBytes.clear();
    return { t, storage, host, viewer, activityId, hlsUrl: recording.hls_url, archiveUrl: recording.archive_url, readBytes };
  }

  beforeAll(async () => {
    const { port } = await s3.run();
    s3Endpoint = `http://127.0.0.1:${port}`;
    const s3Storage = createS3Storage({
      endpoint: s3Endpoint,
      region: 'us-east-1',
      bucket: 'media',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    });
    [sites.disk, sites.S3] = await Promise.all([openSite(), openSite(s3Storage)]);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([sites.disk?.t.close(), sites.S3?.t.close(), s3.close()]);
    fs.rmSync(s3Directory, { recursive: true, force: true });
  });

  const get = (site: Site, url: string, headers: Record<string, string> = {}) => site.t.app.inject({ method: 'GET', url, headers });
  const mediaPlaylist = async (site: Site, cookie: string) => get(site, site.hlsUrl.replace(/master\.m3u8$/, 'index.m3u8'), { cookie });
  /** The URLs a playlist names, init segment first. */
  const urlsOf = (playlist: string) =>
    playlist.split('\n').flatMap((line) => {
      const map = /URI="([^"]+)"/.exec(line);
      if (map) return [map[1]!];
      return line === '' || line.startsWith('#') ? [] : [line];
    });

  it('gives a viewer with access a playlist of signed URLs that open without any cookie and without a session lookup', async () => {
    const site = sites.disk;
    const playlist = await mediaPlaylist(site, site.viewer.cookie);
    expect(playlist.statusCode).toBe(200);
    expect(playlist.headers['cache-control']).toBe('private, no-cache');
    const urls = urlsOf(playlist.body);
    expect(urls).toHaveLength(3);
    for (const url of urls)
      expect(url).toMatch(/^\/api\/files\/activities\/.+\/hls\/(init\.mp4|seg-0000[01]\.m4s)\?expires=\d+&sig=[\w-]+$/);
    // Between 4 and 5 minutes of life: revocation takes effect within 5.
    const expires = Number(new URL(urls[0]!, 'http://app.test').searchParams.get('expires'));
    expect(expires * 1000 - Date.now()).toBeGreaterThan(235_000);
    expect(expires * 1000 - Date.now()).toBeLessThanOrEqual(300_000);

    const lookups = vi.spyOn(site.t.container.sessions, 'resolve');
    try {
      const segment = await get(site, urls[2]!);
      expect(segment.statusCode).toBe(200);
      expect(segment.rawPayload.equals(FILES['seg-00001.m4s']!)).toBe(true);
      expect(segment.headers['content-type']).toBe('video/iso.segment');
      // Even with a cookie, a signed file asks nothing of the session.
      expect((await get(site, urls[1]!, { cookie: site.viewer.cookie })).statusCode).toBe(200);
      expect(lookups).not.toHaveBeenCalled();
    } finally {
      lookups.mockRestore();
    }
  });

  it('sends the mp4 to its signed URL, which serves byte ranges without a cookie', async () => {
    const site = sites.disk;
    const redirect = await get(site, site.archiveUrl, { cookie: site.viewer.cookie });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers['cache-control']).toBe('private, no-store');
    const location = redirect.headers.location as string;
    expect(location).toMatch(/^\/api\/files\/activities\/.+\/source\.mp4\?expires=\d+&sig=/);
    const part = await get(site, location, { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${SOURCE.length}`);
    expect(part.rawPayload.equals(SOURCE.subarray(100, 200))).toBe(true);
  });

  it("refuses an expired signature, a tampered one, another file's, and a path out of the storage", async () => {
    const site = sites.disk;
    const urls = urlsOf((await mediaPlaylist(site, site.viewer.cookie)).body);
    const [, first, second] = urls.map((url) => new URL(url, 'http://app.test'));
    const key = decodeURIComponent(first!.pathname.slice('/api/files/'.length));
    const expired = await site.storage.signedUrl(key, Math.floor(Date.now() / 1000) - 1);
    const tampered = `${first!.pathname}?expires=${first!.searchParams.get('expires')}&sig=${'A'.repeat(43)}`;
    const stretched = `${first!.pathname}?expires=${Number(first!.searchParams.get('expires')) + 3600}&sig=${first!.searchParams.get('sig')}`;
    const otherFiles = `${second!.pathname}${first!.search}`;
    const climbed = `/api/files/${key.replace(/hls\/.*$/, 'hls/%2e%2e/source.mp4')}${first!.search}`;
    for (const url of [expired, tampered, stretched, otherFiles, climbed, first!.pathname]) {
      const refused = await get(site, url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().msg).toBe('FORBIDDEN');
    }
  });

  it('gives a viewer whose access ended no new playlist, mp4 or segment URL', async () => {
    const site = sites.disk;
    const before = urlsOf((await mediaPlaylist(site, site.viewer.cookie)).body);
    await site.t.database.handle.db.update(subscriptions).set({ status: 'refunded' }).where(eq(subscriptions.userId, site.viewer.user.id));
    for (const url of [
      site.hlsUrl,
      site.hlsUrl.replace(/master\.m3u8$/, 'index.m3u8'),
      site.archiveUrl,
      site.hlsUrl.replace(/master\.m3u8$/, 'seg-00000.m4s'),
    ]) {
      const refused = await get(site, url, { cookie: site.viewer.cookie });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().msg).toBe('VIDEO_LOCKED');
    }
    // What was handed out before still opens until it expires (at most 5 minutes): the revocation lag the README states.
    expect((await get(site, before[1]!)).statusCode).toBe(200);
  });

  it('with S3, names presigned URLs at the S3 endpoint in the playlist and the mp4 redirect: the API proxies no video byte', async () => {
    const site = sites.S3;
    const playlist = await mediaPlaylist(site, site.viewer.cookie);
    expect(playlist.statusCode).toBe(200);
    const urls = urlsOf(playlist.body);
    expect(urls).toHaveLength(3);
    for (const url of urls) {
      expect(url.startsWith(`${s3Endpoint}/media/activities/`)).toBe(true);
      expect(url).toContain('X-Amz-Signature=');
    }
    const segment = await fetch(urls[1]!);
    expect(segment.status).toBe(200);
    expect(Buffer.from(await segment.arrayBuffer()).equals(FILES['seg-00000.m4s']!)).toBe(true);

    const redirect = await get(site, site.archiveUrl, { cookie: site.viewer.cookie });
    expect(redirect.statusCode).toBe(302);
    const location = redirect.headers.location as string;
    expect(location.startsWith(`${s3Endpoint}/media/activities/`)).toBe(true);
    const part = await fetch(location, { headers: { range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).equals(SOURCE.subarray(0, 100))).toBe(true);
    // A segment asked of the API directly is sent on to S3 as well.
    const direct = await get(site, site.hlsUrl.replace(/master\.m3u8$/, 'seg-00001.m4s'), { cookie: site.viewer.cookie });
    expect(direct.statusCode).toBe(302);
    expect(direct.rawPayload.length).toBe(0);

    // The only bytes the API read from the bucket are the playlist's text, kept for the minute.
    expect([...site.readBytes.keys()].every((key) => key.endsWith('/hls/index.m3u8'))).toBe(true);
    const videoBytes = [...site.readBytes].filter(([key]) => !key.endsWith('.m3u8')).reduce((sum, [, bytes]) => sum + bytes, 0);
    expect(videoBytes).toBe(0);
  });

  it('makes the signed media playlist once for viewers who ask for it at the same moment', async () => {
    const site = sites.S3;
    // A recording of its own, so that no playlist of it is kept from the tests before.
    const prefix = `activities/${site.activityId}/recordings/r2/`;
    for (const [name, bytes] of Object.entries(FILES)) await site.storage.put(`${prefix}hls/${name}`, bytes, 'application/octet-stream');
    const [recording] = await site.t.database.handle.db
      .insert(recordings)
      .values(readyRecording(site.activityId, prefix))
      .returning({ id: recordings.id });
    const url = `/api/activities/${site.activityId}/media/${recording!.id}/hls/index.m3u8`;
    site.readBytes.clear();

    const answers = await Promise.all(Array.from({ length: 10 }, () => get(site, url, { cookie: site.viewer.cookie })));

    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(site.readBytes.get(`${prefix}hls/index.m3u8`)).toBe(FILES['index.m3u8']!.length);
  });
});
