import { z } from 'zod';
import { ACTIVITY_STATUSES } from '../activities/rules.js';
import { VALIDATION_MESSAGES as M } from '../common/validation.js';
import { FEED_KINDS, LIVE_LIMITS, LIVE_MESSAGES, PARTICIPANT_ROLES } from './rules.js';

export const participantSchema = z.object({
  /** The user id (spec: connection data carries the user id). */
  id: z.string(),
  role: z.enum(PARTICIPANT_ROLES),
  display_name: z.string(),
  /** Connected to the room's WebSocket now. */
  online: z.boolean(),
  audio: z.boolean(),
  video: z.boolean(),
});

export type Participant = z.infer<typeof participantSchema>;

/** A published stream in the room: someone's camera (with microphone) or screen. */
export const liveFeedSchema = z.object({
  id: z.string(),
  participant_id: z.string(),
  display_name: z.string(),
  kind: z.enum(FEED_KINDS),
});

export type LiveFeed = z.infer<typeof liveFeedSchema>;

export const chatTextSchema = z.string().trim().min(1, LIVE_MESSAGES.chatEmpty).max(LIVE_LIMITS.chatMaxLength, M.tooLong);

export const chatMessageSchema = z.object({
  id: z.string(),
  /** Order of the room's messages: increasing, the same on every server instance. */
  seq: z.number().int(),
  participant_id: z.string(),
  display_name: z.string(),
  role: z.enum(PARTICIPANT_ROLES),
  text: z.string(),
  sent_at: z.string(),
});

export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const displayNameSchema = z
  .string()
  .trim()
  .min(1, LIVE_MESSAGES.displayNameRequired)
  .max(LIVE_LIMITS.displayNameMaxLength, M.tooLong);

/**
 * Live Q&A (issue 31): a question asked in the room. An anonymous one names its asker (asker_id, asker_name) only to the
 * host, speakers and admins, and to the asker; everyone else gets nulls. Times on the live's clock are milliseconds
 * since go-live, which is where they fall in the recording (its chunks' start and end); null before go-live.
 */
export const liveQuestionSchema = z.object({
  id: z.string(),
  text: z.string(),
  anonymous: z.boolean(),
  asker_id: z.string().nullable(),
  asker_name: z.string().nullable(),
  votes: z.number().int(),
  answered: z.boolean(),
  pinned: z.boolean(),
  asked_at: z.string(),
  asked_ms: z.number().int().nullable(),
  answered_ms: z.number().int().nullable(),
});

export type LiveQuestion = z.infer<typeof liveQuestionSchema>;

/** GET /api/activities/{id}/live/questions: the room's questions, with whether the caller voted for each. */
export const liveQuestionsResponseSchema = z.object({ results: z.array(liveQuestionSchema.extend({ voted: z.boolean() })) });

export type LiveQuestionsResponse = z.infer<typeof liveQuestionsResponseSchema>;

/** A chat message of an ended live, at its time on the live's clock (only those sent after go-live). */
export const replayChatMessageSchema = z.object({
  id: z.string(),
  display_name: z.string(),
  text: z.string(),
  at_ms: z.number().int(),
  /** Only the host (and admins) get hidden ones, to show them hidden and unhide them. */
  hidden: z.boolean(),
});

export type ReplayChatMessage = z.infer<typeof replayChatMessageSchema>;

/**
 * GET /api/activities/{id}/live/replay: what was asked during a live, for its video page, and when each chat message
 * was sent (on the live's clock, in order): enough to count a chunk's messages, whose text is read when it is unfolded.
 */
export const liveReplayResponseSchema = z.object({
  questions: z.array(liveQuestionSchema.extend({ hidden: z.boolean() })),
  chat_ms: z.array(z.number().int()),
});

export type LiveReplayResponse = z.infer<typeof liveReplayResponseSchema>;

export type ReplayQuestion = LiveReplayResponse['questions'][number];

