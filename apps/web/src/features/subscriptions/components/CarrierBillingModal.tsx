import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  CARRIER_LIMITS,
  CARRIER_MESSAGES,
  CARRIER_PHONE_INPUT_MAX_LENGTH,
  carrierOtpSchema,
  carrierPhoneSchema,
  type Plan,
} from '@platform/shared';
import { IconDeviceMobile } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { useFieldErrorText } from '../../../i18n/useFieldErrorText';
import { ApiError } from '../../../lib/api';
import { CarrierStepError, useCarrierBilling } from '../hooks/useCarrierBilling';
import { useRefreshAfterPurchase } from '../hooks/useMySubscriptions';
import { usePlanText } from '../hooks/usePlanText';
import { placeCarrierError, type CarrierStep } from '../lib/carrierErrors';
import { useLastPresent } from '../../../lib/useLastPresent';
import { useServerFormErrors } from '../../../lib/useServerFormErrors';
import { PATHS } from '../../../app/paths';

const phoneFormSchema = z.object({ phone: carrierPhoneSchema });
type PhoneForm = z.input<typeof phoneFormSchema>;

const codeFormSchema = z.object({
  otp: carrierOtpSchema,
  terms: z.boolean().refine((ticked) => ticked, CARRIER_MESSAGES.agreeTerms),
  privacy: z.boolean().refine((ticked) => ticked, CARRIER_MESSAGES.agreePrivacy),
});
type CodeForm = z.input<typeof codeFormSchema>;
const PHONE_FIELDS = ['phone'] as const;
const CODE_FIELDS = ['otp', 'terms', 'privacy'] as const;

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

function msgOf(error: unknown): string | null {
  return error instanceof ApiError ? error.msg : null;
}

/**
 * Spec §4 carrier-bill payment: enter the phone (8 digits), send a code (the phone is then locked), type the 6-digit
 * code and tick the terms and the privacy policy, then pay; "Use another number" returns to phone entry. On success
 * the buyer goes to /account/subscriptions.
 */
