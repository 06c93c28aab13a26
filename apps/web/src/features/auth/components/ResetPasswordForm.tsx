import { zodResolver } from '@hookform/resolvers/zod';
import { Button, PasswordInput, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { resetPasswordFormSchema } from '@platform/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { useFieldErrorText } from '../../../i18n/useFieldErrorText';
import { ApiError } from '../../../lib/api';
import { useServerFormErrors } from '../../../lib/useServerFormErrors';
import { useResetPassword } from '../hooks/useResetPassword';
import { loginState } from '../loginParams';
import { InvalidResetLink } from './InvalidResetLink';
import { PATHS } from '../../../app/paths';

type ResetPasswordFormValues = z.input<typeof resetPasswordFormSchema>;

const FIELDS = ['password', 'confirm_password'] as const;

export function ResetPasswordForm({ id, code }: { id: string; code: string }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const fieldError = useFieldErrorText();
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ResetPasswordFormValues, unknown, z.output<typeof resetPasswordFormSchema>>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirm_password: '' },
  });

  const { formError, clearFormError, showServerError } = useServerFormErrors(setError, { fields: FIELDS });

  const onSubmit = handleSubmit(({ password }) => {
    clearFormError();
    reset.mutate(
      { id, code, password },
      {
        onSuccess: ({ msg, email }) => {
          notifications.show({ color: 'green', message: t(`errors:${msg}`) });
          navigate(PATHS.login, { replace: true, state: loginState(email) });
        },
        onError: showServerError,
      },
    );
  });

  if (reset.error instanceof ApiError && reset.error.msg === 'INVALID_RESET_LINK') return <InvalidResetLink />;

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <FormErrorAlert message={formError} />
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
