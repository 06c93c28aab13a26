import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Group, List, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { SANDBOX_CARD_MESSAGES, sandboxPaymentBodySchema, type SandboxCheckout } from '@platform/shared';
import { IconCreditCard, IconFlask } from '@tabler/icons-react';
import type { ChangeEvent, FormEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { useFieldErrorText } from '../../../i18n/useFieldErrorText';
import { useServerFormErrors } from '../../../lib/useServerFormErrors';
import { usePaySandboxCheckout } from '../hooks/useSandboxCheckout';
import { closesCheckout } from '../lib/sandboxPayment';
import { caretAfterFormat, CARD_NUMBER_MAX_DIGITS, digitsBefore, formatCardNumber, formatExpiry, isExpired } from '../lib/cardInput';

const cardFormSchema = sandboxPaymentBodySchema.superRefine((body, context) => {
  if (isExpired(body.expiry, new Date())) context.addIssue({ code: 'custom', path: ['expiry'], message: SANDBOX_CARD_MESSAGES.expired });
});
type CardForm = z.input<typeof cardFormSchema>;
const FIELDS = ['card_number', 'expiry', 'cvc', 'name'] as const;

/** The provider's test cards: one that pays, one that is declined, one that starts a trial but declines its renewal. */
const TEST_CARDS = { succeeds: '4242 4242 4242 4242', declined: '4000 0000 0000 0002', renewalFails: '4000 0000 0000 0341' } as const;
const OUTCOME_KEY = {
  succeeds: 'sandbox.cardSucceeds',
  declined: 'sandbox.cardDeclined',
  renewalFails: 'sandbox.cardRenewalFails',
} as const satisfies Record<keyof typeof TEST_CARDS, string>;

/** Reformats the field as typed and keeps the caret after the same digit. */
function formatted(event: ChangeEvent<HTMLInputElement>, format: (text: string) => string): string {
  const input = event.currentTarget;
  const text = input.value;
  const digits = digitsBefore(text, input.selectionStart ?? text.length);
  const next = format(text);
  requestAnimationFrame(() => {
    if (document.activeElement !== input) return;
    const caret = caretAfterFormat(next, digits);
    input.setSelectionRange(caret, caret);
  });
  return next;
}

interface SandboxCardFormProps {
  checkout: SandboxCheckout;
  payLabel: string;
  /** The payment was refused for good (a coupon that can no longer be spent, a closed checkout): the page says why. */
  onClosed: (refusal: unknown) => void;
}

/** The card form of the sandbox hosted page; a declined card keeps the form and says so. */
export function SandboxCardForm({ checkout, payLabel, onClosed }: SandboxCardFormProps) {
  const { t } = useTranslation('subscriptions');
  const fieldError = useFieldErrorText();
  const pay = usePaySandboxCheckout(checkout.id);
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = useForm<CardForm, unknown, z.output<typeof cardFormSchema>>({
    resolver: zodResolver(cardFormSchema),
    defaultValues: { card_number: '', expiry: '', cvc: '', name: '' },
  });
  const { formError, clearFormError, showServerError } = useServerFormErrors(setError, { fields: FIELDS });

  const onPayError = (error: unknown) => (closesCheckout(error) ? onClosed(error) : showServerError(error));
  const submit = handleSubmit((body) => pay.mutate({ ...body, name: body.name || undefined }, { onError: onPayError }));
  // A new attempt clears the last one's message (a declined card), whether or not the fields pass the checks.
  const onSubmit = (event: FormEvent) => {
    clearFormError();
    return submit(event);
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Alert variant="light" color="violet" icon={<IconFlask size={18} aria-hidden />} title={t('sandbox.testCardsTitle')}>
          <List size="sm" spacing={4}>
            {(['succeeds', 'declined', 'renewalFails'] as const).map((outcome) => (
              <List.Item key={outcome}>
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  ff="monospace"
                  fw={600}
                  onClick={() => setValue('card_number', TEST_CARDS[outcome], { shouldValidate: false })}
                  aria-label={t('sandbox.useCard', { card: TEST_CARDS[outcome] })}
                >
                  {TEST_CARDS[outcome]}
                </Anchor>{' '}
                {t(OUTCOME_KEY[outcome])}
              </List.Item>
            ))}
            <List.Item>{t('sandbox.anyExpiry')}</List.Item>
          </List>
        </Alert>
        <TextInput label={t('sandbox.email')} value={checkout.customer_email ?? ''} readOnly disabled={!checkout.customer_email} />
        <FormErrorAlert message={formError} />
        <Controller
          control={control}
          name="card_number"
          render={({ field }) => (
            <TextInput
              label={t('sandbox.cardNumber')}
              placeholder="1234 1234 1234 1234"
              inputMode="numeric"
              autoComplete="cc-number"
              maxLength={CARD_NUMBER_MAX_DIGITS + Math.floor((CARD_NUMBER_MAX_DIGITS - 1) / 4)}
              leftSection={<IconCreditCard size={16} aria-hidden />}
              error={fieldError(errors.card_number)}
              name={field.name}
              ref={field.ref}
              value={field.value}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange(formatted(event, formatCardNumber))}
            />
          )}
        />
        <SimpleGrid cols={2} spacing="sm">
          <Controller
            control={control}
            name="expiry"
            render={({ field }) => (
              <TextInput
                label={t('sandbox.expiry')}
                placeholder={t('sandbox.expiryPlaceholder')}
                inputMode="numeric"
                autoComplete="cc-exp"
                maxLength={5}
                error={fieldError(errors.expiry)}
                name={field.name}
                ref={field.ref}
                value={field.value}
                onBlur={field.onBlur}
                onChange={(event) => field.onChange(formatted(event, formatExpiry))}
              />
            )}
          />
          <TextInput
            label={t('sandbox.cvc')}
            placeholder="123"
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
            error={fieldError(errors.cvc)}
            {...register('cvc')}
          />
        </SimpleGrid>
        <TextInput label={t('sandbox.name')} autoComplete="cc-name" maxLength={100} error={fieldError(errors.name)} {...register('name')} />
        <Button type="submit" size="md" loading={pay.isPending || pay.isSuccess} fullWidth>
          {payLabel}
        </Button>
        <Group justify="center">
          <Text size="xs" c="dimmed">
            {t('sandbox.noRealMoney')}
          </Text>
        </Group>
      </Stack>
    </form>
  );
}
