import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Checkbox, Container, Paper, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CARRIER_LIMITS, CARRIER_PHONE_INPUT_MAX_LENGTH, EVENT_MESSAGES, carrierOtpSchema, carrierPhoneSchema } from '@platform/shared';
import { IconCircleCheck, IconDeviceMobile } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { PageLoader } from '../../../components/PageLoader';
import { PageTitle } from '../../../components/PageTitle';
import { useFieldErrorText } from '../../../i18n/useFieldErrorText';
import { ApiError } from '../../../lib/api';
import { useServerFormErrors } from '../../../lib/useServerFormErrors';
import { useEventRegistration, usePhoneEvent } from '../hooks/usePhoneEvent';
import { PATHS } from '../../../app/paths';

const phoneFormSchema = z.object({ phone: carrierPhoneSchema });
const joinFormSchema = z.object({
  otp: carrierOtpSchema,
  terms: z.boolean().refine((ticked) => ticked, EVENT_MESSAGES.agreeTerms),
  privacy: z.boolean().refine((ticked) => ticked, EVENT_MESSAGES.agreePrivacy),
});

/** Server answers shown beside a field rather than above the form. */
const PHONE_FIELDS = ['phone'] as const;
const PHONE_ERRORS = { PHONE_NOT_REGISTERED: 'phone', PHONE_ALREADY_JOINED: 'phone' } as const;
const JOIN_FIELDS = ['otp', 'terms', 'privacy'] as const;
const CODE_ERRORS = { INVALID_VALIDATION_CODE: 'otp' } as const;

const msgOf = (error: unknown) => (error instanceof ApiError ? error.msg : null);

/**
 * Spec §2 /events/csl-finance: a phone (8 digits) receives a 6-digit code; with both boxes ticked, registering joins the
 * event. A user who joined before (a 303 from register) is told so rather than shown an error.
 */
export function CslFinanceEventPage() {
  const { t } = useTranslation('community');
  const fieldError = useFieldErrorText();
  const registration = useEventRegistration();
  const { send, join } = usePhoneEvent();
  const [phone, setPhone] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<'joined' | 'already' | null>(null);

  const phoneForm = useForm<z.input<typeof phoneFormSchema>, unknown, z.output<typeof phoneFormSchema>>({
    resolver: zodResolver(phoneFormSchema),
    defaultValues: { phone: '' },
  });
  const joinForm = useForm<z.input<typeof joinFormSchema>, unknown, z.output<typeof joinFormSchema>>({
    resolver: zodResolver(joinFormSchema),
    defaultValues: { otp: '', terms: false, privacy: false },
  });
  // The two steps share one message above them.
  const phoneErrors = useServerFormErrors(phoneForm.setError, {
    fields: PHONE_FIELDS,
    fieldOfMsg: PHONE_ERRORS,
    showFormError: setFormError,
  });
  const joinErrors = useServerFormErrors(joinForm.setError, { fields: JOIN_FIELDS, fieldOfMsg: CODE_ERRORS, showFormError: setFormError });

  const onSend = phoneForm.handleSubmit(({ phone: number }) => {
    setFormError(null);
    send.mutate(number, {
      onSuccess: () => {
        setPhone(number);
        notifications.show({ color: 'green', message: t('csl.codeSent', { phone: number }) });
      },
      onError: (error) => {
        const msg = msgOf(error);
        if (msg === 'OTP_SENT_ALREADY') {
          // The code sent a moment ago still works: go on to typing it.
          setPhone(number);
          notifications.show({ color: 'yellow', message: t('errors:OTP_SENT_ALREADY') });
        } else {
          phoneErrors.showServerError(error);
        }
      },
    });
  });

  const onJoin = joinForm.handleSubmit(({ otp }) => {
    if (!phone) return;
    setFormError(null);
    join.mutate(
      { phone, otp },
      {
        onSuccess: setOutcome,
        onError: joinErrors.showServerError,
      },
    );
  });

  const reset = () => {
    setPhone(null);
    setFormError(null);
    joinForm.reset();
  };

  const joinedBefore = outcome === 'already' || (outcome === null && registration.data?.joined);

  return (
    <Container size="xs" px={0}>
      <Stack gap="lg">
        <PageTitle>{t('csl.title')}</PageTitle>
        <Text>{t('csl.intro')}</Text>
        {registration.isPending ? (
          <PageLoader />
        ) : outcome === 'joined' ? (
          <Alert color="green" icon={<IconCircleCheck aria-hidden />} role="status">
            {t('errors:EVENT_JOINED')}
          </Alert>
        ) : joinedBefore ? (
          <Alert color="blue" icon={<IconCircleCheck aria-hidden />} role="status">
            {t('csl.already', { digits: registration.data?.phone_last_digits ?? '' })}
          </Alert>
        ) : (
          <Paper withBorder p="lg" radius="md">
            <Stack gap="md">
              <FormErrorAlert message={formError} />
              {phone === null ? (
                <form onSubmit={onSend} noValidate>
                  <Stack gap="sm">
                    <TextInput
                      label={t('csl.phone')}
                      description={t('csl.phoneHint')}
                      type="tel"
                      inputMode="numeric"
                      autoComplete="tel-national"
                      maxLength={CARRIER_PHONE_INPUT_MAX_LENGTH}
                      required
                      leftSection={<IconDeviceMobile size={16} aria-hidden />}
                      error={fieldError(phoneForm.formState.errors.phone)}
                      {...phoneForm.register('phone')}
                    />
                    <Button type="submit" loading={send.isPending}>
                      {t('csl.send')}
                    </Button>
                  </Stack>
                </form>
              ) : (
                <form onSubmit={onJoin} noValidate>
                  <Stack gap="sm">
                    <TextInput label={t('csl.phone')} value={phone} readOnly disabled />
                    <Anchor component="button" type="button" size="sm" onClick={reset} w="fit-content">
                      {t('csl.reset')}
                    </Anchor>
                    <TextInput
                      label={t('csl.code')}
                      description={t('csl.codeHint', { phone })}
                      inputMode="numeric"
                      autoComplete="one-time-code"
                      maxLength={CARRIER_LIMITS.otpDigits}
                      required
                      error={fieldError(joinForm.formState.errors.otp)}
                      {...joinForm.register('otp')}
                    />
                    <Checkbox
                      label={t('csl.agreeTerms')}
                      error={fieldError(joinForm.formState.errors.terms)}
                      {...joinForm.register('terms')}
                    />
                    <Checkbox
                      label={t('csl.agreePrivacy')}
                      error={fieldError(joinForm.formState.errors.privacy)}
                      {...joinForm.register('privacy')}
                    />
                    <Button type="submit" loading={join.isPending}>
                      {t('csl.register')}
                    </Button>
                  </Stack>
                </form>
              )}
            </Stack>
          </Paper>
        )}
        <Anchor component={Link} to={PATHS.accountEvents}>
          {t('csl.back')}
        </Anchor>
      </Stack>
    </Container>
  );
}
