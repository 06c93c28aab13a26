import { LIVE_ZONE_STATUSES, type FeedKind, type StreamDestination } from '@platform/shared';
import { z } from 'zod';
import { ApiError, apiRequest, apiSend, fetchApi, parseAnswer, toApiError } from '../../lib/api';
import { activitySchemas, liveSchemas } from '../../lib/contract';

const activityPath = (id: string) => `/api/activities/${encodeURIComponent(id)}`;

interface LiveCallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** The join token: media calls carry it as `x-live-token`. */
  token?: string;
}

/**
 * The room's calls need what apiRequest does not give: the join token header, the empty 204 of a guest's join, and
 * `failed_limit` beside `msg`. A refused call still comes back here, for the caller to read before it throws.
 */
function liveFetch(path: string, { method = 'GET', body, token }: LiveCallOptions) {
  return fetchApi(path, { method, body, headers: token ? { 'x-live-token': token } : undefined });
}

/** Failures become the same ApiError as every other call's. */
async function liveCall(path: string, options: LiveCallOptions): Promise<{ status: number; json: unknown }> {
  const { ok, status, json } = await liveFetch(path, options);
  if (!ok) throw toApiError(status, json);
  return { status, json };
}

export function fetchActivity(id: string) {
  return apiRequest(activityPath(id), activitySchemas('activitySchema'));
}

/** PUT /join: the room's answer, or null for a guest (204), who is sent to log in. */
export async function joinLive(id: string, body: { sessionId: string; display_name: string }) {
  const { status, json } = await liveCall(`${activityPath(id)}/join`, { method: 'PUT', body });
  return status === 204 ? null : parseAnswer(liveSchemas('joinLiveResponseSchema'), json);
}

export function goLive(id: string, destinations: StreamDestination[]) {
  const body = destinations.length > 0 ? { command: 'go-live', broadcast_platforms: destinations } : { command: 'go-live' };
  return apiRequest(`${activityPath(id)}/status`, activitySchemas('activityStatusResponseSchema'), { method: 'PUT', body });
}

export function stopLive(id: string) {
  return apiRequest(`${activityPath(id)}/status`, activitySchemas('activityStatusResponseSchema'), {
    method: 'PUT',
    body: { command: 'stop' },
  });
}

export function fetchParticipants(id: string) {
  return apiRequest(`${activityPath(id)}/participants`, liveSchemas('participantsResponseSchema'));
}

/** The host's promotion refused for the room's speaker limit, which the server names beside `msg`. */
export class SpeakerLimitError extends ApiError {
  readonly limit: number;
  constructor(limit: number) {
    super(409, 'SPEAKER_LIMIT_REACHED', `cannot invite more than ${limit} speakers`);
    this.limit = limit;
  }
}

const speakerLimitSchema = z.object({ msg: z.literal('SPEAKER_LIMIT_REACHED'), failed_limit: z.number().int() });

export async function setParticipantRole(id: string, userId: string, newRole: 'speaker' | 'viewer') {
  const path = `${activityPath(id)}/participants/${encodeURIComponent(userId)}`;
  const { ok, status, json } = await liveFetch(path, { method: 'PUT', body: { new_role: newRole } });
  if (!ok) {
    const limit = speakerLimitSchema.safeParse(json);
    throw limit.success ? new SpeakerLimitError(limit.data.failed_limit) : toApiError(status, json);
  }
  return parseAnswer(liveSchemas('participantRoleResponseSchema'), json);
}

/** The media calls of one participant in one room, each with the join token. */
export function liveMedia(activityId: string, token: string) {
  const base = `${activityPath(activityId)}/live`;
  const call = (path: string, options: Omit<LiveCallOptions, 'token'> = {}) => liveCall(`${base}${path}`, { ...options, token });
  return {
    publish: async (sdp: string, kind: FeedKind) =>
      parseAnswer(liveSchemas('publishResponseSchema'), (await call('/publish', { method: 'POST', body: { sdp, kind } })).json),
    unpublish: async (feedId: string) => {
      await call(`/feeds/${encodeURIComponent(feedId)}`, { method: 'DELETE' });
    },
    subscribe: async (feedId: string) =>
      parseAnswer(
        liveSchemas('subscribeResponseSchema'),
        (await call('/subscriptions', { method: 'POST', body: { feed_id: feedId } })).json,
      ),
    answer: async (subscriptionId: string, sdp: string) => {
      await call(`/subscriptions/${encodeURIComponent(subscriptionId)}`, { method: 'PUT', body: { sdp } });
    },
    unsubscribe: async (subscriptionId: string) => {
      await call(`/subscriptions/${encodeURIComponent(subscriptionId)}`, { method: 'DELETE' });
    },
    /** The room's questions as I see them (asking, voting and marking go over the socket). */
    questions: async () => (await parseAnswer(liveSchemas('liveQuestionsResponseSchema'), (await call('/questions')).json)).results,
  };
}
export type LiveMedia = ReturnType<typeof liveMedia>;

/** The waiting-room dialog of /webinar/manage: the channel's live and pending-live webinars. */
export function fetchOpenRooms(workspaceId: string, limit: number) {
  const query = new URLSearchParams({ status: LIVE_ZONE_STATUSES.join(','), limit: String(limit) });
  return apiRequest(
    `/api/workspaces/${encodeURIComponent(workspaceId)}/activities?${query.toString()}`,
    activitySchemas('activityPageSchema'),
  );
}

/** What was asked and said during a live, for its video page. */
export function fetchLiveReplay(activityId: string) {
  return apiRequest(`${activityPath(activityId)}/live/replay`, liveSchemas('liveReplayResponseSchema'));
}

/** The chat sent from `fromMs` to `toMs` (both included) on the live's clock: one chunk's, when it is unfolded. */
export async function fetchReplayChat(activityId: string, fromMs: number, toMs: number) {
  const query = new URLSearchParams({ from_ms: String(fromMs), to_ms: String(toMs) });
  return (await apiRequest(`${activityPath(activityId)}/live/chat?${query.toString()}`, liveSchemas('replayChatResponseSchema'))).results;
}

/** The host hides (or shows again) a question or a chat message, during the live or after it. */
export function setReplayItemHidden(activityId: string, item: { kind: 'question' | 'chat'; id: string }, hidden: boolean) {
  const path = item.kind === 'question' ? 'questions' : 'chat';
  return apiSend(`${activityPath(activityId)}/live/${path}/${encodeURIComponent(item.id)}/hidden`, { method: 'PUT', body: { hidden } });
}
