import {
  ANALYSIS_LIMITS,
  type Activity,
  type ActivityStatus,
  type AnalysisProgress,
  type Chunk,
  type Keyword,
  type PutChunksBody,
  TRANSCRIPT_SEARCH_LIMITS,
  type TranscriptLine,
  type UpdateChunkBody,
  type TranscriptSearchHit,
} from '@platform/shared';
import type { UnitOfWork } from '../../infra/db/unit-of-work.js';
import type { JobSender } from '../../infra/jobs/job.js';
import { AppError } from '../../errors.js';
import type { ActivitiesService, ActivityRow, AnalysisCommand, WatchAccess } from '../activities/index.js';
import type { Actor } from '../users/index.js';
import type { KeywordsService } from '../workspaces/index.js';
import { runAnalysisJob } from './run-analysis.jobs.js';
import {
  ANALYSIS_START_STATUSES,
  CHUNK_EDIT_STATUSES,
  CHUNK_TEXT_EDIT_STATUSES,
  canReadChunks,
  canRetryAnalysis,
} from './analysis.policy.js';
import { toChunk, toProgress } from './analysis.presenter.js';
import type { AnalysisRepository, ChunkRow, SearchCursor } from './analysis.repository.js';
import { linesWithin, reviewedRanges, type MsRange } from './chunk-lines.js';
import { describeChunks, type ChunkText } from './text/chunk-text.js';
import { lineHasWords, matchedRanges } from './text/line-match.js';
import { queryWords } from './text/tokenize.js';

/** The transcript search's first page of videos, and how much each next page grows while pages keep matching. */
const SEARCH_FIRST_VIDEOS = 8;
const SEARCH_VIDEOS_GROWTH = 8;

interface Deps {
  repository: AnalysisRepository;
  activities: ActivitiesService;
  keywords: KeywordsService;
  unitOfWork: UnitOfWork;
  jobs: JobSender;
}

