import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { resetPasswordFormSchema } from '@platform/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { useFieldErrorText } from '../../../i18n/useFieldErrorText';
import { ApiError } from '../../../lib/api';
import { useResetPassword } from '../hooks/useResetPassword';
import { loginState } from '../loginParams';
import { InvalidResetLink } from './InvalidResetLink';
import { PATHS } from '../../../app/paths';

type ResetPasswordFormValues = z.input<typeof resetPasswordFormSchema>;

export function ResetPasswordForm({ id, code }: { id: string; code: string }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const fieldError = useFieldErrorText();
  const apiErrorText = useApiErrorText();
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetPasswordFormValues, unknown, z.output<typeof resetPasswordFormSchema>>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirm_password: '' },
  });

  const onSubmit = handleSubmit(({ password }) =>
    reset.mutate(
      { id, code, password },
      {
        onSuccess: ({ msg, email }) => {
          notifications.show({ color: 'green', message: t(`errors:${msg}`) });
          navigate(PATHS.login, { replace: true, state: loginState(email) });
        },
      },
    ),
  );

  if (reset.error instanceof ApiError && reset.error.msg === 'INVALID_RESET_LINK') return <InvalidResetLink />;

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        {reset.isError && (
          <Alert color="red" variant="light">
            {apiErrorText(reset.error)}
          </Alert>
        )}
        <PasswordInput
          label={t('fields.newPassword')}
          autoComplete="new-password"
          error={fieldError(errors.password)}
          {...register('password')}
        />
        <PasswordInput
          label={t('fields.confirmNewPassword')}
          autoComplete="new-password"
          error={fieldError(errors.confirm_password)}
          {...register('confirm_password')}
        />
        <Button type="submit" loading={reset.isPending} fullWidth>
          {t('resetPassword.submit')}
        </Button>
      </Stack>
    </form>
  );
}
