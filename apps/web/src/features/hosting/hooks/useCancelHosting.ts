import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { cancelHostingSubscription } from '../api';
import { hostingKeys } from './hostingKeys';

/** Cancels the host's hosting subscription; the panel then shows the plan now in force (the default, or none). */
export function useCancelHosting() {
  const { t } = useTranslation('hosting');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => cancelHostingSubscription(id),
    onSuccess: async () => {
      notifications.show({ color: 'green', message: t('cancel.done') });
      await queryClient.invalidateQueries({ queryKey: hostingKeys.all });
    },
  });
}
