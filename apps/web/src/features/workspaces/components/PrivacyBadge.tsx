import { Badge } from '@mantine/core';
import { IconLock, IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function PrivacyBadge({ publish }: { publish: boolean }) {
  const { t } = useTranslation('workspaces');
  return (
    <Badge
      variant="light"
      color={publish ? 'teal' : 'gray'}
      leftSection={publish ? <IconWorld size={12} aria-hidden /> : <IconLock size={12} aria-hidden />}
    >
      {publish ? t('channels.public') : t('channels.private')}
    </Badge>
  );
}
