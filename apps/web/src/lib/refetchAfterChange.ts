import type { QueryClient, QueryFilters } from '@tanstack/react-query';

/**
 * Marks the matching queries stale and refetches them, so they show what the server holds after a change.
 * `invalidateQueries` alone is not enough while a query's first fetch is still in flight: TanStack Query restarts a
 * running fetch only when the query already holds data, and otherwise keeps the running one, whose answer may have
 * been read before the change. A redeem link redeems as the page opens, so the list below it showed no plan.
 * Cancelling first (which reverts to the state before that fetch) makes the refetch start from now.
 */
export async function refetchAfterChange(client: QueryClient, filters?: QueryFilters): Promise<void> {
  await client.cancelQueries(filters);
  await client.invalidateQueries(filters);
}
