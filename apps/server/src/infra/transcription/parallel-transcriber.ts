import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { extractAudioPieces } from '../media/audio.js';
import { detectSilences } from '../media/silences.js';
import { heardStretch, joinPieces, planPieces } from './audio-pieces.js';
import type { Transcriber, Transcript } from './transcriber.js';

export interface ParallelTranscriberOptions {
  /** Child processes at most for one transcription (ANALYSIS_CONCURRENCY). */
  concurrency: number;
  minPieceSeconds?: number;
  /** Audio before each piece the engine hears first and whose words are dropped; default LEAD_IN_SECONDS. */
  leadInSeconds?: number;
}

/**
 * pocketsphinx normalises the sound with a running mean it learns as it goes: started cold in the middle of a talk,
 * it mishears the first sentence or two (word error 0.29 instead of 0.25 on a synthesized topic cut in two). About one
 * sentence of the audio before the cut gives it back what it knew there.
 */
const LEAD_IN_SECONDS = 5;

/**
 * An engine that decodes on one core (pocketsphinx) run on several: the audio is cut at silences into up to
 * `concurrency` pieces (audio-pieces.ts), each transcribed by its own child process at the same time, and the lines
 * joined on the whole audio's clock. The first piece to fail stops the others (their processes are killed and awaited)
 * and the transcription fails with its error; the pieces' files are removed whatever happens.
 */
export function createParallelTranscriber(engine: Transcriber, options: ParallelTranscriberOptions): Transcriber {
  return {
    engine: engine.engine,
    model: engine.model,
    supports: (language) => engine.supports(language),
    async transcribe(wav, transcribeOptions) {
      const { durationSeconds, signal, onProgress } = transcribeOptions;
      if (options.concurrency <= 1) return engine.transcribe(wav, transcribeOptions);
      const silences = transcribeOptions.silences ?? (await detectSilences(wav, durationSeconds, { signal }));
      const pieces = planPieces(durationSeconds, silences, { maxPieces: options.concurrency, minPieceSeconds: options.minPieceSeconds });
      if (pieces.length === 1) return engine.transcribe(wav, transcribeOptions);

      const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'transcription-pieces-'));
      const stopPieces = new AbortController();
      const stopWithCaller = () => stopPieces.abort();
      signal?.addEventListener('abort', stopWithCaller, { once: true });
      try {
        const heard = pieces.map((piece) => heardStretch(piece, options.leadInSeconds ?? LEAD_IN_SECONDS));
        const files = heard.map((interval, i) => ({ interval, outputWav: path.join(dir, `piece-${i}.wav`) }));
        await extractAudioPieces(wav, files, { signal });
        // Each piece's share of the whole, weighted by its length, so the sum grows as any piece moves on.
        const done = pieces.map(() => 0);
        const heardSeconds = heard.reduce((sum, interval) => sum + interval.end - interval.start, 0);
        const report = (index: number, fraction: number) => {
          done[index] = Math.max(done[index]!, fraction * (heard[index]!.end - heard[index]!.start));
          onProgress?.(done.reduce((sum, seconds) => sum + seconds, 0) / heardSeconds);
        };
        let firstFailure: { error: unknown } | undefined;
        const settled = await Promise.allSettled(
          files.map(({ interval, outputWav }, index) =>
            engine
              .transcribe(outputWav, {
                ...transcribeOptions,
                durationSeconds: interval.end - interval.start,
                signal: stopPieces.signal,
                onProgress: (fraction) => report(index, fraction),
                silences: undefined,
              })
              .catch((error: unknown) => {
                firstFailure ??= { error };
                stopPieces.abort();
                throw error;
              }),
          ),
        );
        if (firstFailure) throw firstFailure.error;
        const transcripts = settled.map((result): Transcript => {
          if (result.status === 'rejected') throw result.reason;
          return result.value;
        });
        return {
          ...transcripts[0]!,
          lines: joinPieces(
            transcripts.map((transcript, i) => ({ piece: pieces[i]!, heardFrom: heard[i]!.start, lines: transcript.lines })),
          ),
        };
      } finally {
        signal?.removeEventListener('abort', stopWithCaller);
        await fsp.rm(dir, { recursive: true, force: true });
      }
    },
  };
}
