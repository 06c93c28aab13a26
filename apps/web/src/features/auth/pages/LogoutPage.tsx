import { Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/PageLoader';
import { useLogout } from '../hooks/useLogout';
import { forgetPostLogoutRedirect, readPostLogoutRedirect, rememberPostLogoutRedirect } from '../postLogoutRedirect';

export function LogoutPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { mutate: logout } = useLogout();
  const started = useRef(false);
  const requestedRedirect = params.get('post_logout_redirect_uri');

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    rememberPostLogoutRedirect(requestedRedirect);
    logout(undefined, {
      onSettled: () => {
        navigate(readPostLogoutRedirect() ?? '/', { replace: true });
        forgetPostLogoutRedirect();
      },
    });
  }, [logout, navigate, requestedRedirect]);

  return (
    <Stack align="center" gap="xs">
      <PageLoader />
      <Text c="dimmed">{t('logout.inProgress')}</Text>
    </Stack>
  );
}
