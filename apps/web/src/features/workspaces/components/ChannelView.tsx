import { Stack } from '@mantine/core';
import type { WorkspaceDetail } from '@platform/shared';
import { useScrollToHash } from '../hooks/useScrollToHash';
import { ChannelHeader } from './ChannelHeader';
import { ChannelSectionMenu } from './ChannelSectionMenu';
import { CoursesSection } from './CoursesSection';
import { DescriptionSection } from './DescriptionSection';
import { FaqSection } from './FaqSection';
import { ForumSection } from './ForumSection';
import { LiveCarousel } from './LiveCarousel';
import { PlansSection } from './PlansSection';
import { VideosSection } from './VideosSection';

/** Spec §2 /channel/{idOrSlug}, in the order of its section menu. */
export function ChannelView({ channel }: { channel: WorkspaceDetail }) {
  useScrollToHash();
  return (
    <Stack gap="xl" maw={1200} mx="auto">
      <ChannelHeader channel={channel} />
      <ChannelSectionMenu />
      <LiveCarousel />
      <DescriptionSection channel={channel} />
      <VideosSection channel={channel} />
      <CoursesSection />
      <PlansSection channelId={channel.id} />
      <FaqSection />
      <ForumSection />
    </Stack>
  );
}
