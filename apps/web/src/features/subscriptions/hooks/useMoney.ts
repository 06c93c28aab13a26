import { formatMoney } from '@platform/shared';
import { useCallback } from 'react';
import { useDisplayLanguage } from '../../../i18n/useDisplayLanguage';
import { MONEY_LOCALE } from '../lib/formatDate';

/** Cents → "US$4.99" / "HK$38.00" in the display language (spec §9: amounts are cents, shown divided by 100). */
export function useMoney(): (cents: number, currency: string) => string {
  const { language } = useDisplayLanguage();
  return useCallback((cents: number, currency: string) => formatMoney(cents, currency, MONEY_LOCALE[language]), [language]);
}
