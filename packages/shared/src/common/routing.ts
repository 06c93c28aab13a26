import type { UserRole } from './constants.js';

/** Where a user lands after logging in (spec §2). */
export function landingPathForRole(role: UserRole): string {
  if (role === 'admin') return '/admin/dashboard';
  if (role === 'host') return '/webinar/manage';
  return '/';
}

/** Any origin works: resolving against it shows where a browser would really go. */
const PROBE_ORIGIN = 'https://site.invalid';

/** Controls, whitespace (Unicode too) and backslashes: browsers drop or reinterpret them in a URL. */
const UNSAFE_IN_PATH = /[\u0000-\u0020\u007F-\u00A0\u1680\u2000-\u200F\u2028-\u202F\u205F-\u206F\u3000\uFEFF\\]/;

/**
 * Only same-site paths may be followed after login or logout or from a banner, so a crafted link cannot send a
 * user to another site. The path is resolved against an origin the way a browser resolves it: it is safe when it
 * stays on that origin. Returns the path (with query and hash) or null.
 */
export function safeRedirectPath(candidate: string | null | undefined): string | null {
  if (!candidate || !candidate.startsWith('/') || UNSAFE_IN_PATH.test(candidate)) return null;
  try {
    const url = new URL(candidate, PROBE_ORIGIN);
    return url.origin === PROBE_ORIGIN ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}
