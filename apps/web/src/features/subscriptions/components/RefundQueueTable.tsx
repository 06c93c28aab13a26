import { Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { RefundRequest } from '@platform/shared';
import { useTranslation } from 'react-i18next';
import { StackedTable } from '../../../components/StackedTable';
import { useDisplayLanguage } from '../../../i18n/useDisplayLanguage';
import { formatDateTime } from '../../../lib/formatDateTime';
import { useMoney } from '../../../i18n/useMoney';

interface RefundQueueTableProps {
  requests: RefundRequest[];
  onDecide: (request: RefundRequest, status: 'approved' | 'rejected') => void;
  /** The request whose decision is being sent, if any. */
  busyId: string | null;
}

export function RefundQueueTable({ requests, onDecide, busyId }: RefundQueueTableProps) {
  const { t } = useTranslation('subscriptions');
  const { language } = useDisplayLanguage();
  const money = useMoney();
  return (
    <StackedTable>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('refundQueue.user')}</Table.Th>
          <Table.Th>{t('refundQueue.channel')}</Table.Th>
          <Table.Th>{t('refundQueue.plan')}</Table.Th>
          <Table.Th>{t('refundQueue.amount')}</Table.Th>
          <Table.Th>{t('refundQueue.date')}</Table.Th>
          <Table.Th>{t('refundQueue.reason')}</Table.Th>
          <Table.Th>
            <VisuallyHidden>{t('refundQueue.actions')}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {requests.map((request) => {
          const amount = money(request.invoice.amount_paid, request.invoice.currency);
          // Admins see the buyer's email: it names a buyer who chose no display name.
          const user = request.user.display_name || request.user.email;
          return (
            <Table.Tr key={request.id} data-testid="refund-request-row">
              <Table.Td data-label={t('refundQueue.user')}>
                <Stack gap={0}>
                  {request.user.display_name && (
                    <Text size="sm" fw={600}>
                      {request.user.display_name}
                    </Text>
                  )}
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {request.user.email}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td data-label={t('refundQueue.channel')}>{request.workspace.name}</Table.Td>
              <Table.Td data-label={t('refundQueue.plan')}>{request.plan_name}</Table.Td>
              <Table.Td data-label={t('refundQueue.amount')} style={{ whiteSpace: 'nowrap' }}>
                {amount}
              </Table.Td>
              <Table.Td data-label={t('refundQueue.date')} style={{ whiteSpace: 'nowrap' }}>
                <Stack gap={0}>
                  <Text size="sm">{formatDateTime(request.created_on, language)}</Text>
                  <Text size="xs" c="dimmed">
                    {t('refundQueue.paidOn', { date: formatDateTime(request.invoice.created, language) })}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td data-label={t('refundQueue.reason')}>
                <Text size="sm" c={request.reason ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {request.reason ?? t('refundQueue.noReason')}
                </Text>
              </Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap" justify="flex-end">
                  <Button
                    size="compact-sm"
                    color="green"
                    loading={busyId === request.id}
                    disabled={busyId !== null && busyId !== request.id}
                    onClick={() => onDecide(request, 'approved')}
                    aria-label={t('refundQueue.approveFor', { user, amount })}
                  >
                    {t('refundQueue.approve')}
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="default"
                    disabled={busyId !== null}
                    onClick={() => onDecide(request, 'rejected')}
                    aria-label={t('refundQueue.rejectFor', { user, amount })}
                  >
                    {t('refundQueue.reject')}
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </StackedTable>
  );
}
