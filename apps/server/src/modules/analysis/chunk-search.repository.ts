import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../database/database.js';
import { activities } from '../activities/index.js';
import type { SearchCursor } from './analysis-rows.js';
import { chunks } from './analysis.table.js';
import { cjkPairs, escapeLike, escapeRegex, isCjkWord, isIndexedLatinWord } from './text/line-match.js';

/** A channel's transcript search, read from its published chunks. */
export function createChunkSearchRepository(db: Database) {
  return {
    /**
     * Chunks of a channel's published videos with a transcript line holding every word (see line-match.ts for what a
     * match is), in the search's order: newest video first, then in time order. Only the videos from `skipVideos` on
     * in that order, `videos` of them (all the rest when null), and after the chunk `after` when given: with a word
     * said in most chunks, reading the whole channel would check every chunk's lines before the first page could be
     * sorted out of them. The chunk's indexed words and CJK pairs (generated columns of migration 0017, outside the
     * Drizzle schema) pick the chunks whose lines are then read.
     */
    async searchPublishedChunks(
      workspaceId: string,
      words: readonly string[],
      page: { skipVideos: number; videos: number | null; limit: number; after?: SearchCursor },
    ) {
      const lineHas = (word: string): SQL =>
        isCjkWord(word) ? sql`line->>'text' ILIKE ${`%${escapeLike(word)}%`}` : sql`line->>'text' ~* ${`\\m${escapeRegex(word)}`}`;
      const latinWords = words.filter(isIndexedLatinWord);
      const pairs = [...new Set(words.filter(isCjkWord).flatMap(cjkPairs))];
      const published = and(eq(activities.workspaceId, workspaceId), eq(activities.status, 'PUBLISHED'));
      const videosInOrder = db
        .select({ id: activities.id })
        .from(activities)
        .where(published)
        .orderBy(desc(activities.createdAt), desc(activities.id));
      // As an array, not a join, so the planner sees a filter on the chunk: a page's videos lead the index of chunks
      // by video, and the rest of the channel leaves the words' indexes to find the few chunks that match.
      const inPage =
        page.videos !== null
          ? sql`${chunks.activityId} = ANY(ARRAY(${videosInOrder.offset(page.skipVideos).limit(page.videos)}))`
          : page.skipVideos > 0
            ? sql`${chunks.activityId} <> ALL(ARRAY(${videosInOrder.limit(page.skipVideos)}))`
            : undefined;
      const { after } = page;
      return db
        .select({ chunk: chunks, activityTitle: activities.title, activityCreatedAt: sql<string>`${activities.createdAt}::text` })
        .from(chunks)
        .innerJoin(activities, eq(activities.id, chunks.activityId))
        .where(
          and(
            published,
            inPage,
            // The cursor keeps created_at as PostgreSQL's text: a JavaScript Date would drop the microseconds.
            after
              ? sql`(${activities.createdAt}, ${activities.id}) <= (${after.activityCreatedAt}::timestamptz, ${after.activityId}::uuid)
                  AND NOT (${chunks.activityId} = ${after.activityId} AND (${chunks.startMs}, ${chunks.id}) <= (${after.startMs}, ${after.id}::uuid))`
              : undefined,
            latinWords.length > 0
              ? sql`"chunks"."search_words" @@ to_tsquery('simple', ${latinWords.map((word) => `${word}:*`).join(' & ')})`
              : undefined,
            pairs.length > 0
              ? sql`"chunks"."search_cjk_pairs" @> ARRAY[${sql.join(
                  pairs.map((pair) => sql`${pair}`),
                  sql`, `,
                )}]::text[]`
              : undefined,
            sql`EXISTS (SELECT 1 FROM jsonb_array_elements(${chunks.transcript}) AS line WHERE ${sql.join(words.map(lineHas), sql` AND `)})`,
          ),
        )
        .orderBy(desc(activities.createdAt), desc(activities.id), asc(chunks.startMs), asc(chunks.id))
        .limit(page.limit);
    },
  };
}
