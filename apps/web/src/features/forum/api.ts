import { type CreateThreadBody, type UpdateThreadBody } from '@platform/shared';
import { apiRequest } from '../../lib/api';
import { forumSchemas } from '../../lib/contract';

const id = encodeURIComponent;
const page = (limit: number, offset: number) => new URLSearchParams({ limit: String(limit), offset: String(offset) }).toString();

export function fetchThreads(workspaceId: string, limit: number, offset: number) {
  return apiRequest(`/api/workspaces/${id(workspaceId)}/threads?${page(limit, offset)}`, forumSchemas('forumThreadPageSchema'));
}

export function fetchThread(threadId: string) {
  return apiRequest(`/api/threads/${id(threadId)}`, forumSchemas('forumThreadSchema'));
}

export function createThread(workspaceId: string, thread: CreateThreadBody) {
  return apiRequest(`/api/workspaces/${id(workspaceId)}/threads`, forumSchemas('forumThreadSchema'), { method: 'POST', body: thread });
}

/** Deleting a thread is setting active false (spec 001 §7). */
export function updateThread(threadId: string, body: UpdateThreadBody) {
  return apiRequest(`/api/threads/${id(threadId)}`, forumSchemas('forumThreadSchema'), { method: 'PUT', body });
}

export function fetchPosts(threadId: string, limit: number, offset: number) {
  return apiRequest(`/api/threads/${id(threadId)}/posts?${page(limit, offset)}`, forumSchemas('forumPostPageSchema'));
}

export function createPost(threadId: string, body: string) {
  return apiRequest(`/api/threads/${id(threadId)}/posts`, forumSchemas('forumPostSchema'), { method: 'POST', body: { body } });
}

export function hidePost(postId: string) {
  return apiRequest(`/api/posts/${id(postId)}`, forumSchemas('forumPostSchema'), { method: 'PUT', body: { active: false } });
}

export function fetchOffensiveWords() {
  return apiRequest('/api/admin/forum/offensive-words', forumSchemas('offensiveWordsSchema'));
}

export function saveOffensiveWords(words: string[]) {
  return apiRequest('/api/admin/forum/offensive-words', forumSchemas('offensiveWordsSchema'), { method: 'PUT', body: { words } });
}
