import type { Actor } from '../users/index.js';
import type { WorkspaceAccess } from '../workspaces/index.js';

/** Whether the caller holds a plan of the channel, as the lock state of videos asks (spec §4). */
export interface PaidAccess {
  /** The channel sells plans (enabled or not: a subscriber of a retired plan keeps access). */
  hasPlans: boolean;
  /** The caller holds a trialing or active subscription to one of them. */
  subscribed: boolean;
}

/**
 * Spec §5, §6: the forum is active for those who may post in it: the channel's host and admins always, others with a
 * paid subscription. Like a video's lock (activities.policy), a channel selling no plan has nothing to pay for, so its
 * forum is open to everyone who may view the channel; following a channel is joining it as a viewer, before checkout,
 * so it is not what makes a member here either.
 */
export function canUseForum(actor: Actor, access: WorkspaceAccess, paid: PaidAccess): boolean {
  if (actor.role === 'admin' || access.memberRole === 'host') return true;
  if (!access.canView) return false;
  return !paid.hasPlans || paid.subscribed;
}

/** Spec §6: a thread is deleted by the channel's host, its author and admins. */
export function canDeleteThread(actor: Actor, access: WorkspaceAccess, thread: { userId: string }): boolean {
  return access.canManage || thread.userId === actor.id;
}

/** The title is changed by the same people who may delete the thread. */
export const canEditThread = canDeleteThread;

/** A deleted thread is brought back by the channel's host or an admin only (an author who deleted it cannot). */
export function canRestoreThread(access: WorkspaceAccess): boolean {
  return access.canManage;
}

/** A reply is hidden by the channel's host, admins, or the person who wrote it; nobody else. */
export function canHidePost(actor: Actor, access: WorkspaceAccess, post: { userId: string }): boolean {
  return access.canManage || post.userId === actor.id;
}

/** Only admins configure the offensive-word list. */
export function canConfigureWords(actor: Actor): boolean {
  return actor.role === 'admin';
}
