import { USER_ROLES, type UserRole } from '@platform/shared';

/** Who may open each gated area (spec §2 and §6); the navigation shows an entry only to these roles too. */
export const ROUTE_ROLES = {
  admin: ['admin'],
  webinarManage: ['admin', 'host'],
  /** The channel dashboard, edit and users pages (not create-channel). */
  channelManage: ['admin', 'host'],
  /** Any signed-in user may create a channel (full mode only); a viewer becomes its host. */
  createChannel: USER_ROLES,
  account: USER_ROLES,
  welcome: USER_ROLES,
} as const satisfies Record<string, readonly UserRole[]>;

export function isRoleAllowed(allowed: readonly UserRole[], role: UserRole): boolean {
  return allowed.includes(role);
}
