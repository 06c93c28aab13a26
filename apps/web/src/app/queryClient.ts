import { QueryClient } from '@tanstack/react-query';

/** Spec §9: default query stale time 30 s, no retries. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: false },
    mutations: { retry: false },
  },
});
