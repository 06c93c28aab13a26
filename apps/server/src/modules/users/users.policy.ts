import type { UserRole, WorkspaceMemberRole } from '@platform/shared';

/**
 * What the caller's lock state and rights in a list depend on, read in the same statement as their session (so at
 * the moment the request began, never kept): their role in each channel they belong to, whether that channel is public,
 * and the plans whose subscription gives them access now.
 */
export interface CallerStanding {
  /** By channel id, newest channel first: the order "my channels" and "followed" list them in. */
  memberships: ReadonlyMap<string, { role: WorkspaceMemberRole; publish: boolean }>;
  heldPlanIds: ReadonlySet<string>;
}

export interface Actor {
  id: string;
  role: UserRole;
  /** The session the request came with (its stored id), when the actor is a signed-in browser. */
  sessionId?: string;
  /**
   * Present only on reads of routes that ask for it (config.callerStanding): a request that changes data must read
   * roles and plans after its own change, so it never carries them.
   */
  standing?: CallerStanding;
}

/** A profile is read and changed only by its owner or by an admin (issue contract for /api/users/{email}). */
export function canAccessProfile(actor: Actor, profileOwnerId: string): boolean {
  return actor.role === 'admin' || actor.id === profileOwnerId;
}
