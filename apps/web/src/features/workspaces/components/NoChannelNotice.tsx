import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/PageTitle';
import { useMe } from '../../auth';
import { PATHS } from '../../../app/paths';

/** Spec §2: an admin with no channel chosen is pointed to the admin centre; a host without one may create one. */
export function NoChannelNotice() {
  const { t } = useTranslation('workspaces');
  const { data: me } = useMe();
  const isAdmin = me?.role === 'admin';
  return (
    <Stack align="center" gap="md" py="xl" ta="center" maw={520} mx="auto">
      <PageTitle fz="h2">{t('currentChannel.noneTitle')}</PageTitle>
      <Text c="dimmed">{isAdmin ? t('currentChannel.adminHint') : t('currentChannel.hostHint')}</Text>
      {isAdmin ? (
        <Button component={Link} to={PATHS.adminDashboard}>
          {t('nav.adminCentre')}
        </Button>
      ) : (
        <Button component={Link} to={PATHS.createChannel}>
          {t('nav.createChannel')}
        </Button>
      )}
    </Stack>
  );
}
