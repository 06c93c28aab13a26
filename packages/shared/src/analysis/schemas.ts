import { z } from 'zod';
import { nameText } from '../common/names.js';
import { VALIDATION_MESSAGES as M } from '../common/validation.js';
import { keywordSchema } from '../workspaces/schemas.js';
import { ANALYSIS_LIMITS, ANALYSIS_STEPS, TRANSCRIPT_SEARCH_LIMITS } from './rules.js';

const ms = z.number().int().min(0).max(ANALYSIS_LIMITS.maxTimeMs);

/** Spec §3: one transcript entry; times in milliseconds. */
export const transcriptLineSchema = z.object({
  start: ms,
  end: ms,
  speaker: z.string().max(ANALYSIS_LIMITS.maxSpeakerLength),
  text: z.string().max(ANALYSIS_LIMITS.maxLineLength),
});

export type TranscriptLine = z.infer<typeof transcriptLineSchema>;

/** Spec §3 Chunk; start and end are milliseconds (the UI shows seconds). */
export const chunkSchema = z.object({
  id: z.string(),
  activity_id: z.string(),
  start: z.number().int(),
  end: z.number().int(),
  /** Null until compiled. */
  url: z.string().nullable(),
  thumbnail_url: z.string().nullable(),
  keywords: z.array(keywordSchema),
  summary: z.string(),
  /** Spec §3 "titles": a map by language, like the activity's title. */
  titles: z.object({ en: z.string() }),
  transcript: z.array(transcriptLineSchema),
  /** The transcript reads as misrecognised speech (mostly fragments): no summary is made from it; the editor says so. */
  low_confidence: z.boolean(),
  /** A free preview: its clip plays for people who may not play the video. */
  teaser: z.boolean(),
  next_id: z.string().nullable(),
  previous_id: z.string().nullable(),
});

export type Chunk = z.infer<typeof chunkSchema>;

export const chunkListSchema = z.object({ results: z.array(chunkSchema) });

/** Searching a channel's published chunks by the words said in them. */
export const transcriptSearchQuerySchema = z.object({
  q: z.string().trim().min(1).max(TRANSCRIPT_SEARCH_LIMITS.queryMaxLength),
  limit: z.coerce.number().int().min(1).max(TRANSCRIPT_SEARCH_LIMITS.maxResults).default(TRANSCRIPT_SEARCH_LIMITS.defaultResults),
});

/** One transcript line that matched, with its chunk and video; times in milliseconds. */
export const transcriptSearchHitSchema = z.object({
  chunk_id: z.string(),
  activity_id: z.string(),
  activity_title: z.string(),
  chunk_title: z.string(),
  start: z.number().int(),
  end: z.number().int(),
  line: transcriptLineSchema,
  /** Where the query's words are in `line.text` (UTF-16 offsets), for the page to highlight. */
  highlights: z.array(z.object({ from: z.number().int().min(0), to: z.number().int().min(0) })),
});

export type TranscriptSearchHit = z.infer<typeof transcriptSearchHitSchema>;

export const transcriptSearchResultSchema = z.object({ results: z.array(transcriptSearchHitSchema) });

const range = z.object({ start: ms, end: ms }).refine((value) => value.end >= value.start, { message: 'invalid', path: ['end'] });

/** PUT /api/activities/{id}/chunks: the reviewed boundaries, in order. */
export const putChunksBodySchema = z.array(range).min(1).max(ANALYSIS_LIMITS.maxChunks);

export type PutChunksBody = z.infer<typeof putChunksBodySchema>;

/** POST /api/chunks. */
export const createChunkBodySchema = z
  .object({ activity_id: z.string().uuid(), start: ms, end: ms })
  .refine((value) => value.end > value.start, { message: 'invalid', path: ['end'] });

/** PUT /api/chunks/{id}: the host's corrected transcript. */
export const chunkTitleSchema = nameText.min(1, M.required).max(ANALYSIS_LIMITS.maxChunkTitleLength, M.tooLong);

export const chunkSummarySchema = z.string().trim().max(ANALYSIS_LIMITS.maxChunkSummaryLength, M.tooLong);

/** PUT /api/chunks/{id}: the corrected transcript (spec 001 §7), and the chunk's title and summary, any of them. */
export const updateChunkBodySchema = z
  .object({
    transcript: z
      .array(transcriptLineSchema.refine((line) => line.end >= line.start, { message: 'invalid', path: ['end'] }))
      .max(ANALYSIS_LIMITS.maxTranscriptLines)
      .optional(),
    title: chunkTitleSchema.optional(),
    summary: chunkSummarySchema.optional(),
  })
  .refine((body) => body.transcript !== undefined || body.title !== undefined || body.summary !== undefined, {
    message: M.required,
    path: ['transcript'],
  });

export type UpdateChunkBody = z.infer<typeof updateChunkBodySchema>;

/** POST and DELETE /api/chunks/{id}/keywords. */
export const chunkKeywordBodySchema = z.object({ keyword_id: z.string().uuid() });

/** GET /api/activities/{id}/analysis: where the analysis is, step by step, and what the transcript came from. */
export const analysisProgressSchema = z.object({
  status: z.string(),
  err_msg: z.string().nullable(),
  /** `elapsed_ms`: time from the start of the run (analysis or compile) to the last report of the step. */
  steps: z.array(z.object({ step: z.enum(ANALYSIS_STEPS), percent: z.number().min(0).max(100), elapsed_ms: z.number().int() })),
  transcript: z
    .object({
      /** 'none' when no engine handles the language, or all that do failed: chunks come from silences and scene cuts only. */
      engine: z.string(),
      model: z.string().nullable(),
      language: z.string(),
      available: z.boolean(),
      /** Engines that failed on this recording (crashed, timed out) before `engine`, or before none was left. */
      failed_engines: z.array(z.string()),
    })
    .nullable(),
});

export type AnalysisProgress = z.infer<typeof analysisProgressSchema>;
