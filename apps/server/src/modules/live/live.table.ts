import { FEED_KINDS, PARTICIPANT_ROLES, type FeedKind, type ParticipantRole } from '@platform/shared';
import { bigserial, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { isOneOf } from '../../database/check.js';
import { activities } from '../activities/activities.table.js';
import { users } from '../users/users.table.js';

/** Someone who joined a live room (spec §3 "Participant"); the join token authenticates media calls and the socket. */
export const liveParticipants = pgTable(
  'live_participants',
  {
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<ParticipantRole>().notNull(),
    displayName: text('display_name').notNull(),
    tokenHash: text('token_hash').notNull(),
    audio: boolean('audio').notNull().default(false),
    video: boolean('video').notNull().default(false),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.activityId, table.userId] }),
    check('live_participants_role_check', isOneOf(table.role, PARTICIPANT_ROLES)),
  ],
);

/**
 * Open sockets of a room, on whichever server instance holds them. An instance refreshes `seen_at` of its own rows,
 * so the rows of an instance that died stop counting as online without anyone deleting them.
 */
export const liveConnections = pgTable(
  'live_connections',
  {
    id: uuid('id').primaryKey(),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    instanceId: text('instance_id').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('live_connections_activity_idx').on(table.activityId), index('live_connections_instance_idx').on(table.instanceId)],
);

/** A published camera or screen in a room; `ended_at` is set when it stops. */
export const liveFeeds = pgTable(
  'live_feeds',
  {
    id: text('id').primaryKey(),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    displayName: text('display_name').notNull(),
    kind: text('kind').$type<FeedKind>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [index('live_feeds_activity_idx').on(table.activityId), check('live_feeds_kind_check', isOneOf(table.kind, FEED_KINDS))],
);

/** The room's chat, kept for late joiners, reloads and the replay. `seq` orders it the same on every instance. */
export const liveChatMessages = pgTable(
  'live_chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    displayName: text('display_name').notNull(),
    role: text('role').$type<ParticipantRole>().notNull(),
    text: text('text').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    /** Milliseconds since go-live (the recording's time 0, where its chunks start and end); null in the waiting room. */
    liveMs: integer('live_ms'),
    /** Hidden by the host: gone for viewers, kept for the host to show again. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  },
  (table) => [index('live_chat_messages_activity_idx').on(table.activityId, table.seq)],
);

/**
 * Live Q&A (issue 31): questions asked in the room. `live_ms` and `answered_ms` are on the live's clock like the chat's,
 * so the chunk a question was answered in is the one whose start and end hold `answered_ms`.
 */
export const liveQuestions = pgTable(
  'live_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    displayName: text('display_name').notNull(),
    anonymous: boolean('anonymous').notNull().default(false),
    text: text('text').notNull(),
    votes: integer('votes').notNull().default(0),
    pinned: boolean('pinned').notNull().default(false),
    askedAt: timestamp('asked_at', { withTimezone: true }).notNull().defaultNow(),
    liveMs: integer('live_ms'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredMs: integer('answered_ms'),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  },
  (table) => [index('live_questions_activity_idx').on(table.activityId, table.askedAt)],
);

/** One vote per person and question; `live_questions.votes` counts them, changed in the same statement's transaction. */
export const liveQuestionVotes = pgTable(
  'live_question_votes',
  {
    questionId: uuid('question_id')
      .notNull()
      .references(() => liveQuestions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.questionId, table.userId] })],
);

/**
 * One feed's recording while the webinar was live: a Matroska file copied from the feed's RTP, kept under DATA_DIR
 * while it is written and moved to storage when it ends. A row left open by a restart is closed at the file's last
 * write, so what was recorded before the restart is kept.
 */
export const liveRecordingSegments = pgTable(
  'live_recording_segments',
  {
    id: uuid('id').primaryKey(),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    feedId: text('feed_id').notNull(),
    userId: uuid('user_id').notNull(),
    kind: text('kind').$type<FeedKind>().notNull(),
    localPath: text('local_path').notNull(),
    storageKey: text('storage_key'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
  },
  (table) => [index('live_recording_segments_activity_idx').on(table.activityId)],
);

/** Where a live is restreamed (spec §5: up to 3 destinations), kept while it is live so a restart resumes them. */
export const liveDestinations = pgTable('live_destinations', {
  activityId: uuid('activity_id')
    .primaryKey()
    .references(() => activities.id, { onDelete: 'cascade' }),
  destinations: jsonb('destinations').$type<{ serverUrl: string; streamName: string }[]>().notNull(),
});
