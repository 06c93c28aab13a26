import { Badge, Card, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { Activity } from '@platform/shared';
import { Link } from 'react-router';
import { useDisplayLanguage } from '../../../i18n/useDisplayLanguage';
import { formatDuration } from '../lib/formatDuration';
import { formatVideoDate } from '../lib/formatVideoDate';
import { videoPath } from '../lib/paths';
import { videoDuration, videoPicture } from '../lib/recordings';
import { LockBadge } from './LockBadge';
import { PlanChooserModal } from './PlanChooserModal';
import { VideoThumbnail } from './VideoThumbnail';

/**
 * A video in a list: picture with its length, title, channel and date. It opens the video, or, when the video is
 * locked, the plan chooser (spec §4), so a locked card is a button rather than a link.
 */
export function VideoCard({ video }: { video: Activity }) {
  const { language } = useDisplayLanguage();
  const [chooserOpened, chooser] = useDisclosure(false);
  const duration = videoDuration(video);

  const content = (
    <>
      <Card.Section>
        <VideoThumbnail src={videoPicture(video)}>
          {video.locked && <LockBadge />}
          {duration !== null && (
            <Badge pos="absolute" bottom={8} right={8} color="dark" variant="filled" radius="sm">
              {formatDuration(duration)}
            </Badge>
          )}
        </VideoThumbnail>
      </Card.Section>
      <Stack gap={2} mt="sm">
        <Text fw={600} lineClamp={2}>
          {video.title.en}
        </Text>
        <Text size="sm" c="dimmed" truncate>
          {video.workspace.name}
        </Text>
        <Text size="xs" c="dimmed">
          {formatVideoDate(video.start_date, language)}
        </Text>
      </Stack>
    </>
  );

  const cardProps = { withBorder: true, padding: 'sm', radius: 'md', 'data-testid': 'video-card' } as const;
  if (!video.locked) {
    return (
      <Card component={Link} to={videoPath(video.id)} {...cardProps}>
        {content}
      </Card>
    );
  }
  return (
    <>
      <Card component="button" type="button" onClick={chooser.open} aria-haspopup="dialog" ta="start" w="100%" {...cardProps}>
        {content}
      </Card>
      <PlanChooserModal opened={chooserOpened} onClose={chooser.close} activity={video} />
    </>
  );
}
