import { CARRIER_CURRENCY, type Plan } from '@platform/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../i18n/useMoney';

type PricedPlan = Pick<Plan, 'type' | 'unit_amount' | 'currency' | 'interval_count'>;

/** The words around a plan's price: "US$4.99 / month", "US$12.00 every 3 months", "US$30.00 one-time". */
export function usePlanText() {
  const { t } = useTranslation('subscriptions');
  const money = useMoney();

  const price = useCallback(
    (plan: PricedPlan) => {
      const amount = money(plan.unit_amount, plan.currency);
      if (plan.type === 'ONE_TIME') return t('planText.oneTime', { price: amount });
      return plan.interval_count === 1
        ? t('planText.monthly', { price: amount })
        : t('planText.everyMonths', { price: amount, count: plan.interval_count });
    },
    [t, money],
  );

  /** Spec §5 trial: "Free for 7 days, then US$4.99 / month"; null without a trial. */
  const trial = useCallback(
    (plan: PricedPlan & Pick<Plan, 'trial_period'>) =>
      plan.type === 'RECURRING' && plan.trial_period > 0 ? t('planText.trial', { count: plan.trial_period, price: price(plan) }) : null,
    [t, price],
  );

  /** Spec §9: carrier billing is in HKD cents. */
  const carrierPrice = useCallback(
    (plan: Pick<Plan, 'dcb_price'>) => (plan.dcb_price === null ? null : money(plan.dcb_price, CARRIER_CURRENCY)),
    [money],
  );

  return { price, trial, carrierPrice };
}
