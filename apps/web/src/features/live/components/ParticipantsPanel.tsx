import { ScrollArea, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { SpeakerLimitError } from '../api';
import { useLiveSession } from '../hooks/liveSession';
import { useParticipantRole, useParticipants } from '../hooks/useParticipants';
import { participantActions, participantCount, sortParticipants } from '../lib/participants';
import { roomToast } from '../lib/roomToast';
import { ParticipantRow } from './ParticipantRow';

/** Spec §2 participants tab (hosts, speakers, admins): everyone in the room; the host promotes, demotes and mutes. */
export function ParticipantsPanel() {
  const { t } = useTranslation('live');
  const apiErrorText = useApiErrorText();
  const { activity, room, dispatch, role, self, send } = useLiveSession();
  const list = useParticipants(activity.id, true);
  const roleChange = useParticipantRole(activity.id);

  useEffect(() => {
    if (list.data) dispatch({ type: 'participants', participants: list.data.results, total: list.data.total });
  }, [list.data, dispatch]);

  function changeRole(userId: string, newRole: 'speaker' | 'viewer') {
    roleChange.mutate(
      { userId, role: newRole },
      {
        onError: (error) =>
          roomToast({
            color: 'red',
            message: error instanceof SpeakerLimitError ? t('participants.speakerLimit', { count: error.limit }) : apiErrorText(error),
          }),
      },
    );
  }

  return (
    <Stack gap="xs" h="100%" p="sm">
      <Text size="sm" c="dimmed">
        {t('participants.count', { total: participantCount(room.total) })}
      </Text>
      <ScrollArea flex={1} type="auto">
        <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('panel.participants')}>
          {sortParticipants(room.participants).map((participant) => (
            <ParticipantRow
              key={participant.id}
              participant={participant}
              isSelf={participant.id === self.id}
              actions={participantActions(role, self.id, participant)}
              onRole={(newRole) => changeRole(participant.id, newRole)}
              onMute={() => send({ type: 'av-control', target_id: participant.id, audio: false })}
            />
          ))}
        </Stack>
      </ScrollArea>
    </Stack>
  );
}
