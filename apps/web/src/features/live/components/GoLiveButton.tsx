import { Button } from '@mantine/core';
import type { StreamDestination } from '@platform/shared';
import { IconBroadcast } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useGoLive } from '../hooks/useGoLive';

/** The waiting room's 'Go live', with the destinations set up in the first step. */
export function GoLiveButton({ destinations }: { destinations: StreamDestination[] }) {
  const { t } = useTranslation('live');
  const goLive = useGoLive();
  return (
    <Button
      color="red"
      size="xs"
      leftSection={<IconBroadcast size={14} aria-hidden />}
      loading={goLive.isPending}
      onClick={() => goLive.mutate(destinations)}
    >
      {t('stepper.goLive')}
    </Button>
  );
}
