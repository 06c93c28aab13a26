import type { Activity } from '@platform/shared';
import { ApiError } from '../../../lib/api';
import { isEnded, isOpen } from './roles';

/**
 * What opening the room leads to before anyone is asked for a name, from what the webinar already says (the server's
 * join answer decides again): the same order as the server, ended first, then a room not open, then the lock.
 */
export type EntryOutcome = 'join' | 'ended' | 'not-open' | 'locked';

export function entryOutcome(activity: Pick<Activity, 'status' | 'locked'>, sessionId: string | null): EntryOutcome {
  if (isEnded(activity.status)) return 'ended';
  if (!isOpen(activity.status) || !sessionId) return 'not-open';
  if (activity.locked) return 'locked';
  return 'join';
}

/** Spec §4 and 001 §6: a refused join opens the plan chooser (403), reports the end (409), or fails. */
export type JoinRefusal = 'locked' | 'ended' | 'failed';

export function joinRefusalOf(error: unknown): JoinRefusal {
  if (error instanceof ApiError && error.msg === 'DONT_HAVE_PERMISSION_TO_ACCESS_WEBINAR') return 'locked';
  if (error instanceof ApiError && error.msg === 'WEBINAR_ENDED') return 'ended';
  return 'failed';
}
