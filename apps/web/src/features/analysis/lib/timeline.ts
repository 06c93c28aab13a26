import type { Chunk } from '@platform/shared';

/**
 * The review editor's model: the chunk boundaries as one sorted list of seconds, chunk i running from boundary i to
 * boundary i + 1. Every edit is a pure function from one list to the next, so the editor can be undone, tested and
 * driven by mouse and keyboard alike. Times are seconds here (the UI) and milliseconds on the server (spec §3).
 */
export type Boundaries = readonly number[];

/** Spec §9: a new marker lands this many seconds after the one before it. */
export const MARKER_SPACING_S = 2;
/** Spec §9: the timeline's domain when the recording's length is unknown, in seconds. */
export const DEFAULT_DOMAIN: readonly [number, number] = [0, 1000];
/** The arrow keys move a marker by this much; with Shift, by the marker spacing. */
export const KEY_STEP_S = 0.1;

export const msToSeconds = (ms: number): number => ms / 1000;
export const secondsToMs = (seconds: number): number => Math.round(seconds * 1000);

/** Whole milliseconds, what the server stores: no floating-point dust in what is shown and sent. */
const tidy = (seconds: number): number => Math.round(seconds * 1000) / 1000;
const clamp = (value: number, low: number, high: number): number => Math.min(high, Math.max(low, value));

/** The timeline's end: the recording's length, else the end of the last chunk, else the spec's default domain. */
export function domainEnd(durationSeconds: number | null | undefined, boundaries: Boundaries): number {
  if (durationSeconds && durationSeconds > 0) return durationSeconds;
  const last = boundaries[boundaries.length - 1];
  return last && last > 0 ? Math.max(last, DEFAULT_DOMAIN[1]) : DEFAULT_DOMAIN[1];
}

/** The server's chunks as boundaries: every start, then the last end (a gap between chunks joins the one before). */
export function fromChunks(chunks: readonly Pick<Chunk, 'start' | 'end'>[]): number[] {
  if (chunks.length === 0) return [];
  const sorted = [...chunks].sort((a, b) => a.start - b.start);
  return [...sorted.map((chunk) => msToSeconds(chunk.start)), msToSeconds(sorted[sorted.length - 1]!.end)];
}

export interface Range {
  start: number;
  end: number;
}

/** Chunk i as a range of seconds. */
export function rangesOf(boundaries: Boundaries): Range[] {
  return boundaries.slice(1).map((end, i) => ({ start: boundaries[i]!, end }));
}

/**
 * The body of PUT /api/activities/{id}/chunks: milliseconds, with zero-length chunks dropped (spec §5: consecutive
 * zero-length chunks are dropped on submit; a marker dragged onto its neighbour leaves exactly such a chunk).
 */
export function toRequestBody(boundaries: Boundaries): Range[] {
  return rangesOf(boundaries)
    .map((range) => ({ start: secondsToMs(range.start), end: secondsToMs(range.end) }))
    .filter((range) => range.end > range.start);
}

/** A stretch shorter than this (rounding, a marker left a hair from the edge) is not called left out. */
const MIN_LEFT_OUT_S = 0.05;

/**
 * The stretches of the recording outside every chunk, which compiling leaves out: before the first marker, and after
 * the last when the recording's length is known (the default domain is not a length).
 */
export function leftOut(boundaries: Boundaries, recordingSeconds: number | null): Range[] {
  if (boundaries.length < 2) return [];
  const stretches = [{ start: 0, end: boundaries[0]! }];
  if (recordingSeconds !== null) stretches.push({ start: boundaries[boundaries.length - 1]!, end: recordingSeconds });
  return stretches.filter((stretch) => stretch.end - stretch.start >= MIN_LEFT_OUT_S);
}

/** What became of a proposed chunk under review: the one it overlaps most (-1: none) and whether it is still the same. */
export interface ChunkOrigin {
  index: number;
  unchanged: boolean;
}

/**
 * For each chunk of `boundaries`, the original chunk (of `originals`, seconds) it overlaps most: a nudged or split chunk
 * still shows where it came from, and only an unchanged one keeps its title when saved (the server describes the rest
 * again).
 */
export function originsOf(boundaries: Boundaries, originals: readonly Range[]): ChunkOrigin[] {
  return rangesOf(boundaries).map((range) => {
    let index = -1;
    let best = 0;
    originals.forEach((original, i) => {
      const overlap = Math.min(range.end, original.end) - Math.max(range.start, original.start);
      if (overlap > best) {
        best = overlap;
        index = i;
      }
    });
    const original = originals[index];
    const unchanged =
      original !== undefined &&
      secondsToMs(original.start) === secondsToMs(range.start) &&
      secondsToMs(original.end) === secondsToMs(range.end);
    return { index, unchanged };
  });
}

/** Moves marker `index` to `seconds`, held between its neighbours (it may meet one: a zero-length chunk) and the domain. */
export function moveBoundary(boundaries: Boundaries, index: number, seconds: number, end: number): number[] {
  if (index < 0 || index >= boundaries.length) return [...boundaries];
  const low = index === 0 ? 0 : boundaries[index - 1]!;
  const high = index === boundaries.length - 1 ? end : boundaries[index + 1]!;
  const next = [...boundaries];
  next[index] = tidy(clamp(seconds, low, high));
  return next;
}

