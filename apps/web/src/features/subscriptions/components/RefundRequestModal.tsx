import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { useRequestRefund } from '../hooks/useMySubscriptions';
import { useLastPresent } from '../../../lib/useLastPresent';

const REASON_MAX = 1000;

export interface RefundTarget {
  invoiceId: string;
  planName: string;
  amount: string;
  date: string;
}

function RefundRequestForm({ target, onClose }: { target: RefundTarget; onClose: () => void }) {
  const { t } = useTranslation('subscriptions');
  const apiErrorText = useApiErrorText();
  const request = useRequestRefund();
  const [reason, setReason] = useState('');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    request.mutate({ invoiceId: target.invoiceId, reason }, { onSuccess: onClose });
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text>{t('refund.question', { plan: target.planName, amount: target.amount, date: target.date })}</Text>
        <Text size="sm" c="dimmed">
          {t('refund.review')}
        </Text>
        <FormErrorAlert message={request.isError ? apiErrorText(request.error) : null} />
        <Textarea
          label={t('refund.reason')}
          description={t('refund.reasonHint')}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          maxLength={REASON_MAX}
          autosize
          minRows={3}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('refund.back')}
          </Button>
          <Button type="submit" loading={request.isPending}>
            {t('refund.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** POST /api/invoices/{id}/refund-request with an optional reason. */
export function RefundRequestModal({ target, onClose }: { target: RefundTarget | null; onClose: () => void }) {
  const { t } = useTranslation('subscriptions');
  const shown = useLastPresent(target);
  return (
    <Modal opened={target !== null} onClose={onClose} title={t('refund.title')} centered>
      {shown && <RefundRequestForm key={shown.invoiceId} target={shown} onClose={onClose} />}
    </Modal>
  );
}
