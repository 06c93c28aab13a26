import path from 'node:path';
import { mediaInput } from './media-input.js';
import { runFfmpeg } from './run-ffmpeg.js';

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
