import {
  ANALYSIS_LIMITS,
  type ActivityStatus,
  type Chunk,
  type PutChunksBody,
  type TranscriptLine,
  type UpdateChunkBody,
} from '@platform/shared';
import type { UnitOfWork } from '../../database/unit-of-work.js';
import { AppError } from '../../errors.js';
import type { ActivitiesService, ActivityRow } from '../activities/index.js';
import type { Actor } from '../users/index.js';
import type { KeywordsService } from '../workspaces/index.js';
import { CHUNK_EDIT_STATUSES, CHUNK_TEXT_EDIT_STATUSES } from './analysis.policy.js';
import type { AnalysisRepository } from './analysis.repository.js';
import type { ChunkReads } from './chunk-reads.js';
import { inSeconds, linesWithin, reviewedRanges, type MsRange } from './chunk-lines.js';
import { describeChunks, type ChunkText } from './text/chunk-text.js';

/** Titles, summaries and keywords of chunks from their own lines, as the analysis writes them (ms ranges). */
function describeRanges(ranges: readonly MsRange[], transcripts: readonly TranscriptLine[][], language: string): ChunkText[] {
  return describeChunks(
    ranges.map((range, i) => ({ start: range.start / 1000, end: range.end / 1000, lines: transcripts[i]!.map(inSeconds) })),
    language,
  );
}

interface Deps {
  repository: AnalysisRepository;
  activities: ActivitiesService;
  keywords: KeywordsService;
  unitOfWork: UnitOfWork;
  reads: ChunkReads;
  /** Starts compiling the chunks as they stand, once the review is saved. */
  compile: (activityId: string, from: readonly ActivityStatus[]) => Promise<ActivityRow>;
}

