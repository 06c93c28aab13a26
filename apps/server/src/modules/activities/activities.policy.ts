import { isPublished, LIVE_ZONE_STATUSES, type ActivityStatus } from '@platform/shared';
import type { Actor } from '../users/index.js';
import type { WorkspaceAccess } from '../workspaces/index.js';

/** Spec §6: the channel's host creates webinars; admins may manage them but not create them (Add new is disabled). */
export function canCreateActivity(actor: Actor, access: WorkspaceAccess): boolean {
  return actor.role !== 'admin' && access.memberRole === 'host';
}

/**
 * Managers (host, admin) see every status but UNPUBLISHED; others see, in channels they may view, live events (the live
 * zone's statuses, spec §4) and the videos their host published: never a recording still set up, in analysis or in review.
 */
export function canSeeActivity(access: WorkspaceAccess, activity: { status: ActivityStatus }): boolean {
  if (activity.status === 'UNPUBLISHED') return false;
  if (access.canManage) return true;
  const live = (LIVE_ZONE_STATUSES as readonly ActivityStatus[]).includes(activity.status);
  return access.canView && (live || isPublished(activity.status));
}

/**
 * Spec §4 lock state: locked when it has plans and the caller is not in the owning channel and holds no subscription
 * to one of those plans. Being in the channel means running it (its host); admins are let in too. Following a channel
 * is joining it as a viewer, which precedes checkout (spec 001 §7) and so cannot be what unlocks.
 */
export function isActivityLocked(
  planCount: number,
  actor: Actor | null,
  access: WorkspaceAccess,
  hasMatchingSubscription: boolean,
): boolean {
  if (planCount === 0) return false;
  if (actor?.role === 'admin' || access.memberRole === 'host') return false;
  return !hasMatchingSubscription;
}
