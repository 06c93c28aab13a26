import { NativeSelect, SimpleGrid, Text, TextInput } from '@mantine/core';
import { PLAN_CURRENCIES, PLAN_LIMITS, currencySymbol, type PlanCurrency } from '@platform/shared';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../../../i18n/useFieldErrorText';
import { usePlanFormat } from '../hooks/usePlanFormat';
import type { PlanFormValues } from '../lib/planForm';

const MONTHS = Array.from({ length: PLAN_LIMITS.maxIntervalMonths - PLAN_LIMITS.minIntervalMonths + 1 }, (_, index) =>
  String(PLAN_LIMITS.minIntervalMonths + index),
);

interface PlanPriceFieldsProps {
  register: UseFormRegister<PlanFormValues>;
  errors: FieldErrors<PlanFormValues>;
  currency: PlanCurrency;
  /** A recurring plan also has its interval (months) and trial (days). */
  recurring: boolean;
}

/** The price part of the new-plan form: the card price and its currency, the billing interval and trial, the carrier price in HKD. */
export function PlanPriceFields({ register, errors, currency, recurring }: PlanPriceFieldsProps) {
  const { t } = useTranslation('plans');
  const fieldError = useFieldErrorText();
  const format = usePlanFormat();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <NativeSelect
        label={t('create.currency')}
        description={t('create.currencyHint')}
        data={PLAN_CURRENCIES.map((code) => ({ value: code, label: t(`currencies.${code}`) }))}
        error={fieldError(errors.currency)}
        {...register('currency')}
      />
      <TextInput
        label={t('create.amount', { currency: t(`currencyNames.${currency}`) })}
        description={t('create.amountHint')}
        required
        type="number"
        inputMode="decimal"
        min={0}
        max={PLAN_LIMITS.maxAmountCents / 100}
        step={0.01}
        leftSection={<Text size="sm">{currencySymbol(currency, format.locale)}</Text>}
        leftSectionWidth={44}
        error={fieldError(errors.amount)}
        {...register('amount')}
      />
      {recurring && (
        <NativeSelect
          label={t('create.interval')}
          description={t('create.intervalHint')}
          data={MONTHS.map((months) => ({
            value: months,
            label: format.billing({ type: 'RECURRING', interval_count: Number(months) }),
          }))}
          error={fieldError(errors.interval)}
          {...register('interval')}
        />
      )}
      {recurring && (
        <TextInput
          label={t('create.trial')}
          description={t('create.trialHint')}
          type="number"
          inputMode="numeric"
          min={0}
          max={PLAN_LIMITS.maxTrialDays}
          step={1}
          rightSection={<Text size="sm">{t('create.days')}</Text>}
          rightSectionWidth={48}
          error={fieldError(errors.trial)}
          {...register('trial')}
        />
      )}
      <TextInput
        label={t('create.carrierPrice')}
        description={t('create.carrierPriceHint')}
        type="number"
        inputMode="decimal"
        min={0}
        max={PLAN_LIMITS.maxDcbPriceCents / 100}
        step={0.01}
        leftSection={<Text size="sm">HK$</Text>}
        leftSectionWidth={44}
        error={fieldError(errors.carrierPrice)}
        {...register('carrierPrice')}
      />
    </SimpleGrid>
  );
}
