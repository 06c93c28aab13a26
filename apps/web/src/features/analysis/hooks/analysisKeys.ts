/** Every analysis query starts with 'analysis', so one invalidation after a command refreshes progress and chunks. */
export const analysisKeys = {
  all: ['analysis'] as const,
  progress: (activityId: string) => ['analysis', 'progress', activityId] as const,
  chunks: (activityId: string) => ['analysis', 'chunks', activityId] as const,
  search: (workspaceId: string, query: string) => ['analysis', 'search', workspaceId, query] as const,
  spokenSearch: (query: string) => ['analysis', 'spoken-search', query] as const,
  shareSettings: (workspaceId: string) => ['analysis', 'share-settings', workspaceId] as const,
  chunkPreview: (chunkId: string) => ['analysis', 'chunk-preview', chunkId] as const,
  teaserSettings: (workspaceId: string) => ['analysis', 'teaser-settings', workspaceId] as const,
  teasers: (activityId: string) => ['analysis', 'teasers', activityId] as const,
};
