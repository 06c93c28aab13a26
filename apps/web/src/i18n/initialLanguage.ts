import { localeResponseSchema, type DisplayLanguage } from '@platform/shared';
import { apiRequest } from '../lib/api';
import { displayLanguageOf } from './languages';
import { readStoredLanguage } from './storedLanguage';

/** The first page should not wait long for the server's guess; the browser's own language is a fair fallback. */
const LOCALE_LOOKUP_TIMEOUT_MS = 2500;

/** The visitor's own choice wins; otherwise the server's guess from geo-IP and Accept-Language. */
export async function resolveInitialLanguage(): Promise<DisplayLanguage> {
  const stored = readStoredLanguage();
  if (stored) return stored;
  try {
    const locale = await apiRequest('/api/locale', localeResponseSchema, {
      signal: AbortSignal.timeout(LOCALE_LOOKUP_TIMEOUT_MS),
    });
    return locale.language;
  } catch {
    return displayLanguageOf(navigator.language);
  }
}
