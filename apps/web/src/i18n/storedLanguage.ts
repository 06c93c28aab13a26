import {
  isDisplayLanguage,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  LANGUAGE_COOKIE_NAME,
  STORAGE_KEYS,
  type DisplayLanguage,
} from '@platform/shared';

// Storage can throw (private mode, disabled cookies); the language choice is then simply not remembered.
export function readStoredLanguage(): DisplayLanguage | null {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEYS.language);
    return isDisplayLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** The server reads the cookie to render a guest's page in the chosen language (server http/server-render.ts). */
export function writeLanguageCookie(language: DisplayLanguage): void {
  document.cookie = `${LANGUAGE_COOKIE_NAME}=${language}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
}

export function storeLanguage(language: DisplayLanguage): void {
  writeLanguageCookie(language);
  try {
    window.localStorage.setItem(STORAGE_KEYS.language, language);
  } catch {
    // Not remembering the choice is acceptable; the page still switches language.
  }
}