/** GET /api/activities/{id}/live/chat: the chat sent from `from_ms` to `to_ms` (both included) on the live's clock. */
export const replayChatQuerySchema = z
  .object({ from_ms: z.coerce.number().int().min(0), to_ms: z.coerce.number().int().min(0) })
  .refine((range) => range.to_ms >= range.from_ms, { message: 'invalid', path: ['to_ms'] });

export const replayChatResponseSchema = z.object({ results: z.array(replayChatMessageSchema) });

/** PUT /api/activities/{id}/live/questions/{questionId}/hidden and .../live/chat/{messageId}/hidden (the host). */
export const hideBodySchema = z.object({ hidden: z.boolean() });

/**
 * The SFU's offer of one feed to one participant: the browser answers it with PUT
 * /api/activities/{id}/live/subscriptions/{subscription_id}.
 */
export const feedOfferSchema = z.object({ feed_id: z.string(), subscription_id: z.string(), sdp: z.string() });

export type FeedOffer = z.infer<typeof feedOfferSchema>;

/** PUT /api/activities/{id}/join (spec 001 §7): `sessionId` is the webinar's webrtc_session_id. */
export const joinLiveBodySchema = z.object({
  sessionId: z.string().min(1).max(100),
  display_name: displayNameSchema.optional(),
});

export const joinLiveResponseSchema = z.object({
  /** Sent as the `x-live-token` header on media calls and as `token` on the WebSocket. */
  token: z.string(),
  self: participantSchema,
  participants: z.array(participantSchema),
  feeds: z.array(liveFeedSchema),
  /** Not in the spec: the revision of `feeds` (see the `feeds` signal). */
  feeds_revision: z.number().int(),
  chat: z.array(chatMessageSchema),
  status: z.enum(ACTIVITY_STATUSES),
  /** ICE servers (STUN/TURN) from the configuration; empty on loopback. */
  ice_servers: z.array(
    z.object({ urls: z.union([z.string(), z.array(z.string())]), username: z.string().optional(), credential: z.string().optional() }),
  ),
  /** Whether the channel's upselling is on (spec §6: the upsell button shows only then). */
  upselling: z.boolean(),
  /**
   * Not in the spec: offers of the feeds the newcomer may watch now (all but their own), made while the join ran, so
   * the browser answers them at once instead of asking POST .../live/subscriptions first. A feed missing here (its
   * offer failed, or it started later) is asked for as before.
   */
  offers: z.array(feedOfferSchema),
});

export type JoinLiveResponse = z.infer<typeof joinLiveResponseSchema>;

/** `total`: how many are in the room now (a socket open); `results` lists those who joined, whether still there or not. */
export const participantsResponseSchema = z.object({ results: z.array(participantSchema), total: z.number().int() });

/** PUT /api/activities/{id}/participants/{userId}. A refusal for the room's limit carries `failed_limit`. */
export const participantRoleBodySchema = z.object({ new_role: z.enum(['speaker', 'viewer']) });

export const participantRoleResponseSchema = z.object({ participant: participantSchema });

/** POST /api/activities/{id}/live/publish: the browser's offer; the answer comes back with the feed id. */
export const publishBodySchema = z.object({ sdp: z.string().min(1).max(100_000), kind: z.enum(FEED_KINDS) });

export const publishResponseSchema = z.object({ feed_id: z.string(), sdp: z.string() });

/** POST /api/activities/{id}/live/subscriptions: the server offers the feed; the browser answers with PUT. */
export const subscribeBodySchema = z.object({ feed_id: z.string().min(1).max(100) });

export const subscribeResponseSchema = feedOfferSchema.omit({ feed_id: true });

export const subscriptionAnswerBodySchema = z.object({ sdp: z.string().min(1).max(100_000) });

export const feedsResponseSchema = z.object({ results: z.array(liveFeedSchema), revision: z.number().int() });

/** The signals a participant sends and the room relays as they are (role permitting). */
const screenshareSignal = z.object({
  type: z.literal('screenshare'),
  action: z.enum(['start', 'stop', 'remote-off']),
  participant_id: z.string(),
  feed_id: z.string().optional(),
});

