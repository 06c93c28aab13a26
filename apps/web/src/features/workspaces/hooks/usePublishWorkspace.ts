import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { updateWorkspace } from '../api';
import { workspaceKeys } from './workspaceKeys';

/**
 * The dashboard's "Publish channel": the channel turns public without a trip through the edit form. The toast is shown
 * here, since the reminder that asked is gone once the channel reads as public.
 */
export function usePublishWorkspace(id: string) {
  const { t } = useTranslation('workspaces');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => updateWorkspace(id, { publish: true }),
    onSuccess: async (channel) => {
      notifications.show({ color: 'green', message: t('channelDashboard.published') });
      queryClient.setQueryData(workspaceKeys.detail(channel.id), channel);
      await queryClient.invalidateQueries({ queryKey: workspaceKeys.all });
    },
  });
}
