import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { workspaceKeys } from '../../workspaces';
import { inviteToChannel, removeChannelUser } from '../api';

/** Invites by email: an existing user is added at once, a new one is emailed a link to set a password. */
export function useInviteToChannel(channelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => inviteToChannel(channelId, email),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workspaceKeys.all }),
  });
}

export function useRemoveChannelUser(channelId: string) {
  const { t } = useTranslation('members');
  const apiErrorText = useApiErrorText();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => removeChannelUser(channelId, userId),
    onSuccess: async () => {
      notifications.show({ color: 'green', message: t('channelUsers.removed') });
      await queryClient.invalidateQueries({ queryKey: workspaceKeys.all });
    },
    onError: (error) => notifications.show({ color: 'red', message: apiErrorText(error) }),
  });
}
