import { CARRIER_CURRENCY, formatMoney, type PlanType } from '@platform/shared';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDisplayLanguage } from '../../../i18n/useDisplayLanguage';
import { displayLocale } from '../../../i18n/displayLocale';

interface Billed {
  type: PlanType;
  interval_count: number;
}

/** Money, billing period and trial as the plans page writes them, in the display language. */
export function usePlanFormat() {
  const { t } = useTranslation('plans');
  const { language } = useDisplayLanguage();
  const locale = displayLocale(language);
  const money = useCallback((cents: number, currency: string) => formatMoney(cents, currency, locale), [locale]);
  const carrierMoney = useCallback((cents: number) => formatMoney(cents, CARRIER_CURRENCY, locale), [locale]);
  // Chinese has no plural forms, so "every 1 month" would read 每 1 個月; one month has its own words (每月).
  const billing = useCallback(
    (plan: Billed) => {
      if (plan.type !== 'RECURRING') return t('billing.oneTime');
      return plan.interval_count === 1 ? t('billing.monthly') : t('billing.every', { count: plan.interval_count });
    },
    [t],
  );
  const planType = useCallback((type: PlanType) => (type === 'RECURRING' ? t('types.recurring') : t('types.oneTime')), [t]);
  return useMemo(
    () => ({ language, locale, money, carrierMoney, billing, planType }),
    [language, locale, money, carrierMoney, billing, planType],
  );
}
