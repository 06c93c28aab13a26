import { Badge } from '@mantine/core';
import { IconLock, IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function PrivacyBadge({ publish }: { publish: boolean }) {
  const { t } = useTranslation('workspaces');
  return (
    <Badge
      // Outlined: teal text on a light teal fill stays under 4.5:1 even at shade 9.
      variant="outline"
      color={publish ? 'teal' : 'gray'}
      leftSection={publish ? <IconWorld size={12} aria-hidden /> : <IconLock size={12} aria-hidden />}
    >
      {publish ? t('channels.public') : t('channels.private')}
    </Badge>
  );
}
