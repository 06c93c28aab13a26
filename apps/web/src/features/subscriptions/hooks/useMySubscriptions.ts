import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { refetchAfterChange } from '../../../lib/refetchAfterChange';
import { cancelSubscription, fetchSubscriptions, requestRefund } from '../api';
import { subscriptionKeys } from './subscriptionKeys';

export function useMySubscriptions() {
  return useQuery({ queryKey: subscriptionKeys.mine, queryFn: fetchSubscriptions });
}

/**
 * Access follows subscriptions everywhere (locked videos, channel pages, the subscribed-videos row), so a change to
 * one refreshes every query rather than guessing which features show it. A redeem link or a checkout return makes
 * the change while the page's own lists are still loading: see `refetchAfterChange`.
 */
export function useRefreshAfterPurchase() {
  const queryClient = useQueryClient();
  return () => refetchAfterChange(queryClient);
}

/** Spec §4: cancelling gives no refund and ends access at once. */
export function useCancelSubscription() {
  const { t } = useTranslation('subscriptions');
  const apiErrorText = useApiErrorText();
  const refresh = useRefreshAfterPurchase();
  return useMutation({
    mutationFn: ({ id, confirmation }: { id: string; confirmation?: string }) => cancelSubscription(id, confirmation),
    onSuccess: async () => {
      notifications.show({ color: 'green', message: t('cancel.done') });
      await refresh();
    },
    onError: (error) => notifications.show({ color: 'red', message: apiErrorText(error) }),
  });
}

/** Spec §8: 'Successfully requested refund, please wait for verification.' */
export function useRequestRefund() {
  const { t } = useTranslation('subscriptions');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ invoiceId, reason }: { invoiceId: string; reason: string }) => requestRefund(invoiceId, reason),
    onSuccess: async ({ msg }) => {
      notifications.show({ color: 'green', message: t(`errors:${msg}`) });
      await queryClient.invalidateQueries({ queryKey: subscriptionKeys.mine });
    },
  });
}
