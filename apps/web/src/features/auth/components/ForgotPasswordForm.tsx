import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { requestResetBodySchema } from '@platform/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { useFieldErrorText } from '../../../i18n/useFieldErrorText';
import { useServerFormErrors } from '../../../lib/useServerFormErrors';
import { useRequestPasswordReset } from '../hooks/useRequestPasswordReset';

const FIELDS = ['email'] as const;

/** The answer is the same whether or not the account exists, so nobody can probe for registered emails. */
export function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const fieldError = useFieldErrorText();
  const request = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<z.input<typeof requestResetBodySchema>, unknown, z.output<typeof requestResetBodySchema>>({
    resolver: zodResolver(requestResetBodySchema),
    defaultValues: { email: '' },
  });

  const { formError, clearFormError, showServerError } = useServerFormErrors(setError, { fields: FIELDS });

  if (request.isSuccess) {
    return (
      <Alert color="green" variant="light">
        {t(`errors:${request.data.msg}`)}
      </Alert>
    );
  }

  return (
    <form
      onSubmit={handleSubmit(({ email }) => {
        clearFormError();
        request.mutate(email, { onError: showServerError });
      })}
      noValidate
    >
      <Stack gap="sm">
        <FormErrorAlert message={formError} />
        <TextInput label={t('fields.email')} type="email" autoComplete="email" error={fieldError(errors.email)} {...register('email')} />
        <Button type="submit" loading={request.isPending} fullWidth>
          {t('forgotPassword.submit')}
        </Button>
      </Stack>
    </form>
  );
}
