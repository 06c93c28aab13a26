import type { TranscriptLine } from '@platform/shared';

export interface MsRange {
  start: number;
  end: number;
}

/** The transcript lines of a chunk: those whose middle falls inside it, so every line lands in exactly one chunk. */
export function linesWithin(lines: readonly TranscriptLine[], range: MsRange): TranscriptLine[] {
  return lines.filter((line) => {
    const middle = (line.start + line.end) / 2;
    return middle >= range.start && middle < range.end;
  });
}

/** A stored line (milliseconds) as the text module reads it (seconds). */
export function inSeconds(line: TranscriptLine): { start: number; end: number; text: string } {
  return { start: line.start / 1000, end: line.end / 1000, text: line.text };
}

/**
 * Spec §5: zero-length chunks (two markers on the same spot) are dropped on submit; the rest are taken in time
 * order.
 */
export function reviewedRanges(ranges: readonly MsRange[]): MsRange[] {
  return ranges.filter((range) => range.end > range.start).sort((a, b) => a.start - b.start || a.end - b.end);
}
