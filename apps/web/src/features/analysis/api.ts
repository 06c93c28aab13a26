import {
  activityStatusResponseSchema,
  analysisProgressSchema,
  chunkListSchema,
  chunkSchema,
  type PutChunksBody,
  type TranscriptLine,
  transcriptSearchResultSchema,
  chunkPreviewSchema,
  shareSettingsSchema,
  type ShareSettings,
} from '@platform/shared';
import { apiRequest } from '../../lib/api';

/** The commands of the process page (spec §4), sent to the activity status call. */
export type AnalysisCommand = 'trigger-analysis' | 'fast-analysis' | 'retry-analysis' | 'publish';

const activityPath = (id: string) => `/api/activities/${encodeURIComponent(id)}`;
const chunkPath = (id: string) => `/api/chunks/${encodeURIComponent(id)}`;

export function fetchAnalysis(activityId: string) {
  return apiRequest(`${activityPath(activityId)}/analysis`, analysisProgressSchema);
}

export function sendAnalysisCommand(activityId: string, command: AnalysisCommand) {
  return apiRequest(`${activityPath(activityId)}/status`, activityStatusResponseSchema, { method: 'PUT', body: { command } });
}

/** The lines of a channel's published chunks that hold every word of `query`. */
export function searchTranscripts(workspaceId: string, query: string) {
  const params = new URLSearchParams({ q: query });
  return apiRequest(`/api/workspaces/${encodeURIComponent(workspaceId)}/chunks/search?${params}`, transcriptSearchResultSchema);
}

export function fetchChunks(activityId: string) {
  return apiRequest(`${activityPath(activityId)}/chunks`, chunkListSchema);
}

/** The reviewed boundaries, in milliseconds; the server saves them and starts compiling. */
export function saveChunks(activityId: string, body: PutChunksBody) {
  return apiRequest(`${activityPath(activityId)}/chunks`, chunkListSchema, { method: 'PUT', body });
}

export function updateTranscript(chunkId: string, transcript: TranscriptLine[]) {
  return apiRequest(chunkPath(chunkId), chunkSchema, { method: 'PUT', body: { transcript } });
}

export function updateChunkText(chunkId: string, body: { title: string; summary: string }) {
  return apiRequest(chunkPath(chunkId), chunkSchema, { method: 'PUT', body });
}

export function addChunkKeyword(chunkId: string, keywordId: string) {
  return apiRequest(`${chunkPath(chunkId)}/keywords`, chunkSchema, { method: 'POST', body: { keyword_id: keywordId } });
}

export function removeChunkKeyword(chunkId: string, keywordId: string) {
  return apiRequest(`${chunkPath(chunkId)}/keywords`, chunkSchema, { method: 'DELETE', body: { keyword_id: keywordId } });
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
