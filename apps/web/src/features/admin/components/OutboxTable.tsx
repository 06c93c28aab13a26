import { Button, Table, Text, VisuallyHidden } from '@mantine/core';
import type { OutboxMessage } from '@platform/shared';
import { useTranslation } from 'react-i18next';
import { useDisplayLanguage } from '../../../i18n/useDisplayLanguage';
import { formatDateTime } from '../../../lib/formatDateTime';
import { ChannelBadge } from './ChannelBadge';
import { StackedTable } from '../../../components/StackedTable';

interface OutboxTableProps {
  messages: OutboxMessage[];
  onOpen: (message: OutboxMessage) => void;
}

export function OutboxTable({ messages, onOpen }: OutboxTableProps) {
  const { t } = useTranslation('admin');
  const { language } = useDisplayLanguage();
  return (
    <StackedTable>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('outbox.time')}</Table.Th>
          <Table.Th>{t('outbox.channel')}</Table.Th>
          <Table.Th>{t('outbox.to')}</Table.Th>
          <Table.Th>{t('outbox.subject')}</Table.Th>
          <Table.Th>
            <VisuallyHidden>{t('outbox.actions')}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {messages.map((message) => (
          <Table.Tr key={message.id} onClick={() => onOpen(message)} style={{ cursor: 'pointer' }}>
            <Table.Td data-label={t('outbox.time')} style={{ whiteSpace: 'nowrap' }}>
              {formatDateTime(message.created_at, language)}
            </Table.Td>
            <Table.Td data-label={t('outbox.channel')}>
              <ChannelBadge channel={message.channel} />
            </Table.Td>
            <Table.Td data-label={t('outbox.to')}>{message.to}</Table.Td>
            <Table.Td data-label={t('outbox.subject')}>
              <Text size="sm" lineClamp={1}>
                {message.subject}
              </Text>
            </Table.Td>
            <Table.Td>
              <Button
                variant="subtle"
                size="compact-sm"
                onClick={(event) => {
                  // The row opens the same message; stop the click so it is not handled twice.
                  event.stopPropagation();
                  onOpen(message);
                }}
              >
                {t('outbox.view')}
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </StackedTable>
  );
}
