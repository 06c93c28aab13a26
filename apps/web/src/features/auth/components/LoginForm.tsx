import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { loginBodySchema, type LoginBody } from '@platform/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { z } from 'zod';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { useFieldErrorText } from '../../../i18n/useFieldErrorText';
import { useServerFormErrors } from '../../../lib/useServerFormErrors';
import { useLogin } from '../hooks/useLogin';
import { emailOfLoginState } from '../loginParams';
import { PATHS } from '../../../app/paths';

const FIELDS = ['email', 'password'] as const;

/** Success only stores the user; the login page then sends them on, exactly as for someone already logged in. */
export function LoginForm() {
  const { t } = useTranslation('auth');
  const fieldError = useFieldErrorText();
  const login = useLogin();
  const location = useLocation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LoginBody, unknown, z.output<typeof loginBodySchema>>({
    resolver: zodResolver(loginBodySchema),
    defaultValues: { email: emailOfLoginState(location.state), password: '' },
  });

  const { formError, clearFormError, showServerError } = useServerFormErrors(setError, {
    fields: FIELDS,
    fallbackKey: 'errors:LOGIN_FAILED',
  });

  const onSubmit = handleSubmit((body) => {
    clearFormError();
    login.mutate(body, { onError: showServerError });
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <FormErrorAlert message={formError} />
        <TextInput label={t('fields.email')} type="email" autoComplete="username" error={fieldError(errors.email)} {...register('email')} />
        <PasswordInput
          label={t('fields.password')}
          autoComplete="current-password"
          error={fieldError(errors.password)}
          {...register('password')}
        />
        <Group justify="flex-end">
          <Anchor component={Link} to={PATHS.forgotPassword} size="sm">
            {t('login.forgotPassword')}
          </Anchor>
        </Group>
        <Button type="submit" loading={login.isPending} fullWidth>
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
