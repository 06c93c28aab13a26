import { ACTIVITY_LIMITS, multipartPartSize } from '@platform/shared';
import { eq } from 'drizzle-orm';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeClips } from '../../../test-support/media/test-clips.js';
import type { ObjectStorage } from '../../infra/storage/storage.js';
import { databaseKinds } from '../../test/databases.js';
import { TINY_PNG_BASE64 } from '../../test/images.js';
import { ADMIN_ENV, createTestApp, logInAsAdmin, signedInUser, type TestApp } from '../../test/test-app.js';
import { activities, recordingUploads } from './activities.table.js';

/** Short, so that a completion's claim goes stale within a test unless it is renewed. */
const uploadLimits = { completionClaimStaleMs: 1_000, completionClaimRenewMs: 100 };

/** The mp4 followed by a `free` box, which players skip: a real recording long enough to span `bytes`. */
function paddedMp4(mp4: Buffer, bytes: number): Buffer {
  const box = Buffer.alloc(bytes - mp4.length);
  box.writeUInt32BE(box.length, 0);
  box.write('free', 4, 'latin1');
  return Buffer.concat([mp4, box]);
}

describe.each(databaseKinds(import.meta.url))('recording uploads and media on %s', (kind) => {
  let t: TestApp;
  let clips: Awaited<ReturnType<typeof makeClips>>;
  let host: Awaited<ReturnType<typeof signedInUser>>;
  let channelId: string;
  const call = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    cookie?: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) => {
    const answer = await t.app.inject({ method, url, headers: { ...(cookie ? { cookie } : {}), ...headers }, payload });
    // A media path sends the player on to the signed URL of its bytes, which it fetches without the cookie.
    if (method !== 'GET' || answer.statusCode !== 302) return answer;
    return t.app.inject({ method, url: answer.headers.location as string, headers });
  };
  /** While set, the next read of a stored file for its probe fails: an error after an upload's parts were joined. */
  let failNextProbe = false;
  /** While set, the probe of a stored file waits for it: a completion that takes long. */
  let probeGate: Promise<void> | undefined;
  const wrapStorage = (storage: ObjectStorage): ObjectStorage => ({
    ...storage,
    mediaSource: async (key) => {
      await probeGate;
      if (!failNextProbe) return storage.mediaSource(key);
      failNextProbe = false;
      throw new Error('the storage did not answer');
    },
  });
  const putBytes = (url: string, body: Buffer) =>
    t.app.inject({ method: 'PUT', url, headers: { 'content-type': 'application/octet-stream' }, payload: body });

  beforeAll(async () => {
    [t, clips] = await Promise.all([
      createTestApp(kind, { wrapStorage, uploadLimits }, { ...ADMIN_ENV, SECRET_KEY: 'b'.repeat(32) }),
      makeClips(['h264-aac.mp4']),
    ]);
    host = await signedInUser(t.app, 'host');
    channelId = (await call('GET', '/api/workspaces/mine', host.cookie)).json().results[0].id;
  }, 60_000);
  afterAll(async () => {
    await t.close();
    clips.remove();
  });

  let address: Promise<string> | undefined;
  /** The app on a real port, for bodies that inject cannot send as a client would (streamed, chunked). */
  const listening = () => (address ??= t.app.listen({ port: 0, host: '127.0.0.1' }));

  const newActivity = async () =>
    (await call('POST', `/api/workspaces/${channelId}/activities`, host.cookie, { name: 'Recorded talk' })).json().id as string;

  /** Sends `file` through the multipart flow in parts of `partSize`, all but the parts in `skip`. */
  async function sendParts(activityId: string, file: Buffer, partSize: number, skip: number[] = []) {
    const started = await call('POST', '/api/s3/multipart', host.cookie, { activityId, size: file.length, fileName: 'talk.mp4' });
    expect(started.statusCode).toBe(200);
    const { uploadId, key } = started.json();
    const parts: { PartNumber: number; ETag: string }[] = [];
    for (let offset = 0, number = 1; offset < file.length; offset += partSize, number += 1) {
      const signed = await call('GET', `/api/s3/multipart/${uploadId}/${number}?key=${encodeURIComponent(key)}`, host.cookie);
      expect(signed.statusCode).toBe(200);
      if (skip.includes(number)) {
        parts.push({ PartNumber: number, ETag: '"never-sent"' });
        continue;
      }
      const stored = await putBytes(signed.json().url, file.subarray(offset, offset + partSize));
      expect(stored.statusCode).toBe(200);
      parts.push({ PartNumber: number, ETag: stored.headers.etag as string });
    }
    return { uploadId, key, parts };
  }

  it('takes a recording in parts, resumes from the parts the server kept, processes it into HLS and streams it with ranges', async () => {
    const id = await newActivity();
    const partSize = multipartPartSize(undefined);
    const file = paddedMp4(fs.readFileSync(clips.clip('h264-aac.mp4')), 2 * partSize + 1000);
    // An interrupted upload: part 2 never arrived.
    const first = await sendParts(id, file, partSize, [2]);
    const listed = await call('GET', `/api/s3/multipart/${first.uploadId}?key=${encodeURIComponent(first.key)}`, host.cookie);
    expect(listed.json().map((part: { PartNumber: number }) => part.PartNumber)).toEqual([1, 3]);
    const incomplete = await call(
      'POST',
      `/api/s3/multipart/${first.uploadId}/complete?key=${encodeURIComponent(first.key)}`,
      host.cookie,
      { parts: first.parts },
    );
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json()).toMatchObject({ msg: 'MISSING_PARTS', details: [{ path: 'parts.2', message: 'missing' }] });

    // Picking the same file again resumes the same upload: only the missing part is sent.
    const resumed = await call('POST', '/api/s3/multipart', host.cookie, { activityId: id, size: file.length, fileName: 'talk.mp4' });
    expect(resumed.json().key).toBe(first.key);
    const signed = await call('GET', `/api/s3/multipart/${first.uploadId}/2?key=${encodeURIComponent(first.key)}`, host.cookie);
    const part2 = await putBytes(signed.json().url, file.subarray(partSize, 2 * partSize));
    const parts = first.parts.map((part) => (part.PartNumber === 2 ? { PartNumber: 2, ETag: part2.headers.etag as string } : part));
    const completed = await call('POST', `/api/s3/multipart/${first.uploadId}/complete?key=${encodeURIComponent(first.key)}`, host.cookie, {
      parts,
      duration: 6,
    });
    expect(completed.statusCode).toBe(201);
    expect(completed.json()).toMatchObject({ media_state: 'processing' });

    await t.jobs.drain();
    const recordings = (await call('GET', `/api/activities/${id}/recording`, host.cookie)).json().results;
    expect(recordings).toHaveLength(1);
    expect(recordings[0]).toMatchObject({ media_state: 'ready', progress: 1, reencoded: false });
    expect(recordings[0].duration).toBeCloseTo(6, 0);

    const source = await call('GET', recordings[0].archive_url, host.cookie, undefined, { range: 'bytes=0-99' });
    expect(source.statusCode).toBe(206);
    expect(source.headers['content-range']).toBe(`bytes 0-99/${file.length}`);
    expect(source.rawPayload.equals(file.subarray(0, 100))).toBe(true);
    // The master playlist names the stored media playlist as its one variant.
    const master = await call('GET', recordings[0].hls_url, host.cookie);
    expect(master.statusCode).toBe(200);
    expect(master.body).toMatch(/^#EXT-X-STREAM-INF:BANDWIDTH=\d+\nindex\.m3u8$/m);
    const hlsFile = (name: string) => recordings[0].hls_url.replace('master.m3u8', name);
    const playlist = await call('GET', hlsFile('index.m3u8'), host.cookie);
    expect(playlist.statusCode).toBe(200);
    expect(playlist.body).toContain('#EXT-X-ENDLIST');
    // Each segment is named by its signed URL, which opens without a session.
    const segmentUrl = playlist.body.split('\n').find((line) => line.includes('.m4s?'))!;
    expect((await call('GET', segmentUrl)).statusCode).toBe(200);
    const segment = segmentUrl.split('?')[0]!.split('/').at(-1)!;
    expect((await call('GET', hlsFile(segment), host.cookie)).statusCode).toBe(200);
    expect((await call('GET', recordings[0].poster_url, host.cookie)).headers['content-type']).toBe('image/jpeg');

    // The channel is private: a stranger finds nothing there and a guest is asked to log in, on every file.
    const stranger = await signedInUser(t.app);
    for (const url of [recordings[0].archive_url, recordings[0].hls_url, hlsFile(segment)]) {
      expect((await call('GET', url, stranger.cookie)).statusCode).toBe(404);
      expect((await call('GET', url)).statusCode).toBe(401);
    }
    // The dashboard counts it as a video.
    expect((await call('GET', `/api/workspaces/${channelId}/stats`, host.cookie)).json().video_count).toBeGreaterThanOrEqual(1);

    const denied = await call('DELETE', `/api/activities/${id}/recording/${recordings[0].id}`, stranger.cookie);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().msg).toBe('PERMISSION_DENIED');
    expect((await call('DELETE', `/api/activities/${id}/recording/${recordings[0].id}`, host.cookie)).statusCode).toBe(204);
    expect((await call('GET', recordings[0].archive_url, host.cookie)).statusCode).toBe(404);
  }, 60_000);

  it('stores a part streamed over a real connection', async () => {
    const id = await newActivity();
    const address = await listening();
    const { uploadId, key } = (
      await call('POST', '/api/s3/multipart', host.cookie, { activityId: id, fileName: 'big.mp4', size: 3 })
    ).json();
    const { url } = (await call('GET', `/api/s3/multipart/${uploadId}/1?key=${encodeURIComponent(key)}`, host.cookie)).json();
    const stored = await fetch(`${address}${url}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/octet-stream' },
      body: Buffer.alloc(3 * 1024 * 1024, 7),
    });
    expect(stored.status).toBe(200);
    const parts = (await call('GET', `/api/s3/multipart/${uploadId}?key=${encodeURIComponent(key)}`, host.cookie)).json();
    expect(parts).toEqual([{ PartNumber: 1, ETag: stored.headers.get('etag'), Size: 3 * 1024 * 1024 }]);
  });

  it('refuses a part longer than the longest part, or a streamed one longer than the part size, and has the part sent again', async () => {
    const id = await newActivity();
    const partSize = multipartPartSize(undefined);
    const file = paddedMp4(fs.readFileSync(clips.clip('h264-aac.mp4')), 2 * partSize);
    const { uploadId, key, parts } = await sendParts(id, file, partSize);
    const keyQuery = `key=${encodeURIComponent(key)}`;
    const address = await listening();
    const { url } = (await call('GET', `/api/s3/multipart/${uploadId}/1?${keyQuery}`, host.cookie)).json();
    const counted = await putBytes(url, Buffer.alloc(ACTIVITY_LIMITS.maxPartSizeBytes + 1, 2));
    expect(counted.statusCode).toBe(413);
    expect(counted.json().msg).toBe('PAYLOAD_TOO_LARGE');
    const listParts = async () => (await call('GET', `/api/s3/multipart/${uploadId}?${keyQuery}`, host.cookie)).json();
    expect(await listParts()).toHaveLength(2);

    // A stream body goes out chunked: its length is only known once its bytes have arrived and been written.
    const streamed = await fetch(`${address}${url}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/octet-stream' },
      body: new Blob([Buffer.alloc(partSize + 1, 2)]).stream(),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    // Part 1's place was written over, so the part is no longer listed as stored and the browser sends it again.
    expect(await listParts()).toEqual([{ PartNumber: 2, ETag: parts[1]!.ETag, Size: partSize }]);
    const again = await putBytes(url, file.subarray(0, partSize));
    const completed = await call('POST', `/api/s3/multipart/${uploadId}/complete?${keyQuery}`, host.cookie, {
      parts: [{ PartNumber: 1, ETag: again.headers.etag }, parts[1]],
    });
    expect(completed.statusCode).toBe(201);
    expect((await call('GET', completed.json().archive_url, host.cookie)).rawPayload.equals(file)).toBe(true);
  }, 30_000);

  it('refuses to complete with a part under 5 MiB before the last, or with fewer bytes than the file has', async () => {
    const id = await newActivity();
    const partSize = multipartPartSize(undefined);
    const complete = (uploadId: string, key: string, parts: object[]) =>
      call('POST', `/api/s3/multipart/${uploadId}/complete?key=${encodeURIComponent(key)}`, host.cookie, { parts });
    const shortPart = ACTIVITY_LIMITS.minPartSizeBytes - 1;
    const short = await sendParts(id, Buffer.alloc(shortPart + 10, 1), shortPart);
    const misfit = await complete(short.uploadId, short.key, short.parts);
    expect(misfit.statusCode).toBe(400);
    expect(misfit.json()).toMatchObject({ msg: 'PART_SIZE_MISMATCH', details: [{ path: 'parts.1', message: `${shortPart} bytes` }] });

    const other = await newActivity();
    const whole = await sendParts(other, Buffer.alloc(2 * partSize + 10, 1), partSize);
    const truncated = await complete(whole.uploadId, whole.key, whole.parts.slice(0, 2));
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json()).toMatchObject({ msg: 'MISSING_PARTS', details: [{ path: 'parts', message: 'missing' }] });
  }, 30_000);

  it('completes an upload once when two completions arrive together, and refuses the second', async () => {
    const id = await newActivity();
    const { uploadId, key, parts } = await sendParts(id, fs.readFileSync(clips.clip('h264-aac.mp4')), multipartPartSize(undefined));
    const complete = () => call('POST', `/api/s3/multipart/${uploadId}/complete?key=${encodeURIComponent(key)}`, host.cookie, { parts });
    const answers = await Promise.all([complete(), complete()]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    // Refused while the first runs, or once it has finished.
    expect(['UPLOAD_BEING_COMPLETED', 'UPLOAD_NOT_OPEN']).toContain(answers.find((answer) => answer.statusCode === 409)!.json().msg);
    expect((await call('GET', `/api/activities/${id}`, host.cookie)).json().recording).toHaveLength(1);
  }, 30_000);

  it('keeps the joined file when recording it fails, and records it when the same file is completed again', async () => {
    const id = await newActivity();
    const file = fs.readFileSync(clips.clip('h264-aac.mp4'));
    const { uploadId, key, parts } = await sendParts(id, file, multipartPartSize(undefined));
    const keyQuery = `key=${encodeURIComponent(key)}`;
    const complete = () => call('POST', `/api/s3/multipart/${uploadId}/complete?${keyQuery}`, host.cookie, { parts });
    failNextProbe = true;
    expect((await complete()).statusCode).toBe(500);
    // Picking the same file again answers the same upload with every part stored, so the browser sends none again.
    const again = await call('POST', '/api/s3/multipart', host.cookie, { activityId: id, size: file.length, fileName: 'talk.mp4' });
    expect(again.json().uploadId).toBe(uploadId);
    const listed = await call('GET', `/api/s3/multipart/${uploadId}?${keyQuery}`, host.cookie);
    expect(listed.json().map((part: { PartNumber: number }) => part.PartNumber)).toEqual([1]);
    const signed = await call('GET', `/api/s3/multipart/${uploadId}/1?${keyQuery}`, host.cookie);
    expect(signed.json().msg).toBe('UPLOAD_NOT_OPEN');
    const completed = await complete();
    expect(completed.statusCode).toBe(201);
    expect((await call('GET', completed.json().archive_url, host.cookie)).rawPayload.equals(file)).toBe(true);
    expect((await call('GET', `/api/activities/${id}`, host.cookie)).json().recording).toHaveLength(1);
  }, 30_000);

  /** What a server that died while completing the upload leaves: the upload claimed, the claim never renewed. */
  const abandonCompletion = (key: string) =>
    t.database.handle.db
      .update(recordingUploads)
      .set({ state: 'completing', claimedAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(recordingUploads.key, key));

  it('takes up an upload whose completion was cut off before its parts were joined: the same file completes without being sent again', async () => {
    const id = await newActivity();
    const file = fs.readFileSync(clips.clip('h264-aac.mp4'));
    const { uploadId, key, parts } = await sendParts(id, file, multipartPartSize(undefined));
    await abandonCompletion(key);
    const again = await call('POST', '/api/s3/multipart', host.cookie, { activityId: id, size: file.length, fileName: 'talk.mp4' });
    expect(again.json().uploadId).toBe(uploadId);
    const listed = await call('GET', `/api/s3/multipart/${uploadId}?key=${encodeURIComponent(key)}`, host.cookie);
    expect(listed.json().map((part: { PartNumber: number }) => part.PartNumber)).toEqual([1]);
    const completed = await call('POST', `/api/s3/multipart/${uploadId}/complete?key=${encodeURIComponent(key)}`, host.cookie, { parts });
    expect(completed.statusCode).toBe(201);
    expect((await call('GET', completed.json().archive_url, host.cookie)).rawPayload.equals(file)).toBe(true);
  }, 30_000);

  it('takes up an upload whose completion was cut off after its parts were joined: completing it records the joined file', async () => {
    const id = await newActivity();
    const file = fs.readFileSync(clips.clip('h264-aac.mp4'));
    const partSize = multipartPartSize(undefined);
    const { uploadId, key, parts } = await sendParts(id, file, partSize);
    const [row] = await t.database.handle.db.select().from(recordingUploads).where(eq(recordingUploads.key, key));
    await t.container.localFiles!.multipart.complete(
      key,
      row!.storageUploadId,
      [{ partNumber: 1, etag: parts[0]!.ETag, size: file.length }],
      partSize,
    );
    await abandonCompletion(key);
    const completed = await call('POST', `/api/s3/multipart/${uploadId}/complete?key=${encodeURIComponent(key)}`, host.cookie, { parts });
    expect(completed.statusCode).toBe(201);
    expect((await call('GET', completed.json().archive_url, host.cookie)).rawPayload.equals(file)).toBe(true);
  }, 30_000);

  it('leaves a completion that is still running alone, however long it takes', async () => {
    const id = await newActivity();
    const file = fs.readFileSync(clips.clip('h264-aac.mp4'));
    const { uploadId, key, parts } = await sendParts(id, file, multipartPartSize(undefined));
    const complete = () => call('POST', `/api/s3/multipart/${uploadId}/complete?key=${encodeURIComponent(key)}`, host.cookie, { parts });
    let release = () => {};
    probeGate = new Promise((resolve) => (release = resolve));
    try {
      const first = complete();
      await vi.waitFor(async () => {
        const [row] = await t.database.handle.db.select().from(recordingUploads).where(eq(recordingUploads.key, key));
        expect(row?.state).toBe('completing');
      });
      await new Promise((resolve) => setTimeout(resolve, 2 * uploadLimits.completionClaimStaleMs));
      const second = await complete();
      expect(second.statusCode).toBe(409);
      expect(second.json().msg).toBe('UPLOAD_BEING_COMPLETED');
      const pickedAgain = await call('POST', '/api/s3/multipart', host.cookie, { activityId: id, size: file.length, fileName: 'talk.mp4' });
      expect(pickedAgain.json().msg).toBe('UPLOAD_BEING_COMPLETED');
      release();
      expect((await first).statusCode).toBe(201);
    } finally {
      release();
      probeGate = undefined;
    }
    expect((await call('GET', `/api/activities/${id}`, host.cookie)).json().recording).toHaveLength(1);
  }, 30_000);

  it('drops a joined upload and its file when another file is picked instead', async () => {
    const id = await newActivity();
    const file = fs.readFileSync(clips.clip('h264-aac.mp4'));
    const joined = await sendParts(id, file, multipartPartSize(undefined));
    failNextProbe = true;
    const failed = await call('POST', `/api/s3/multipart/${joined.uploadId}/complete?key=${encodeURIComponent(joined.key)}`, host.cookie, {
      parts: joined.parts,
    });
    expect(failed.statusCode).toBe(500);
    const storedFile = () => t.container.localFiles!.read(joined.key);
    const kept = await storedFile();
    expect(kept?.totalSize).toBe(file.length);
    kept?.body.destroy();
    const other = await call('POST', '/api/s3/multipart', host.cookie, { activityId: id, size: file.length + 1, fileName: 'other.mp4' });
    expect(other.json().uploadId).not.toBe(joined.uploadId);
    const completeJoined = await call(
      'POST',
      `/api/s3/multipart/${joined.uploadId}/complete?key=${encodeURIComponent(joined.key)}`,
      host.cookie,
      { parts: joined.parts },
    );
    expect(completeJoined.json().msg).toBe('UPLOAD_NOT_OPEN');
    expect(await storedFile()).toBeFalsy();
  }, 30_000);

  it('refuses a text file named .mp4, part numbers out of range and a forged part URL', async () => {
    const id = await newActivity();
    const single = await call('POST', '/api/s3/', host.cookie, { activityId: id, fileType: 'video/mp4' });
    expect(single.statusCode).toBe(200);
    const notVideo = await putBytes(single.json().url, fs.readFileSync(`${clips.dir}/not-media.mp4`));
    expect(notVideo.statusCode).toBe(400);
    expect(notVideo.json().msg).toBe('INVALID_VIDEO');

    const { uploadId, key } = (
      await call('POST', '/api/s3/multipart', host.cookie, { activityId: id, fileName: 'x.mp4', size: 10 })
    ).json();
    for (const number of [0, 1001]) {
      const signed = await call('GET', `/api/s3/multipart/${uploadId}/${number}?key=${encodeURIComponent(key)}`, host.cookie);
      expect(signed.statusCode).toBe(400);
      expect(signed.json().msg).toBe('PART_NUMBER_OUT_OF_RANGE');
    }
    const signed = (await call('GET', `/api/s3/multipart/${uploadId}/1?key=${encodeURIComponent(key)}`, host.cookie)).json().url as string;
    expect((await putBytes(signed.replace('partNumber=1', 'partNumber=2'), Buffer.from('x'))).statusCode).toBe(403);
    const otherHost = await signedInUser(t.app, 'host');
    expect((await call('GET', `/api/s3/multipart/${uploadId}?key=${encodeURIComponent(key)}`, otherHost.cookie)).statusCode).toBe(403);
    expect((await call('POST', '/api/s3/multipart', otherHost.cookie, { activityId: id })).statusCode).toBe(403);
    expect((await call('DELETE', `/api/s3/multipart/${uploadId}?key=${encodeURIComponent(key)}`, host.cookie)).statusCode).toBe(204);
    expect((await putBytes(signed, Buffer.from('late'))).json().msg).toBe('UPLOAD_NOT_OPEN');
  }, 30_000);

  it("signs parts and lists them only for the channel's host or an admin, and not once the webinar is deleted", async () => {
    const id = await newActivity();
    const { uploadId, key } = (
      await call('POST', '/api/s3/multipart', host.cookie, { activityId: id, fileName: 'y.mp4', size: 10 })
    ).json();
    const signPart = (cookie?: string) => call('GET', `/api/s3/multipart/${uploadId}/1?key=${encodeURIComponent(key)}`, cookie);
    const listParts = (cookie?: string) => call('GET', `/api/s3/multipart/${uploadId}?key=${encodeURIComponent(key)}`, cookie);
    const [otherHost, viewer, adminCookie] = await Promise.all([signedInUser(t.app, 'host'), signedInUser(t.app), logInAsAdmin(t.app)]);
    for (const request of [signPart, listParts]) {
      expect((await request(otherHost.cookie)).json().msg).toBe('PERMISSION_DENIED');
      expect((await request(viewer.cookie)).json().msg).toBe('PERMISSION_DENIED');
      expect((await request()).statusCode).toBe(401);
      expect((await request(adminCookie)).statusCode).toBe(200);
      expect((await request(host.cookie)).statusCode).toBe(200);
    }
    expect((await signPart(host.cookie)).json().url).toContain('partNumber=1');

    expect((await call('PUT', `/api/activities/${id}/status`, host.cookie, { command: 'unpublish' })).statusCode).toBe(200);
    expect((await signPart(host.cookie)).statusCode).toBe(404);
    expect((await listParts(adminCookie)).statusCode).toBe(404);
  }, 30_000);

  it('takes a small recording whole at the URL POST /api/s3/ gives', async () => {
    const id = await newActivity();
    const single = await call('POST', '/api/s3/', host.cookie, { activityId: id, fileType: 'video/mp4', duration: 6 });
    const stored = await putBytes(single.json().url, fs.readFileSync(clips.clip('h264-aac.mp4')));
    expect(stored.statusCode).toBe(200);
    expect(stored.json().recording).toMatchObject({ media_state: 'processing' });
    await t.jobs.drain();
    expect((await call('GET', `/api/activities/${id}`, host.cookie)).json().recording[0].media_state).toBe('ready');
  }, 30_000);

  it('keeps one recording per webinar: another waits for it to be deleted, and none changes once chunks are cut from it', async () => {
    const id = await newActivity();
    const file = fs.readFileSync(clips.clip('h264-aac.mp4'));
    const first = await call('POST', '/api/s3/', host.cookie, { activityId: id });
    expect((await putBytes(first.json().url, file)).statusCode).toBe(200);
    await t.jobs.drain();

    const second = await call('POST', '/api/s3/multipart', host.cookie, { activityId: id, size: file.length, fileName: 'other.mp4' });
    expect(second.statusCode).toBe(409);
    expect(second.json().msg).toBe('RECORDING_EXISTS');
    expect((await call('POST', '/api/s3/', host.cookie, { activityId: id })).json().msg).toBe('RECORDING_EXISTS');

    // A second file started while the first was being completed is refused at its own end.
    const other = await newActivity();
    const early = await sendParts(other, file, multipartPartSize(undefined));
    const completeUrl = (upload: { uploadId: string; key: string }) =>
      `/api/s3/multipart/${upload.uploadId}/complete?key=${encodeURIComponent(upload.key)}`;
    let release = () => {};
    probeGate = new Promise((resolve) => (release = resolve));
    let late: { uploadId: string; key: string; parts: { PartNumber: number; ETag: string }[] };
    try {
      const earlyDone = call('POST', completeUrl(early), host.cookie, { parts: early.parts });
      await vi.waitFor(async () => {
        const [row] = await t.database.handle.db.select().from(recordingUploads).where(eq(recordingUploads.key, early.key));
        expect(row?.state).toBe('completing');
      });
      const started = await call('POST', '/api/s3/multipart', host.cookie, { activityId: other, size: file.length, fileName: 'late.mp4' });
      expect(started.statusCode).toBe(200);
      const signed = await call(
        'GET',
        `/api/s3/multipart/${started.json().uploadId}/1?key=${encodeURIComponent(started.json().key)}`,
        host.cookie,
      );
      const part = await putBytes(signed.json().url, file);
      late = { ...started.json(), parts: [{ PartNumber: 1, ETag: part.headers.etag as string }] };
      release();
      expect((await earlyDone).statusCode).toBe(201);
    } finally {
      release();
      probeGate = undefined;
    }
    const refused = await call('POST', completeUrl(late), host.cookie, { parts: late.parts });
    expect(refused.json().msg).toBe('RECORDING_EXISTS');
    expect((await call('GET', `/api/activities/${other}/recording`, host.cookie)).json().results).toHaveLength(1);
    const [lateRow] = await t.database.handle.db.select().from(recordingUploads).where(eq(recordingUploads.key, late.key));
    expect(lateRow?.state).toBe('aborted');

    // Chunks are cut from it once an analysis starts: it can be neither deleted nor joined by another.
    const [recording] = (await call('GET', `/api/activities/${id}/recording`, host.cookie)).json().results;
    for (const status of ['PENDING_REVIEW', 'PUBLISHED'] as const) {
      await t.database.handle.db.update(activities).set({ status }).where(eq(activities.id, id));
      const kept = await call('DELETE', `/api/activities/${id}/recording/${recording.id}`, host.cookie);
      expect(kept.statusCode).toBe(409);
      expect(kept.json().msg).toBe('RECORDING_IN_USE');
      expect((await call('POST', '/api/s3/', host.cookie, { activityId: id })).json().msg).toBe('RECORDING_IN_USE');
    }
    expect((await call('GET', recording.archive_url, host.cookie)).statusCode).toBe(200);

    // After a failed analysis the host may swap it: delete, then upload another.
    await t.database.handle.db.update(activities).set({ status: 'ANALYZING_ERROR' }).where(eq(activities.id, id));
    expect((await call('DELETE', `/api/activities/${id}/recording/${recording.id}`, host.cookie)).statusCode).toBe(204);
    expect((await call('POST', '/api/s3/', host.cookie, { activityId: id })).statusCode).toBe(200);
  }, 60_000);

  it('keeps an upload and a recording in review to the host until published, then lists and streams it to everyone who may watch', async () => {
    const publicHost = await signedInUser(t.app, 'host');
    const publicChannel = (await call('GET', '/api/workspaces/mine', publicHost.cookie)).json().results[0].id;
    await call('PUT', `/api/workspaces/${publicChannel}`, publicHost.cookie, { publish: true });
    const course = (await call('POST', `/api/workspaces/${publicChannel}/courses`, publicHost.cookie, { title: 'Basics' })).json();
    const recorded = async (name: string) => {
      const id = (await call('POST', `/api/workspaces/${publicChannel}/activities`, publicHost.cookie, { name })).json().id as string;
      await call('PUT', `/api/activities/${id}`, publicHost.cookie, { courses: [course.id] });
      const single = await call('POST', '/api/s3/', publicHost.cookie, { activityId: id });
      await putBytes(single.json().url, fs.readFileSync(clips.clip('h264-aac.mp4')));
      return id;
    };
    const upload = await recorded('Open talk');
    // A live's recording, cut into chunks and waiting for its host's review.
    const inReview = await recorded('Open live');
    await t.jobs.drain();
    await t.database.handle.db.update(activities).set({ status: 'PENDING_REVIEW' }).where(eq(activities.id, inReview));
    const viewer = await signedInUser(t.app);
    const lists = [
      '/api/activities/playbacks?limit=50',
      '/api/activities/playbacks?title=Open',
      `/api/workspaces/${publicChannel}/playbacks`,
      `/api/courses/${course.id}/playbacks`,
      `/api/courses/${course.id}/activities`,
      '/api/activities/playbacks?subscribed=true',
    ];
    const listed = async (cookie?: string) => {
      const found: string[] = [];
      for (const url of lists) {
        const answer = await call('GET', url, cookie);
        if (answer.statusCode === 200) found.push(...answer.json().results.map((activity: { id: string }) => activity.id));
      }
      return found;
    };
    const [recording] = (await call('GET', `/api/activities/${upload}/recording`, publicHost.cookie)).json().results;
    const files = [recording.hls_url, recording.archive_url, recording.poster_url];

    for (const cookie of [undefined, viewer.cookie]) {
      expect(await listed(cookie)).not.toContain(upload);
      expect(await listed(cookie)).not.toContain(inReview);
      expect((await call('GET', `/api/activities/${upload}`, cookie)).statusCode).toBe(404);
      expect((await call('GET', `/api/activities/${inReview}`, cookie)).statusCode).not.toBe(200);
      expect((await call('GET', `/api/activities/${upload}/recording`, cookie)).statusCode).toBe(404);
    }
    for (const file of files) {
      expect((await call('GET', file, viewer.cookie)).statusCode).toBe(404);
      expect((await call('GET', file)).statusCode).not.toBe(200);
    }
    // The host lists and plays both; the dashboard counts them.
    const channelVideos = (await call('GET', `/api/workspaces/${publicChannel}/playbacks`, publicHost.cookie)).json().results;
    expect(channelVideos.map((activity: { id: string }) => activity.id).sort()).toEqual([upload, inReview].sort());
    expect((await call('GET', recording.hls_url, publicHost.cookie)).statusCode).toBe(200);
    expect((await call('GET', `/api/workspaces/${publicChannel}/stats`, publicHost.cookie)).json().video_count).toBe(2);

    // Published, the upload is listed for everyone and streamed to signed-in viewers; the one in review stays the host's.
    const published = await call('PUT', `/api/activities/${upload}/status`, publicHost.cookie, { command: 'publish' });
    expect(published.statusCode).toBe(200);
    expect(published.json().activity.status).toBe('PUBLISHED');
    expect((await call('GET', '/api/activities/playbacks?limit=50')).json().results.map((a: { id: string }) => a.id)).toContain(upload);
    const viewerLists = await listed(viewer.cookie);
    expect(viewerLists.filter((id) => id === upload)).toHaveLength(5);
    expect(viewerLists).not.toContain(inReview);
    expect(await listed(publicHost.cookie)).toContain(upload);
    expect((await call('GET', recording.poster_url)).statusCode).toBe(200);
    expect((await call('GET', recording.hls_url)).statusCode).toBe(401);
    expect((await call('GET', recording.hls_url, viewer.cookie)).statusCode).toBe(200);
    expect((await call('GET', `/api/workspaces/${publicChannel}/courses`, publicHost.cookie)).json().results).toMatchObject([
      { id: course.id, video_count: 1 },
    ]);
    expect((await call('GET', '/api/activities/playbacks?subscribed=true')).statusCode).toBe(401);

    // Publishing needs a recording; another host may not publish it.
    const empty = (await call('POST', `/api/workspaces/${publicChannel}/activities`, publicHost.cookie, { name: 'Nothing yet' })).json().id;
    expect((await call('PUT', `/api/activities/${empty}/status`, publicHost.cookie, { command: 'publish' })).json().msg).toBe(
      'NO_VIDEO_AVAILABLE',
    );
    expect((await call('PUT', `/api/activities/${inReview}/status`, host.cookie, { command: 'publish' })).statusCode).toBe(403);
  }, 30_000);

  it('stores thumbnails under 256 KB for hosts and refuses others', async () => {
    const uploaded = await call('POST', '/api/s3/image', host.cookie, { base64: TINY_PNG_BASE64, filetype: 'image/png' });
    expect(uploaded.statusCode).toBe(200);
    expect(uploaded.json().thumbnail_url).toMatch(/^thumbnails\//);
    const id = await newActivity();
    const updated = await call('PUT', `/api/activities/${id}`, host.cookie, { thumbnail_url: uploaded.json().thumbnail_url });
    expect(updated.json().thumbnail_url).toContain('/api/files/thumbnails/');
    const big = Buffer.alloc(300 * 1024, 1).toString('base64');
    expect((await call('POST', '/api/s3/image', host.cookie, { base64: big })).statusCode).toBe(400);
    const viewer = await signedInUser(t.app);
    expect((await call('POST', '/api/s3/image', viewer.cookie, { base64: TINY_PNG_BASE64 })).statusCode).toBe(403);
  });
});
