import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDisplayLanguage } from '../../../i18n/useDisplayLanguage';
import { formatPostedAt } from '../../../lib/formatDateTime';
import { useLiveSession } from '../hooks/liveSession';

/**
 * Viewers in the waiting room: the stage opens when the host goes live (the status signal). The planned start is
 * shown, in Hong Kong time, so nobody wonders whether they came at the right time.
 */
export function WaitingScreen() {
  const { t } = useTranslation('live');
  const { language } = useDisplayLanguage();
  const { activity } = useLiveSession();
  return (
    <Center h="100%" p="md">
      <Stack align="center" gap="sm" ta="center" maw={420}>
        <Loader color="white" type="dots" aria-hidden />
        <Title order={2} fz="h3">
          {t('stage.waitingTitle')}
        </Title>
        <Text c="gray.2" fw={600} data-testid="planned-start">
          {t('stage.plannedStart', { time: formatPostedAt(activity.start_date, language) })}
        </Text>
        <Text c="gray.4">{t('stage.waitingBody')}</Text>
      </Stack>
    </Center>
  );
}
