import { Badge } from '@mantine/core';
import type { Activity } from '@platform/shared';
import { useDisplayLanguage } from '../../../i18n/useDisplayLanguage';
import { formatDuration } from '../lib/formatDuration';
import { formatVideoDate } from '../lib/formatVideoDate';
import { videoDuration, videoPicture } from '../lib/recordings';
import { ActivityCard } from './ActivityCard';
import { videoPath } from '../../../app/paths';

/** A video in a list: picture with its length, title, channel and date; it opens the video. */
export function VideoCard({ video }: { video: Activity }) {
  const { language } = useDisplayLanguage();
  const duration = videoDuration(video);
  return (
    <ActivityCard
      activity={video}
      picture={videoPicture(video)}
      badge={
        duration !== null && (
          <Badge pos="absolute" bottom={8} right={8} color="dark" variant="filled" radius="sm">
            {formatDuration(duration)}
          </Badge>
        )
      }
      detail={formatVideoDate(video.start_date, language)}
      to={videoPath(video.id)}
      testId="video-card"
    />
  );
}
