import { TRANSCRIPT_SEARCH_LIMITS, type TranscriptSearchHit } from '@platform/shared';
import { AppError } from '../../errors.js';
import type { ActivitiesService } from '../activities/index.js';
import type { Actor } from '../users/index.js';
import type { AnalysisRepository, SearchCursor } from './analysis.repository.js';
import { chunkReadRefusal } from './chunk-reads.js';
import { lineHasWords, matchedRanges } from './text/line-match.js';
import { queryWords } from './text/tokenize.js';

/** The transcript search's first page of videos, and how much each next page grows while pages keep matching. */
const SEARCH_FIRST_VIDEOS = 8;
const SEARCH_VIDEOS_GROWTH = 8;

interface Deps {
  repository: AnalysisRepository;
  activities: ActivitiesService;
}

/** The search of what was said in a channel's published videos (GET /api/workspaces/{id}/chunks/search). */
export function createTranscriptSearch({ repository, activities }: Deps) {
  /**
   * The first `limit` lines holding every word, in chunks of published videos the caller may watch: newest video
   * first, then in time order. The channel is read a page of videos at a time, and the search stops once it has its
   * hits: a word said in most chunks reads the newest videos only. A page without any match makes the next page the
   * rest of the channel, which the indexes then narrow at once, so a rare word costs two queries. Access is checked
   * for the videos of each batch of matching chunks, before their lines count.
   */
  return async function search(actor: Actor | null, workspaceId: string, query: string, limit: number): Promise<TranscriptSearchHit[]> {
    if (!actor) throw new AppError('NOT_LOGGED_IN', 'log in to search what was said in videos');
    const words = queryWords(query, TRANSCRIPT_SEARCH_LIMITS.maxWords);
    if (words.length === 0) return [];
    const hits: TranscriptSearchHit[] = [];
    const readable = new Map<string, boolean>();
    // A video published during the search moves the pages on by one, and a chunk could come round again.
    const seen = new Set<string>();
    let skipVideos = 0;
    let videos: number | null = SEARCH_FIRST_VIDEOS;
    for (;;) {
      let matched = 0;
      let after: SearchCursor | undefined;
      for (;;) {
        // Each matching chunk has a matching line, so this many chunks are enough unless some are refused.
        const wanted = limit - hits.length;
        const rows = await repository.searchPublishedChunks(workspaceId, words, { skipVideos, videos, limit: wanted, after });
        matched += rows.length;
        const unchecked = [...new Set(rows.map(({ chunk }) => chunk.activityId).filter((id) => !readable.has(id)))];
        if (unchecked.length > 0) {
          const access = await activities.watchAccessMany(actor, unchecked);
          for (const id of unchecked) {
            const video = access.get(id);
            readable.set(id, video !== undefined && chunkReadRefusal(actor, video) === null);
          }
        }
        for (const { chunk, activityTitle } of rows) {
          if (!readable.get(chunk.activityId) || seen.has(chunk.id)) continue;
          seen.add(chunk.id);
          for (const line of chunk.transcript) {
            if (!lineHasWords(line.text, words)) continue;
            hits.push({
              chunk_id: chunk.id,
              activity_id: chunk.activityId,
              activity_title: activityTitle,
              chunk_title: chunk.title,
              start: chunk.startMs,
              end: chunk.endMs,
              line,
              highlights: matchedRanges(line.text, words),
            });
            if (hits.length === limit) return hits;
          }
        }
        if (rows.length < wanted) break;
        const last = rows.at(-1)!;
        after = {
          activityId: last.chunk.activityId,
          activityCreatedAt: last.activityCreatedAt,
          startMs: last.chunk.startMs,
          id: last.chunk.id,
        };
      }
      if (videos === null) return hits;
      skipVideos += videos;
      videos = matched === 0 ? null : videos * SEARCH_VIDEOS_GROWTH;
    }
  };
}
