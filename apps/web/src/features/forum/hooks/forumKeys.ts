/** Every forum query starts with 'forum', so a change refreshes the lists, the thread and its replies at once. */
export const forumKeys = {
  all: ['forum'] as const,
  threads: (workspaceId: string, limit: number, offset: number) => ['forum', 'threads', workspaceId, limit, offset] as const,
  thread: (threadId: string) => ['forum', 'thread', threadId] as const,
  posts: (threadId: string, limit: number, offset: number) => ['forum', 'posts', threadId, limit, offset] as const,
  words: ['forum', 'words'] as const,
};
