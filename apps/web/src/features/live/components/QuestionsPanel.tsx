import { ScrollArea, Stack, Text, Title } from '@mantine/core';
import { orderQuestions } from '@platform/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveSession } from '../hooks/liveSession';
import { useHideInRoom } from '../hooks/useHideInRoom';
import { controlsRoom, isPublisher } from '../lib/roles';
import type { RoomQuestion } from '../lib/questions';
import { QuestionInput } from './QuestionInput';
import { QuestionItem } from './QuestionItem';

/**
 * Issue 31 Q&A tab: viewers ask and upvote, the host and speakers mark answered and pin; open questions by votes, the
 * answered ones apart. The list is read when the tab opens and after a reconnection; signals keep it in step.
 */
export function QuestionsPanel() {
  const { t } = useTranslation('live');
  const { activity, media, generation, self, role, room, send, sendWhenOpen, dispatch } = useLiveSession();
  const hide = useHideInRoom(activity.id);
  useEffect(() => {
    let current = true;
    media.questions().then(
      (questions) => {
        if (current) dispatch({ type: 'questions', questions });
      },
      // The signals still bring every change from now on; what was asked before shows at the next reconnection.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [media, generation, dispatch]);

  const { open, answered } = orderQuestions(room.questions);
  const marks = isPublisher(role);
  const item = (question: RoomQuestion) => (
    <QuestionItem
      key={question.id}
      question={question}
      selfId={self.id}
      marks={marks}
      onVote={() => send({ type: 'question-vote', question_id: question.id })}
      onAnswer={(value) => send({ type: 'question-answer', question_id: question.id, answered: value })}
      onPin={(value) => send({ type: 'question-pin', question_id: question.id, pinned: value })}
      onHide={controlsRoom(role) ? () => hide.mutate({ kind: 'question', id: question.id }) : undefined}
    />
  );

  return (
    <Stack gap={0} h="100%">
      <ScrollArea flex={1} type="auto">
        <Stack gap="xs" p="sm">
          {open.length === 0 && answered.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('qa.empty')}
            </Text>
          )}
          <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('qa.openLabel')} aria-live="polite">
            {open.map(item)}
          </Stack>
          {answered.length > 0 && (
            <>
              <Title order={3} fz="sm" mt="sm">
                {t('qa.answeredTitle')}
              </Title>
              <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('qa.answeredTitle')}>
                {answered.map(item)}
              </Stack>
            </>
          )}
        </Stack>
      </ScrollArea>
      <QuestionInput onAsk={(text, anonymous) => sendWhenOpen({ type: 'question-ask', text, anonymous })} />
    </Stack>
  );
}