function CarrierBillingSteps({ plan, onClose }: { plan: Plan; onClose: () => void }) {
  const { t } = useTranslation('subscriptions');
  const fieldError = useFieldErrorText();
  const navigate = useNavigate();
  const refresh = useRefreshAfterPurchase();
  const { carrierPrice } = usePlanText();
  const { send, pay } = useCarrierBilling();
  const [phone, setPhone] = useState<string | null>(null);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const secondsLeft = useSecondsLeft(resendAt);

  const phoneForm = useForm<PhoneForm, unknown, z.output<typeof phoneFormSchema>>({
    resolver: zodResolver(phoneFormSchema),
    defaultValues: { phone: '' },
  });
  const codeForm = useForm<CodeForm, unknown, z.output<typeof codeFormSchema>>({
    resolver: zodResolver(codeFormSchema),
    defaultValues: { otp: '', terms: false, privacy: false },
  });
  // What placeCarrierError leaves to the server's own words: a field it names, else the message above both steps.
  const phoneErrors = useServerFormErrors(phoneForm.setError, { fields: PHONE_FIELDS, showFormError: setFormError });
  const codeErrors = useServerFormErrors(codeForm.setError, { fields: CODE_FIELDS, showFormError: setFormError });

  const showError = (step: CarrierStep, error: unknown) => {
    const place = placeCarrierError(step, msgOf(error));
    if (place.target === 'phone') phoneForm.setError('phone', { type: 'server', message: place.key }, { shouldFocus: true });
    else if (place.target === 'otp') codeForm.setError('otp', { type: 'server', message: place.key }, { shouldFocus: true });
    else if (place.target === 'warning') notifications.show({ color: 'yellow', message: t(`errors:${place.key}`) });
    else if (place.key) setFormError(t(`errors:${place.key}`));
    else (step === 'send' ? phoneErrors : codeErrors).showServerError(error);
    return place;
  };

  const sendCode = (number: string) => {
    setFormError(null);
    send.mutate(number, {
      onSuccess: ({ resend_after_seconds }) => {
        setPhone(number);
        setResendAt(Date.now() + resend_after_seconds * 1000);
        notifications.show({ color: 'green', message: t('carrier.codeSent', { phone: number }) });
      },
      onError: (error) => {
        // A code sent a moment ago still works: move on to typing it, and let the countdown run.
        if (showError('send', error).target === 'warning') {
          setPhone(number);
          setResendAt((current) => current ?? Date.now() + CARRIER_LIMITS.resendWindowMs);
        }
      },
    });
  };

  const reset = () => {
    setPhone(null);
    setResendAt(null);
    setFormError(null);
    codeForm.reset();
    send.reset();
    pay.reset();
  };

  const onSendCode = phoneForm.handleSubmit(({ phone: number }) => sendCode(number));
  const onPay = codeForm.handleSubmit(({ otp }) => {
    if (!phone) return;
    setFormError(null);
    pay.mutate(
      { phone, otp, planId: plan.id },
      {
        onSuccess: async () => {
          notifications.show({ color: 'green', message: t('carrier.success', { plan: plan.name }) });
          onClose();
          navigate(PATHS.accountSubscriptions);
          await refresh();
        },
        onError: (error) => {
          if (error instanceof CarrierStepError) showError(error.step, error.error);
          else codeErrors.showServerError(error);
        },
      },
    );
  });

  const price = carrierPrice(plan) ?? '';

  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Text fw={600}>{plan.name}</Text>
        <Text size="sm" c="dimmed">
          {plan.type === 'RECURRING' ? t('carrier.recurringAmount', { price, count: plan.interval_count }) : t('carrier.amount', { price })}
        </Text>
        {/* The free trial is a card provider's: a phone bill is charged from the first day. */}
        {plan.type === 'RECURRING' && plan.trial_period > 0 && (
          <Text size="sm" c="dimmed">
            {t('carrier.noTrial', { count: plan.trial_period })}
          </Text>
        )}
      </Stack>
      <FormErrorAlert message={formError} />
      {phone === null ? (
        <form onSubmit={onSendCode} noValidate>
          <Stack gap="sm">
            <TextInput
              label={t('carrier.phone')}
              description={t('carrier.phoneHint')}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={CARRIER_PHONE_INPUT_MAX_LENGTH}
              leftSection={<IconDeviceMobile size={16} aria-hidden />}
              data-autofocus
              error={fieldError(phoneForm.formState.errors.phone)}
              {...phoneForm.register('phone')}
            />
            <Button type="submit" loading={send.isPending}>
              {t('carrier.sendCode')}
            </Button>
          </Stack>
        </form>
      ) : (
        <form onSubmit={onPay} noValidate>
          <Stack gap="sm">
            <Stack gap={4}>
              <TextInput label={t('carrier.phone')} value={phone} readOnly disabled />
              <Group justify="space-between" gap="xs">
                <Anchor component="button" type="button" size="sm" onClick={reset}>
                  {t('carrier.reset')}
                </Anchor>
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  disabled={secondsLeft > 0 || send.isPending}
                  onClick={() => sendCode(phone)}
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
              error={fieldError(codeForm.formState.errors.otp)}
              {...codeForm.register('otp')}
            />
            <Checkbox label={t('carrier.agreeTerms')} error={fieldError(codeForm.formState.errors.terms)} {...codeForm.register('terms')} />
            <Checkbox
              label={t('carrier.agreePrivacy')}
              error={fieldError(codeForm.formState.errors.privacy)}
              {...codeForm.register('privacy')}
            />
            <Button type="submit" loading={pay.isPending}>
              {t('carrier.pay', { price })}
            </Button>
          </Stack>
        </form>
      )}
      {phone === null && (
        <Alert variant="light" color="gray">
          <Text size="sm">{t('carrier.note')}</Text>
        </Alert>
      )}
    </Stack>
  );
}

/** The carrier-bill modal for one plan; nothing is shown while `plan` is null. */
export function CarrierBillingModal({ plan, onClose }: { plan: Plan | null; onClose: () => void }) {
  const { t } = useTranslation('subscriptions');
  // Keep the last plan while the modal fades out, so its content does not vanish mid-transition.
  const shown = useLastPresent(plan);
  return (
    <Modal opened={plan !== null} onClose={onClose} title={t('carrier.title')} centered>
      {shown && <CarrierBillingSteps key={shown.id} plan={shown} onClose={onClose} />}
    </Modal>
  );
}
