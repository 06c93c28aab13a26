import { skipToken, type Query, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api';

type EnabledOption = boolean | ((query: Query) => boolean) | undefined;

/** A query a render asked for that nobody has fetched yet, and that its component wants fetched (not disabled). */
function waitingToBeFetched(query: Query): boolean {
  if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
  if (!query.options.queryFn || query.options.queryFn === skipToken) return false;
  // The component's `enabled` travels with the options its render built the query from.
  const enabled = (query.options as { enabled?: EnabledOption }).enabled;
  return (typeof enabled === 'function' ? enabled(query) : enabled) !== false;
}

/**
 * A failed query kept for the page: the server's refusal (an ApiError) is part of what the page shows (a forum locked
 * to guests, say) and is sent along (serverRenderState.ts). Any other failure is taken out of the cache and noted in
 * `failed`: the page shows it waiting, as the browser's first render will, and the browser asks again.
 */
export function dropUnsentFailures(queryClient: QueryClient, failed: Set<string>): void {
  for (const query of queryClient.getQueryCache().getAll()) {
    if (query.state.status !== 'error' || query.state.error instanceof ApiError) continue;
    failed.add(query.queryHash);
    queryClient.getQueryCache().remove(query);
  }
}

/**
 * On the server, components' queries are put in the cache by their render but never fetched (no effect runs there).
 * Fetches those a render left waiting, each as its component asked (a list page by page included), except those
 * that already failed in a way the page cannot show (see dropUnsentFailures). Resolves to how many were asked for.
 */
export async function fetchRenderedQueries(queryClient: QueryClient, failed: Set<string>): Promise<number> {
  const waiting = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => waitingToBeFetched(query) && !failed.has(query.queryHash));
  await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
  dropUnsentFailures(queryClient, failed);
  return waiting.length;
}
