import fs from 'node:fs/promises';
import path from 'node:path';
import type { AnalysisRunOptions } from './audio.js';
import { MediaError } from './media-error.js';
import { mediaInput } from './media-input.js';
import { runFfmpeg } from './run-ffmpeg.js';

/** A keyframe every this many seconds in the mezzanine: a stream-copied clip starts at most this much early. */
export const MEZZANINE_GOP_SECONDS = 2;
const MEZZANINE_TIMEOUT_MS = 6 * 60 * 60_000;
const CLIP_TIMEOUT_MS = 5 * 60_000;
const FRAME_TIMEOUT_MS = 60_000;

/** Keyframe times: every 2 s, and exactly at each cut, so a clip copied from a cut starts on its own keyframe. */
export function keyframeTimes(durationSeconds: number, cuts: readonly number[]): string {
  const grid = Array.from({ length: Math.floor(durationSeconds / MEZZANINE_GOP_SECONDS) + 1 }, (_, i) => i * MEZZANINE_GOP_SECONDS);
  const times = [...new Set([...grid, ...cuts].map((t) => Number(t.toFixed(3))))].sort((a, b) => a - b);
  return times.map((t) => t.toFixed(3)).join(',');
}

/**
 * Re-encodes once into H.264/AAC with a keyframe every 2 s and at each of `cuts` (uploads often have 10 s GOPs), so
 * every clip after it is a stream copy that starts where it should. `durationSeconds` turns progress into a fraction.
 */
export async function makeMezzanine(
  input: string,
  outputMp4: string,
  options: AnalysisRunOptions & { durationSeconds: number; cuts: readonly number[]; onProgress?: (fraction: number) => void },
): Promise<void> {
  await runFfmpeg(
    [
      '-y',
      ...mediaInput(input),
      '-map',
      '0:v:0',
      '-map',
      '0:a:0?',
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-pix_fmt',
      'yuv420p',
      // No B-frames: copied clips then start at their first frame, without the 2-frame timestamp offset of reordering.
      '-bf',
      '0',
      '-force_key_frames',
      keyframeTimes(options.durationSeconds, options.cuts),
      '-c:a',
      'aac',
      '-b:a',
      '128k',
      '-movflags',
      '+faststart',
      path.resolve(outputMp4),
    ],
    {
      timeoutMs: options.timeoutMs ?? MEZZANINE_TIMEOUT_MS,
      signal: options.signal,
      progress: options.onProgress ? { durationSeconds: options.durationSeconds, onProgress: options.onProgress } : undefined,
    },
  );
}

/**
 * One clip by stream copy from a mezzanine with a keyframe forced at `startSeconds`. `-ss` before `-i` seeks to the
 * keyframe at or before the seek point without decoding; the forced keyframe is the first frame at or after the cut,
 * so the seek point is just under one frame later, and the clip starts on that keyframe, not up to 2 s early.
 */
export async function cutClip(
  mezzanine: string,
  startSeconds: number,
  endSeconds: number,
  outputMp4: string,
  options: AnalysisRunOptions & { fps?: number | null } = {},
): Promise<void> {
  const seekAt = startSeconds + 0.99 / (options.fps ?? 25);
  await runFfmpeg(
    [
      '-y',
      '-ss',
      seekAt.toFixed(3),
      ...mediaInput(mezzanine),
      '-t',
      (endSeconds - seekAt).toFixed(3),
      '-c',
      'copy',
      '-avoid_negative_ts',
      'make_zero',
      '-movflags',
      '+faststart',
      path.resolve(outputMp4),
    ],
    { timeoutMs: options.timeoutMs ?? CLIP_TIMEOUT_MS, signal: options.signal },
  );
}

/** One JPEG frame at `atSeconds`, `width` pixels wide (input seek: 25x faster than decoding up to it). */
export async function extractFrame(
  input: string,
  atSeconds: number,
  outputJpeg: string,
  options: AnalysisRunOptions & { width?: number } = {},
): Promise<void> {
  await runFfmpeg(
    [
      '-y',
      '-ss',
      Math.max(0, atSeconds).toFixed(3),
      ...mediaInput(input),
      '-frames:v',
      '1',
      '-vf',
      `scale=${options.width ?? 320}:-2`,
      '-q:v',
      '4',
      '-update',
      '1',
      path.resolve(outputJpeg),
    ],
    { timeoutMs: options.timeoutMs ?? FRAME_TIMEOUT_MS, signal: options.signal },
  );
  const written = await fs.stat(outputJpeg).then(
    (stats) => stats.size,
    () => 0,
  );
  if (written === 0) throw new MediaError('FAILED', `ffmpeg wrote no frame at ${atSeconds.toFixed(3)} s`);
}
