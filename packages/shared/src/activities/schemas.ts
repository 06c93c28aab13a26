import { z } from 'zod';
import { WORKSPACE_LANGUAGES } from '../common/constants.js';
import { pagedSchema } from '../common/http.js';
import { nameText } from '../common/names.js';
import { VALIDATION_MESSAGES as M } from '../common/validation.js';
import { streamDestinationsSchema } from '../live/destinations.js';
import { keywordSchema } from '../workspaces/schemas.js';
import { ACTIVITY_KINDS, ACTIVITY_LIMITS, ACTIVITY_MESSAGES, ACTIVITY_PAGE_SIZES, ACTIVITY_STATUSES, MEDIA_STATES } from './rules.js';

export const activityLanguageSchema = z.enum(WORKSPACE_LANGUAGES);

export const recordingSchema = z.object({
  id: z.string(),
  /** The mp4 as uploaded, streamed with byte ranges by the app after an access check. */
  archive_url: z.string(),
  /** The master playlist: the stream, with a subtitles rendition when the recording has captions. */
  hls_url: z.string().nullable(),
  /**
   * The captions as WebVTT, for the mp4 (a `<track>`); not found when the recording has none (no transcript, or the
   * video not published yet). Absent from answers of servers before captions.
   */
  captions_url: z.string().nullable().default(null),
  poster_url: z.string().nullable(),
  duration: z.number().nullable(),
  media_state: z.enum(MEDIA_STATES),
  /** 0 to 1 while processing. */
  progress: z.number(),
  reencoded: z.boolean().nullable(),
  error: z.string().nullable(),
  created_on: z.string(),
});

export type Recording = z.infer<typeof recordingSchema>;

export const activityWorkspaceSchema = z.object({
  id: z.string(),
  slug: z.string().nullable(),
  name: z.string(),
  logo_url: z.string().nullable(),
});

export const activityPlanSchema = z.object({
  id: z.string(),
  name: z.string(),
  stripe_plan_id: z.string().nullable(),
  /** False for a plan the host took off sale: it still unlocks for its buyers, but nobody new can buy it. */
  on_sale: z.boolean(),
});

export const activityCourseSchema = z.object({ id: z.string(), title: z.object({ en: z.string() }) });

export const activitySchema = z.object({
  id: z.string(),
  /** Spec §3: the title is a map by language; `en` is the one used. */
  title: z.object({ en: z.string() }),
  kind: z.enum(ACTIVITY_KINDS),
  language: activityLanguageSchema,
  start_date: z.string(),
  speakers: z.array(z.string()),
  description: z.string(),
  keywords: z.array(keywordSchema),
  plans: z.array(activityPlanSchema),
  courses: z.array(activityCourseSchema),
  course_id: z.string().nullable(),
  thumbnail_url: z.string().nullable(),
  status: z.enum(ACTIVITY_STATUSES),
  position: z.number().int(),
  go_live_time: z.string().nullable(),
  end_live_time: z.string().nullable(),
  workspace: activityWorkspaceSchema,
  workspace_id: z.string(),
  created_on: z.string(),
  webrtc_session_id: z.string().nullable(),
  err_msg: z.string().nullable(),
  recording: z.array(recordingSchema),
  /** Spec §4 lock state, for the caller: true when it has plans and the caller is neither a member nor a subscriber. */
  locked: z.boolean(),
  /** Whether the caller may edit it (the channel's host or an admin). */
  can_manage: z.boolean(),
  /** A published video with free-preview chunks (the 'Free preview' badge); absent where a list does not say. */
  free_preview: z.boolean().optional(),
});

export type Activity = z.infer<typeof activitySchema>;

export const activityPageSchema = pagedSchema(activitySchema);

const speakersSchema = z.array(z.string().uuid()).max(ACTIVITY_LIMITS.maxSpeakers, ACTIVITY_MESSAGES.tooManySpeakers);

const titleSchema = nameText.min(1, M.required).max(ACTIVITY_LIMITS.titleMaxLength, M.tooLong);

/** POST /api/courses/{id}/activities and POST /api/workspaces/{id}/activities. */
export const createActivityBodySchema = z.object({
  name: titleSchema,
  kind: z.enum(ACTIVITY_KINDS).default('webinar'),
  language: activityLanguageSchema.optional(),
  start_date: z.string().datetime({ offset: true }).optional(),
  speakers: speakersSchema.default([]),
});

export type CreateActivityBody = z.input<typeof createActivityBodySchema>;

