import { QueryClient } from '@tanstack/react-query';

/** Spec §9: default query stale time 30 s, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: false },
      mutations: { retry: false },
    },
  });
}

/** The browser's one cache; a server render makes its own per page (entry-server.tsx), so no visitor sees another's. */
export const queryClient = createQueryClient();
