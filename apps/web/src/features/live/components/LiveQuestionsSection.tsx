import { Anchor, Badge, Box, Group, Stack, Text, Title } from '@mantine/core';
import { chunkLinkPath, type LiveReplayResponse } from '@platform/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAskedLine } from '../hooks/useAskedLine';
import { answeringChunk, formatLiveClock } from '../lib/replay';
import { ReplayHideButton } from './ReplayHideButton';

interface LiveQuestionsSectionProps {
  activityId: string;
  replay: LiveReplayResponse;
  chunks: readonly { id: string; start: number; end: number; titles: { en: string } }[];
  canHide: boolean;
}

/** The video page's list of every question asked during its live, each with a link to the chunk that answers it. */
export function LiveQuestionsSection({ activityId, replay, chunks, canHide }: LiveQuestionsSectionProps) {
  const { t } = useTranslation('live');
  const askedLine = useAskedLine();
  if (replay.questions.length === 0) return null;
  return (
    <Stack component="section" gap="xs" aria-labelledby="live-questions-title" data-testid="live-questions">
      <Title order={2} fz="h4" id="live-questions-title">
        {t('replay.questionsTitle')}
      </Title>
      <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
        {replay.questions.map((question) => {
          const chunk = answeringChunk(chunks, question);
          const number = chunk ? chunks.indexOf(chunk) + 1 : 0;
          return (
            <Box component="li" key={question.id} opacity={question.hidden ? 0.6 : 1}>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {question.text}
              </Text>
              <Group gap={6}>
                <Text size="xs" c="dimmed">
                  {askedLine(question)} · {t('replay.votes', { count: question.votes })}
                </Text>
                {chunk ? (
                  <Anchor component={Link} to={chunkLinkPath(activityId, chunk.id)} size="xs" preventScrollReset>
                    {t('replay.answeredInChunk', { number, title: chunk.titles.en || t('replay.untitledChunk') })}
                  </Anchor>
                ) : (
                  <Text size="xs" c="dimmed">
                    {!question.answered
                      ? t('replay.notAnswered')
                      : question.answered_ms === null
                        ? t('replay.answered')
                        : t('replay.answeredAt', { time: formatLiveClock(question.answered_ms) })}
                  </Text>
                )}
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
          );
        })}
      </Stack>
    </Stack>
  );
}
