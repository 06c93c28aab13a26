import { ACTIVITY_LIMITS } from '@platform/shared';
import { eq } from 'drizzle-orm';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeClips } from '../../../test-support/media/test-clips.js';
import { createS3Storage } from '../../infra/storage/s3-storage.js';
import type { ObjectStorage } from '../../infra/storage/storage.js';
import { databaseKinds } from '../../test/databases.js';
import { createTestApp, signedInUser, type TestApp } from '../../test/test-app.js';
import { recordingUploads } from './activities.table.js';

const MIB = 1024 * 1024;

/** The mp4 followed by a `free` box, which players skip: a real recording long enough to span `bytes`. */
function paddedMp4(mp4: Buffer, bytes: number): Buffer {
  const box = Buffer.alloc(bytes - mp4.length);
  box.writeUInt32BE(box.length, 0);
  box.write('free', 4, 'latin1');
  return Buffer.concat([mp4, box]);
}

/** An app with its recordings on one storage, and a host of a channel there. */
interface Site {
  t: TestApp;
  storage: ObjectStorage;
  cookie: string;
  channelId: string;
}

/**
 * The abuse paths of recording uploads (issue 28): files that make ffmpeg read what it was not given (6), parts as
 * S3 clients other than ours send them (11), and addresses of served files that are not valid percent-encoding (12).
 */
