import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../../system';

/** Tells admins, while a payment sandbox serves, that the payments people make are not real (issue 28 item 9). */
export function SandboxPaymentsNotice() {
  const { t } = useTranslation('admin');
  const { card, carrier } = usePublicConfig().config.payment_sandbox;
  if (!card && !carrier) return null;
  // The heading is body text in bold: the light alert's own title colour is too pale on its background (axe).
  return (
    <Alert variant="light" color="yellow" role="status" icon={<IconAlertTriangle aria-hidden />}>
      <Stack gap={4}>
        <Text size="sm" fw={700}>
          {t('sandboxPayments.title')}
        </Text>
        {card && <Text size="sm">{t('sandboxPayments.card')}</Text>}
        {carrier && <Text size="sm">{t('sandboxPayments.carrier')}</Text>}
      </Stack>
    </Alert>
  );
}
