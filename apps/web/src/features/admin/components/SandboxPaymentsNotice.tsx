import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../../system';

/** Tells admins, while a payment sandbox serves, that the payments people make are not real (issue 28 item 9). */
export function SandboxPaymentsNotice() {
  const { t } = useTranslation('admin');
  const { card, carrier } = usePublicConfig().config.payment_sandbox;
  if (!card && !carrier) return null;
  return (
    <Alert variant="light" color="yellow" role="status" title={t('sandboxPayments.title')} icon={<IconAlertTriangle aria-hidden />}>
      <Stack gap={4}>
        {card && <Text size="sm">{t('sandboxPayments.card')}</Text>}
        {carrier && <Text size="sm">{t('sandboxPayments.carrier')}</Text>}
      </Stack>
    </Alert>
  );
}
