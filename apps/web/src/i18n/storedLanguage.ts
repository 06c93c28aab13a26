import { STORAGE_KEYS, type DisplayLanguage } from '@platform/shared';
import { isDisplayLanguage } from './languages';

// Storage can throw (private mode, disabled cookies); the language choice is then simply not remembered.
export function readStoredLanguage(): DisplayLanguage | null {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEYS.language);
    return isDisplayLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function storeLanguage(language: DisplayLanguage): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.language, language);
  } catch {
    // Not remembering the choice is acceptable; the page still switches language.
  }
}
