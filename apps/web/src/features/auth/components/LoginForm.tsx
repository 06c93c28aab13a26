import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { loginBodySchema, type LoginBody } from '@platform/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { z } from 'zod';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { useFieldErrorText } from '../../../i18n/useFieldErrorText';
import { useLogin } from '../hooks/useLogin';
import { emailOfLoginState } from '../loginParams';
import { PATHS } from '../../../app/paths';

/** Success only stores the user; the login page then sends them on, exactly as for someone already logged in. */
export function LoginForm() {
  const { t } = useTranslation('auth');
  const fieldError = useFieldErrorText();
  const apiErrorText = useApiErrorText();
  const login = useLogin();
  const location = useLocation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginBody, unknown, z.output<typeof loginBodySchema>>({
    resolver: zodResolver(loginBodySchema),
    defaultValues: { email: emailOfLoginState(location.state), password: '' },
  });

  const onSubmit = handleSubmit((body) => login.mutate(body));

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        {login.isError && (
          <Alert color="red" variant="light">
            {apiErrorText(login.error, 'errors:LOGIN_FAILED')}
          </Alert>
        )}
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
