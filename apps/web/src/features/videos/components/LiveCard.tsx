import { Badge, Card, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { Activity } from '@platform/shared';
import { IconBroadcast, IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDisplayLanguage } from '../../../i18n/useDisplayLanguage';
import { formatStartTime } from '../lib/formatVideoDate';
import { LockBadge } from './LockBadge';
import { PlanChooserModal } from './PlanChooserModal';
import { VideoThumbnail } from './VideoThumbnail';

interface LiveCardProps {
  webinar: Activity;
  /** Where the card leads; null for a card that only informs (the live room arrives with its own module). */
  to: string | null;
}

/** A live or upcoming webinar: picture with a LIVE or Upcoming badge, title, channel and start time. */
export function LiveCard({ webinar, to }: LiveCardProps) {
  const { t } = useTranslation('videos');
  const { language } = useDisplayLanguage();
  const [chooserOpened, chooser] = useDisclosure(false);
  const live = webinar.status === 'LIVE';
  const startTime = formatStartTime(webinar.go_live_time ?? webinar.start_date, language);

  const content = (
    <>
      <Card.Section>
        <VideoThumbnail src={webinar.thumbnail_url}>
          {webinar.locked && <LockBadge />}
          <Badge
            pos="absolute"
            bottom={8}
            right={8}
            color={live ? 'red' : 'indigo'}
            variant="filled"
            leftSection={live ? <IconBroadcast size={12} aria-hidden /> : <IconClock size={12} aria-hidden />}
          >
            {live ? t('live.live') : t('live.upcoming')}
          </Badge>
        </VideoThumbnail>
      </Card.Section>
      <Stack gap={2} mt="sm">
        <Text fw={600} lineClamp={2}>
          {webinar.title.en}
        </Text>
        <Text size="sm" c="dimmed" truncate>
          {webinar.workspace.name}
        </Text>
        <Text size="xs" c="dimmed">
          {live ? t('live.startedAt', { time: startTime }) : t('live.startsAt', { time: startTime })}
        </Text>
      </Stack>
    </>
  );

  const cardProps = { withBorder: true, padding: 'sm', radius: 'md', 'data-testid': 'live-card' } as const;
  // Spec §4: a locked live opens the plan chooser.
  if (webinar.locked) {
    return (
      <>
        <Card component="button" type="button" onClick={chooser.open} aria-haspopup="dialog" ta="start" w="100%" {...cardProps}>
          {content}
        </Card>
        <PlanChooserModal opened={chooserOpened} onClose={chooser.close} activity={webinar} />
      </>
    );
  }
  if (to) {
    return (
      <Card component={Link} to={to} {...cardProps}>
        {content}
      </Card>
    );
  }
  return <Card {...cardProps}>{content}</Card>;
}
