/** Query keys of the events feature. */
export const eventKeys = {
  all: ['events'] as const,
  invites: () => [...eventKeys.all, 'invites'] as const,
  ranking: () => [...eventKeys.all, 'ranking'] as const,
  achievements: () => [...eventKeys.all, 'achievements'] as const,
  coupons: () => [...eventKeys.all, 'coupons'] as const,
  registration: () => [...eventKeys.all, 'registration'] as const,
};
