import type { UserRole } from '@platform/shared';

export interface Actor {
  id: string;
  role: UserRole;
  /** The session the request came with (its stored id), when the actor is a signed-in browser. */
  sessionId?: string;
}

/** A profile is read and changed only by its owner or by an admin (issue contract for /api/users/{email}). */
export function canAccessProfile(actor: Actor, profileOwnerId: string): boolean {
  return actor.role === 'admin' || actor.id === profileOwnerId;
}
