import path from 'node:path';
import { mediaInput, SPEECH_AUDIO_CONTAINERS } from './media-input.js';
import { runFfmpeg } from './run-ffmpeg.js';
import type { TimeInterval } from './time-interval.js';

export interface AnalysisRunOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** Decoding audio runs at hundreds of times real time; this only stops a stuck run. */
const DEFAULT_AUDIO_TIMEOUT_MS = 10 * 60_000;

/** Writes the first audio stream as 16 kHz mono 16-bit PCM WAV: what speech recognisers (pocketsphinx) expect. */
export async function extractSpeechAudio(input: string, outputWav: string, options: AnalysisRunOptions = {}): Promise<void> {
  await runFfmpeg(
    ['-y', ...mediaInput(input), '-vn', '-map', '0:a:0', '-ac', '1', '-ar', '16000', '-c:a', 'pcm_s16le', path.resolve(outputWav)],
    { timeoutMs: options.timeoutMs ?? DEFAULT_AUDIO_TIMEOUT_MS, signal: options.signal },
  );
}

/**
 * Writes each stretch of a speech WAV (from extractSpeechAudio) to a WAV of its own, in one ffmpeg run that reads the
 * input once. `atrim` cuts at the sample, so a piece starts exactly where its stretch does.
 */
export async function extractAudioPieces(
  wav16kMono: string,
  pieces: readonly { interval: TimeInterval; outputWav: string }[],
  options: AnalysisRunOptions = {},
): Promise<void> {
  const outputs = pieces.flatMap(({ interval, outputWav }) => [
    '-map',
    '0:a:0',
    '-af',
    `atrim=start=${interval.start}:end=${interval.end},asetpts=PTS-STARTPTS`,
    '-c:a',
    'pcm_s16le',
    path.resolve(outputWav),
  ]);
  await runFfmpeg(['-y', ...mediaInput(wav16kMono, SPEECH_AUDIO_CONTAINERS), ...outputs], {
    timeoutMs: options.timeoutMs ?? DEFAULT_AUDIO_TIMEOUT_MS,
    signal: options.signal,
  });
}
