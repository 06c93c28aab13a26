import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { RefundRequest } from '@platform/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/PageLoader';
import { PageNav } from '../../../components/PageNav';
import { PageTitle } from '../../../components/PageTitle';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { pageCount, pageOf } from '../../../lib/pageCount';
import { RefundQueueTable } from '../components/RefundQueueTable';
import { useMoney } from '../../../i18n/useMoney';
import { useDecideRefund, useRefundRequests } from '../hooks/useRefundRequests';

interface Decision {
  request: RefundRequest;
  status: 'approved' | 'rejected';
}

/** /admin/refunds: the pending refund requests, each approved (the payment is refunded) or rejected. */
export function RefundRequestsPage() {
  const { t } = useTranslation('subscriptions');
  const apiErrorText = useApiErrorText();
  const money = useMoney();
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  const queue = useRefundRequests(page);
  const decide = useDecideRefund();
  const [pending, setPending] = useState<Decision | null>(null);

  const questionValues = ({ request }: Decision) => ({
    user: request.user.display_name || request.user.email,
    amount: money(request.invoice.amount_paid, request.invoice.currency),
    plan: request.plan_name,
  });

  const confirm = () => {
    if (!pending) return;
    decide.mutate({ id: pending.request.id, status: pending.status }, { onSettled: () => setPending(null) });
  };

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <PageTitle>{t('refundQueue.title')}</PageTitle>
        <Text c="dimmed">{t('refundQueue.intro')}</Text>
      </Stack>
      {queue.isPending && <PageLoader />}
      {queue.isError && (
        <Alert color="red" variant="light">
          {apiErrorText(queue.error)}
        </Alert>
      )}
      {queue.data && queue.data.results.length === 0 && <Text c="dimmed">{t('refundQueue.empty')}</Text>}
      {queue.data && queue.data.results.length > 0 && (
        <>
          <RefundQueueTable
            requests={queue.data.results}
            onDecide={(request, status) => setPending({ request, status })}
            busyId={decide.isPending ? (decide.variables?.id ?? null) : null}
          />
          <PageNav total={pageCount(queue.data)} page={page} onChange={(next) => setParams({ page: String(next) })} />
        </>
      )}
      <Modal
        opened={pending !== null}
        onClose={() => setPending(null)}
        title={pending?.status === 'approved' ? t('refundQueue.approveTitle') : t('refundQueue.rejectTitle')}
        centered
      >
        {pending && (
          <Stack gap="md">
            <Text>
              {pending.status === 'approved'
                ? t('refundQueue.approveQuestion', questionValues(pending))
                : t('refundQueue.rejectQuestion', questionValues(pending))}
            </Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setPending(null)}>
                {t('refundQueue.back')}
              </Button>
              <Button color={pending.status === 'approved' ? 'green' : 'red'} loading={decide.isPending} onClick={confirm} data-autofocus>
                {pending.status === 'approved' ? t('refundQueue.approve') : t('refundQueue.reject')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
