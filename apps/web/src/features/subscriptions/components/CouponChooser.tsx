import { Alert, Button, Radio, Stack, Text, TextInput } from '@mantine/core';
import { amountAfterPercentOff, COUPON_CODE_LIMITS, couponCodeSchema, type Coupon, type Plan } from '@platform/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { useDisplayLanguage } from '../../../i18n/useDisplayLanguage';
import { useFieldErrorText } from '../../../i18n/useFieldErrorText';
import { useMoney } from '../../../i18n/useMoney';
import { usePlanText } from '../hooks/usePlanText';
import { couponOfCode } from '../lib/couponChoice';
import { planTrial } from '../lib/trialOffer';
import { TrialUsedNote } from './TrialUsedNote';
import { formatPostedAt } from '../../../lib/formatDateTime';

const NO_COUPON = 'none';

interface Props {
  plan: Plan;
  /** My coupons that can be spent now. */
  coupons: Coupon[];
  /** When the viewer had the channel's one free trial: a plan with a trial is then charged in full, and says why. */
  trialUsedOn: string | null;
  pending: boolean;
  /** Why the last attempt to open the checkout failed (a refused coupon, for one). */
  error: unknown;
  onContinue: (couponCode: string | undefined) => void;
}

/**
 * Before the card provider's page: pick one of my coupons, or type its code, and see what the first payment comes
 * to. A coupon takes its percent off the first payment only; later renewals are charged in full. The server checks
 * the code again (mine, unused, unexpired) when the checkout opens.
 */
export function CouponChooser({ plan, coupons, trialUsedOn, pending, error, onContinue }: Props) {
  const { t } = useTranslation('subscriptions');
  const { language } = useDisplayLanguage();
  const apiErrorText = useApiErrorText();
  const fieldErrorText = useFieldErrorText();
  const money = useMoney();
  const planText = usePlanText();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>(undefined);
  // The server's answer is about the code sent: once another is picked or typed, it no longer applies.
  const [sentCode, setSentCode] = useState<string | null>(null);
  const chosen = couponOfCode(coupons, code);
  const typed = code.trim();
  const radioValue = chosen?.id ?? (typed ? null : NO_COUPON);
  const trial = planTrial(plan, trialUsedOn);

  const pickCode = (next: string) => {
    setCode(next);
    setCodeError(undefined);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSentCode(code);
    if (!typed) {
      onContinue(undefined);
      return;
    }
    const parsed = couponCodeSchema.safeParse(code);
    if (!parsed.success) {
      setCodeError(parsed.error.issues[0]?.message);
      return;
    }
    onContinue(parsed.data);
  };

  const fullPrice = money(plan.unit_amount, plan.currency);
  let summary: string;
  if (chosen?.percent_off) {
    const firstPayment = money(amountAfterPercentOff(plan.unit_amount, chosen.percent_off), plan.currency);
    summary =
      plan.type === 'RECURRING'
        ? t('coupon.firstPaymentThen', { price: firstPayment, full: fullPrice, then: planText.price(plan) })
        : t('coupon.payInstead', { price: firstPayment, full: fullPrice });
  } else {
    summary = typed ? t('coupon.checkedLater') : planText.price(plan);
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('coupon.formLabel')} style={{ width: '100%' }}>
      <Stack gap="md" ta="start">
        <Stack gap={2}>
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {plan.name}
          </Text>
          <Text c="dimmed">{planText.price(plan)}</Text>
          {trial?.kind === 'used' && <TrialUsedNote usedOn={trial.on} />}
        </Stack>
        <Radio.Group
          label={t('coupon.choose')}
          description={plan.type === 'RECURRING' ? t('coupon.firstPaymentOnly') : undefined}
          value={radioValue}
          onChange={(value) => pickCode(value === NO_COUPON ? '' : (coupons.find((coupon) => coupon.id === value)?.code ?? ''))}
        >
          <Stack gap="xs" mt="xs">
            <Radio value={NO_COUPON} label={t('coupon.none')} />
            {coupons.map((coupon) => (
              <Radio
                key={coupon.id}
                value={coupon.id}
                label={t('coupon.option', { code: coupon.code, percent: coupon.percent_off })}
                description={coupon.expires_at ? t('coupon.expires', { date: formatPostedAt(coupon.expires_at, language) }) : undefined}
              />
            ))}
          </Stack>
        </Radio.Group>
        <TextInput
          label={t('coupon.code')}
          value={code}
          onChange={(event) => pickCode(event.currentTarget.value)}
          maxLength={COUPON_CODE_LIMITS.maxLength}
          error={fieldErrorText(codeError ? { type: 'validate', message: codeError } : undefined)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          styles={{ input: { textTransform: 'uppercase', letterSpacing: 1 } }}
        />
        <Text fw={600} aria-live="polite">
          {summary}
        </Text>
        {Boolean(error) && sentCode === code && (
          <Alert color="red" variant="light" role="alert">
            {apiErrorText(error)}
          </Alert>
        )}
        <Button type="submit" loading={pending}>
          {t('coupon.continue')}
        </Button>
      </Stack>
    </form>
  );
}
