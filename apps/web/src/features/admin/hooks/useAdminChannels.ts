import { notifications } from '@mantine/notifications';
import { PAGE_SIZES } from '@platform/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { deleteWorkspace, fetchAllWorkspaces, workspaceKeys } from '../../workspaces';

const LIMIT = PAGE_SIZES.adminChannels;

/** Every channel, a 1-based page at a time, for the admin centre. */
export function useAdminChannels(page: number) {
  const offset = (page - 1) * LIMIT;
  return useQuery({
    queryKey: workspaceKeys.admin(LIMIT, offset),
    queryFn: () => fetchAllWorkspaces(LIMIT, offset),
    placeholderData: keepPreviousData,
  });
}

/** Spec §8: 'Channel deleted.' or 'Delete channel failed.'. */
export function useDeleteChannel() {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWorkspace,
    onSuccess: async () => {
      notifications.show({ color: 'green', message: t('adminChannels.deleted') });
      await queryClient.invalidateQueries({ queryKey: workspaceKeys.all });
    },
    onError: () => notifications.show({ color: 'red', message: t('adminChannels.deleteFailed') }),
  });
}