/** The chunk that holds `seconds` (its start included), or -1 outside every chunk. */
export function chunkAt(boundaries: Boundaries, seconds: number): number {
  for (let i = 0; i < boundaries.length - 1; i += 1) {
    if (seconds >= boundaries[i]! && seconds < boundaries[i + 1]!) return i;
  }
  return -1;
}

/** Splits the chunk under the playhead at `seconds`; nothing changes on a marker or outside every chunk. */
export function splitAt(boundaries: Boundaries, seconds: number): number[] {
  const at = tidy(seconds);
  const chunk = chunkAt(boundaries, at);
  if (chunk < 0 || at <= boundaries[chunk]!) return [...boundaries];
  return [...boundaries.slice(0, chunk + 1), at, ...boundaries.slice(chunk + 1)];
}

/** Merges chunk `index` with the next one by removing the marker between them. */
export function mergeWithNext(boundaries: Boundaries, index: number): number[] {
  if (index < 0 || index + 2 >= boundaries.length) return [...boundaries];
  return removeBoundary(boundaries, index + 1);
}

/** Removes marker `index`: an inner marker merges its two chunks; the first or last drops the chunk at that edge. */
export function removeBoundary(boundaries: Boundaries, index: number): number[] {
  if (index < 0 || index >= boundaries.length) return [...boundaries];
  const next = boundaries.filter((_, i) => i !== index);
  // One marker alone bounds no chunk.
  return next.length < 2 ? [] : next;
}

/**
 * Adds a marker the default spacing after marker `after` (after the last one: a new chunk at the end), or halfway to
 * the next marker when they are closer than that. With no chunks at all, the first chunk covers the first spacing.
 * Answers the new list and the new marker's index (-1 when there was no room).
 */
export function addBoundary(boundaries: Boundaries, after: number, end: number): { boundaries: number[]; index: number } {
  if (boundaries.length === 0) return { boundaries: [0, tidy(Math.min(MARKER_SPACING_S, end))], index: 1 };
  const from = boundaries[clamp(after, 0, boundaries.length - 1)]!;
  const position = boundaries.findIndex((value) => value > from);
  const limit = position < 0 ? end : boundaries[position]!;
  const at = tidy(limit - from > MARKER_SPACING_S ? from + MARKER_SPACING_S : (from + limit) / 2);
  if (at <= from || at >= limit) return { boundaries: [...boundaries], index: -1 };
  const index = position < 0 ? boundaries.length : position;
  return { boundaries: [...boundaries.slice(0, index), at, ...boundaries.slice(index)], index };
}

/**
 * "Add marker": after the marker chosen; with none chosen, in the chunk under the playhead, else after the last
 * marker, else in the last chunk (the last marker usually closes the recording, with no room after it).
 */
export function addMarker(
  boundaries: Boundaries,
  selectedMarker: number | null,
  playhead: number,
  end: number,
): { boundaries: number[]; index: number } {
  if (selectedMarker !== null) return addBoundary(boundaries, selectedMarker, end);
  const underPlayhead = chunkAt(boundaries, playhead);
  const starts = underPlayhead >= 0 ? [underPlayhead] : [boundaries.length - 1, boundaries.length - 2];
  let result = addBoundary(boundaries, starts[0]!, end);
  for (const start of starts.slice(1)) {
    if (result.index >= 0 || start < 0) break;
    result = addBoundary(boundaries, start, end);
  }
  return result;
}

/** The keyboard's move for a marker: arrows by a tenth, Shift+arrows by the marker spacing, Home/End to its limits. */
export function keyTarget(key: string, shift: boolean, boundaries: Boundaries, index: number, end: number): number | null {
  const current = boundaries[index];
  if (current === undefined) return null;
  const step = shift ? MARKER_SPACING_S : KEY_STEP_S;
  if (key === 'ArrowLeft' || key === 'ArrowDown') return current - step;
  if (key === 'ArrowRight' || key === 'ArrowUp') return current + step;
  if (key === 'PageDown') return current - MARKER_SPACING_S * 5;
  if (key === 'PageUp') return current + MARKER_SPACING_S * 5;
  if (key === 'Home') return index === 0 ? 0 : boundaries[index - 1]!;
  if (key === 'End') return index === boundaries.length - 1 ? end : boundaries[index + 1]!;
  return null;
}

/** Seconds as m:ss.s (h:mm:ss.s from an hour), the precision the markers move by. */
export function formatSeconds(seconds: number, withTenths = true): string {
  // Rounded first, so 59.96 s reads 1:00.0 and not 0:60.0.
  const total = withTenths ? Math.round(Math.max(0, seconds) * 10) / 10 : Math.floor(Math.max(0, seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  const secondsText = withTenths ? rest.toFixed(1).padStart(4, '0') : String(rest).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${secondsText}` : `${minutes}:${secondsText}`;
}
