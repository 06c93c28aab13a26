import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { useCancelHosting } from '../hooks/useCancelHosting';

interface CancelHostingModalProps {
  opened: boolean;
  onClose: () => void;
  subscriptionId: string;
  planName: string;
  /** Whether the platform gives hosts a free plan: what the host is left with afterwards. */
  hasDefaultPlan: boolean;
}

/** Spec §4: cancelling gives no refund and the plan ends at once; the host is told what they are left with. */
export function CancelHostingModal({ opened, onClose, subscriptionId, planName, hasDefaultPlan }: CancelHostingModalProps) {
  const { t } = useTranslation('hosting');
  const apiErrorText = useApiErrorText();
  const cancel = useCancelHosting();
  return (
    <Modal opened={opened} onClose={onClose} title={t('cancel.title')} centered>
      <Stack gap="md">
        <Text>{t('cancel.question', { plan: planName })}</Text>
        <Text fw={600} c="red.8">
          {t('cancel.warning')}
        </Text>
        <Text size="sm">{hasDefaultPlan ? t('cancel.afterDefault') : t('cancel.afterNone')}</Text>
        {cancel.isError && (
          <Alert color="red" variant="light" role="alert">
            {apiErrorText(cancel.error)}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('cancel.keep')}
          </Button>
          <Button color="red" loading={cancel.isPending} onClick={() => cancel.mutate(subscriptionId, { onSuccess: onClose })}>
            {t('cancel.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
