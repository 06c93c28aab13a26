import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { CARRIER_LIMITS, CARRIER_MESSAGES, carrierOtpSchema } from '@platform/shared';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useFieldErrorText } from '../../../i18n/useFieldErrorText';

const codeFormSchema = z.object({
  otp: carrierOtpSchema,
  terms: z.boolean().refine((ticked) => ticked, CARRIER_MESSAGES.agreeTerms),
  privacy: z.boolean().refine((ticked) => ticked, CARRIER_MESSAGES.agreePrivacy),
});

/** The code step's form, held by the modal: a failed payment marks its fields, and another number clears it. */
export function useCodeForm() {
  return useForm<z.input<typeof codeFormSchema>, unknown, z.output<typeof codeFormSchema>>({
    resolver: zodResolver(codeFormSchema),
    defaultValues: { otp: '', terms: false, privacy: false },
  });
}

type CodeForm = ReturnType<typeof useCodeForm>;

/** The resend countdown, in whole seconds left. */
function useSecondsLeft(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return undefined;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}

/**
 * The second step of a carrier-bill payment: the phone locked, with "Use another number" and a resend once the
 * countdown to `resendAt` has run; the 6-digit code and the ticked terms and privacy policy pay.
 */
export function CarrierCodeStep({
  form,
  phone,
  price,
  resendAt,
  sending,
  paying,
  onSubmit,
  onReset,
  onResend,
}: {
  form: CodeForm;
  phone: string;
  price: string;
  resendAt: number | null;
  sending: boolean;
  paying: boolean;
  onSubmit: ReturnType<CodeForm['handleSubmit']>;
  onReset: () => void;
  onResend: () => void;
}) {
  const { t } = useTranslation('subscriptions');
  const fieldError = useFieldErrorText();
  const secondsLeft = useSecondsLeft(resendAt);
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Stack gap={4}>
          <TextInput label={t('carrier.phone')} value={phone} readOnly disabled />
          <Group justify="space-between" gap="xs">
            <Anchor component="button" type="button" size="sm" onClick={onReset}>
              {t('carrier.reset')}
            </Anchor>
            <Anchor
              component="button"
              type="button"
              size="sm"
              disabled={secondsLeft > 0 || sending}
              onClick={onResend}
              c={secondsLeft > 0 ? 'dimmed' : undefined}
              style={secondsLeft > 0 ? { cursor: 'not-allowed', textDecoration: 'none' } : undefined}
            >
              {secondsLeft > 0 ? t('carrier.resendIn', { count: secondsLeft }) : t('carrier.resend')}
            </Anchor>
          </Group>
        </Stack>
        <TextInput
          label={t('carrier.code')}
          description={t('carrier.codeHint', { phone })}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={CARRIER_LIMITS.otpDigits}
          data-autofocus
          error={fieldError(form.formState.errors.otp)}
          {...form.register('otp')}
        />
        <Checkbox label={t('carrier.agreeTerms')} error={fieldError(form.formState.errors.terms)} {...form.register('terms')} />
        <Checkbox label={t('carrier.agreePrivacy')} error={fieldError(form.formState.errors.privacy)} {...form.register('privacy')} />
        <Button type="submit" loading={paying}>
          {t('carrier.pay', { price })}
        </Button>
      </Stack>
    </form>
  );
}
