import type { AnalysisStep, TranscriptLine } from '@platform/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { activities, recordings } from '../activities/activities.table.js';
import { users } from '../users/users.table.js';
import { keywords, workspaces } from '../workspaces/workspaces.table.js';

export interface StepProgress {
  step: AnalysisStep;
  percent: number;
  /** From the start of the run to this report: how long the steps take, for the page and the benchmark. */
  elapsed_ms: number;
}

/** The analysis of one activity: which recording, whether review is skipped, progress per step, and who runs it. */
export const analysisRuns = pgTable('analysis_runs', {
  activityId: uuid('activity_id')
    .primaryKey()
    .references(() => activities.id, { onDelete: 'cascade' }),
  recordingId: uuid('recording_id').references(() => recordings.id, { onDelete: 'set null' }),
  /** fast-analysis: no review, straight to compiling. */
  fast: boolean('fast').notNull().default(false),
  steps: jsonb('steps').$type<StepProgress[]>().notNull().default([]),
  /** Picture changes found by the analysis (ms); compiling takes each chunk's thumbnail at the first one inside it. */
  sceneCutsMs: jsonb('scene_cuts_ms').$type<number[]>().notNull().default([]),
  durationMs: integer('duration_ms'),
  /**
   * A lease, not a row lock: a pipeline runs for minutes and must not hold a transaction open. A second worker given
   * the same job finds the lease taken and leaves it; a worker that died lets its lease run out.
   */
  leaseOwner: text('lease_owner'),
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The recording's whole transcript (ms), with the engine and model that made it; chunks take their lines from it. */
export const transcripts = pgTable('transcripts', {
  activityId: uuid('activity_id')
    .primaryKey()
    .references(() => activities.id, { onDelete: 'cascade' }),
  engine: text('engine').notNull(),
  model: text('model'),
  language: text('language').notNull(),
  lines: jsonb('lines').$type<TranscriptLine[]>().notNull().default([]),
  /** Engines for the language that failed on this recording (crashed, timed out) before `engine` or before none was left. */
  failedEngines: text('failed_engines')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Spec §3 Chunk. Ordered by start: next_id and previous_id follow that order. The table also has two generated,
 * indexed columns for the transcript search, search_words and search_cjk_pairs (migration 0017), left out here so
 * that reading chunks does not carry them; only the search query uses them.
 */
export const chunks = pgTable(
  'chunks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    startMs: integer('start_ms').notNull(),
    endMs: integer('end_ms').notNull(),
    title: text('title').notNull().default(''),
    summary: text('summary').notNull().default(''),
    transcript: jsonb('transcript').$type<TranscriptLine[]>().notNull().default([]),
    /** Storage keys, set by compiling; served after an access check. */
    clipKey: text('clip_key'),
    thumbnailKey: text('thumbnail_key'),
    /** A free preview: its clip plays for people who may not play the video (guests, viewers without the plan). */
    teaser: boolean('teaser').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('chunks_range_check', sql`${table.startMs} >= 0 AND ${table.endMs} >= ${table.startMs}`),
    index('chunks_activity_start_idx').on(table.activityId, table.startMs, table.id),
  ],
);

/** A chunk's keywords, from the platform's one keyword list. */
export const chunkKeywords = pgTable(
  'chunk_keywords',
  {
    chunkId: uuid('chunk_id')
      .notNull()
      .references(() => chunks.id, { onDelete: 'cascade' }),
    keywordId: uuid('keyword_id')
      .notNull()
      .references(() => keywords.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.chunkId, table.keywordId] }), index('chunk_keywords_keyword_idx').on(table.keywordId)],
);

/** How many free previews a channel's videos may have each; a channel without a row has TEASER_LIMITS.defaultPerVideo. */
export const teaserSettings = pgTable(
  'teaser_settings',
  {
    workspaceId: uuid('workspace_id')
      .primaryKey()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    maxPerVideo: integer('max_per_video').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('teaser_settings_max_check', sql`${table.maxPerVideo} >= 0`)],
);

/**
 * Free previews started: one row per viewer (their account, or a guest's browser id) per chunk per Hong Kong day, so a
 * replay the same day counts once. `userId` ties a play to the purchases that followed it.
 */
export const teaserPlays = pgTable(
  'teaser_plays',
  {
    chunkId: uuid('chunk_id')
      .notNull()
      .references(() => chunks.id, { onDelete: 'cascade' }),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    viewerKey: text('viewer_key').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    day: date('day').notNull(),
    playedAt: timestamp('played_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.chunkId, table.viewerKey, table.day] }),
    index('teaser_plays_activity_idx').on(table.activityId),
    index('teaser_plays_workspace_user_idx').on(table.workspaceId, table.userId, table.playedAt),
  ],
);
