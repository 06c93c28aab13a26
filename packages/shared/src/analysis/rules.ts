/**
 * The limits, lists and rules of the analysis of a recording and its chunks that both apps use, without a zod schema: the web's pages read these
 * as they load, and the schemas beside them are built only when a call first needs them (apps/web/src/lib/contract.ts).
 */

/** Spec §4: the steps the analysis page shows, in order. */
export const ANALYSIS_PAGE_STEPS = ['ANALYZING', 'PENDING_REVIEW', 'COMPILING', 'PROCESSED', 'PUBLISHED'] as const;

/** The work inside ANALYZING and COMPILING, each with its own progress (0 to 100) on the analysis page. */
export const ANALYSIS_STEPS = [
  'probe',
  'audio',
  'silences',
  'scenes',
  'transcription',
  'segmentation',
  'summaries',
  'mezzanine',
  'clips',
] as const;

export type AnalysisStep = (typeof ANALYSIS_STEPS)[number];

/** Spec 001 §8: why an analysis or a compile stopped; the value of the activity's err_msg in an error status. */
export const ANALYSIS_FAILURES = [
  'ANALYSIS_FAILED',
  'CHUNK_COMPILING_FAILED',
  'NO_VALID_CHUNK_RECORDING',
  'NO_CHUNKS_AVAILABLE',
  'NO_VIDEO_AVAILABLE',
  /** The video cannot be opened; the page lists the causes (stopped within seconds; camera and microphone off). */
  'VIDEO_OPEN_FAILED',
] as const;

export type AnalysisFailureKey = (typeof ANALYSIS_FAILURES)[number];

export const ANALYSIS_LIMITS = {
  /** The segmenter splits longer stretches at their best boundary (its minimum follows the recording's length). */
  maxChunkMs: 10 * 60 * 1000,
  maxChunks: 500,
  maxTranscriptLines: 5_000,
  maxLineLength: 2_000,
  /** A chunk's title and summary as the host rewrites them (the analysis writes titles of at most 60 characters). */
  maxChunkTitleLength: 150,
  maxChunkSummaryLength: 2_000,
  maxSpeakerLength: 100,
  /** 24 h: no recording is longer. */
  maxTimeMs: 24 * 60 * 60 * 1000,
} as const;

export const TRANSCRIPT_SEARCH_LIMITS = {
  queryMaxLength: 100,
  /** Words of a query that count; a line matches when it has all of them. */
  maxWords: 8,
  maxResults: 50,
  defaultResults: 20,
} as const;
