import type { AnalysisRunOptions } from './audio.js';
import { mediaInput, SPEECH_AUDIO_CONTAINERS } from './media-input.js';
import { runFfmpeg } from './run-ffmpeg.js';
import type { TimeInterval } from './time-interval.js';

export interface SilenceOptions extends AnalysisRunOptions {
  /** Quieter than this counts as silence. */
  noiseDb?: number;
  /** Shorter quiet stretches are ignored (the pauses between sentences are about 0.4 s). */
  minSeconds?: number;
}

const DEFAULT_TIMEOUT_MS = 10 * 60_000;

/** Reads silencedetect's log: `silence_start: 12.3` … `silence_end: 14.1 | silence_duration: 1.8`. */
export function parseSilences(log: string, durationSeconds: number): TimeInterval[] {
  const silences: TimeInterval[] = [];
  let start: number | null = null;
  for (const match of log.matchAll(/silence_(start|end): (-?[\d.]+)/g)) {
    const at = Math.max(0, Number(match[2]));
    if (match[1] === 'start') start = at;
    else if (start !== null) {
      silences.push({ start, end: at });
      start = null;
    }
  }
  // A recording that ends in silence reports a start and no end.
  if (start !== null && durationSeconds > start) silences.push({ start, end: durationSeconds });
  return silences;
}

/** The quiet stretches of an audio file (ffmpeg silencedetect, a child process). */
export async function detectSilences(input: string, durationSeconds: number, options: SilenceOptions = {}): Promise<TimeInterval[]> {
  let log = '';
  await runFfmpeg(
    [
      ...mediaInput(input, SPEECH_AUDIO_CONTAINERS),
      '-vn',
      '-af',
      `silencedetect=noise=${options.noiseDb ?? -35}dB:d=${options.minSeconds ?? 0.5}`,
      '-f',
      'null',
      '-',
    ],
    {
      timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      signal: options.signal,
      onLog: (chunk) => {
        log += chunk;
      },
    },
  );
  return parseSilences(log, durationSeconds);
}
