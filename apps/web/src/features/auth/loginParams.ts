import { LOGIN_LOCALES, DISPLAY_LANGUAGES, safeRedirectPath, type DisplayLanguage } from '@platform/shared';
import { channelDashboardPathById } from '../../app/paths';

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

/**
 * Where the login after sign-up leads: the place the visitor came from (source_redirect_url: the content, the
 * checkout), else a new creator's channel dashboard; null leaves it to the role's landing page.
 */
export function afterSignUpPath(sourceRedirectUrl: string | null, workspaceId: string | null): string | null {
  return safeRedirectPath(sourceRedirectUrl) ?? (workspaceId ? channelDashboardPathById(workspaceId) : null);
}
