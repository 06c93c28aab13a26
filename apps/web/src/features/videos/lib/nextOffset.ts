import type { ActivityPage } from '../api';

/** The offset of the next load of an endless list, or undefined once everything is loaded. */
export function nextOffset(last: ActivityPage, pages: ActivityPage[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.results.length, 0);
  return last.results.length > 0 && loaded < last._total_count ? loaded : undefined;
}
