import { Badge } from '@mantine/core';
import type { Activity } from '@platform/shared';
import { IconBroadcast, IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDisplayLanguage } from '../../../i18n/useDisplayLanguage';
import { formatStartTime } from '../lib/formatVideoDate';
import { ActivityCard } from './ActivityCard';

interface LiveCardProps {
  webinar: Activity;
  /** Where the card leads: the webinar's live room. */
  to: string;
}

/** A live or upcoming webinar: picture with a LIVE or Upcoming badge, title, channel and start time. */
export function LiveCard({ webinar, to }: LiveCardProps) {
  const { t } = useTranslation('videos');
  const { language } = useDisplayLanguage();
  const live = webinar.status === 'LIVE';
  const startTime = formatStartTime(webinar.go_live_time ?? webinar.start_date, language);
  return (
    <ActivityCard
      activity={webinar}
      picture={webinar.thumbnail_url}
      badge={
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
      }
      detail={live ? t('live.startedAt', { time: startTime }) : t('live.startsAt', { time: startTime })}
      to={to}
      testId="live-card"
    />
  );
}
