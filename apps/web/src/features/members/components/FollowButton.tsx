import { Button, Loader } from '@mantine/core';
import type { WorkspaceDetail } from '@platform/shared';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useMe } from '../../auth';
import { useFollow } from '../hooks/useFollow';
import { loginPath } from '../../../app/paths';

/**
 * Spec §2 and §6: hidden for the channel's own host; a guest is sent to log in and brought back to this page.
 * A follower (my_role viewer) sees Unfollow; anyone else, admins included, sees Follow.
 */
export function FollowButton({ channel }: { channel: Pick<WorkspaceDetail, 'id' | 'my_role'> }) {
  const { t } = useTranslation('members');
  const { data: me } = useMe();
  const navigate = useNavigate();
  const location = useLocation();
  const follow = useFollow(channel.id);
  if (channel.my_role === 'host') return null;
  const following = channel.my_role === 'viewer';
  const pending = follow.isPending;
  const icon = following ? <IconHeartFilled size={16} aria-hidden /> : <IconHeart size={16} aria-hidden />;

  const onClick = () => {
    if (!me) {
      navigate(loginPath(`${location.pathname}${location.search}${location.hash}`));
      return;
    }
    if (!pending) follow.mutate(!following);
  };

  // Not Mantine's `loading`: it disables the button, and a disabled button drops keyboard focus to the page, so a
  // keyboard user lost their place on every follow.
  return (
    <Button
      variant={following ? 'default' : 'filled'}
      leftSection={pending ? <Loader size={14} color="currentColor" aria-hidden /> : icon}
      aria-busy={pending || undefined}
      onClick={onClick}
    >
      {following ? t('follow.unfollow') : t('follow.follow')}
    </Button>
  );
}
