import type { TimeInterval } from '../media/time-interval.js';
import type { RecognisedLine } from './transcriber.js';

export interface PiecePlanOptions {
  /** How many pieces at most: one per child process the worker may run. */
  maxPieces: number;
  /** A piece shorter than this is not worth its own engine start (loading the model takes a second or so). */
  minPieceSeconds?: number;
}

/** About a minute and a half of pocketsphinx work on 2 busy cores; shorter pieces save less than they cost. */
export const DEFAULT_MIN_PIECE_SECONDS = 20;

/**
 * Where to cut the audio so that `maxPieces` engines can transcribe it side by side: at the middle of a silence (never
 * mid-word), each cut the one nearest to an even share of the whole, every piece at least `minPieceSeconds` long.
 * Silences at the very start or end cut nothing off. Without a usable silence the whole audio is one piece.
 */
export function planPieces(durationSeconds: number, silences: readonly TimeInterval[], options: PiecePlanOptions): TimeInterval[] {
  const minSeconds = options.minPieceSeconds ?? DEFAULT_MIN_PIECE_SECONDS;
  const count = Math.max(1, Math.min(Math.floor(options.maxPieces), Math.floor(durationSeconds / minSeconds)));
  const candidates = silences
    .filter((silence) => silence.start > 0 && silence.end < durationSeconds)
    .map((silence) => (silence.start + silence.end) / 2)
    .sort((a, b) => a - b);
  const cuts: number[] = [];
  for (let i = 1; i < count; i += 1) {
    const previous = cuts[cuts.length - 1] ?? 0;
    const ideal = (durationSeconds * i) / count;
    // Room left for the pieces still to come, each at least the minimum.
    const latest = durationSeconds - (count - i) * minSeconds;
    const nearest = candidates
      .filter((at) => at >= previous + minSeconds && at <= latest)
      .reduce<number | null>((best, at) => (best === null || Math.abs(at - ideal) < Math.abs(best - ideal) ? at : best), null);
    if (nearest !== null) cuts.push(nearest);
  }
  const edges = [0, ...cuts, durationSeconds];
  return edges.slice(1).map((end, i) => ({ start: edges[i]!, end }));
}

/**
 * What the engine hears of a piece: from `leadInSeconds` before it (less at the start of the audio), so that it has
 * adapted to the voice and the room when the piece begins, as it had when it ran through the whole audio in one go.
 */
export function heardStretch(piece: TimeInterval, leadInSeconds: number): TimeInterval {
  return { start: Math.max(0, piece.start - leadInSeconds), end: piece.end };
}

export interface PieceTranscript {
  /** Where the piece lies in the whole audio, seconds. */
  piece: TimeInterval;
  /** Where the audio the engine heard for it starts (heardStretch); its lines' times count from there. */
  heardFrom: number;
  lines: readonly RecognisedLine[];
}

/**
 * The lines of all pieces on the whole audio's clock, in order: each piece's lines moved by where its audio starts,
 * those of its lead-in left out (the piece before has them), and the rest kept within the piece (an engine may place
 * a last word's end a frame past the audio it was given).
 */
export function joinPieces(pieces: readonly PieceTranscript[]): RecognisedLine[] {
  return [...pieces]
    .sort((a, b) => a.piece.start - b.piece.start)
    .flatMap(({ piece, heardFrom, lines }) =>
      lines
        .map((line) => ({ ...line, start: heardFrom + line.start, end: Math.min(piece.end, heardFrom + line.end) }))
        .filter((line) => line.start >= piece.start && line.start < piece.end),
    );
}
