import { ANALYSIS_LIMITS } from '@platform/shared';
import { startsWithCue } from './cues.js';
import { terms } from './tokenize.js';

/** A transcript line, times in seconds. */
export interface TimedLine {
  start: number;
  end: number;
  text: string;
}

export interface Interval {
  start: number;
  end: number;
}

export interface SegmentInput {
  lines: readonly TimedLine[];
  language: string;
  durationSeconds: number;
  /** Quiet stretches (silencedetect). */
  silences: readonly Interval[];
  /** Picture changes (slide changes). */
  sceneCuts: readonly number[];
}

export interface SegmentOptions {
  /** Seconds of transcript compared on each side of a candidate boundary. */
  windowSeconds: number;
  minChunkSeconds: number;
  maxChunkSeconds: number;
  cueWeight: number;
  /** Per second of pause before the line (at most 2 s counted). */
  pauseWeight: number;
  sceneWeight: number;
  /** A scene cut this close to a line start counts for that boundary. */
  sceneToleranceSeconds: number;
}

/**
 * Topics of a short recording are short too: the window and the minimum length follow the recording's length
 * (a 96 s talk gets 16 s windows, a one-hour webinar 60 s windows and 90 s minimum chunks).
 */
export function defaultSegmentOptions(durationSeconds: number): SegmentOptions {
  const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
  return {
    windowSeconds: clamp(durationSeconds / 6, 10, 60),
    minChunkSeconds: clamp(durationSeconds / 5, 15, 90),
    maxChunkSeconds: ANALYSIS_LIMITS.maxChunkMs / 1000,
    cueWeight: 0.1,
    pauseWeight: 0.1,
    sceneWeight: 0.3,
    sceneToleranceSeconds: 1.5,
  };
}

type Vector = Map<string, number>;

function cosine(a: Vector, b: Vector): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (const [term, value] of a) {
    na += value * value;
    dot += value * (b.get(term) ?? 0);
  }
  for (const value of b.values()) nb += value * value;
  return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb);
}

/** Hearst's depth: how far the similarity at `i` lies below the peaks reached climbing left and right. */
function depthAt(values: readonly number[], i: number): number {
  let left = values[i]!;
  for (let j = i - 1; j >= 0 && values[j]! >= left; j -= 1) left = values[j]!;
  let right = values[i]!;
  for (let j = i + 1; j < values.length && values[j]! >= right; j += 1) right = values[j]!;
  return left - values[i]! + (right - values[i]!);
}

interface Gap {
  /** The boundary: the start of the line after the gap. */
  at: number;
  score: number;
}

/** Scores each boundary between two lines: lexical depth, plus cue phrase, pause and scene-cut bonuses. */
function scoreGaps(input: SegmentInput, options: SegmentOptions): Gap[] {
  const { lines, language } = input;
  const lineTerms = lines.map((line) => terms(line.text, language));
  const documentFrequency = new Map<string, number>();
  for (const set of lineTerms.map((t) => new Set(t)))
    for (const term of set) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  const idf = (term: string) => Math.log(lines.length / (documentFrequency.get(term) ?? 1)) + 1;
  const vectorOf = (from: number, to: number): Vector => {
    const vector: Vector = new Map();
    lines.forEach((line, i) => {
      if (line.start < from || line.start >= to) return;
      for (const term of lineTerms[i]!) vector.set(term, (vector.get(term) ?? 0) + idf(term));
    });
    return vector;
  };
  const gaps = lines.slice(1).map((line) => line.start);
  const raw = gaps.map((at) => cosine(vectorOf(at - options.windowSeconds, at), vectorOf(at, at + options.windowSeconds)));
  const smooth = raw.map((_, i) => {
    const around = raw.slice(Math.max(0, i - 1), i + 2);
    return around.reduce((sum, value) => sum + value, 0) / around.length;
  });
  return gaps.map((at, i) => {
    const pause = Math.min(2, Math.max(0, at - lines[i]!.end));
    const cue = startsWithCue(lines[i + 1]!.text) ? options.cueWeight : 0;
    const scene = input.sceneCuts.some((cut) => Math.abs(cut - at) <= options.sceneToleranceSeconds) ? options.sceneWeight : 0;
    return { at, score: depthAt(smooth, i) + options.pauseWeight * pause + cue + scene };
  });
}

/** Without a transcript: scene cuts and long silences are the candidate boundaries, scene cuts first. */
function mediaGaps(input: SegmentInput): Gap[] {
  const scenes = input.sceneCuts.map((at) => ({ at, score: 1 }));
  const silences = input.silences
    .filter((silence) => silence.end - silence.start >= 1.5 && silence.start > 0 && silence.end < input.durationSeconds)
    .map((silence) => ({ at: (silence.start + silence.end) / 2, score: 0.5 + Math.min(1, (silence.end - silence.start) / 10) }));
  return [...scenes, ...silences];
}

function fits(at: number, chosen: readonly number[], min: number, from: number, to: number): boolean {
  return at - from >= min && to - at >= min && chosen.every((other) => Math.abs(other - at) >= min);
}

/** Boundaries inside a stretch longer than the maximum: at its best candidate (else its middle), recursively. */
function splitRange(from: number, to: number, gaps: readonly Gap[], options: SegmentOptions): number[] {
  if (to - from <= options.maxChunkSeconds) return [];
  const middle = (from + to) / 2;
  const best = gaps
    .filter((gap) => fits(gap.at, [], options.minChunkSeconds, from, to))
    .sort((a, b) => b.score - a.score || Math.abs(a.at - middle) - Math.abs(b.at - middle))[0];
  const at = best?.at ?? middle;
  return [...splitRange(from, at, gaps, options), at, ...splitRange(at, to, gaps, options)];
}

/**
 * TextTiling-style topical segmentation: where the words used before and after a line boundary differ most (TF-IDF
 * windows, depth scores), helped by cue phrases, pauses and scene cuts; boundaries above mean + 0.5 sd are taken,
 * strongest first, keeping chunks at least the minimum long; stretches over the maximum are split. Without a
 * transcript the boundaries come from scene cuts and long silences. Returns the chunks, covering the recording.
 */
export function segment(input: SegmentInput, options: SegmentOptions = defaultSegmentOptions(input.durationSeconds)): Interval[] {
  const duration = input.durationSeconds;
  const gaps = input.lines.length >= 3 ? scoreGaps(input, options) : mediaGaps(input);
  const chosen: number[] = [];
  if (gaps.length > 0) {
    const scores = gaps.map((gap) => gap.score);
    const mean = scores.reduce((sum, value) => sum + value, 0) / scores.length;
    const sd = Math.sqrt(scores.reduce((sum, value) => sum + (value - mean) ** 2, 0) / scores.length);
    const threshold = input.lines.length >= 3 ? mean + 0.5 * sd : 0;
    for (const gap of [...gaps].sort((a, b) => b.score - a.score)) {
      if (gap.score > threshold && fits(gap.at, chosen, options.minChunkSeconds, 0, duration)) chosen.push(gap.at);
    }
  }
  const edges = [0, ...chosen.sort((a, b) => a - b), duration];
  const boundaries: number[] = [];
  for (let i = 0; i + 1 < edges.length; i += 1) {
    if (i > 0) boundaries.push(edges[i]!);
    boundaries.push(...splitRange(edges[i]!, edges[i + 1]!, gaps, options));
  }
  const all = [0, ...boundaries, duration];
  return all.slice(1).map((end, i) => ({ start: all[i]!, end }));
}