/** PUT /api/activities/{id}: every field optional; only what is sent changes. */
export const updateActivityBodySchema = z.object({
  name: titleSchema.optional(),
  kind: z.enum(ACTIVITY_KINDS).optional(),
  language: activityLanguageSchema.optional(),
  speakers: speakersSchema.optional(),
  description: z.string().max(ACTIVITY_LIMITS.descriptionMaxLength, M.tooLong).optional(),
  keywords: z.array(z.string().uuid()).max(ACTIVITY_LIMITS.maxKeywords, M.tooLong).optional(),
  start_date: z.string().datetime({ offset: true }).optional(),
  plans: z.array(z.string().uuid()).max(50).optional(),
  courses: z.array(z.string().uuid()).max(1).optional(),
  /** A key handed out by POST /api/s3/image, or null to remove the thumbnail. */
  thumbnail_url: z.string().max(500).nullable().optional(),
});

export type UpdateActivityBody = z.input<typeof updateActivityBodySchema>;

export const activityStatusBodySchema = z.object({
  command: z.string().min(1).max(50),
  broadcast_platforms: streamDestinationsSchema.optional(),
  thumbnail_url: z.string().max(500).optional(),
});

/** open-waitingroom's answer (spec 001 §4): the activity, a host token and a state. */
export const openWaitingRoomResponseSchema = z.object({ activity: activitySchema, token: z.string(), state: z.string() });

export const activityStatusResponseSchema = z.union([openWaitingRoomResponseSchema, z.object({ activity: activitySchema })]);

export const activityListQuerySchema = z.object({
  status: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(ACTIVITY_PAGE_SIZES.manageWebinars),
  offset: z.coerce.number().int().min(0).default(0),
  not_expired: z.enum(['true', 'false']).optional(),
});

export const playbackQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(ACTIVITY_PAGE_SIZES.channelPageVideos),
  offset: z.coerce.number().int().min(0).default(0),
  plans: z.string().max(2000).optional(),
  keywords: z.string().max(2000).optional(),
  title: z.string().max(100).optional(),
});

export const publicPlaybackQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(ACTIVITY_PAGE_SIZES.latestVideos),
  offset: z.coerce.number().int().min(0).default(0),
  subscribed: z.enum(['true', 'false']).optional(),
  title: z.string().max(100).optional(),
});

/** POST /api/s3/image: a base64 image, answered with a thumbnail_url (a key the activity stores). */
export const imageUploadBodySchema = z.object({
  base64: z.string().min(1, M.required),
  filetype: z.string().max(100).default(''),
  bucket: z.string().max(100).optional(),
});

export const imageUploadResponseSchema = z.object({ thumbnail_url: z.string(), url: z.string() });

/** POST /api/s3/: a recording sent whole (up to the multipart threshold), to the signed part URL it answers. */
export const startSingleUploadBodySchema = z.object({
  activityId: z.string().uuid(),
  fileType: z.string().max(100).optional(),
  duration: z.number().nonnegative().optional(),
});

export const startSingleUploadResponseSchema = z.object({ url: z.string(), key: z.string(), uploadId: z.string() });

/** POST /api/s3/multipart. */
export const startMultipartBodySchema = z.object({
  activityId: z.string().uuid(),
  duration: z.number().nonnegative().optional(),
  size: z.number().int().positive().max(ACTIVITY_LIMITS.maxRecordingBytes).optional(),
  fileName: z.string().max(255).optional(),
});

export const startMultipartResponseSchema = z.object({ uploadId: z.string(), key: z.string() });

export const multipartKeyQuerySchema = z.object({ key: z.string().min(1).max(500) });

export const multipartPartSchema = z.object({ PartNumber: z.number().int(), ETag: z.string(), Size: z.number().int() });

export const multipartPartsResponseSchema = z.array(multipartPartSchema);

export const signPartResponseSchema = z.object({ url: z.string() });

/**
 * PUT of a part to its signed URL: the part's ETag (also sent as a header, as S3 does), and the recording once the
 * upload is whole (a file sent whole; null for the parts of a multipart upload, which the complete call records).
 */
export const partUploadResponseSchema = z.object({ ETag: z.string(), recording: recordingSchema.nullable() });

export const completeMultipartBodySchema = z.object({
  parts: z
    .array(z.object({ PartNumber: z.number().int().min(1), ETag: z.string().max(200) }))
    .min(1)
    .max(ACTIVITY_LIMITS.maxParts),
  duration: z.number().nonnegative().optional(),
});

export const recordingListSchema = z.object({ results: z.array(recordingSchema) });
