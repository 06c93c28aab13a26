import { Group, Modal, Stack, Text } from '@mantine/core';
import type { OutboxMessage } from '@platform/shared';
import { useTranslation } from 'react-i18next';
import { LinkifiedText } from '../../../components/LinkifiedText';
import { useDisplayLanguage } from '../../../i18n/useDisplayLanguage';
import { formatDateTime } from '../../../lib/formatDateTime';
import { ChannelBadge } from './ChannelBadge';

interface OutboxMessageModalProps {
  message: OutboxMessage | null;
  onClose: () => void;
}

export function OutboxMessageModal({ message, onClose }: OutboxMessageModalProps) {
  const { t } = useTranslation('admin');
  const { language } = useDisplayLanguage();
  return (
    <Modal opened={message !== null} onClose={onClose} size="lg" title={message?.subject || t('outbox.noSubject')}>
      {message && (
        <Stack gap="sm">
          <Group gap="xs">
            <ChannelBadge channel={message.channel} />
            <Text size="sm" c="dimmed">
              {formatDateTime(message.created_at, language)}
            </Text>
          </Group>
          <Text size="sm">
            {t('outbox.to')}: {message.to}
          </Text>
          <LinkifiedText text={message.text} size="sm" />
        </Stack>
      )}
    </Modal>
  );
}
