import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../database/database.js';
import { activities } from '../activities/index.js';
import { keywords } from '../workspaces/index.js';
import { analysisRuns, chunkKeywords, chunks, transcripts, type StepProgress } from './analysis.table.js';
import { cjkPairs, escapeLike, escapeRegex, isCjkWord, isIndexedLatinWord } from './text/line-match.js';

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

export function createAnalysisRepository(db: Database) {
  return {
    /** A new run (or a restart): progress cleared, the lease released. */
    async resetRun(activityId: string, patch: { fast?: boolean; recordingId?: string | null }): Promise<void> {
      const values = { steps: [] as StepProgress[], leaseOwner: null, leaseUntil: null, updatedAt: new Date(), ...patch };
      await db
        .insert(analysisRuns)
        .values({ activityId, ...values })
        .onConflictDoUpdate({ target: analysisRuns.activityId, set: values });
    },

    async findRun(activityId: string): Promise<RunRow | undefined> {
      const [row] = await db.select().from(analysisRuns).where(eq(analysisRuns.activityId, activityId));
      return row;
    },

    async updateRun(activityId: string, patch: Partial<Pick<RunRow, 'recordingId' | 'sceneCutsMs' | 'durationMs' | 'steps'>>) {
      await db
        .update(analysisRuns)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(analysisRuns.activityId, activityId));
    },

    /** Takes the run's lease when it is free or has run out; false when another worker holds it. */
    async claim(activityId: string, owner: string, until: Date): Promise<boolean> {
      const rows = await db
        .update(analysisRuns)
        .set({ leaseOwner: owner, leaseUntil: until })
        .where(
          and(
            eq(analysisRuns.activityId, activityId),
            or(isNull(analysisRuns.leaseUntil), lt(analysisRuns.leaseUntil, sql`now()`), eq(analysisRuns.leaseOwner, owner)),
          ),
        )
        .returning({ activityId: analysisRuns.activityId });
      return rows.length > 0;
    },

    /** Extends the lease of the worker holding it; false once a restart cleared it or another worker took it. */
    async renew(activityId: string, owner: string, until: Date): Promise<boolean> {
      const rows = await db
        .update(analysisRuns)
        .set({ leaseUntil: until })
        .where(and(eq(analysisRuns.activityId, activityId), eq(analysisRuns.leaseOwner, owner)))
        .returning({ activityId: analysisRuns.activityId });
      return rows.length > 0;
    },

    /**
     * Runs whose worker died: a lease held and run out (a run that ended released its lease). Each is released here, so
     * that it is handed back once, and its id answered for the caller to queue the run again in the same transaction.
     */
    async releaseAbandoned(limit: number): Promise<string[]> {
      const abandoned = db
        .select({ activityId: analysisRuns.activityId })
        .from(analysisRuns)
        .where(and(isNotNull(analysisRuns.leaseOwner), lt(analysisRuns.leaseUntil, sql`now()`)))
        .limit(limit)
        .for('update', { skipLocked: true });
      const rows = await db
        .update(analysisRuns)
        .set({ leaseOwner: null, leaseUntil: null })
        .where(inArray(analysisRuns.activityId, abandoned))
        .returning({ activityId: analysisRuns.activityId });
      return rows.map((row) => row.activityId);
    },

    async release(activityId: string, owner: string): Promise<void> {
      await db
        .update(analysisRuns)
        .set({ leaseOwner: null, leaseUntil: null })
        .where(and(eq(analysisRuns.activityId, activityId), eq(analysisRuns.leaseOwner, owner)));
    },

    /**
     * One step's percent, moved to the end of the run's list (the order the steps happen). Steps that run side by side
     * (silences and scene cuts) report at the same moment, so the list is rewritten in one UPDATE from the row it
     * changes: a second report waits for the first's row lock and then applies to the list the first wrote.
     */
    async setStep(activityId: string, step: StepProgress['step'], percent: number, elapsedMs: number): Promise<void> {
      const entry: StepProgress = { step, percent: Math.round(Math.min(100, Math.max(0, percent))), elapsed_ms: Math.round(elapsedMs) };
      await db
        .update(analysisRuns)
        .set({
          steps: sql`coalesce(
            (SELECT jsonb_agg(kept.entry ORDER BY kept.position)
             FROM jsonb_array_elements(${analysisRuns.steps}) WITH ORDINALITY AS kept(entry, position)
             WHERE kept.entry->>'step' <> ${step}),
            '[]'::jsonb) || jsonb_build_array(${JSON.stringify(entry)}::jsonb)`,
          updatedAt: new Date(),
        })
        .where(eq(analysisRuns.activityId, activityId));
    },

    async saveTranscript(row: Omit<TranscriptRow, 'createdAt'>): Promise<void> {
      const { engine, model, language, lines, failedEngines } = row;
      await db
        .insert(transcripts)
        .values(row)
        .onConflictDoUpdate({
          target: transcripts.activityId,
          set: { engine, model, language, lines, failedEngines, createdAt: new Date() },
        });
    },

    async findTranscript(activityId: string): Promise<TranscriptRow | undefined> {
      const [row] = await db.select().from(transcripts).where(eq(transcripts.activityId, activityId));
      return row;
    },

    chunksOf: (activityId: string): Promise<ChunkRow[]> =>
      db.select().from(chunks).where(eq(chunks.activityId, activityId)).orderBy(asc(chunks.startMs), asc(chunks.endMs), asc(chunks.id)),

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

    async findChunk(id: string): Promise<ChunkRow | undefined> {
      const [row] = await db.select().from(chunks).where(eq(chunks.id, id));
      return row;
    },

    /** Replaces every chunk of the activity (and so their keywords); returns the new rows in order. */
    async replaceChunks(activityId: string, rows: readonly NewChunk[]): Promise<ChunkRow[]> {
      await db.delete(chunks).where(eq(chunks.activityId, activityId));
      if (rows.length === 0) return [];
      return db
        .insert(chunks)
        .values(rows.map((row) => ({ ...row, activityId })))
        .returning();
    },

    async insertChunk(activityId: string, row: NewChunk): Promise<ChunkRow> {
      const [inserted] = await db
        .insert(chunks)
        .values({ ...row, activityId })
        .returning();
      return inserted!;
    },

    async updateChunk(
      id: string,
      patch: Partial<Pick<ChunkRow, 'transcript' | 'title' | 'summary' | 'clipKey' | 'thumbnailKey'>>,
    ): Promise<ChunkRow | undefined> {
      const [row] = await db.update(chunks).set(patch).where(eq(chunks.id, id)).returning();
      return row;
    },

    async keywordsOf(chunkIds: string[]) {
      if (chunkIds.length === 0) return [];
      return db
        .select({ chunkId: chunkKeywords.chunkId, id: keywords.id, keyword: keywords.keyword, category: keywords.category })
        .from(chunkKeywords)
        .innerJoin(keywords, eq(keywords.id, chunkKeywords.keywordId))
        .where(inArray(chunkKeywords.chunkId, chunkIds))
        .orderBy(asc(chunkKeywords.position), asc(keywords.keyword));
    },

    async addKeywords(chunkId: string, keywordIds: readonly string[]): Promise<void> {
      if (keywordIds.length === 0) return;
      const [last] = await db
        .select({ position: sql<number>`coalesce(max(${chunkKeywords.position}), -1)` })
        .from(chunkKeywords)
        .where(eq(chunkKeywords.chunkId, chunkId));
      await db
        .insert(chunkKeywords)
        .values(keywordIds.map((keywordId, i) => ({ chunkId, keywordId, position: Number(last?.position ?? -1) + 1 + i })))
        .onConflictDoNothing();
    },

    async removeKeyword(chunkId: string, keywordId: string): Promise<void> {
      await db.delete(chunkKeywords).where(and(eq(chunkKeywords.chunkId, chunkId), eq(chunkKeywords.keywordId, keywordId)));
    },
  };
}

export type AnalysisRepository = ReturnType<typeof createAnalysisRepository>;
