import { Badge, Box, Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowBigUp, IconArrowBigUpFilled, IconPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { canUpvote, type RoomQuestion } from '../lib/questions';

interface QuestionItemProps {
  question: RoomQuestion;
  selfId: string;
  /** The host and speakers mark questions answered and pin one. */
  marks: boolean;
  onVote: () => void;
  onAnswer: (answered: boolean) => void;
  onPin: (pinned: boolean) => void;
  /** The host (or an admin) hides a question from everyone; absent for the others. */
  onHide?: () => void;
}

/** One question of the Q&A tab: its text, who asked (unless anonymous to me), its votes, and the host's marks. */
export function QuestionItem({ question, selfId, marks, onVote, onAnswer, onPin, onHide }: QuestionItemProps) {
  const { t } = useTranslation('live');
  const asker = question.asker_name ?? t('qa.anonymousAsker');
  const mine = question.asker_id === selfId;
  return (
    <Box
      component="li"
      p="xs"
      style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}
      aria-label={question.text}
      data-testid="live-question"
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={2} miw={0}>
          {question.pinned && (
            <Badge size="xs" variant="light" leftSection={<IconPin size={10} aria-hidden />}>
              {t('qa.pinned')}
            </Badge>
          )}
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {question.text}
          </Text>
          <Text size="xs" c="dimmed">
            {mine ? t('qa.askedByMe') : t('qa.askedBy', { name: asker })}
            {question.anonymous && question.asker_name !== null && ` · ${t('qa.anonymousToViewers')}`}
          </Text>
        </Stack>
        <Button
          size="compact-sm"
          variant={question.voted ? 'filled' : 'light'}
          leftSection={question.voted ? <IconArrowBigUpFilled size={14} aria-hidden /> : <IconArrowBigUp size={14} aria-hidden />}
          disabled={!canUpvote(question, selfId)}
          aria-pressed={question.voted}
          aria-label={t('qa.upvote', { count: question.votes })}
          onClick={onVote}
        >
          {question.votes}
        </Button>
      </Group>
      {marks && (
        <Group gap="xs" mt={4}>
          <Button size="compact-xs" variant="subtle" onClick={() => onAnswer(!question.answered)}>
            {question.answered ? t('qa.reopen') : t('qa.markAnswered')}
          </Button>
          <Button size="compact-xs" variant="subtle" onClick={() => onPin(!question.pinned)}>
            {question.pinned ? t('qa.unpin') : t('qa.pin')}
          </Button>
          {onHide && (
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              aria-label={t('replay.hideItem', { label: question.text })}
              onClick={onHide}
            >
              {t('replay.hide')}
            </Button>
          )}
        </Group>
      )}
    </Box>
  );
}