/** The host turns someone's microphone or camera off (or asks them to turn it on). */
const avControlSignal = z.object({
  type: z.literal('av-control'),
  target_id: z.string(),
  audio: z.boolean().optional(),
  video: z.boolean().optional(),
});

const avStatusRequestSignal = z.object({ type: z.literal('av-status-request') });

const avStatusResponseSignal = z.object({ type: z.literal('av-status-response'), audio: z.boolean(), video: z.boolean() });

const toastSignal = z.object({ type: z.literal('toast'), message: z.string().trim().min(1).max(200) });

const modalSignal = z.object({
  type: z.literal('modal'),
  modal: z.enum(['plan-modal', 'landbot']),
  plan_ids: z.array(z.string()).max(20).optional(),
});

/**
 * Live signals (spec §4): what travels over the room's WebSocket. The server stamps `from` on what it relays and
 * checks each sender's role: only the host (or an admin) controls others; hosts and speakers share screens and plans.
 */
export const liveSignalSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('status'), status: z.enum(ACTIVITY_STATUSES) }),
  screenshareSignal,
  avControlSignal,
  avStatusRequestSignal,
  avStatusResponseSignal,
  z.object({ type: z.literal('participant-change'), participants: z.array(participantSchema), total: z.number().int() }),
  /**
   * The feeds the participant may watch now. Lists read at different moments can arrive out of order (a socket's
   * first list, a publish's, an unpublish's): `revision` grows with every change, and a list older than the one
   * shown is dropped.
   */
  z.object({ type: z.literal('feeds'), feeds: z.array(liveFeedSchema), revision: z.number().int() }),
  toastSignal,
  modalSignal,
  z.object({ type: z.literal('chat-message'), message: chatMessageSchema }),
  /** A question asked or changed (votes, answered, pinned); the asker of an anonymous one only to those who may know. */
  z.object({ type: z.literal('question'), question: liveQuestionSchema }),
  /** To the voter only: their vote counted. */
  z.object({ type: z.literal('question-voted'), question_id: z.string() }),
  /** The host hid a question: it leaves everyone's list (one shown again arrives as `question`). */
  z.object({ type: z.literal('question-hidden'), question_id: z.string() }),
  /** The host hid a chat message: it leaves everyone's chat (one shown again arrives as `chat-message`). */
  z.object({ type: z.literal('chat-hidden'), message_id: z.string() }),
  /** A refusal of what this client sent, as an error key of the `errors` namespace. */
  z.object({ type: z.literal('error'), msg: z.string() }),
]);

export type LiveSignal = z.infer<typeof liveSignalSchema>;

/** What a client may send over the WebSocket; everything else comes from the server. */
export const clientLiveMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('chat-message'), text: chatTextSchema }),
  /** Questions follow the chat's rules: not empty, at most chatMaxLength characters, chatMinIntervalMs apart. */
  z.object({ type: z.literal('question-ask'), text: chatTextSchema, anonymous: z.boolean() }),
  z.object({ type: z.literal('question-vote'), question_id: z.string().uuid() }),
  z.object({ type: z.literal('question-answer'), question_id: z.string().uuid(), answered: z.boolean() }),
  /** One question is pinned at a time: pinning one unpins the other. */
  z.object({ type: z.literal('question-pin'), question_id: z.string().uuid(), pinned: z.boolean() }),
  screenshareSignal,
  avControlSignal,
  avStatusRequestSignal,
  avStatusResponseSignal,
  toastSignal,
  modalSignal,
]);

export type ClientLiveMessage = z.infer<typeof clientLiveMessageSchema>;

/** Every server message carries who it is from (a participant id, or null for the server) and the signal. */
export const serverLiveMessageSchema = z.object({ from: z.string().nullable(), signal: liveSignalSchema });

export type ServerLiveMessage = z.infer<typeof serverLiveMessageSchema>;
