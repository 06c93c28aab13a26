import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../database/database.js';
import { keywords } from '../workspaces/index.js';
import type { ChunkRow, NewChunk, TranscriptRow } from './analysis-rows.js';
import { chunkKeywords, chunks, transcripts } from './analysis.table.js';

/** What an analysis made of a recording: its transcript, its chunks and their keywords. */
export function createChunksRepository(db: Database) {
  return {
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
