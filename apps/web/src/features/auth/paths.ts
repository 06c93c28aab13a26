import {
  LOGIN_LOCALES,
  DISPLAY_LANGUAGES,
  landingPathForRole,
  safeRedirectPath,
  type DisplayLanguage,
  type UserRole,
} from '@platform/shared';

/** Pages that would bounce straight back to the login page, so never a place to return to after it. */
const AUTH_PAGES = ['/login', '/logout'];

function isAuthPage(path: string): boolean {
  const pathname = path.split(/[?#]/)[0] ?? path;
  return AUTH_PAGES.includes(pathname);
}

/** The login page, remembering where to come back to (spec §2: login carries a return path). */
export function loginPath(returnTo?: string | null): string {
  const safe = safeRedirectPath(returnTo);
  if (!safe || isAuthPage(safe)) return '/login';
  return `/login?${new URLSearchParams({ redirect_url: safe }).toString()}`;
}

/** The sign-up page, keeping where the visitor was going, so its thank-you screen's login leads back there. */
export function signUpPath(returnTo?: string | null): string {
  const safe = safeRedirectPath(returnTo);
  if (!safe || isAuthPage(safe)) return '/sign-up';
  return `/sign-up?${new URLSearchParams({ source_redirect_url: safe }).toString()}`;
}

/** Where a user goes once logged in: the requested same-site path, else their role's landing page. */
export function afterLoginPath(role: UserRole, redirectUrl: string | null): string {
  const safe = safeRedirectPath(redirectUrl);
  if (safe && !isAuthPage(safe)) return safe;
  return landingPathForRole(role);
}

/** The login page's `locale` parameter uses zh_HK / en (spec §7). */
export function languageOfLoginLocale(locale: string | null): DisplayLanguage | null {
  return DISPLAY_LANGUAGES.find((language) => LOGIN_LOCALES[language] === locale) ?? null;
}

/** post_logout_redirect_uri may be a path or a full address on this site; anything else is ignored. */
export function sameSitePath(candidate: string | null, origin: string): string | null {
  const safe = safeRedirectPath(candidate);
  if (safe || !candidate) return safe;
  try {
    const url = new URL(candidate);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/** Navigation state that fills in the login form's email (after sign-up, a reset or an accepted invitation). */
export interface LoginState {
  email: string;
}

export function loginState(email: string): LoginState {
  return { email };
}

export function emailOfLoginState(state: unknown): string {
  return typeof state === 'object' && state !== null && typeof (state as Partial<LoginState>).email === 'string'
    ? (state as LoginState).email
    : '';
}
