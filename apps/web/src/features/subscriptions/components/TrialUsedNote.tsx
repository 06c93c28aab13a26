import { Group, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDisplayLanguage } from '../../../i18n/useDisplayLanguage';
import { formatHongKongDay } from '../../../lib/formatDateTime';

/** Why a plan with a free trial is sold at full price: the viewer had the channel's one trial on this day. */
export function TrialUsedNote({ usedOn }: { usedOn: string }) {
  const { t } = useTranslation('subscriptions');
  const { language } = useDisplayLanguage();
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <IconInfoCircle size={16} color="var(--mantine-color-dimmed)" aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
      <Text size="sm" c="dimmed">
        {t('planCard.trialUsed', { date: formatHongKongDay(usedOn, language) })}
      </Text>
    </Group>
  );
}
