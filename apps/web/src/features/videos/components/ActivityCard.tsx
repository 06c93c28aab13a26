import { Card, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { Activity } from '@platform/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LockBadge } from './LockBadge';
import { PlanChooserModal } from './PlanChooserModal';
import { VideoThumbnail } from './VideoThumbnail';

interface ActivityCardProps {
  activity: Activity;
  picture: string | null;
  /** A badge drawn over the picture's corner (the video's length, LIVE or upcoming). */
  badge: ReactNode;
  /** The line under the channel's name (a date or a start time). */
  detail: string;
  /** Where the card leads; null for a card that only informs. */
  to: string | null;
  testId: string;
}

/**
 * A webinar or video in a list: picture, title, channel and one line of detail. A locked one opens the plan chooser
 * (spec §4), so it is a button rather than a link, unless it has free previews to play.
 */
export function ActivityCard({ activity, picture, badge, detail, to, testId }: ActivityCardProps) {
  const [chooserOpened, chooser] = useDisclosure(false);
  const content = (
    <>
      <Card.Section>
        <VideoThumbnail src={picture}>
          {activity.locked && <LockBadge />}
          {badge}
        </VideoThumbnail>
      </Card.Section>
      <Stack gap={2} mt="sm">
        <Text fw={600} lineClamp={2}>
          {activity.title.en}
        </Text>
        <Text size="sm" c="dimmed" truncate>
          {activity.workspace.name}
        </Text>
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
      </Stack>
    </>
  );

  const cardProps = { withBorder: true, padding: 'sm', radius: 'md', 'data-testid': testId } as const;
  // A locked video with free previews opens its page, where they play; other locked items open the plan chooser.
  if (activity.locked && !(activity.free_preview && to)) {
    return (
      <>
        <Card component="button" type="button" onClick={chooser.open} aria-haspopup="dialog" ta="start" w="100%" {...cardProps}>
          {content}
        </Card>
        <PlanChooserModal opened={chooserOpened} onClose={chooser.close} activity={activity} />
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
