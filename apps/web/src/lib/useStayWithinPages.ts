import { useEffect } from 'react';
import { pageInstead } from './pageCount';

/** Sends a list shown past its last page back to its last page, rather than calling the whole list empty. */
export function useStayWithinPages(
  answer: { _total_count: number; _limit: number; results: readonly unknown[] } | undefined,
  page: number,
  goTo: (page: number) => void,
): void {
  const instead = pageInstead(answer, page);
  useEffect(() => {
    if (instead !== null) goTo(instead);
  }, [instead, goTo]);
}
