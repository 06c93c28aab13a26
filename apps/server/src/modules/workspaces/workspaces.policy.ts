import type { Actor } from '../users/index.js';

export type MemberRole = 'host' | 'viewer' | null;

/** Spec §6: a channel is managed (edited, its members listed, invited or removed) by its host or an admin. */
export function canManageWorkspace(actor: Actor | null, memberRole: MemberRole): boolean {
  return actor !== null && (actor.role === 'admin' || memberRole === 'host');
}

/** A public channel is open to all; a private one to its members and admins (guests get a log-in prompt). */
export function canViewWorkspace(actor: Actor | null, publish: boolean, memberRole: MemberRole): boolean {
  return publish || (actor !== null && (actor.role === 'admin' || memberRole !== null));
}

/** Only admins see every channel and delete one. */
export function isAdmin(actor: Actor | null): boolean {
  return actor?.role === 'admin';
}
