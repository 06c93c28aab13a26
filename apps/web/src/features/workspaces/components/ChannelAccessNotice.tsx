import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PageTitle } from '../../../components/PageTitle';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { ApiError } from '../../../lib/api';
import { loginPath, PATHS } from '../../../app/paths';

/**
 * Why a channel cannot be shown (spec §2): a guest is asked to log in to a private channel, a signed-in
 * non-member is told it is private, and a missing one is reported as such.
 */
export function ChannelAccessNotice({ error }: { error: unknown }) {
  const { t } = useTranslation('workspaces');
  const apiErrorText = useApiErrorText();
  const location = useLocation();
  const msg = error instanceof ApiError ? error.msg : null;

  if (msg === 'NOT_LOGGED_IN' || msg === 'FORBIDDEN') {
    return (
      <Stack align="center" gap="md" py="xl" ta="center" maw={520} mx="auto">
        <IconLock size={48} aria-hidden color="var(--mantine-color-indigo-6)" />
        <PageTitle fz="h2">{t('channel.private.title')}</PageTitle>
        {msg === 'NOT_LOGGED_IN' ? (
          <>
            <Text c="dimmed">{t('channel.private.logInPrompt')}</Text>
            <Button component={Link} to={loginPath(`${location.pathname}${location.search}${location.hash}`)}>
              {t('nav.login')}
            </Button>
          </>
        ) : (
          <Text c="dimmed">{t('channel.private.membersOnly')}</Text>
        )}
      </Stack>
    );
  }

  return (
    <Stack align="center" gap="md" py="xl" ta="center">
      <PageTitle fz="h2">{msg === 'NOT_FOUND' ? t('channel.notFound') : t('errorPage.defaultMessage')}</PageTitle>
      {msg !== 'NOT_FOUND' && (
        <Alert color="red" variant="light">
          {apiErrorText(error)}
        </Alert>
      )}
      <Button component={Link} to={PATHS.browseChannels} variant="light">
        {t('nav.browseChannels')}
      </Button>
    </Stack>
  );
}
