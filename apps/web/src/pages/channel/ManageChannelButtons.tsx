import { Button } from '@mantine/core';
import { IconLayoutDashboard, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { channelDashboardPath, PATHS } from '../../app/paths';
import { useCurrentWorkspace } from '../../features/workspaces';

/** Shown to the channel's host and to admins on the channel page: the way into managing it. */
export function ManageChannelButtons({ channel }: { channel: { id: string; slug: string | null } }) {
  const { t } = useTranslation('workspaces');
  const navigate = useNavigate();
  const { setCurrent } = useCurrentWorkspace();

  const edit = () => {
    setCurrent(channel.id);
    navigate(PATHS.editChannel);
  };

  return (
    <>
      <Button variant="default" leftSection={<IconPencil size={16} aria-hidden />} onClick={edit}>
        {t('channel.edit')}
      </Button>
      <Button
        component={Link}
        to={channelDashboardPath(channel)}
        variant="subtle"
        leftSection={<IconLayoutDashboard size={16} aria-hidden />}
      >
        {t('channel.dashboard')}
      </Button>
    </>
  );
}
