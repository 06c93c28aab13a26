import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Viewers in the waiting room: the stage opens when the host goes live (the status signal). */
export function WaitingScreen() {
  const { t } = useTranslation('live');
  return (
    <Center h="100%" p="md">
      <Stack align="center" gap="sm" ta="center" maw={420}>
        <Loader color="white" type="dots" aria-hidden />
        <Title order={2} fz="h3">
          {t('stage.waitingTitle')}
        </Title>
        <Text c="gray.4">{t('stage.waitingBody')}</Text>
      </Stack>
    </Center>
  );
}
