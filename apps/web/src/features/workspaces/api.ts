import { type Category, type CreateWorkspaceBody, type UpdateWorkspaceBody } from '@platform/shared';
import { apiRequest, apiSend } from '../../lib/api';
import { suggestionsQueryString, type ChannelFilter } from './lib/channelFilter';
import { planSchemas, workspaceSchemas } from '../../lib/contract';

export type WorkspaceImageKind = 'logo' | 'banner';

function workspacePath(idOrSlug: string, rest = ''): string {
  return `/api/workspaces/${encodeURIComponent(idOrSlug)}${rest}`;
}

function pageQuery(limit: number, offset: number): string {
  return new URLSearchParams({ limit: String(limit), offset: String(offset) }).toString();
}

export function fetchWorkspace(idOrSlugOrJoinCode: string) {
  return apiRequest(workspacePath(idOrSlugOrJoinCode), workspaceSchemas('workspaceDetailSchema'));
}

export function createWorkspace(body: CreateWorkspaceBody) {
  return apiRequest('/api/workspaces', workspaceSchemas('createdWorkspaceSchema'), { method: 'POST', body });
}

export function updateWorkspace(id: string, body: UpdateWorkspaceBody) {
  return apiRequest(workspacePath(id), workspaceSchemas('workspaceDetailSchema'), { method: 'PUT', body });
}

export function uploadWorkspaceImage(id: string, kind: WorkspaceImageKind, image: { base64: string; name: string; filetype: string }) {
  return apiRequest(workspacePath(id, `/${kind}`), workspaceSchemas('workspaceImageResponseSchema'), { method: 'PUT', body: image });
}

export function fetchWorkspaceStats(id: string) {
  return apiRequest(workspacePath(id, '/stats'), workspaceSchemas('workspaceStatsSchema'));
}

export function fetchWorkspacePlans(id: string) {
  return apiRequest(workspacePath(id, '/plans'), planSchemas('planPageSchema'));
}

export function fetchMyWorkspaces(limit: number, offset: number) {
  return apiRequest(`/api/workspaces/mine?${pageQuery(limit, offset)}`, workspaceSchemas('workspacePageSchema'));
}

export function fetchFollowedWorkspaces(limit: number, offset: number) {
  return apiRequest(`/api/workspaces/followed?${pageQuery(limit, offset)}`, workspaceSchemas('workspacePageSchema'));
}

export function fetchSuggestedWorkspaces(filter: ChannelFilter, limit: number, offset: number) {
  return apiRequest(
    `/api/workspaces/suggestions?${suggestionsQueryString(filter, limit, offset)}`,
    workspaceSchemas('workspacePageSchema'),
  );
}

export function fetchKeywords() {
  return apiRequest('/api/keywords', workspaceSchemas('keywordListSchema'));
}

/** Admins only: file a keyword under a home page category, or none. */
export function setKeywordCategory(id: string, category: Category | null) {
  return apiRequest(`/api/keywords/${encodeURIComponent(id)}`, workspaceSchemas('keywordSchema'), { method: 'PUT', body: { category } });
}

export function createKeyword(keyword: string) {
  return apiRequest('/api/keywords', workspaceSchemas('keywordSchema'), { method: 'POST', body: { keyword } });
}

/** Admins only: every channel with its host's email (spec §2 /admin/dashboard). */
export function fetchAllWorkspaces(limit: number, offset: number) {
  return apiRequest(`/api/workspaces?${pageQuery(limit, offset)}`, workspaceSchemas('adminWorkspacePageSchema'));
}

/** Admins only. */
export function deleteWorkspace(id: string) {
  return apiSend(workspacePath(id), { method: 'DELETE' });
}
