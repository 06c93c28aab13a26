import { Stack } from '@mantine/core';
import type { WorkspaceDetail } from '@platform/shared';
import { useWorkspacePlans } from '../hooks/useWorkspacePlans';
import { useScrollToHash } from '../hooks/useScrollToHash';
import { CHANNEL_SECTIONS, type ChannelSection } from '../lib/channelSections';
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

/**
 * Spec §2 /channel/{idOrSlug}, in the order of its section menu. Sections with nothing to show are left out, and
 * one "just getting started" note stands for all of them. Webinars, courses and the forum arrive with their own
 * modules; until then those sections have no content to show.
 */
export function ChannelView({ channel }: { channel: WorkspaceDetail }) {
  useScrollToHash();
  const plans = useWorkspacePlans(channel.id);
  const hasPlans = (plans.data?.results.length ?? 0) > 0;
  const hasContent: Record<Exclude<ChannelSection, 'description' | 'faq'> | 'live', boolean> = {
    live: false,
    videos: false,
    courses: false,
    plans: hasPlans,
    forum: false,
  };
  const shown = CHANNEL_SECTIONS.filter((section) => section === 'description' || section === 'faq' || hasContent[section]);
  const somethingMissing = Object.values(hasContent).some((has) => !has);

  return (
    <Stack gap="xl" maw={1200} mx="auto">
      <ChannelHeader channel={channel} hasPlans={hasPlans} />
      <ChannelSectionMenu sections={shown} />
      {hasContent.live && <LiveCarousel />}
      <DescriptionSection channel={channel} />
      {somethingMissing && <GettingStartedSection channel={channel} />}
      {hasContent.videos && <VideosSection channel={channel} />}
      {hasContent.courses && <CoursesSection />}
      {hasContent.plans && <PlansSection channelId={channel.id} />}
      <FaqSection />
      {hasContent.forum && <ForumSection />}
    </Stack>
  );
}
