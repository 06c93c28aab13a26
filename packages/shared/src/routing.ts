import type { UserRole } from './constants.js';

/** Where a user lands after logging in (spec §2). */
export function landingPathForRole(role: UserRole): string {
  if (role === 'admin') return '/admin/dashboard';
  if (role === 'host') return '/webinar/manage';
  return '/';
}

/**
 * Only same-site paths may be followed after login or logout, so a crafted link cannot send a
 * user to another site. Returns the safe path or null.
 */
export function safeRedirectPath(candidate: string | null | undefined): string | null {
  if (!candidate) return null;
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) return null;
  return candidate;
}
