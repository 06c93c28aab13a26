import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePoster } from './poster.js';
import { runFfprobe } from './run-ffmpeg.js';
import { makeClips } from '../../../test-support/media/test-clips.js';

const JPEG_START_OF_IMAGE = Buffer.from([0xff, 0xd8, 0xff]);

/** The codec and size of an image as ffprobe reads it. */
async function imageInfo(file: string): Promise<unknown> {
  const stdout = await runFfprobe(['-v', 'error', '-show_entries', 'stream=codec_name,width,height', '-print_format', 'json', file], {
    timeoutMs: 10_000,
  });
  return (JSON.parse(stdout) as { streams: unknown[] }).streams[0];
}

describe('makePoster', () => {
  let clips: Awaited<ReturnType<typeof makeClips>>;
  beforeAll(async () => {
    clips = await makeClips(['h264-aac.mp4', 'full-hd.mp4', 'mp3-audio.mp4']);
  });
  afterAll(() => clips.remove());

  it('writes one JPEG frame at the size of a source narrower than 1280 px', async () => {
    const poster = path.join(clips.dir, 'small.jpg');
    await makePoster(clips.clip('h264-aac.mp4'), poster, 2);
    expect(fs.readFileSync(poster).subarray(0, 3)).toEqual(JPEG_START_OF_IMAGE);
    expect(await imageInfo(poster)).toEqual({ codec_name: 'mjpeg', width: 320, height: 180 });
  });

  it('scales a wider source down to 1280 px, keeping its aspect ratio', async () => {
    const poster = path.join(clips.dir, 'large.jpg');
    await makePoster(clips.clip('full-hd.mp4'), poster, 0.5);
    expect(await imageInfo(poster)).toEqual({ codec_name: 'mjpeg', width: 1280, height: 720 });
  });

  it('takes the middle frame of a recording shorter than the time asked for', async () => {
    const poster = path.join(clips.dir, 'past-the-end.jpg');
    await makePoster(clips.clip('full-hd.mp4'), poster, 30);
    expect(fs.statSync(poster).size).toBeGreaterThan(1_000);
  });

  it('refuses a recording without video with FAILED', async () => {
    await expect(makePoster(clips.clip('mp3-audio.mp4'), path.join(clips.dir, 'none.jpg'), 1)).rejects.toMatchObject({ code: 'FAILED' });
  });
});
