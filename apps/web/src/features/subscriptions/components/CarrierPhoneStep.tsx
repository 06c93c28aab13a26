import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { CARRIER_PHONE_INPUT_MAX_LENGTH, carrierPhoneSchema } from '@platform/shared';
import { IconDeviceMobile } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useFieldErrorText } from '../../../i18n/useFieldErrorText';

const phoneFormSchema = z.object({ phone: carrierPhoneSchema });

/** The phone step's form, held by the modal: a failed send, from either step, marks its field. */
export function usePhoneForm() {
  return useForm<z.input<typeof phoneFormSchema>, unknown, z.output<typeof phoneFormSchema>>({
    resolver: zodResolver(phoneFormSchema),
    defaultValues: { phone: '' },
  });
}

type PhoneForm = ReturnType<typeof usePhoneForm>;

/** The first step of a carrier-bill payment: the phone number (8 digits) a code is sent to. */
export function CarrierPhoneStep({
  form,
  onSubmit,
  sending,
}: {
  form: PhoneForm;
  onSubmit: ReturnType<PhoneForm['handleSubmit']>;
  sending: boolean;
}) {
  const { t } = useTranslation('subscriptions');
  const fieldError = useFieldErrorText();
  return (
    <>
      <form onSubmit={onSubmit} noValidate>
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
            error={fieldError(form.formState.errors.phone)}
            {...form.register('phone')}
          />
          <Button type="submit" loading={sending}>
            {t('carrier.sendCode')}
          </Button>
        </Stack>
      </form>
      <Alert variant="light" color="gray">
        <Text size="sm">{t('carrier.note')}</Text>
      </Alert>
    </>
  );
}
