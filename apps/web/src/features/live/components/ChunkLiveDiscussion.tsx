import { Badge, Box, Group, Stack, Text } from '@mantine/core';
import type { LiveReplayResponse } from '@platform/shared';
import { useTranslation } from 'react-i18next';
import { useAskedLine } from '../hooks/useAskedLine';
import { duringChunk } from '../lib/replay';
import { ChunkChat } from './ChunkChat';
import { ReplayHideButton } from './ReplayHideButton';

interface Span {
  id: string;
  start: number;
  end: number;
}

interface ChunkLiveDiscussionProps {
  activityId: string;
  replay: LiveReplayResponse;
  chunks: readonly Span[];
  index: number;
  /** The host hides questions and messages (and sees the hidden ones, marked). */
  canHide: boolean;
}

/**
 * Under one chunk of a video that was a live (issue 31): the questions marked answered while it played, and, folded,
 * the chat sent during it.
 */
export function ChunkLiveDiscussion({ activityId, replay, chunks, index, canHide }: ChunkLiveDiscussionProps) {
  const { t } = useTranslation('live');
  const askedLine = useAskedLine();
  const answered = duringChunk(
    replay.questions.filter((question) => question.answered),
    chunks,
    index,
    (question) => question.answered_ms,
  );
  const chatCount = duringChunk(replay.chat_ms, chunks, index, (ms) => ms).length;
  if (answered.length === 0 && chatCount === 0) return null;
  return (
    <Stack gap={4} data-testid="chunk-live-discussion">
      {answered.length > 0 && (
        <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('replay.answeredHere')}>
          {answered.map((question) => (
            <Box component="li" key={question.id} opacity={question.hidden ? 0.6 : 1}>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {question.text}
              </Text>
              <Group gap={4}>
                <Text size="xs" c="dimmed">
                  {askedLine(question)} · {t('replay.answeredHereShort')}
                </Text>
                {question.hidden && <Badge size="xs">{t('replay.hidden')}</Badge>}
                {canHide && (
                  <ReplayHideButton
                    activityId={activityId}
                    kind="question"
                    id={question.id}
                    hidden={question.hidden}
                    label={question.text}
                  />
                )}
              </Group>
            </Box>
          ))}
        </Stack>
      )}
      {chatCount > 0 && <ChunkChat activityId={activityId} chunks={chunks} index={index} count={chatCount} canHide={canHide} />}
    </Stack>
  );
}
