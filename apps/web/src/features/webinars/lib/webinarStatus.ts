import type { ActivityStatus } from '@platform/shared';
import { livePath, processPath, webinarEditPath } from '../../../app/paths';

/** Spec §4: SETUP is shown as SET_UP and both error states as "Error"; each status has one chip label and colour. */
export const STATUS_CHIPS: Record<ActivityStatus, { label: string; color: string }> = {
  SETUP: { label: 'SET_UP', color: 'gray' },
  PENDING_LIVE: { label: 'PENDING_LIVE', color: 'indigo' },
  LIVE: { label: 'LIVE', color: 'red' },
  ANALYZING: { label: 'ANALYZING', color: 'grape' },
  PENDING_REVIEW: { label: 'PENDING_REVIEW', color: 'grape' },
  COMPILING: { label: 'COMPILING', color: 'grape' },
  PROCESSED: { label: 'PROCESSED', color: 'teal' },
  PUBLISHED: { label: 'PUBLISHED', color: 'teal' },
  UNPUBLISHED: { label: 'UNPUBLISHED', color: 'gray' },
  ANALYZING_ERROR: { label: 'ERROR', color: 'red' },
  COMPILING_ERROR: { label: 'ERROR', color: 'red' },
};

/** The manage list loads every status but UNPUBLISHED (spec §4). */
export const MANAGE_LIST_STATUSES = (Object.keys(STATUS_CHIPS) as ActivityStatus[]).filter((status) => status !== 'UNPUBLISHED');

/** Spec §2 row click: Live joins the live room, Setup or Pending Live opens the editor, others the process page. */
export function webinarPath(activity: { id: string; status: ActivityStatus }): string {
  if (activity.status === 'LIVE') return livePath(activity.id);
  if (activity.status === 'SETUP' || activity.status === 'PENDING_LIVE') return webinarEditPath(activity.id);
  return processPath(activity.id);
}

/** The stepper of /webinar/edit: set up, waiting room, live, then processing. */
export function stepOf(status: ActivityStatus): number {
  if (status === 'SETUP') return 0;
  if (status === 'PENDING_LIVE') return 1;
  if (status === 'LIVE') return 2;
  return 3;
}
