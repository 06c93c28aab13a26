import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchOutbox } from '../api';

export const OUTBOX_PAGE_SIZE = 20;

/** Pages are 1-based, as the pagination control shows them. */
export function useOutbox(page: number) {
  const offset = (page - 1) * OUTBOX_PAGE_SIZE;
  return useQuery({
    queryKey: ['admin', 'outbox', page],
    queryFn: () => fetchOutbox(OUTBOX_PAGE_SIZE, offset),
    // Keep the current rows on screen while the next page loads, so the table does not jump.
    placeholderData: keepPreviousData,
    // New mail arrives while an admin watches this page (e.g. a reset link just requested).
    staleTime: 0,
  });
}
