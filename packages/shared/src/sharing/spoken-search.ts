import { z } from 'zod';
import { transcriptLineSchema } from '../analysis/schemas.js';
import { TRANSCRIPT_SEARCH_LIMITS } from '../analysis/rules.js';

/** The header search's spoken-word results: spec §9 pages a search by 8; the query follows the transcript search. */
export const SPOKEN_SEARCH_LIMITS = {
  pageSize: 8,
  queryMaxLength: TRANSCRIPT_SEARCH_LIMITS.queryMaxLength,
  /** Deeper pages than this are not read: a search that needs them needs better words. */
  maxPage: 20,
} as const;

/** GET /api/search/chunks: chunks of every public channel by the words said in them. */
export const spokenSearchQuerySchema = z.object({
  q: z.string().trim().min(1).max(SPOKEN_SEARCH_LIMITS.queryMaxLength),
  page: z.coerce.number().int().min(1).max(SPOKEN_SEARCH_LIMITS.maxPage).default(1),
});
export type SpokenSearchQuery = z.infer<typeof spokenSearchQuerySchema>;

/**
 * A chunk found by what was said in it, with its first matching line. A locked chunk is listed only where its channel
 * shows locked videos' titles, and never with a media address (thumbnail, clip): `locked` says to show a lock.
 */
export const spokenSearchHitSchema = z.object({
  chunk_id: z.string(),
  activity_id: z.string(),
  activity_title: z.string(),
  workspace_id: z.string(),
  workspace_name: z.string(),
  chunk_title: z.string(),
  locked: z.boolean(),
  /** Milliseconds, like every chunk time on the wire. */
  start: z.number().int(),
  end: z.number().int(),
  line: transcriptLineSchema,
  /** Where the query's words are in `line.text` (UTF-16 offsets), for the page to highlight. */
  highlights: z.array(z.object({ from: z.number().int().min(0), to: z.number().int().min(0) })),
});
export type SpokenSearchHit = z.infer<typeof spokenSearchHitSchema>;

/** A page of hits; `has_more` instead of a total, which would cost counting every chunk that says a common word. */
export const spokenSearchResultSchema = z.object({
  results: z.array(spokenSearchHitSchema),
  _limit: z.number().int(),
  has_more: z.boolean(),
});
export type SpokenSearchResult = z.infer<typeof spokenSearchResultSchema>;
