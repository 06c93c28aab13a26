import { notifications } from '@mantine/notifications';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { decideRefundRequest, fetchRefundRequests } from '../api';
import { subscriptionKeys } from './subscriptionKeys';

export const REFUND_PAGE_SIZE = 20;

/** Admins: pending refund requests, newest first; pages are 1-based. */
export function useRefundRequests(page: number) {
  return useQuery({
    queryKey: subscriptionKeys.refundRequests(page),
    queryFn: () => fetchRefundRequests(REFUND_PAGE_SIZE, (page - 1) * REFUND_PAGE_SIZE),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useDecideRefund() {
  const { t } = useTranslation('subscriptions');
  const apiErrorText = useApiErrorText();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: 'approved' | 'rejected' }) => decideRefundRequest(id, status),
    onSuccess: (_, { status }) =>
      notifications.show({ color: 'green', message: status === 'approved' ? t('refundQueue.approved') : t('refundQueue.rejected') }),
    onError: (error) => notifications.show({ color: 'red', message: apiErrorText(error) }),
    // Decided or not (someone else may have been first), the queue is read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
  });
}
