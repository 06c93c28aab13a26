import type { DisplayLanguage } from '@platform/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { I18N_LANGUAGE, displayLanguageOf } from './languages';
import { storeLanguage } from './storedLanguage';

export function useDisplayLanguage(): { language: DisplayLanguage; setLanguage: (next: DisplayLanguage) => void } {
  const { i18n } = useTranslation();
  const setLanguage = useCallback(
    (next: DisplayLanguage) => {
      storeLanguage(next);
      void i18n.changeLanguage(I18N_LANGUAGE[next]);
    },
    [i18n],
  );
  return { language: displayLanguageOf(i18n.resolvedLanguage ?? i18n.language), setLanguage };
}
