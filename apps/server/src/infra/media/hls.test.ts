import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packageHls } from './hls.js';
import { probeMedia } from './probe.js';
import { makeClips, type ClipName } from '../../../test-support/media/test-clips.js';

/** The durations the playlist gives its segments, in seconds. */
function segmentDurations(playlist: string): number[] {
  return [...playlist.matchAll(/^#EXTINF:([\d.]+),/gm)].map((match) => Number(match[1]));
}

/** A playlist of ours read back whole: as HLS, and its fMP4 segments as MP4. */
const readBack = (playlist: string) => probeMedia(playlist, { containers: ['hls', 'mov'] });

describe('packageHls', () => {
  let clips: Awaited<ReturnType<typeof makeClips>>;
  beforeAll(async () => {
    clips = await makeClips(['h264-aac.mp4', 'vp9-opus.webm', 'mp3-audio.mp4', 'silent-h264.mp4']);
  });
  afterAll(() => clips.remove());

  const outDir = (name: string) => path.join(clips.dir, `hls-${name}`);
  const playlistOf = (name: string) => fs.readFileSync(path.join(outDir(name), 'index.m3u8'), 'utf8');

  it('copies H.264 and AAC into a VOD playlist of fMP4 segments, cut at the source keyframes', async () => {
    const result = await packageHls(clips.clip('h264-aac.mp4'), outDir('copy'));
    expect(result.reencoded).toBe(false);
    expect(result.playlist).toBe('index.m3u8');
    const playlist = playlistOf('copy');
    expect(playlist).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    expect(playlist).toContain('#EXT-X-MAP:URI="init.mp4"');
    expect(playlist).toContain('#EXT-X-ENDLIST');
    expect(segmentDurations(playlist)).toEqual([2, 2, 2]);
    expect(result.files).toEqual(['index.m3u8', 'init.mp4', 'seg-00000.m4s', 'seg-00001.m4s', 'seg-00002.m4s']);
    expect(fs.readdirSync(outDir('copy')).sort()).toEqual([...result.files].sort());
  });

  it('encodes VP9 and Opus to H.264 and AAC in segments of about 2 s, reporting growing progress up to the end', async () => {
    const fractions: number[] = [];
    const result = await packageHls(clips.clip('vp9-opus.webm'), outDir('encode'), { onProgress: (fraction) => fractions.push(fraction) });
    expect(result.reencoded).toBe(true);
    const durations = segmentDurations(playlistOf('encode'));
    expect(durations.length).toBeGreaterThanOrEqual(3);
    for (const duration of durations) expect(duration).toBeLessThanOrEqual(2.5);

    const encoded = await readBack(path.join(outDir('encode'), result.playlist));
    expect(encoded.durationSeconds).toBeCloseTo(6, 0);
    expect(encoded.video).toMatchObject({ codec: 'h264', width: 320, height: 180, pixelFormat: 'yuv420p' });
    expect(encoded.audio).toMatchObject({ codec: 'aac' });

    expect(fractions.at(-1)).toBeGreaterThanOrEqual(0.9);
    fractions.forEach((fraction, index) => {
      expect(fraction).toBeGreaterThanOrEqual(0);
      expect(fraction).toBeLessThanOrEqual(1);
      if (index > 0) expect(fraction).toBeGreaterThan(fractions[index - 1]!);
    });
  });

  it.each<[string, ClipName, boolean, 'audio' | 'video']>([
    ['MP3 sound without video', 'mp3-audio.mp4', true, 'audio'],
    ['an H.264 video without sound', 'silent-h264.mp4', false, 'video'],
  ])('packages %s', async (_label, clip, reencoded, kept) => {
    const result = await packageHls(clips.clip(clip), outDir(clip));
    expect(result.reencoded).toBe(reencoded);
    const packaged = await readBack(path.join(outDir(clip), result.playlist));
    expect(packaged.durationSeconds).toBeCloseTo(6, 0);
    expect(packaged[kept]).toBeDefined();
    expect(packaged[kept === 'audio' ? 'video' : 'audio']).toBeUndefined();
  });

  it('stops with ABORTED when the job is cancelled', async () => {
    const controller = new AbortController();
    const job = packageHls(clips.clip('vp9-opus.webm'), outDir('aborted'), {
      onProgress: () => controller.abort(),
      signal: controller.signal,
    });
    await expect(job).rejects.toMatchObject({ code: 'ABORTED' });
  });
});
