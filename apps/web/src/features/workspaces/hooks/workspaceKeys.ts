import type { ChannelFilter } from '../lib/channelFilter';

/**
 * Every channel query starts with 'workspaces', so one invalidation after a change (save, follow, delete)
 * refreshes every list and page that may show the channel.
 */
export const workspaceKeys = {
  all: ['workspaces'] as const,
  detail: (idOrSlug: string) => ['workspaces', 'detail', idOrSlug] as const,
  stats: (id: string) => ['workspaces', 'stats', id] as const,
  plans: (id: string) => ['workspaces', 'plans', id] as const,
  mine: (limit: number, offset: number) => ['workspaces', 'mine', limit, offset] as const,
  followed: (limit: number, offset: number) => ['workspaces', 'followed', limit, offset] as const,
  suggestions: (filter: ChannelFilter, limit: number) => ['workspaces', 'suggestions', filter, limit] as const,
  admin: (limit: number, offset: number) => ['workspaces', 'admin', limit, offset] as const,
  users: (id: string, page: number, plan: string | null) => ['workspaces', 'users', id, page, plan] as const,
};

export const keywordsQueryKey = ['keywords'] as const;
