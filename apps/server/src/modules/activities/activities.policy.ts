import type { ActivityStatus } from '@platform/shared';
import type { Actor } from '../users/users.policy.js';
import type { WorkspaceAccess } from '../workspaces/index.js';

/** Statuses a viewer may see before there is a video: the live zone's (spec §4). */
const VIEWER_STATUSES: readonly ActivityStatus[] = ['LIVE', 'PENDING_LIVE', 'PUBLISHED'];

/** Spec §6: the channel's host creates webinars; admins may manage them but not create them (Add new is disabled). */
export function canCreateActivity(actor: Actor, access: WorkspaceAccess): boolean {
  return actor.role !== 'admin' && access.memberRole === 'host';
}

/** Managers (host, admin) see every status but UNPUBLISHED; others see live events and videos of channels they may view. */
export function canSeeActivity(access: WorkspaceAccess, activity: { status: ActivityStatus; playableAt: Date | null }): boolean {
  if (activity.status === 'UNPUBLISHED') return false;
  if (access.canManage) return true;
  return access.canView && (VIEWER_STATUSES.includes(activity.status) || activity.playableAt !== null);
}

/**
 * Spec §4 lock state: locked when it has plans and the caller is not in the owning channel (members and admins are
 * let in) and holds no subscription to one of those plans.
 */
export function isActivityLocked(
  planCount: number,
  actor: Actor | null,
  access: WorkspaceAccess,
  hasMatchingSubscription: boolean,
): boolean {
  if (planCount === 0) return false;
  if (actor?.role === 'admin' || access.memberRole !== null) return false;
  return !hasMatchingSubscription;
}
