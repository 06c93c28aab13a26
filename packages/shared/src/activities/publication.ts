import type { ActivityStatus } from './rules.js';

/**
 * The one status in which a recording is the viewers' (spec 001 §4 publish). An analysed live reaches it from PROCESSED;
 * an upload when its host publishes it, at once or as soon as it is prepared. Before that (set up, in analysis, in
 * review) only the channel's managers list and play it.
 */
export const PUBLISHED_STATUS = 'PUBLISHED' as const satisfies ActivityStatus;

/** Whether viewers may see and play this webinar's recording (the video lists show those of them that play already). */
export function isPublished(status: ActivityStatus): boolean {
  return status === PUBLISHED_STATUS;
}
