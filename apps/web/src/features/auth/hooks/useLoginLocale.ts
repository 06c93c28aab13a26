import { useEffect, useRef } from 'react';
import { useDisplayLanguage } from '../../../i18n/useDisplayLanguage';
import { languageOfLoginLocale } from '../loginParams';

/** The login link's `locale` (zh_HK or en) picks the display language once; the top-bar switch still works after. */
export function useLoginLocale(locale: string | null): void {
  const { setLanguage } = useDisplayLanguage();
  const applied = useRef<string | null>(null);

  useEffect(() => {
    if (locale === applied.current) return;
    applied.current = locale;
    const language = languageOfLoginLocale(locale);
    if (language) setLanguage(language);
  }, [locale, setLanguage]);
}
