import { Badge, Box, Group, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReplayChat } from '../hooks/useLiveReplay';
import { duringChunk, formatLiveClock } from '../lib/replay';
import { ReplayHideButton } from './ReplayHideButton';

interface ChunkChatProps {
  activityId: string;
  chunks: readonly { start: number; end: number }[];
  index: number;
  /** How many messages were sent while the chunk played (from the replay's chat times). */
  count: number;
  canHide: boolean;
}

/**
 * The chat sent while one chunk played, folded: its count shows, its messages are read when it is unfolded, so a
 * busy live's video page does not load every message of the live.
 */
export function ChunkChat({ activityId, chunks, index, count, canHide }: ChunkChatProps) {
  const { t } = useTranslation('live');
  const [open, setOpen] = useState(false);
  const chunk = chunks[index]!;
  const chat = useReplayChat(activityId, chunk, open);
  // The server answers both ends included; a message at the very start of the next chunk is that chunk's.
  const messages = duringChunk(chat.data ?? [], chunks, index, (message) => message.at_ms);
  return (
    <details onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary style={{ cursor: 'pointer', fontSize: 'var(--mantine-font-size-xs)' }}>{t('replay.chatDuring', { count })}</summary>
      {chat.isPending && open && <Loader size="xs" aria-label={t('replay.chatLoading')} />}
      {chat.isError && (
        <Text size="xs" c="red">
          {t('replay.chatFailed')}
        </Text>
      )}
      <Stack component="ol" gap={2} m={0} p={0} mt={4} style={{ listStyle: 'none' }}>
        {messages.map((message) => (
          <Box component="li" key={message.id} opacity={message.hidden ? 0.6 : 1}>
            <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
              <Text span size="xs" c="dimmed">
                {formatLiveClock(message.at_ms)}{' '}
              </Text>
              <Text span size="xs" fw={600}>
                {message.display_name}:
              </Text>{' '}
              {message.text}
            </Text>
            <Group gap={4}>
              {message.hidden && <Badge size="xs">{t('replay.hidden')}</Badge>}
              {canHide && (
                <ReplayHideButton activityId={activityId} kind="chat" id={message.id} hidden={message.hidden} label={message.text} />
              )}
            </Group>
          </Box>
        ))}
      </Stack>
    </details>
  );
}
