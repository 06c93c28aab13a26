import type { ActivityStatus } from '../activities/rules.js';

const OPEN_ORDER: readonly ActivityStatus[] = ['SETUP', 'PENDING_LIVE', 'LIVE'];

/**
 * How far a webinar's live has gone: not open (0), waiting room (1), live (2), over (3: ended, or unpublished). It never
 * goes back, so of two statuses of the same room the one further on is the newer, whatever order they arrived in.
 */
export function liveProgress(status: ActivityStatus): number {
  const open = OPEN_ORDER.indexOf(status);
  return open === -1 ? OPEN_ORDER.length : open;
}