export function createAnalysisService({ repository, activities, keywords, unitOfWork, jobs }: Deps) {
  /** Moves the webinar to ANALYZING with a fresh run, and queues the job, in one transaction. */
  async function start(row: ActivityRow, from: readonly ActivityStatus[], fast: boolean): Promise<ActivityRow> {
    const recording = await activities.readyRecording(row.id);
    if (!recording) throw new AppError('NO_VIDEO_AVAILABLE', 'this webinar has no processed recording to analyse');
    return unitOfWork.run(async () => {
      const updated = await activities.transition(row.id, from, { status: 'ANALYZING', errMsg: null });
      await repository.resetRun(row.id, { fast, recordingId: recording.id });
      await jobs.enqueue(runAnalysisJob, { activityId: row.id });
      return updated;
    });
  }

  /** Compiles the chunks as they stand (after review, or again after a failed compile). */
  async function compile(activityId: string, from: readonly ActivityStatus[]): Promise<ActivityRow> {
    return unitOfWork.run(async () => {
      const updated = await activities.transition(activityId, from, { status: 'COMPILING', errMsg: null });
      await repository.resetRun(activityId, {});
      await jobs.enqueue(runAnalysisJob, { activityId });
      return updated;
    });
  }

  async function present(rows: ChunkRow[]): Promise<Chunk[]> {
    const keywordRows = await repository.keywordsOf(rows.map((row) => row.id));
    return rows.map((row, i) =>
      toChunk(
        row,
        keywordRows.filter((k) => k.chunkId === row.id).map(({ id, keyword, category }): Keyword => ({ id, keyword, category })),
        { previous: rows[i - 1]?.id ?? null, next: rows[i + 1]?.id ?? null },
      ),
    );
  }

  /** Chunks are read under the video's rules: visible, and for viewers published, signed in and not locked. */
  function chunkReadRefusal(actor: Actor | null, { row, locked, canManage }: WatchAccess): AppError | null {
    if (!canReadChunks(canManage, row.status)) return new AppError('NOT_FOUND', 'this video has no published chunks');
    if (!canManage) {
      if (!actor) return new AppError('NOT_LOGGED_IN', 'log in to watch this video');
      if (locked) return new AppError('VIDEO_LOCKED', 'subscribe to watch this video');
    }
    return null;
  }

  async function loadReadable(actor: Actor | null, activityId: string): Promise<ActivityRow> {
    const access = await activities.watchAccess(actor, activityId);
    const refusal = chunkReadRefusal(actor, access);
    if (refusal) throw refusal;
    return access.row;
  }

  async function loadChunk(chunkId: string): Promise<ChunkRow> {
    const chunk = await repository.findChunk(chunkId);
    if (!chunk) throw new AppError('NOT_FOUND', 'no such chunk');
    return chunk;
  }

  /** The chunk and its webinar, for a caller who manages it, in a status that allows the edit. */
  async function loadEditable(actor: Actor, chunkId: string, statuses: readonly ActivityStatus[]) {
    const chunk = await loadChunk(chunkId);
    const { row } = await activities.loadManaged(actor, chunk.activityId);
    if (!statuses.includes(row.status)) throw new AppError('INVALID_STATUS_TRANSITION', `chunks cannot be changed in ${row.status}`);
    return { chunk, row };
  }

  async function presentOne(chunk: ChunkRow): Promise<Chunk> {
    const rows = await repository.chunksOf(chunk.activityId);
    const all = await present(rows);
    return all.find((item) => item.id === chunk.id)!;
  }

  /** Titles, summaries and keywords of chunks from their own lines, as the analysis writes them (ms ranges). */
  function describeRanges(ranges: readonly MsRange[], transcripts: readonly TranscriptLine[][], language: string): ChunkText[] {
    return describeChunks(
      ranges.map((range, i) => ({ start: range.start / 1000, end: range.end / 1000, lines: transcripts[i]!.map((line) => line.text) })),
      language,
    );
  }

  async function transcriptLines(activityId: string): Promise<TranscriptLine[]> {
    return (await repository.findTranscript(activityId))?.lines ?? [];
  }

  return {
    /** trigger-analysis, fast-analysis, retry-analysis, publish (spec §4), for PUT /api/activities/{id}/status. */
    async command(actor: Actor, id: string, command: AnalysisCommand): Promise<{ activity: Activity }> {
      const { row, access } = await activities.loadManaged(actor, id);
      let updated: ActivityRow;
      if (command === 'publish') {
        if (row.status !== 'PROCESSED') throw new AppError('INVALID_STATUS_TRANSITION', `cannot publish from ${row.status}`);
        if ((await repository.chunksOf(id)).length === 0) throw new AppError('NO_CHUNKS_AVAILABLE', 'nothing to publish');
        updated = await activities.transition(id, ['PROCESSED'], { status: 'PUBLISHED' });
      } else if (command === 'retry-analysis') {
        if (!canRetryAnalysis(actor, row.status)) {
          throw new AppError('PERMISSION_DENIED', 'hosts restart an analysis while it runs or after an error; admins at any time');
        }
        const run = await repository.findRun(id);
        const chunksExist = (await repository.chunksOf(id)).length > 0;
        updated =
          row.status === 'COMPILING_ERROR' && chunksExist
            ? await compile(id, ['COMPILING_ERROR'])
            : await start(row, [row.status], run?.fast ?? false);
      } else {
        updated = await start(row, ANALYSIS_START_STATUSES, command === 'fast-analysis');
      }
      return { activity: await activities.presentRow(actor, updated, access) };
    },

    /**
     * A recording became ready. A live that was stopped is in ANALYZING already (its recording is composed and
     * processed after the stop): its analysis is queued now, in the caller's transaction.
     */
    async recordingReady(activityId: string): Promise<void> {
      const row = await activities.findRow(activityId);
      if (row?.status !== 'ANALYZING') return;
      const recording = await activities.readyRecording(activityId);
      await repository.resetRun(activityId, { recordingId: recording?.id ?? null });
      await jobs.enqueue(runAnalysisJob, { activityId });
    },

    /**
     * The first `limit` lines holding every word, in chunks of published videos the caller may watch: newest video
     * first, then in time order. The channel is read a page of videos at a time, and the search stops once it has its
     * hits: a word said in most chunks reads the newest videos only. A page without any match makes the next page the
     * rest of the channel, which the indexes then narrow at once, so a rare word costs two queries. Access is checked
     * for the videos of each batch of matching chunks, before their lines count.
     */
    async search(actor: Actor | null, workspaceId: string, query: string, limit: number): Promise<TranscriptSearchHit[]> {
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
    },

    async progress(actor: Actor, activityId: string): Promise<AnalysisProgress> {
      const { row } = await activities.loadManaged(actor, activityId);
      const [run, transcript] = await Promise.all([repository.findRun(activityId), repository.findTranscript(activityId)]);
      return toProgress(row.status, row.errMsg, run, transcript);
    },

    async list(actor: Actor | null, activityId: string): Promise<Chunk[]> {
      await loadReadable(actor, activityId);
      return present(await repository.chunksOf(activityId));
    },

    async get(actor: Actor | null, activityId: string, chunkId: string): Promise<Chunk> {
      await loadReadable(actor, activityId);
      const chunk = await loadChunk(chunkId);
      if (chunk.activityId !== activityId) throw new AppError('NOT_FOUND', 'no such chunk');
      return presentOne(chunk);
    },

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

    /** The stored clip or thumbnail of a chunk, after the same check as the video's media. */
    async media(actor: Actor | null, chunkId: string, file: 'clip.mp4' | 'thumbnail.jpg'): Promise<{ key: string; contentType: string }> {
      const chunk = await loadChunk(chunkId);
      await loadReadable(actor, chunk.activityId);
      const key = file === 'clip.mp4' ? chunk.clipKey : chunk.thumbnailKey;
      if (!key) throw new AppError('NOT_FOUND', 'this chunk is not compiled yet');
      return { key, contentType: file === 'clip.mp4' ? 'video/mp4' : 'image/jpeg' };
    },
  };
}

export type AnalysisService = ReturnType<typeof createAnalysisService>;
