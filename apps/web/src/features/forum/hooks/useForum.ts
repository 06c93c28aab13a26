import type { CreateThreadBody, UpdateThreadBody } from '@platform/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createPost, createThread, fetchPosts, fetchThread, fetchThreads, hidePost, updateThread } from '../api';
import { forumKeys } from './forumKeys';

export function useThreads(workspaceId: string, limit: number, offset: number) {
  return useQuery({ queryKey: forumKeys.threads(workspaceId, limit, offset), queryFn: () => fetchThreads(workspaceId, limit, offset) });
}

export function useThread(threadId: string) {
  return useQuery({ queryKey: forumKeys.thread(threadId), queryFn: () => fetchThread(threadId) });
}

export function usePosts(threadId: string, limit: number, offset: number) {
  return useQuery({ queryKey: forumKeys.posts(threadId, limit, offset), queryFn: () => fetchPosts(threadId, limit, offset) });
}

/** After any change the forum's queries are asked again: a reply moves its thread to the top of the list. */
function useForumMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: forumKeys.all }) });
}

export const useCreateThread = (workspaceId: string) => useForumMutation((thread: CreateThreadBody) => createThread(workspaceId, thread));
export const useUpdateThread = () =>
  useForumMutation(({ threadId, body }: { threadId: string; body: UpdateThreadBody }) => updateThread(threadId, body));
export const useCreatePost = (threadId: string) => useForumMutation((body: string) => createPost(threadId, body));
export const useHidePost = () => useForumMutation((postId: string) => hidePost(postId));
