import { Badge, Group, Text, Title, VisuallyHidden } from '@mantine/core';
import type { StreamDestination } from '@platform/shared';
import { IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLiveSession } from '../hooks/liveSession';
import { participantCount } from '../lib/participants';
import { controlsRoom } from '../lib/roles';
import { EndWebinarButton } from './EndWebinarButton';
import { GoLiveButton } from './GoLiveButton';
import { HostSteps } from './HostSteps';
import classes from './LiveRoom.module.css';

interface RoomHeaderProps {
  /** The host's setup step is done (the stepper's first step). */
  configured: boolean;
  destinations: StreamDestination[];
}

/** The webinar's title and state, the room's count, and for the host the stepper with its next action (spec §2). */
export function RoomHeader({ configured, destinations }: RoomHeaderProps) {
  const { t } = useTranslation('live');
  const { activity, room, role, connected } = useLiveSession();
  const live = room.status === 'LIVE';
  const hosting = controlsRoom(role);
  const step = !configured ? 0 : live ? 2 : 1;
  return (
    <header className={classes.header}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <Title order={1} fz="md" lineClamp={1}>
            {activity.title.en}
          </Title>
          <Badge color={live ? 'red' : 'indigo'} variant="filled">
            {live ? t('header.live') : t('header.waiting')}
          </Badge>
          {!connected && (
            <Badge color="yellow" variant="light" role="status">
              {t('header.reconnecting')}
            </Badge>
          )}
          <Group gap={4} wrap="nowrap">
            <IconUsers size={16} aria-hidden />
            <Text size="sm">
              <span aria-hidden>{participantCount(room.total)}</span>
              <VisuallyHidden>{t('header.count', { total: participantCount(room.total) })}</VisuallyHidden>
            </Text>
          </Group>
        </Group>
        {hosting && (
          <Group gap="sm" wrap="nowrap">
            <HostSteps active={step} />
            {step === 1 && <GoLiveButton destinations={destinations} />}
            {step === 2 && <EndWebinarButton />}
          </Group>
        )}
      </Group>
    </header>
  );
}