/** The host's review of the chunks: new boundaries, one more chunk, and corrected text and keywords of one. */
export function createChunkReview({ repository, activities, keywords, unitOfWork, reads, compile }: Deps) {
  const { present, presentOne, loadChunk } = reads;

  /** The chunk and its webinar, for a caller who manages it, in a status that allows the edit. */
  async function loadEditable(actor: Actor, chunkId: string, statuses: readonly ActivityStatus[]) {
    const chunk = await loadChunk(chunkId);
    const { row } = await activities.loadManaged(actor, chunk.activityId);
    if (!statuses.includes(row.status)) throw new AppError('INVALID_STATUS_TRANSITION', `chunks cannot be changed in ${row.status}`);
    return { chunk, row };
  }

  async function transcriptLines(activityId: string): Promise<TranscriptLine[]> {
    return (await repository.findTranscript(activityId))?.lines ?? [];
  }

  return {
    /**
     * The reviewed boundaries (PUT /api/activities/{id}/chunks): zero-length chunks dropped, each chunk's transcript
     * taken again from the recording's. A chunk left as it was keeps its title, summary and keywords (the host may
     * have edited its keywords); a new or moved one is described from its own lines, as the analysis does. Then
     * compiling starts.
     */
    async replace(actor: Actor, activityId: string, body: PutChunksBody): Promise<Chunk[]> {
      const { row } = await activities.loadManaged(actor, activityId);
      if (!CHUNK_EDIT_STATUSES.includes(row.status))
        throw new AppError('INVALID_STATUS_TRANSITION', `chunks cannot be changed in ${row.status}`);
      const ranges = reviewedRanges(body);
      if (ranges.length === 0) throw new AppError('NO_CHUNKS_AVAILABLE', 'every chunk was empty');
      const run = await repository.findRun(activityId);
      if (run?.durationMs && ranges.some((range) => range.end > run.durationMs! + 1000)) {
        throw new AppError('VALIDATION_ERROR', 'a chunk ends after the recording', [{ path: '', message: 'invalid' }]);
      }
      const lines = await transcriptLines(activityId);
      const before = await repository.chunksOf(activityId);
      const keywordRows = await repository.keywordsOf(before.map((chunk) => chunk.id));
      const transcripts = ranges.map((range) => linesWithin(lines, range));
      const kept = ranges.map((range) =>
        before.find((chunk) => chunk.startMs === range.start && chunk.endMs === range.end && chunk.title !== ''),
      );
      const described = describeRanges(ranges, transcripts, row.language);
      const rows = await unitOfWork.run(async () => {
        const saved = await repository.replaceChunks(
          activityId,
          ranges.map((range, i) => ({
            startMs: range.start,
            endMs: range.end,
            title: kept[i]?.title ?? described[i]!.title,
            summary: kept[i]?.summary ?? described[i]!.summary,
            transcript: transcripts[i]!,
            // A chunk left as it was stays a free preview; a new or moved one starts as not one.
            teaser: kept[i]?.teaser ?? false,
          })),
        );
        for (const [i, chunk] of saved.entries()) {
          const old = kept[i];
          const keywordIds = old
            ? keywordRows.filter((k) => k.chunkId === old.id).map((k) => k.id)
            : (await keywords.ensure(described[i]!.keywords)).map((keyword) => keyword.id);
          await repository.addKeywords(chunk.id, keywordIds);
        }
        await compile(activityId, CHUNK_EDIT_STATUSES);
        return saved;
      });
      return present([...rows].sort((a, b) => a.startMs - b.startMs));
    },

    /** POST /api/chunks: one more chunk, with the transcript lines inside it, described against the others. */
    async create(actor: Actor, body: { activity_id: string; start: number; end: number }): Promise<Chunk> {
      const { row } = await activities.loadManaged(actor, body.activity_id);
      if (!CHUNK_EDIT_STATUSES.includes(row.status))
        throw new AppError('INVALID_STATUS_TRANSITION', `chunks cannot be added in ${row.status}`);
      const others = await repository.chunksOf(row.id);
      if (others.length >= ANALYSIS_LIMITS.maxChunks) {
        throw new AppError('VALIDATION_ERROR', 'too many chunks', [{ path: '', message: 'too_long' }]);
      }
      const range = { start: body.start, end: body.end };
      const transcript = linesWithin(await transcriptLines(row.id), range);
      const ranges = [...others.map((chunk) => ({ start: chunk.startMs, end: chunk.endMs })), range];
      const text = describeRanges(ranges, [...others.map((chunk) => chunk.transcript), transcript], row.language).at(-1)!;
      const chunk = await unitOfWork.run(async () => {
        const inserted = await repository.insertChunk(row.id, {
          startMs: range.start,
          endMs: range.end,
          title: text.title,
          summary: text.summary,
          transcript,
        });
        const linked = await keywords.ensure(text.keywords);
        await repository.addKeywords(
          inserted.id,
          linked.map((keyword) => keyword.id),
        );
        return inserted;
      });
      return presentOne(chunk);
    },

    /** PUT /api/chunks/{id}: the host's corrected transcript, title or summary. */
    async updateChunk(actor: Actor, chunkId: string, body: UpdateChunkBody): Promise<Chunk> {
      const { chunk } = await loadEditable(actor, chunkId, CHUNK_TEXT_EDIT_STATUSES);
      const { transcript, title, summary } = body;
      const updated = await repository.updateChunk(chunk.id, {
        ...(transcript !== undefined && { transcript }),
        ...(title !== undefined && { title }),
        ...(summary !== undefined && { summary }),
      });
      return presentOne(updated!);
    },

    async addKeyword(actor: Actor, chunkId: string, keywordId: string): Promise<Chunk> {
      const { chunk } = await loadEditable(actor, chunkId, CHUNK_TEXT_EDIT_STATUSES);
      if (!(await keywords.findById(keywordId))) throw new AppError('NOT_FOUND', 'no such keyword');
      await repository.addKeywords(chunk.id, [keywordId]);
      return presentOne(chunk);
    },

    async removeKeyword(actor: Actor, chunkId: string, keywordId: string): Promise<Chunk> {
      const { chunk } = await loadEditable(actor, chunkId, CHUNK_TEXT_EDIT_STATUSES);
      await repository.removeKeyword(chunk.id, keywordId);
      return presentOne(chunk);
    },
  };
}
