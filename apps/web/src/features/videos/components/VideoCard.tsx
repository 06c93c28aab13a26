import { Badge } from '@mantine/core';
import { isPublished, type Activity } from '@platform/shared';
import { useTranslation } from 'react-i18next';
import { useDisplayLanguage } from '../../../i18n/useDisplayLanguage';
import { formatDuration } from '../lib/formatDuration';
import { formatVideoDate } from '../lib/formatVideoDate';
import { videoDuration, videoPicture } from '../lib/recordings';
import { ActivityCard } from './ActivityCard';
import { videoPath } from '../../../app/paths';

/**
 * A video in a list: picture with its length, title, channel and date; it opens the video. The channel's managers also
 * list videos viewers do not see yet, marked so.
 */
export function VideoCard({ video }: { video: Activity }) {
  const { t } = useTranslation('videos');
  const { language } = useDisplayLanguage();
  const duration = videoDuration(video);
  return (
    <ActivityCard
      activity={video}
      picture={videoPicture(video)}
      badge={
        <>
          {video.can_manage && !isPublished(video.status) && (
            <Badge pos="absolute" top={8} right={8} color="dark" variant="filled" radius="sm">
              {t('card.notPublished')}
            </Badge>
          )}
          {video.free_preview && (
            <Badge pos="absolute" bottom={8} left={8} color="teal.9" variant="filled" radius="sm" data-testid="free-preview-badge">
              {t('card.freePreview')}
            </Badge>
          )}
          {duration !== null && (
            <Badge pos="absolute" bottom={8} right={8} color="dark" variant="filled" radius="sm">
              {formatDuration(duration)}
            </Badge>
          )}
        </>
      }
      detail={formatVideoDate(video.start_date, language)}
      to={videoPath(video.id)}
      testId="video-card"
    />
  );
}
