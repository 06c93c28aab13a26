import type { AnalysisRunOptions } from './audio.js';
import { mediaInput } from './media-input.js';
import { runFfmpeg } from './run-ffmpeg.js';

export interface SceneOptions extends AnalysisRunOptions {
  /** ffmpeg's scene score (0 to 1) above which a frame starts a new scene. */
  threshold?: number;
  /** Frames per second looked at: decoding dominates, and a slide change lasts longer than this. */
  fps?: number;
}

/** Scene detection decodes the whole video: about a tenth of real time on 2 cores for 720p. */
const DEFAULT_TIMEOUT_MS = 60 * 60_000;

/** Reads the `pts_time:` of each frame showinfo printed (only the selected frames reach it). */
export function parseSceneCuts(log: string): number[] {
  const cuts = [...log.matchAll(/\bpts_time:\s*(-?[\d.]+)/g)].map((match) => Number(match[1]));
  return cuts.filter((at) => Number.isFinite(at) && at > 0).sort((a, b) => a - b);
}

/** The times (seconds) at which the picture changes: slide changes, cuts between cameras. */
export async function detectSceneCuts(input: string, options: SceneOptions = {}): Promise<number[]> {
  let log = '';
  const fps = options.fps ?? 5;
  const threshold = options.threshold ?? 0.3;
  await runFfmpeg(
    [...mediaInput(input), '-an', '-vf', `fps=${fps},scale=320:-2,select='gt(scene,${threshold})',showinfo`, '-f', 'null', '-'],
    {
      timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      signal: options.signal,
      onLog: (chunk) => {
        log += chunk;
      },
    },
  );
  return parseSceneCuts(log);
}
