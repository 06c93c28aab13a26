import { hasWebinarEnded, type Activity } from '@platform/shared';
import { ApiError } from '../../../lib/api';
import { isOpen } from './roles';

/**
 * What opening the room leads to before anyone is asked for a name, from what the webinar already says (the server's
 * join answer decides again): the same order as the server, ended first, then a room not open, then the lock.
 */
export type EntryOutcome = 'join' | 'ended' | 'not-open' | 'locked';

export function entryOutcome(activity: Pick<Activity, 'status' | 'locked'>, sessionId: string | null): EntryOutcome {
  if (hasWebinarEnded(activity.status)) return 'ended';
  if (!isOpen(activity.status) || !sessionId) return 'not-open';
  if (activity.locked) return 'locked';
  return 'join';
}

/** What leaving an ended webinar needs: the process page for its managers, its channel's plans for others. */
export interface EndedWebinar {
  id: string;
  workspace: { id: string; slug: string | null };
}

/**
 * A live that ended and is not a video yet is not shown to viewers; the server says it ended and names its channel,
 * so a bookmark or a stale tab leaves for the channel's plans as the room would. Null for any other failure.
 */
export function endedWebinarOf(error: unknown, id: string): EndedWebinar | null {
  if (!(error instanceof ApiError) || error.msg !== 'WEBINAR_ENDED' || !Array.isArray(error.details)) return null;
  const detail = (path: string) => (error.details as { path?: unknown; message?: unknown }[]).find((item) => item.path === path)?.message;
  const workspaceId = detail('workspace_id');
  const slug = detail('workspace_slug');
  if (typeof workspaceId !== 'string' || workspaceId === '') return null;
  return { id, workspace: { id: workspaceId, slug: typeof slug === 'string' && slug !== '' ? slug : null } };
}

/** Spec §4 and 001 §6: a refused join opens the plan chooser (403), reports the end (409), or fails. */
export type JoinRefusal = 'locked' | 'ended' | 'failed';

export function joinRefusalOf(error: unknown): JoinRefusal {
  if (error instanceof ApiError && error.msg === 'DONT_HAVE_PERMISSION_TO_ACCESS_WEBINAR') return 'locked';
  if (error instanceof ApiError && error.msg === 'WEBINAR_ENDED') return 'ended';
  return 'failed';
}
