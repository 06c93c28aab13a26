import { Badge } from '@mantine/core';
import type { OutboxMessage } from '@platform/shared';
import { useTranslation } from 'react-i18next';

export function ChannelBadge({ channel }: { channel: OutboxMessage['channel'] }) {
  const { t } = useTranslation('admin');
  return (
    <Badge variant="light" color={channel === 'email' ? 'indigo' : 'teal'}>
      {channel === 'email' ? t('outbox.channelEmail') : t('outbox.channelSms')}
    </Badge>
  );
}
