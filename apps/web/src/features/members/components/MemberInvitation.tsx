import { Alert, Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { loginState, useMe } from '../../auth';
import { useAcceptInvitationAsMember } from '../hooks/useInvitation';
import { channelIdOrSlugPath, loginPath } from '../../../app/paths';

interface Props {
  workspaceId: string;
  token: string;
  email: string;
  /** The channel's name. */
  channel: string;
}

/** An invitation to someone who already has an account: they log in as that account and accept; nothing happens before. */
export function MemberInvitation({ workspaceId, token, email, channel }: Props) {
  const { t } = useTranslation('members');
  const apiErrorText = useApiErrorText();
  const location = useLocation();
  const navigate = useNavigate();
  const me = useMe();
  const accept = useAcceptInvitationAsMember(workspaceId, token);

  if (me.isPending) return null;
  const signedInAs = me.data?.email;
  if (signedInAs !== email) {
    return (
      <Stack gap="md">
        <Text>{signedInAs ? t('invite.otherAccount', { email, channel }) : t('invite.logInToAccept', { email, channel })}</Text>
        <Button component={Link} to={loginPath(`${location.pathname}${location.search}`)} state={loginState(email)} fullWidth>
          {t('invite.logIn')}
        </Button>
      </Stack>
    );
  }
  const onAccept = () =>
    accept.mutate(undefined, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('invite.accepted') });
        void navigate(channelIdOrSlugPath(workspaceId));
      },
    });
  return (
    <Stack gap="md">
      <Text>{t('invite.acceptPrompt', { email, channel })}</Text>
      {accept.isError && (
        <Alert color="red" variant="light">
          {apiErrorText(accept.error)}
        </Alert>
      )}
      <Button onClick={onAccept} loading={accept.isPending} fullWidth>
        {t('invite.accept')}
      </Button>
    </Stack>
  );
}
