/** Every webinar query starts with 'webinars', so one invalidation after a change refreshes lists and pages. */
export const webinarKeys = {
  all: ['webinars'] as const,
  list: (workspaceId: string, page: number) => ['webinars', 'list', workspaceId, page] as const,
  detail: (id: string) => ['webinars', 'detail', id] as const,
  recordings: (id: string) => ['webinars', 'recordings', id] as const,
  courses: (workspaceId: string) => ['webinars', 'courses', workspaceId] as const,
};
