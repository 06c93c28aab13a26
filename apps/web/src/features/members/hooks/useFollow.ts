import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { workspaceKeys } from '../../workspaces';
import { followWorkspace, unfollowWorkspace } from '../api';

/** Follow or unfollow a channel, with the 'followed' / 'unfollowed' toasts of spec §8. */
export function useFollow(channelId: string) {
  const { t } = useTranslation('members');
  const apiErrorText = useApiErrorText();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) => (follow ? followWorkspace(channelId) : unfollowWorkspace(channelId)),
    onSuccess: async (_, follow) => {
      notifications.show({ color: 'green', message: follow ? t('follow.followed') : t('follow.unfollowed') });
      await queryClient.invalidateQueries({ queryKey: workspaceKeys.all });
    },
    onError: (error) => notifications.show({ color: 'red', message: apiErrorText(error) }),
  });
}
