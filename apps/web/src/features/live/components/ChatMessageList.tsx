import { Box, Button, Group, ScrollArea, Stack, Text } from '@mantine/core';
import type { ChatMessage } from '@platform/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkifiedText } from '../../../components/LinkifiedText';
import { useDisplayLanguage } from '../../../i18n/useDisplayLanguage';
import { formatChatTime } from '../lib/formatChatTime';
import { RoleBadge } from './RoleBadge';

interface ChatMessageListProps {
  messages: readonly ChatMessage[];
  /** The host (or an admin) hides a message from everyone; absent for the others. */
  onHide?: (message: ChatMessage) => void;
}

/** The room's chat in order, scrolled to the newest; new messages are read out politely. */
export function ChatMessageList({ messages, onHide }: ChatMessageListProps) {
  const { t } = useTranslation('live');
  const { language } = useDisplayLanguage();
  const viewport = useRef<HTMLDivElement>(null);

  useEffect(() => {
    viewport.current?.scrollTo({ top: viewport.current.scrollHeight });
  }, [messages]);

  return (
    <ScrollArea flex={1} type="auto" viewportRef={viewport}>
      {messages.length === 0 && (
        <Text size="sm" c="dimmed" p="sm">
          {t('chat.empty')}
        </Text>
      )}
      <Stack
        component="ol"
        gap="xs"
        m={0}
        p="sm"
        style={{ listStyle: 'none' }}
        data-testid="chat-messages"
        aria-label={t('chat.label')}
        aria-live="polite"
      >
        {messages.map((message) => (
          <Box component="li" key={message.id}>
            <Group gap={6} wrap="nowrap">
              <Text size="sm" fw={600} truncate>
                {message.display_name}
              </Text>
              <RoleBadge role={message.role} />
              <Text size="xs" c="dimmed" component="time" dateTime={message.sent_at}>
                {formatChatTime(message.sent_at, language)}
              </Text>
              {onHide && (
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  ml="auto"
                  aria-label={t('replay.hideItem', { label: message.text })}
                  onClick={() => onHide(message)}
                >
                  {t('replay.hide')}
                </Button>
              )}
            </Group>
            <LinkifiedText size="sm" text={message.text} />
          </Box>
        ))}
      </Stack>
    </ScrollArea>
  );
}
