/** Every query of the host's plans page starts with 'plans', so one invalidation after a change refreshes them all. */
export const planKeys = {
  all: ['plans'] as const,
  list: (workspaceId: string) => ['plans', 'list', workspaceId] as const,
  earnings: (workspaceId: string) => ['plans', 'earnings', workspaceId] as const,
  products: (workspaceId: string) => ['plans', 'products', workspaceId] as const,
  redeemCodes: (workspaceId: string) => ['plans', 'redeemCodes', workspaceId] as const,
};
