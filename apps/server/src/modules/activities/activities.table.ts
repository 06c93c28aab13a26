import {
  ACTIVITY_STATUSES,
  MEDIA_STATES,
  WORKSPACE_LANGUAGES,
  type ActivityStatus,
  type MediaState,
  type WorkspaceLanguage,
} from '@platform/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { isOneOf } from '../../database/check.js';
import { plans } from '../subscriptions/plans/plans.table.js';
import { users } from '../users/users.table.js';
import { keywords, workspaces } from '../workspaces/workspaces.table.js';

/** Spec §3 Course: a channel's series of webinars and videos. */
export const courses = pgTable(
  'courses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    publish: boolean('publish').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('courses_workspace_idx').on(table.workspaceId, table.createdAt.desc())],
);

/** Spec §3 Activity: a webinar, which becomes a video once it has a playable recording. */
export const activities = pgTable(
  'activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    kind: text('kind').notNull().default('webinar'),
    language: text('language').$type<WorkspaceLanguage>().notNull(),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    /** Sanitised HTML. */
    description: text('description').notNull().default(''),
    /** A storage key; URLs are signed when read. */
    thumbnailKey: text('thumbnail_key'),
    status: text('status').$type<ActivityStatus>().notNull().default('SETUP'),
    position: integer('position').notNull().default(0),
    webrtcSessionId: text('webrtc_session_id'),
    hostTokenHash: text('host_token_hash'),
    goLiveTime: timestamp('go_live_time', { withTimezone: true }),
    endLiveTime: timestamp('end_live_time', { withTimezone: true }),
    errMsg: text('err_msg'),
    /** Set when its recording is ready to play: the video lists read this, so they need no join to recordings. */
    playableAt: timestamp('playable_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('activities_status_check', isOneOf(table.status, ACTIVITY_STATUSES)),
    check('activities_language_check', isOneOf(table.language, WORKSPACE_LANGUAGES)),
    index('activities_workspace_status_idx').on(table.workspaceId, table.status, table.startDate.desc()),
    index('activities_course_idx').on(table.courseId, table.startDate.desc()),
    index('activities_status_start_idx').on(table.status, table.startDate),
    // The live zone's order (LIVE first, then the soonest) read straight off the index: no sort of every live row.
    index('activities_live_zone_idx')
      .on(sql`(case when ${table.status} = 'LIVE' then 0 else 1 end)`, table.startDate, table.id)
      .where(sql`${table.status} in ('LIVE', 'PENDING_LIVE')`),
    // NULLS LAST as the lists ask (a plain DESC index is NULLS FIRST and cannot serve their ORDER BY).
    index('activities_playable_idx')
      .on(table.playableAt.desc().nullsLast(), table.id.desc().nullsLast())
      .where(sql`${table.playableAt} IS NOT NULL AND ${table.status} <> 'UNPUBLISHED'`),
    index('activities_workspace_playable_idx')
      .on(table.workspaceId, table.playableAt.desc().nullsLast(), table.id.desc().nullsLast())
      .where(sql`${table.playableAt} IS NOT NULL AND ${table.status} <> 'UNPUBLISHED'`),
    // The header search's spoken words read the newest published videos first (sharing/spoken-search.repository.ts);
    // NULLS FIRST as ORDER BY ... DESC is, or the index cannot serve it.
    index('activities_published_newest_idx')
      .on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.status} = 'PUBLISHED'`),
  ],
);

export const activityKeywords = pgTable(
  'activity_keywords',
  {
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    keywordId: uuid('keyword_id')
      .notNull()
      .references(() => keywords.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.activityId, table.keywordId] }), index('activity_keywords_keyword_idx').on(table.keywordId)],
);

export const activitySpeakers = pgTable(
  'activity_speakers',
  {
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.activityId, table.userId] })],
);

/** The uploaded mp4 of an activity and what the media job made of it (HLS, poster). */
export const recordings = pgTable(
  'recordings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    sourceKey: text('source_key').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    durationSeconds: doublePrecision('duration_seconds'),
    mediaState: text('media_state').$type<MediaState>().notNull().default('processing'),
    progress: doublePrecision('progress').notNull().default(0),
    /** Storage key prefix of the HLS files; the playlist is `${hlsPrefix}index.m3u8`. */
    hlsPrefix: text('hls_prefix'),
    hlsFiles: text('hls_files').array(),
    posterKey: text('poster_key'),
    reencoded: boolean('reencoded'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('recordings_media_state_check', isOneOf(table.mediaState, MEDIA_STATES)),
    index('recordings_activity_idx').on(table.activityId, table.createdAt.desc()),
  ],
);

/**
 * `completing`: one completion has claimed the upload (`claimed_at`, renewed while it runs), so a second one at the
 * same time is refused, not half-run. A claim no longer renewed was left by a server that died mid-completion.
 * `joined`: its parts are one file, but recording that file failed (a probe or database error, not a file that is no
 * video); completing it again records the file without the parts being sent or joined again.
 */
export const UPLOAD_STATES = ['open', 'completing', 'joined', 'completed', 'aborted'] as const;
export type UploadState = (typeof UPLOAD_STATES)[number];
/** The states a user picking the same file again resumes from. */
export const RESUMABLE_UPLOAD_STATES: UploadState[] = ['open', 'joined'];

/** A recording upload in progress. The server keeps the parts it stored, so an interrupted upload resumes from them. */
export const recordingUploads = pgTable(
  'recording_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    key: text('key').notNull().unique(),
    /** The storage's own upload id (S3's UploadId, or the local store's). */
    storageUploadId: text('storage_upload_id').notNull(),
    fileName: text('file_name').notNull().default(''),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    state: text('state').$type<UploadState>().notNull().default('open'),
    /** While `completing`: when the completion last said it was still running. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('recording_uploads_state_check', isOneOf(table.state, UPLOAD_STATES)),
    index('recording_uploads_activity_idx').on(table.activityId, table.state),
  ],
);

export const recordingUploadParts = pgTable(
  'recording_upload_parts',
  {
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => recordingUploads.id, { onDelete: 'cascade' }),
    partNumber: integer('part_number').notNull(),
    etag: text('etag').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.uploadId, table.partNumber] })],
);

/** Spec §3 Activity.plans: the plans that unlock a webinar or video (spec §4 lock state). */
export const activityPlans = pgTable(
  'activity_plans',
  {
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.activityId, table.planId] }), index('activity_plans_plan_idx').on(table.planId)],
);

/**
 * Playbacks of a recording by a signed-in viewer, one per video per Asia/Hong_Kong day (a reload is not a new view):
 * the view-count achievement counts these rows.
 */
export const playbackViews = pgTable(
  'playback_views',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.activityId, table.day] })],
);
