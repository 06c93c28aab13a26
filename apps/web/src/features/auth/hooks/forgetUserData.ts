import type { QueryClient } from '@tanstack/react-query';
import { publicConfigQuery } from '../../system';
import { meQueryKey } from './useMe';

/** Queries that do not depend on who is signed in. */
const KEPT = new Set<unknown>([meQueryKey[0], publicConfigQuery.queryKey[0]]);

/**
 * When the signed-in user changes, everything read for the previous one (or for the guest: a private channel
 * refused, no follow state) is dropped, so pages read it again as the new user.
 */
export function forgetUserData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => !KEPT.has(query.queryKey[0]) });
}
