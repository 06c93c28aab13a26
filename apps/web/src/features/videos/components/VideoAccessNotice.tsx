import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconLock, IconVideoOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/PageTitle';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { ApiError } from '../../../lib/api';
import { PATHS } from '../../../app/paths';

/**
 * Why a video or a channel's videos cannot be shown to a signed-in user: the channel is private to its members, the
 * video does not exist (or is not visible, which the server does not tell apart), or the call failed.
 */
export function VideoAccessNotice({ error }: { error: unknown }) {
  const { t } = useTranslation('videos');
  const apiErrorText = useApiErrorText();
  const msg = error instanceof ApiError ? error.msg : null;
  const Icon = msg === 'FORBIDDEN' ? IconLock : IconVideoOff;
  const title = msg === 'FORBIDDEN' ? t('access.private') : msg === 'NOT_FOUND' ? t('access.notFound') : t('errorPage.defaultMessage');

  return (
    <Stack align="center" gap="md" py="xl" ta="center" maw={520} mx="auto">
      <Icon size={48} aria-hidden color="var(--mantine-color-indigo-6)" />
      <PageTitle fz="h2">{title}</PageTitle>
      {msg === 'FORBIDDEN' && <Text c="dimmed">{t('access.membersOnly')}</Text>}
      {msg === 'NOT_FOUND' && <Text c="dimmed">{t('access.notFoundBody')}</Text>}
      {msg !== 'FORBIDDEN' && msg !== 'NOT_FOUND' && (
        <Alert color="red" variant="light">
          {apiErrorText(error)}
        </Alert>
      )}
      <Button component={Link} to={PATHS.home} variant="light">
        {t('access.home')}
      </Button>
    </Stack>
  );
}
