import fs from 'node:fs/promises';
import path from 'node:path';
import { MediaError } from './media-error.js';
import { mediaInput } from './media-input.js';
import { probeMedia, type MediaProbe } from './probe.js';
import { runFfmpeg } from './run-ffmpeg.js';

export interface PosterOptions {
  /** The input's probe when the caller has it already; otherwise the file is probed first. */
  probe?: MediaProbe;
  signal?: AbortSignal;
  timeoutMs?: number;
}

const POSTER_MAX_WIDTH = 1280;
// Square pixels at the display aspect ratio (a DV or broadcast file stores wider pixels than it has), no upscaling.
const POSTER_FILTER = `scale='min(${POSTER_MAX_WIDTH},iw*sar)':'ow/dar',setsar=1`;
const DEFAULT_POSTER_TIMEOUT_MS = 60_000;

/**
 * Writes one JPEG frame of `input`, at most 1280 px wide, taken at `atSeconds` or at the middle of a shorter
 * recording (a frame past the end would be no frame at all).
 */
export async function makePoster(input: string, outputJpeg: string, atSeconds: number, options: PosterOptions = {}): Promise<void> {
  const probe = options.probe ?? (await probeMedia(input, { signal: options.signal }));
  if (!probe.video) throw new MediaError('FAILED', 'the file has no video stream to take a poster from');
  const at = Math.max(0, Math.min(atSeconds, probe.durationSeconds / 2));
  await runFfmpeg(
    // `-ss` before `-i` seeks in the input instead of decoding every frame up to `at`.
    // `-update 1` makes the image muxer take the name as it is, even with a `%` in it.
    [
      '-y',
      '-ss',
      at.toFixed(3),
      ...mediaInput(input),
      '-frames:v',
      '1',
      '-vf',
      POSTER_FILTER,
      '-q:v',
      '3',
      '-update',
      '1',
      path.resolve(outputJpeg),
    ],
    { timeoutMs: options.timeoutMs ?? DEFAULT_POSTER_TIMEOUT_MS, signal: options.signal },
  );
  // ffmpeg exits with 0 and an empty file when the seek lands after the last frame it can decode.
  const written = await fs.stat(outputJpeg).then(
    (stats) => stats.size,
    () => 0,
  );
  if (written === 0) throw new MediaError('FAILED', `ffmpeg wrote no frame at ${at.toFixed(3)} s`);
}
