import {
  forumPostPageSchema,
  forumPostSchema,
  forumThreadPageSchema,
  forumThreadSchema,
  offensiveWordsSchema,
  type CreateThreadBody,
  type UpdateThreadBody,
} from '@platform/shared';
import { apiRequest } from '../../lib/api';

const id = encodeURIComponent;
const page = (limit: number, offset: number) => new URLSearchParams({ limit: String(limit), offset: String(offset) }).toString();

export function fetchThreads(workspaceId: string, limit: number, offset: number) {
  return apiRequest(`/api/workspaces/${id(workspaceId)}/threads?${page(limit, offset)}`, forumThreadPageSchema);
}

export function fetchThread(threadId: string) {
  return apiRequest(`/api/threads/${id(threadId)}`, forumThreadSchema);
}

export function createThread(workspaceId: string, thread: CreateThreadBody) {
  return apiRequest(`/api/workspaces/${id(workspaceId)}/threads`, forumThreadSchema, { method: 'POST', body: thread });
}

/** Deleting a thread is setting active false (spec 001 §7). */
export function updateThread(threadId: string, body: UpdateThreadBody) {
  return apiRequest(`/api/threads/${id(threadId)}`, forumThreadSchema, { method: 'PUT', body });
}

export function fetchPosts(threadId: string, limit: number, offset: number) {
  return apiRequest(`/api/threads/${id(threadId)}/posts?${page(limit, offset)}`, forumPostPageSchema);
}

export function createPost(threadId: string, body: string) {
  return apiRequest(`/api/threads/${id(threadId)}/posts`, forumPostSchema, { method: 'POST', body: { body } });
}

export function hidePost(postId: string) {
  return apiRequest(`/api/posts/${id(postId)}`, forumPostSchema, { method: 'PUT', body: { active: false } });
}

export function fetchOffensiveWords() {
  return apiRequest('/api/admin/forum/offensive-words', offensiveWordsSchema);
}

export function saveOffensiveWords(words: string[]) {
  return apiRequest('/api/admin/forum/offensive-words', offensiveWordsSchema, { method: 'PUT', body: { words } });
}
