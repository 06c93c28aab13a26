import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isMp4Container, probeMedia } from './probe.js';
import { makeClips } from '../../../test-support/media/test-clips.js';

describe('probeMedia', () => {
  let clips: Awaited<ReturnType<typeof makeClips>>;
  beforeAll(async () => {
    clips = await makeClips(['h264-aac.mp4', 'vp9-opus.webm', 'mp3-audio.mp4', 'tone.mp3', 'still.jpg']);
  });
  afterAll(() => clips.remove());

  it('describes an MP4 recording: duration, container, H.264 video and AAC audio', async () => {
    const probe = await probeMedia(clips.clip('h264-aac.mp4'));
    expect(probe.durationSeconds).toBeCloseTo(6, 1);
    expect(isMp4Container(probe)).toBe(true);
    expect(probe.video).toEqual({ codec: 'h264', width: 320, height: 180, fps: 25, pixelFormat: 'yuv420p' });
    expect(probe.audio).toEqual({ codec: 'aac', sampleRate: 48_000, channels: 1 });
  });

  it('describes a WebM recording, which is not an MP4 container', async () => {
    const probe = await probeMedia(clips.clip('vp9-opus.webm'));
    expect(probe.durationSeconds).toBeCloseTo(6, 1);
    expect(probe.formatName).toBe('matroska,webm');
    expect(isMp4Container(probe)).toBe(false);
    expect(probe.video).toMatchObject({ codec: 'vp9', width: 320, height: 180, fps: 25 });
    expect(probe.audio).toMatchObject({ codec: 'opus', sampleRate: 48_000 });
  });

  it('describes a file with audio only', async () => {
    const probe = await probeMedia(clips.clip('mp3-audio.mp4'));
    expect(probe.durationSeconds).toBeCloseTo(6, 1);
    expect(probe.video).toBeUndefined();
    expect(probe.audio).toMatchObject({ codec: 'mp3' });
  });

  it('refuses a text file named .mp4 and a still image, whatever its name, with NOT_MEDIA', async () => {
    await expect(probeMedia(path.join(clips.dir, 'not-media.mp4'))).rejects.toMatchObject({
      code: 'NOT_MEDIA',
      stderrTail: expect.stringContaining('Invalid data'),
    });
    await expect(probeMedia(clips.clip('still.jpg'))).rejects.toMatchObject({ code: 'NOT_MEDIA' });
    const stillNamedMp4 = path.join(clips.dir, 'still.mp4');
    fs.copyFileSync(clips.clip('still.jpg'), stillNamedMp4);
    await expect(probeMedia(stillNamedMp4)).rejects.toMatchObject({ code: 'NOT_MEDIA' });
  });

  it('reads a recording only as MP4 or Matroska, and a file in another container as NOT_MEDIA, however it is named', async () => {
    await expect(probeMedia(clips.clip('tone.mp3'))).rejects.toMatchObject({
      code: 'NOT_MEDIA',
      stderrTail: expect.stringContaining('not on whitelist'),
    });
    // A concat list names other files for ffmpeg to read: it is refused before any of them is opened.
    const concatList = path.join(clips.dir, 'list.mp4');
    fs.writeFileSync(concatList, `ffconcat version 1.0\nfile ${clips.clip('h264-aac.mp4')}\n`);
    await expect(probeMedia(concatList)).rejects.toMatchObject({ code: 'NOT_MEDIA' });
  });

  it('reports a missing file as FAILED, not as a file that is not media', async () => {
    await expect(probeMedia(path.join(clips.dir, 'missing.mp4'))).rejects.toMatchObject({ code: 'FAILED' });
  });
});
