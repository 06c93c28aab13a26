import { ActionIcon, Badge, Group, Menu, Text } from '@mantine/core';
import type { Participant } from '@platform/shared';
import { IconDots, IconMicrophoneOff, IconUserDown, IconUserUp, IconVideoOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ParticipantActions } from '../lib/participants';
import { RoleBadge } from './RoleBadge';

interface ParticipantRowProps {
  participant: Participant;
  isSelf: boolean;
  actions: ParticipantActions;
  onRole: (role: 'speaker' | 'viewer') => void;
  onMute: () => void;
}

/** A participant with their role and microphone/camera state; the host's controls in a menu beside them. */
export function ParticipantRow({ participant, isSelf, actions, onRole, onMute }: ParticipantRowProps) {
  const { t } = useTranslation('live');
  const name = isSelf ? t('participants.you', { name: participant.display_name }) : participant.display_name;
  const hasActions = actions.makeSpeaker || actions.makeViewer || actions.mute;
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="xs" py={4} opacity={participant.online ? 1 : 0.6}>
      <Group gap={6} wrap="nowrap" miw={0}>
        <Text size="sm" truncate data-testid="participant-name">
          {name}
        </Text>
        <RoleBadge role={participant.role} />
        {!participant.online && (
          <Badge size="xs" variant="outline" color="gray">
            {t('participants.offline')}
          </Badge>
        )}
      </Group>
      <Group gap={4} wrap="nowrap">
        {participant.online && participant.role !== 'viewer' && !participant.audio && (
          <IconMicrophoneOff size={16} role="img" aria-label={t('participants.micOff')} />
        )}
        {participant.online && participant.role !== 'viewer' && !participant.video && (
          <IconVideoOff size={16} role="img" aria-label={t('participants.cameraOff')} />
        )}
        {hasActions && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label={t('participants.actionsFor', { name: participant.display_name })}>
                <IconDots size={16} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {actions.makeSpeaker && (
                <Menu.Item leftSection={<IconUserUp size={14} aria-hidden />} onClick={() => onRole('speaker')}>
                  {t('participants.makeSpeaker')}
                </Menu.Item>
              )}
              {actions.makeViewer && (
                <Menu.Item leftSection={<IconUserDown size={14} aria-hidden />} onClick={() => onRole('viewer')}>
                  {t('participants.makeViewer')}
                </Menu.Item>
              )}
              {actions.mute && (
                <Menu.Item leftSection={<IconMicrophoneOff size={14} aria-hidden />} onClick={onMute}>
                  {t('participants.mute')}
                </Menu.Item>
              )}
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
    </Group>
  );
}
