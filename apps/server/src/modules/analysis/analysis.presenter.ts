import type { AnalysisProgress, Chunk, Keyword } from '@platform/shared';
import type { ChunkRow, RunRow, TranscriptRow } from './analysis.repository.js';
import { inSeconds } from './chunk-lines.js';
import { looksMisrecognised } from './text/transcript-confidence.js';

/** Clips and thumbnails are served by the app after an access check, like the video itself. */
export const chunkMediaPath = (chunkId: string, file: 'clip.mp4' | 'thumbnail.jpg') => `/api/chunks/${chunkId}/media/${file}`;

/** `language`: the recording's, which tells how its sentences are measured. */
export function toChunk(
  row: ChunkRow,
  keywords: Keyword[],
  neighbours: { next: string | null; previous: string | null },
  language: string,
): Chunk {
  return {
    id: row.id,
    activity_id: row.activityId,
    start: row.startMs,
    end: row.endMs,
    url: row.clipKey ? chunkMediaPath(row.id, 'clip.mp4') : null,
    thumbnail_url: row.thumbnailKey ? chunkMediaPath(row.id, 'thumbnail.jpg') : null,
    keywords,
    summary: row.summary,
    titles: { en: row.title },
    transcript: row.transcript,
    low_confidence: looksMisrecognised(row.transcript.map(inSeconds), language),
    teaser: row.teaser,
    next_id: neighbours.next,
    previous_id: neighbours.previous,
  };
}

export function toProgress(
  status: string,
  errMsg: string | null,
  run: RunRow | undefined,
  transcript: TranscriptRow | undefined,
): AnalysisProgress {
  return {
    status,
    err_msg: errMsg,
    steps: run?.steps ?? [],
    transcript: transcript
      ? {
          engine: transcript.engine,
          model: transcript.model,
          language: transcript.language,
          available: transcript.engine !== 'none',
          failed_engines: transcript.failedEngines,
        }
      : null,
  };
}
