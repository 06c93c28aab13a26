import {
  type PutChunksBody,
  type TranscriptLine,
  chunkPreviewSchema,
  shareSettingsSchema,
  type ShareSettings,
  type TeaserSettings,
} from '@platform/shared';
import { apiRequest } from '../../lib/api';
import { activitySchemas, analysisSchemas, spokenSearchSchemas, teaserSchemas } from '../../lib/contract';

/** The commands of the process page (spec §4), sent to the activity status call. */
export type AnalysisCommand = 'trigger-analysis' | 'fast-analysis' | 'retry-analysis' | 'publish';

const activityPath = (id: string) => `/api/activities/${encodeURIComponent(id)}`;
const chunkPath = (id: string) => `/api/chunks/${encodeURIComponent(id)}`;

export function fetchAnalysis(activityId: string) {
  return apiRequest(`${activityPath(activityId)}/analysis`, analysisSchemas('analysisProgressSchema'));
}

export function sendAnalysisCommand(activityId: string, command: AnalysisCommand) {
  return apiRequest(`${activityPath(activityId)}/status`, activitySchemas('activityStatusResponseSchema'), {
    method: 'PUT',
    body: { command },
  });
}

/** The lines of a channel's published chunks that hold every word of `query`. */
export function searchTranscripts(workspaceId: string, query: string) {
  const params = new URLSearchParams({ q: query });
  return apiRequest(
    `/api/workspaces/${encodeURIComponent(workspaceId)}/chunks/search?${params}`,
    analysisSchemas('transcriptSearchResultSchema'),
  );
}

/** GET /api/search/chunks: chunks of every public channel by the words said in them, a page of 8 at a time. */
export function searchSpokenWords(query: string, page: number) {
  const params = new URLSearchParams({ q: query, page: String(page) });
  return apiRequest(`/api/search/chunks?${params}`, spokenSearchSchemas('spokenSearchResultSchema'));
}

export function fetchChunks(activityId: string) {
  return apiRequest(`${activityPath(activityId)}/chunks`, analysisSchemas('chunkListSchema'));
}

/** The reviewed boundaries, in milliseconds; the server saves them and starts compiling. */
export function saveChunks(activityId: string, body: PutChunksBody) {
  return apiRequest(`${activityPath(activityId)}/chunks`, analysisSchemas('chunkListSchema'), { method: 'PUT', body });
}

export function updateTranscript(chunkId: string, transcript: TranscriptLine[]) {
  return apiRequest(chunkPath(chunkId), analysisSchemas('chunkSchema'), { method: 'PUT', body: { transcript } });
}

export function updateChunkText(chunkId: string, body: { title: string; summary: string }) {
  return apiRequest(chunkPath(chunkId), analysisSchemas('chunkSchema'), { method: 'PUT', body });
}

export function addChunkKeyword(chunkId: string, keywordId: string) {
  return apiRequest(`${chunkPath(chunkId)}/keywords`, analysisSchemas('chunkSchema'), { method: 'POST', body: { keyword_id: keywordId } });
}

export function removeChunkKeyword(chunkId: string, keywordId: string) {
  return apiRequest(`${chunkPath(chunkId)}/keywords`, analysisSchemas('chunkSchema'), {
    method: 'DELETE',
    body: { keyword_id: keywordId },
  });
}

const shareSettingsPath = (workspaceId: string) => `/api/workspaces/${encodeURIComponent(workspaceId)}/share-settings`;

/** What a channel shows of its locked videos' chunks to people without access. */
export function fetchShareSettings(workspaceId: string) {
  return apiRequest(shareSettingsPath(workspaceId), shareSettingsSchema);
}

export function saveShareSettings(workspaceId: string, body: ShareSettings) {
  return apiRequest(shareSettingsPath(workspaceId), shareSettingsSchema, { method: 'PUT', body });
}

/** A chunk's title and summary for someone who may see the video but not play it (a shared link opened as a guest). */
export function fetchChunkPreview(chunkId: string) {
  return apiRequest(`/api/share/chunks/${encodeURIComponent(chunkId)}`, chunkPreviewSchema);
}

/** Marks a chunk as a free preview, or takes the mark back; refused past the channel's limit (TEASER_LIMIT_REACHED). */
export function markTeaser(chunkId: string, teaser: boolean) {
  return apiRequest(`${chunkPath(chunkId)}/teaser`, analysisSchemas('chunkSchema'), { method: 'PUT', body: { teaser } });
}

const teaserSettingsPath = (workspaceId: string) => `/api/workspaces/${encodeURIComponent(workspaceId)}/teaser-settings`;

export function fetchTeaserSettings(workspaceId: string) {
  return apiRequest(teaserSettingsPath(workspaceId), teaserSchemas('teaserSettingsSchema'));
}

export function saveTeaserSettings(workspaceId: string, body: TeaserSettings) {
  return apiRequest(teaserSettingsPath(workspaceId), teaserSchemas('teaserSettingsSchema'), { method: 'PUT', body });
}

/** A published video's chunks for someone who may not play it: the free previews with their clips, the others locked. */
export function fetchTeaserChunks(activityId: string) {
  return apiRequest(`${activityPath(activityId)}/teasers`, teaserSchemas('teaserChunkListSchema'));
}

/** The player started a free preview; a guest names their browser by the id it keeps. */
export function recordTeaserPlay(chunkId: string, guestId: string | undefined) {
  return apiRequest(`${chunkPath(chunkId)}/teaser-plays`, teaserSchemas('teaserPlayResultSchema'), {
    method: 'POST',
    body: guestId ? { guest_id: guestId } : {},
  });
}
