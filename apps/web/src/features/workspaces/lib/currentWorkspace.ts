import type { UserRole } from '@platform/shared';

/** /channel/edit and /channel/users carry no id: the channel being managed is remembered in local storage. */
export const CURRENT_WORKSPACE_STORAGE_KEY = 'current_workspace_id';

/**
 * Admins manage whichever channel they picked. A host manages the remembered channel only if it is one of theirs
 * (the browser may remember another account's choice), else their first channel.
 */
export function resolveCurrentWorkspaceId(stored: string | null, role: UserRole, hostedIds: readonly string[]): string | null {
  if (role === 'admin') return stored;
  if (stored && hostedIds.includes(stored)) return stored;
  return hostedIds[0] ?? null;
}
