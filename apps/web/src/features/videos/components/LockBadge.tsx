import { Badge } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Laid over a picture: the item needs a plan the viewer does not have (spec §4 lock state). */
export function LockBadge() {
  const { t } = useTranslation('videos');
  return (
    <Badge pos="absolute" top={8} left={8} color="dark" variant="filled" leftSection={<IconLock size={12} aria-hidden />}>
      {t('card.locked')}
    </Badge>
  );
}
