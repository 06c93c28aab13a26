/** How many pages a paged answer ({ _total_count, _limit }) has; at least one, so a pager always has a page 1. */
export function pageCount(page: { _total_count: number; _limit: number } | undefined): number {
  return page && page._limit > 0 ? Math.max(1, Math.ceil(page._total_count / page._limit)) : 1;
}

/** A 1-based page number read from the address or storage; anything else is page 1. */
export function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/**
 * The page to go to instead of one past the end (an old link, or the last item of the last page deleted): the last
 * page that has anything; null when the page asked for is fine as it is.
 */
export function pageInstead(
  answer: { _total_count: number; _limit: number; results: readonly unknown[] } | undefined,
  page: number,
): number | null {
  if (!answer || answer.results.length > 0 || page <= 1) return null;
  const last = pageCount(answer);
  return page > last ? last : null;
}
