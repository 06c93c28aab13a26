/**
 * The limits, lists and rules of the live room that both apps use, without a zod schema: the web's pages read these
 * as they load, and the schemas beside them are built only when a call first needs them (apps/web/src/lib/contract.ts).
 */

/** Spec §3 "Participant" and §6 "Live room": who someone is in a live room. */
export const PARTICIPANT_ROLES = ['host', 'speaker', 'viewer', 'admin'] as const;

export type ParticipantRole = (typeof PARTICIPANT_ROLES)[number];

/** The roles that publish camera, microphone and screen (spec §6). */
export const PUBLISHING_ROLES: readonly ParticipantRole[] = ['host', 'speaker', 'admin'];

/** Spec 001 §9 limits of the live room. */
export const LIVE_LIMITS = {
  /** The participant count shown stops at this (spec §9 "participant cap display"). */
  participantCapDisplay: 1000,
  /** Stream subscriber retry: 3 attempts, 2 s apart (spec §9). */
  subscribeRetryAttempts: 3,
  subscribeRetryDelayMs: 2000,
  chatMaxLength: 1000,
  /** What a late joiner sees of the chat, and what a reload restores from the server. */
  chatHistory: 100,
  displayNameMaxLength: 50,
  /** Spec §9: screen share takes 85% of the stage, the camera strip 15%. */
  screenShareStagePercent: 85,
  toolbarHeightPx: 52,
  /** Shown as the screen-share error code (spec §8). */
  screenShareErrorCode: 1500,
  /** Chat messages are sent at most this often per participant. */
  chatMinIntervalMs: 300,
} as const;

export const LIVE_MESSAGES = {
  chatEmpty: 'chat_message_empty',
  displayNameRequired: 'display_name_required',
} as const;

export const FEED_KINDS = ['camera', 'screen'] as const;

export type FeedKind = (typeof FEED_KINDS)[number];

/** Most chat messages one GET /api/activities/{id}/live/chat answers: a chunk's worth of a busy live. */
export const REPLAY_CHAT_PAGE = 1000;

/** The WebSocket of a live room: cookie-authenticated, with the join token. */
export const LIVE_SOCKET_PATH = '/api/live/socket';

/** The socket's close code for a missing or replaced join token: the client stops reconnecting. */
export const LIVE_SOCKET_CLOSE_UNAUTHORIZED = 4401;

/** The socket's close code when the participant's access to the channel ended: the room says so and stops reconnecting. */
export const LIVE_SOCKET_CLOSE_ACCESS_ENDED = 4403;