describe.each(databaseKinds(import.meta.url))('media input abuse on %s', (kind) => {
  const s3Directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  const s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: s3Directory,
    configureBuckets: [{ name: 'media', configs: [] }],
  });
  const sites = {} as Record<'disk' | 'S3', Site>;
  let clips: Awaited<ReturnType<typeof makeClips>>;
  let recording: Buffer;
  /** A web server on this machine: what a file naming an address would make ffmpeg dial. */
  const dialled: string[] = [];
  const bystander = http.createServer((request, response) => {
    dialled.push(request.url ?? '');
    response.writeHead(404).end();
  });
  let bystanderUrl: string;

  async function openSite(storage?: ObjectStorage): Promise<Site> {
    const t = await createTestApp(kind, storage ? { storage } : {});
    const host = await signedInUser(t.app, 'host');
    const channels = await t.app.inject({ method: 'GET', url: '/api/workspaces/mine', headers: { cookie: host.cookie } });
    return { t, storage: storage ?? t.container.localFiles!, cookie: host.cookie, channelId: channels.json().results[0].id };
  }

  beforeAll(async () => {
    const { port } = await s3.run();
    const s3Storage = createS3Storage({
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      bucket: 'media',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    });
    await new Promise<void>((resolve) => bystander.listen(0, '127.0.0.1', resolve));
    bystanderUrl = `http://127.0.0.1:${(bystander.address() as AddressInfo).port}`;
    [sites.disk, sites.S3, clips] = await Promise.all([openSite(), openSite(s3Storage), makeClips(['h264-aac.mp4'])]);
    recording = fs.readFileSync(clips.clip('h264-aac.mp4'));
  }, 60_000);
  afterAll(async () => {
    await Promise.all([sites.disk?.t.close(), sites.S3?.t.close(), s3.close(), new Promise((resolve) => bystander.close(resolve))]);
    clips?.remove();
    fs.rmSync(s3Directory, { recursive: true, force: true });
  });

  const call = (site: Site, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    site.t.app.inject({ method, url, headers: { cookie: site.cookie }, payload });
  const putBytes = (site: Site, url: string, body: Buffer) =>
    site.t.app.inject({ method: 'PUT', url, headers: { 'content-type': 'application/octet-stream' }, payload: body });
  const newWebinar = async (site: Site) =>
    (await call(site, 'POST', `/api/workspaces/${site.channelId}/activities`, { name: 'Uploaded talk' })).json().id as string;
  const uploadState = async (site: Site, key: string) =>
    (await site.t.database.handle.db.select().from(recordingUploads).where(eq(recordingUploads.key, key)))[0]?.state;
  const storedBytes = async (site: Site, key: string) => {
    const stored = await site.storage.read(key);
    return stored ? Buffer.concat(await stored.body.toArray()) : null;
  };

  /** A file sent whole, as the web app sends one under 50 MB: the upload's key and the answer to its bytes. */
  async function sendWhole(site: Site, file: Buffer) {
    const started = await call(site, 'POST', '/api/s3/', { activityId: await newWebinar(site) });
    expect(started.statusCode).toBe(200);
    return { key: started.json().key as string, answer: await putBytes(site, started.json().url, file) };
  }

  /** A file sent in parts of the given sizes (the last part is what is left), then completed. */
  async function sendInParts(site: Site, file: Buffer, sizes: readonly number[], declareSize = true) {
    const started = await call(site, 'POST', '/api/s3/multipart', {
      activityId: await newWebinar(site),
      fileName: 'talk.mp4',
      ...(declareSize ? { size: file.length } : {}),
    });
    expect(started.statusCode).toBe(200);
    const { uploadId, key } = started.json() as { uploadId: string; key: string };
    const keyQuery = `key=${encodeURIComponent(key)}`;
    const parts: { PartNumber: number; ETag: string }[] = [];
    let offset = 0;
    for (const [index, size] of [...sizes, file.length - sizes.reduce((sum, part) => sum + part, 0)].entries()) {
      const signed = await call(site, 'GET', `/api/s3/multipart/${uploadId}/${index + 1}?${keyQuery}`);
      const stored = await putBytes(site, signed.json().url, file.subarray(offset, offset + size));
      expect(stored.statusCode).toBe(200);
      parts.push({ PartNumber: index + 1, ETag: stored.headers.etag as string });
      offset += size;
    }
    return { key, completed: await call(site, 'POST', `/api/s3/multipart/${uploadId}/complete?${keyQuery}`, { parts }) };
  }

  describe('item 6: ffmpeg reads only the file it was given', () => {
    it('refuses an ffconcat list named .mp4 as an invalid video and removes the upload and its file', async () => {
      const site = sites.disk;
      const list = Buffer.from(`ffconcat version 1.0\nfile ${clips.clip('h264-aac.mp4')}\nfile /etc/hostname\n`);
      const { key, answer } = await sendWhole(site, list);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().msg).toBe('INVALID_VIDEO');
      expect(await uploadState(site, key)).toBe('aborted');
      expect(await storedBytes(site, key)).toBeNull();
    });

    it.each(['disk', 'S3'] as const)(
      'refuses an HLS playlist named .mp4 on %s storage without dialling the address it names',
      async (name) => {
        const site = sites[name];
        dialled.length = 0;
        const playlist = Buffer.from(
          [
            '#EXTM3U',
            '#EXT-X-TARGETDURATION:2',
            '#EXT-X-MEDIA-SEQUENCE:0',
            '#EXTINF:2.0,',
            `${bystanderUrl}/segment.ts`,
            '#EXT-X-ENDLIST',
            '',
          ].join('\n'),
        );
        const { key, answer } = await sendWhole(site, playlist);
        expect(answer.statusCode).toBe(400);
        expect(answer.json().msg).toBe('INVALID_VIDEO');
        expect(dialled).toEqual([]);
        expect(await uploadState(site, key)).toBe('aborted');
        expect(await storedBytes(site, key)).toBeNull();
      },
    );

    it.each(['disk', 'S3'] as const)(
      'still takes an mp4 on %s storage and makes it playable',
      async (name) => {
        const site = sites[name];
        const { key, answer } = await sendWhole(site, recording);
        expect(answer.statusCode).toBe(200);
        expect(answer.json().recording).toMatchObject({ media_state: 'processing' });
        expect(await uploadState(site, key)).toBe('completed');
        await site.t.jobs.drain();
        const [ready] = (await call(site, 'GET', `/api/activities/${key.split('/')[1]}/recording`)).json().results;
        expect(ready).toMatchObject({ media_state: 'ready' });
      },
      30_000,
    );
  });

  describe('item 11: parts as S3 takes them', () => {
    const layouts: [string, number[], boolean][] = [
      ['5 MiB parts, as Uppy sends them, without the size declared', [5 * MIB, 5 * MIB, 5 * MIB], false],
      ['8 MiB parts, as the web app sends them', [8 * MIB, 8 * MIB], true],
      ['parts of mixed sizes', [9 * MIB, 5 * MIB, 8 * MIB, 6 * MIB], true],
    ];
    it.each(
      (['disk', 'S3'] as const).flatMap((name) => layouts.map(([label, sizes, declared]) => [name, label, sizes, declared] as const)),
    )(
      'completes an upload on %s storage in %s',
      async (name, _label, sizes, declared) => {
        const site = sites[name];
        const file = paddedMp4(recording, sizes.reduce((sum, size) => sum + size, 0) + 1_000);
        const { key, completed } = await sendInParts(site, file, sizes, declared);
        expect(completed.statusCode).toBe(201);
        expect(completed.json()).toMatchObject({ media_state: 'processing' });
        expect((await storedBytes(site, key))?.equals(file)).toBe(true);
      },
      60_000,
    );

    it.each(['disk', 'S3'] as const)(
      'refuses on %s storage a part under 5 MiB before the last',
      async (name) => {
        const site = sites[name];
        const short = ACTIVITY_LIMITS.minPartSizeBytes - 1;
        const file = paddedMp4(recording, 5 * MIB + short + 1_000);
        const { completed } = await sendInParts(site, file, [5 * MIB, short]);
        expect(completed.statusCode).toBe(400);
        expect(completed.json()).toMatchObject({ msg: 'PART_SIZE_MISMATCH', details: [{ path: 'parts.2', message: `${short} bytes` }] });
      },
      30_000,
    );
  });

  describe('item 12: addresses of served files', () => {
    it('serves a file whose key needs escaping at the address it signed, and refuses an address it did not sign', async () => {
      const site = sites.disk;
      const key = 'workspaces/escaped/100% of it.png';
      await site.storage.put(key, Buffer.from('image bytes'), 'image/png');
      const signed = await site.storage.signedUrl(key);
      const served = await call(site, 'GET', signed);
      expect(served.statusCode).toBe(200);
      expect(served.body).toBe('image bytes');
      // `%25` is a '%' written in an address: the key `%zz`, which no link of the server's names.
      const unsigned = await call(site, 'GET', `/api/files/%25zz?${new URL(signed, 'http://app.test').searchParams}`);
      expect(unsigned.statusCode).toBe(403);
      expect(unsigned.json().msg).toBe('FORBIDDEN');
    });

    it.each([
      '/api/files/%zz',
      '/api/files/%',
      '/api/files/workspaces/%E0%A4%A',
      '/api/activities/00000000-0000-4000-8000-000000000000/media/00000000-0000-4000-8000-000000000000/%zz',
      '/api/chunks/00000000-0000-4000-8000-000000000000/media/%zz',
      '/assets/%zz.js',
    ])('answers 400 BAD_URL_ENCODING to %s', async (url) => {
      const answer = await call(sites.disk, 'GET', url);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().msg).toBe('BAD_URL_ENCODING');
    });
  });
});
