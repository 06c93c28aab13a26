import { localeResponseSchema, type DisplayLanguage } from '@platform/shared';
import { apiRequest } from '../lib/api';
import { displayLanguageOf } from './languages';
import { readStoredLanguage } from './storedLanguage';

/** Past this the server's guess is not worth switching the page for. */
const LOCALE_LOOKUP_TIMEOUT_MS = 2500;

/** The language of the first paint, known without asking anyone: the visitor's own choice, else the browser's. */
export function immediateLanguage(): DisplayLanguage {
  return readStoredLanguage() ?? displayLanguageOf(navigator.language);
}

/**
 * The server's guess from geo-IP and Accept-Language (Chinese for Hong Kong), asked after the first paint and only
 * for visitors who never chose; null when there is nothing to apply.
 */
export async function suggestedLanguage(): Promise<DisplayLanguage | null> {
  if (readStoredLanguage()) return null;
  try {
    const locale = await apiRequest('/api/locale', localeResponseSchema, { signal: AbortSignal.timeout(LOCALE_LOOKUP_TIMEOUT_MS) });
    return locale.language;
  } catch {
    return null;
  }
}
