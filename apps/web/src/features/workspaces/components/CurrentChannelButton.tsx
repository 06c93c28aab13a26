import { Button } from '@mantine/core';
import { IconLayoutDashboard } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMe } from '../../auth';
import { useCurrentWorkspace } from '../hooks/useCurrentWorkspace';
import { useWorkspace } from '../hooks/useWorkspace';
import { channelDashboardPath, PATHS } from '../../../app/paths';

/** Spec §2: admins see which channel they are managing, one click from its dashboard (or from picking one). */
export function CurrentChannelButton() {
  const { t } = useTranslation('workspaces');
  const { data: me } = useMe();
  const { id } = useCurrentWorkspace();
  const channel = useWorkspace(me?.role === 'admin' ? id : null);
  if (me?.role !== 'admin') return null;

  return (
    <Button
      component={Link}
      to={channel.data ? channelDashboardPath(channel.data) : PATHS.adminDashboard}
      variant="light"
      size="xs"
      maw={180}
      leftSection={<IconLayoutDashboard size={14} aria-hidden />}
      title={channel.data?.name}
      data-testid="current-channel-button"
    >
      {channel.data ? channel.data.name : t('switcher.chooseChannel')}
    </Button>
  );
}
