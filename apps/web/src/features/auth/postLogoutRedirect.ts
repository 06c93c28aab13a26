import { STORAGE_KEYS } from '@platform/shared';
import { sameSitePath } from './loginParams';

/** Spec §2: post_logout_redirect_uri is remembered in local storage across the logout round trip. */
export function rememberPostLogoutRedirect(uri: string | null): void {
  if (!uri) return;
  try {
    window.localStorage.setItem(STORAGE_KEYS.postLogoutRedirectUri, uri);
  } catch {
    // Without storage the user simply lands on the home page.
  }
}

export function readPostLogoutRedirect(): string | null {
  try {
    return sameSitePath(window.localStorage.getItem(STORAGE_KEYS.postLogoutRedirectUri), window.location.origin);
  } catch {
    return null;
  }
}

export function forgetPostLogoutRedirect(): void {
  try {
    window.localStorage.removeItem(STORAGE_KEYS.postLogoutRedirectUri);
  } catch {
    // Nothing was stored if storage is unavailable.
  }
}
