import { Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CARRIER_LIMITS, type Plan } from '@platform/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { ApiError } from '../../../lib/api';
import { CarrierStepError, useCarrierBilling } from '../hooks/useCarrierBilling';
import { useRefreshAfterPurchase } from '../hooks/useMySubscriptions';
import { usePlanText } from '../hooks/usePlanText';
import { placeCarrierError, type CarrierStep } from '../lib/carrierErrors';
import { useLastPresent } from '../../../lib/useLastPresent';
import { useServerFormErrors } from '../../../lib/useServerFormErrors';
import { accountSubscriptionsPath } from '../../../app/paths';
import { purchaseReturnState } from '../lib/purchaseReturn';
import { CarrierCodeStep, useCodeForm } from './CarrierCodeStep';
import { CarrierPhoneStep, usePhoneForm } from './CarrierPhoneStep';

const PHONE_FIELDS = ['phone'] as const;
const CODE_FIELDS = ['otp', 'terms', 'privacy'] as const;

function msgOf(error: unknown): string | null {
  return error instanceof ApiError ? error.msg : null;
}

/**
 * Spec §4 carrier-bill payment: enter the phone (8 digits), send a code (the phone is then locked), type the 6-digit
 * code and tick the terms and the privacy policy, then pay; "Use another number" returns to phone entry. On success
 * the buyer goes to /account/subscriptions, with `redirect_pathname` when they paid for an item, which moves them on
 * to it with the success toast.
 */
function CarrierBillingSteps({ plan, returnTo, onClose }: CarrierBillingModalProps & { plan: Plan }) {
  const { t } = useTranslation('subscriptions');
  const navigate = useNavigate();
  const refresh = useRefreshAfterPurchase();
  const { carrierPrice } = usePlanText();
  const { send, pay } = useCarrierBilling();
  const [phone, setPhone] = useState<string | null>(null);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const phoneForm = usePhoneForm();
  const codeForm = useCodeForm();
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
          onClose();
          void navigate(accountSubscriptionsPath(returnTo), {
            state: purchaseReturnState(t('carrier.success', { plan: plan.name })),
          });
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
        <CarrierPhoneStep form={phoneForm} onSubmit={onSendCode} sending={send.isPending} />
      ) : (
        <CarrierCodeStep
          form={codeForm}
          phone={phone}
          price={price}
          resendAt={resendAt}
          sending={send.isPending}
          paying={pay.isPending}
          onSubmit={onPay}
          onReset={reset}
          onResend={() => sendCode(phone)}
        />
      )}
    </Stack>
  );
}

export interface CarrierBillingModalProps {
  plan: Plan | null;
  /**
   * The item the plan was bought for (a video, a live), where the buyer is taken once it is paid; null leaves them on
   * /account/subscriptions (bought from the channel's plans).
   */
  returnTo: string | null;
  onClose: () => void;
}

/** The carrier-bill modal for one plan; nothing is shown while `plan` is null. */
export function CarrierBillingModal({ plan, returnTo, onClose }: CarrierBillingModalProps) {
  const { t } = useTranslation('subscriptions');
  // Keep the last plan while the modal fades out, so its content does not vanish mid-transition.
  const shown = useLastPresent(plan);
  return (
    <Modal opened={plan !== null} onClose={onClose} title={t('carrier.title')} centered>
      {shown && <CarrierBillingSteps key={shown.id} plan={shown} returnTo={returnTo} onClose={onClose} />}
    </Modal>
  );
}
