import { formatMoney } from '@platform/shared';
import { useCallback } from 'react';
import { displayLocale } from './displayLocale';
import { useDisplayLanguage } from './useDisplayLanguage';

/** Cents → "US$4.99" / "HK$38.00" in the display language (spec §9: amounts are cents, shown divided by 100). */
export function useMoney(): (cents: number, currency: string) => string {
  const { language } = useDisplayLanguage();
  return useCallback((cents: number, currency: string) => formatMoney(cents, currency, displayLocale(language)), [language]);
}
