import type { Database } from '../../database/database.js';
import { createChunkSearchRepository } from './chunk-search.repository.js';
import { createChunksRepository } from './chunks.repository.js';
import { createRunsRepository } from './runs.repository.js';

export type { ChunkRow, NewChunk, RunRow, SearchCursor, TranscriptRow } from './analysis-rows.js';

/** The analysis module's data: runs and their leases, transcripts and chunks, and the transcript search. */
export function createAnalysisRepository(db: Database) {
  return { ...createRunsRepository(db), ...createChunksRepository(db), ...createChunkSearchRepository(db) };
}

export type AnalysisRepository = ReturnType<typeof createAnalysisRepository>;
