import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage, s3PublicOrigin } from './s3-storage.js';

describe('createS3Storage against a local S3-compatible server', () => {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  let server: S3rver;
  let endpoint: string;

  beforeAll(async () => {
    server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: 'media', configs: [] }] });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(directory, { recursive: true, force: true });
  });

  const s3rverStorage = () =>
    createS3Storage({
      endpoint,
      region: 'us-east-1',
      bucket: 'media',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    });

  it('puts an object, hands out a presigned URL that serves it, and deletes it', async () => {
    const storage = s3rverStorage();
    await storage.put('workspaces/w1/logo.png', Buffer.from('image-bytes'), 'image/png');
    const url = await storage.signedUrl('workspaces/w1/logo.png');
    expect(url).toContain('X-Amz-Signature=');
    expect(url).not.toContain('x-amz-checksum');
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(await response.text()).toBe('image-bytes');
    await storage.delete('workspaces/w1/logo.png');
    expect((await fetch(url)).status).toBe(404);
  });

  it('joins a multipart upload, reads byte ranges, and deletes by prefix', async () => {
    const storage = s3rverStorage();
    // S3 wants every part but the last to be at least 5 MiB.
    const first = Buffer.alloc(5 * 1024 * 1024, 'a');
    const second = Buffer.from('the end');
    const key = 'activities/a1/uploads/u1.mp4';
    const uploadId = await storage.multipart.create(key, 'video/mp4');
    const part1 = await storage.multipart.uploadPart(key, uploadId, 1, Readable.from([first]), first.length, first.length);
    const part2 = await storage.multipart.uploadPart(key, uploadId, 2, Readable.from([second]), undefined, first.length);
    expect(part2.size).toBe(second.length);
    await storage.multipart.complete(
      key,
      uploadId,
      [
        { partNumber: 1, ...part1 },
        { partNumber: 2, ...part2 },
      ],
      first.length,
    );
    const tail = await storage.read(key, { start: first.length, end: first.length + 2 });
    expect(tail).toMatchObject({ start: first.length, end: first.length + 2, totalSize: first.length + second.length });
    expect(Buffer.concat(await tail!.body.toArray()).toString()).toBe('the');
    expect(await fetch(await storage.mediaSource(key), { headers: { range: 'bytes=0-1' } }).then((r) => r.text())).toBe('aa');
    await storage.deletePrefix('activities/a1/');
    expect(await storage.read(key)).toBeNull();
  });
});

describe('s3PublicOrigin', () => {
  const base = { region: 'ap-east-1', bucket: 'media', forcePathStyle: false };
  it('is the origin signed URLs name: the CDN, the bucket host on AWS, or a path-style endpoint', () => {
    expect(s3PublicOrigin({ ...base, cdnBaseUrl: 'https://cdn.example/videos/' })).toBe('https://cdn.example');
    expect(s3PublicOrigin(base)).toBe('https://media.s3.ap-east-1.amazonaws.com');
    expect(s3PublicOrigin({ ...base, endpoint: 'http://127.0.0.1:9000', forcePathStyle: true })).toBe('http://127.0.0.1:9000');
    expect(s3PublicOrigin({ ...base, endpoint: 'https://s3.example' })).toBe('https://media.s3.example');
  });

  it('signs media at the CDN origin, keeping the path and the S3 signature', async () => {
    const storage = createS3Storage({
      ...base,
      endpoint: 'http://127.0.0.1:9',
      forcePathStyle: true,
      accessKeyId: 'K',
      secretAccessKey: 'S',
      cdnBaseUrl: 'https://cdn.example',
    });
    const url = new URL(await storage.signedUrl('activities/a/hls/seg-00000.m4s', Math.floor(Date.now() / 1000) + 300));
    expect(url.origin).toBe('https://cdn.example');
    expect(url.pathname).toBe('/media/activities/a/hls/seg-00000.m4s');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
  });
});
