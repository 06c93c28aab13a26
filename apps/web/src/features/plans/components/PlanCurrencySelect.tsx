import { NativeSelect } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { PLAN_CURRENCIES, type Plan, type PlanCurrency } from '@platform/shared';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { usePlanFormat } from '../hooks/usePlanFormat';
import { useUpdatePlan } from '../hooks/usePlans';

/** The card price's currency of a plan, changed in place: new buyers pay in it, subscribers keep the price they agreed to. */
export function PlanCurrencySelect({ plan }: { plan: Plan }) {
  const { t } = useTranslation('plans');
  const format = usePlanFormat();
  const apiErrorText = useApiErrorText();
  const update = useUpdatePlan(plan.workspace_id);
  const change = (currency: PlanCurrency) =>
    update.mutate(
      { planId: plan.id, body: { currency } },
      {
        onSuccess: (updated) =>
          notifications.show({
            color: 'green',
            message: t('list.currencyChanged', { plan: updated.name, price: format.money(updated.unit_amount, updated.currency) }),
          }),
        onError: (error) => notifications.show({ color: 'red', message: apiErrorText(error) }),
      },
    );
  return (
    <NativeSelect
      size="xs"
      w={84}
      aria-label={t('list.currencyOf', { plan: plan.name })}
      value={plan.currency}
      disabled={update.isPending}
      data={PLAN_CURRENCIES.map((code) => ({ value: code, label: code.toUpperCase() }))}
      onChange={(event) => change(event.currentTarget.value as PlanCurrency)}
    />
  );
}
