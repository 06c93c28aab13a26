import type { analysisRuns, chunks, transcripts } from './analysis.table.js';

export type ChunkRow = typeof chunks.$inferSelect;
export type RunRow = typeof analysisRuns.$inferSelect;
export type TranscriptRow = typeof transcripts.$inferSelect;
/** A chunk's place in the transcript search's order, to read on after it. */
export interface SearchCursor {
  activityId: string;
  activityCreatedAt: string;
  startMs: number;
  id: string;
}
export type NewChunk = Pick<ChunkRow, 'startMs' | 'endMs' | 'title' | 'summary' | 'transcript'> & { teaser?: boolean };
