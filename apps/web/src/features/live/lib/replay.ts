/** A chunk's place in the recording, in milliseconds (as on the wire). */
interface Span {
  start: number;
  end: number;
}

/**
 * The chunk playing at `ms` on the live's clock (which is the recording's time: both count from go-live): the one
 * whose start it reaches and whose end it has not, or the last chunk at its very end. -1 outside every chunk.
 */
export function chunkIndexAt(chunks: readonly Span[], ms: number | null): number {
  if (ms === null) return -1;
  const index = chunks.findIndex((chunk) => ms >= chunk.start && ms < chunk.end);
  if (index !== -1) return index;
  const last = chunks.length - 1;
  return last >= 0 && ms === chunks[last]!.end ? last : -1;
}

/** What happened while a chunk played: the items whose time falls in it, by chunkIndexAt's rule. */
export function duringChunk<T>(items: readonly T[], chunks: readonly Span[], index: number, timeOf: (item: T) => number | null): T[] {
  return items.filter((item) => chunkIndexAt(chunks, timeOf(item)) === index);
}

/** A time on the live's clock as the video's player shows it: m:ss, or h:mm:ss past an hour. */
export function formatLiveClock(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** The chunk that answered a question: the one playing when it was marked answered. */
export function answeringChunk<T extends Span>(
  chunks: readonly T[],
  question: { answered: boolean; answered_ms: number | null },
): T | undefined {
  return question.answered ? chunks[chunkIndexAt(chunks, question.answered_ms)] : undefined;
}
