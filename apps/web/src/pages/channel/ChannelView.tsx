import { Stack } from '@mantine/core';
import { ACTIVITY_PAGE_SIZES, type WorkspaceDetail } from '@platform/shared';
import { useChannelCourses, useChannelLive, useChannelPlaybacks } from '../../features/videos';
import { useScrollToHash } from './useScrollToHash';
import { ChannelHeader } from './ChannelHeader';
import { ChannelSectionMenu } from './ChannelSectionMenu';
import { CoursesSection } from './CoursesSection';
import { DescriptionSection } from './DescriptionSection';
import { FaqSection } from './FaqSection';
import { ForumSection } from './ForumSection';
import { GettingStartedSection } from './GettingStartedSection';
import { LiveCarousel } from './LiveCarousel';
import { PlansSection } from './PlansSection';
import { VideosSection } from './VideosSection';
import { useWorkspacePlans, CHANNEL_SECTIONS, type ChannelSection } from '../../features/workspaces';

/**
 * Spec §2 /channel/{idOrSlug}, in the order of its section menu. Sections with nothing to show are left out, and
 * one "just getting started" note stands for all of them. The forum is always there: an empty one invites the first
 * thread, a closed one shows why. The first pages asked here are the ones the sections show, so they cost no second
 * request.
 */
export function ChannelView({ channel }: { channel: WorkspaceDetail }) {
  useScrollToHash();
  const plans = useWorkspacePlans(channel.id);
  const hasPlans = (plans.data?.results.length ?? 0) > 0;
  const live = useChannelLive(channel.id, 1);
  const videos = useChannelPlaybacks(channel.id, 1, ACTIVITY_PAGE_SIZES.channelPageVideos);
  const courses = useChannelCourses(channel.id);
  const hasContent: Record<Exclude<ChannelSection, 'description' | 'faq'> | 'live', boolean> = {
    live: (live.data?._total_count ?? 0) > 0,
    videos: (videos.data?._total_count ?? 0) > 0,
    courses: (courses.data?.results.length ?? 0) > 0,
    plans: hasPlans,
    forum: true,
  };
  const shown = CHANNEL_SECTIONS.filter((section) => section === 'description' || section === 'faq' || hasContent[section]);
  // The note is for a channel with nothing yet to watch or buy; one with videos but no course is not new.
  const loaded = live.isSuccess && videos.isSuccess && courses.isSuccess;
  const nothingYet = loaded && !hasContent.live && !hasContent.videos && !hasContent.courses && !hasContent.plans;

  return (
    <Stack gap="xl" maw={1200} mx="auto">
      <ChannelHeader channel={channel} hasPlans={hasPlans} />
      <ChannelSectionMenu sections={shown} />
      {hasContent.live && <LiveCarousel />}
      <DescriptionSection channel={channel} />
      {nothingYet && <GettingStartedSection channel={channel} />}
      {hasContent.videos && <VideosSection channel={channel} />}
      {hasContent.courses && <CoursesSection />}
      {hasContent.plans && <PlansSection channel={channel} />}
      <FaqSection />
      <ForumSection channel={channel} />
    </Stack>
  );
}
