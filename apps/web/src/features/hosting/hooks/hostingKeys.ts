/** Every query of this feature starts with 'hosting', so a new or ended hosting subscription refreshes all of them. */
export const hostingKeys = {
  all: ['hosting'] as const,
  mine: ['hosting', 'mine'] as const,
  plans: ['hosting', 'plans'] as const,
  checkout: (sessionId: string) => ['hosting', 'checkout', sessionId] as const,
  invoices: (page: number) => ['hosting', 'invoices', page] as const,
};
