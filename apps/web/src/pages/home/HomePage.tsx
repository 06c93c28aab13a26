import { HOME_KEYWORD_ROWS } from '@platform/shared';
import { Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { SectionTitle } from '../../components/SectionTitle';
import { useMe } from '../../features/auth';
import { BannerCarousel } from '../../features/banners';
import { homeDecision, usePublicConfig } from '../../features/system';
import { LatestVideos, SubscribedVideos } from '../../features/videos';
import { useWorkspace } from '../../features/workspaces';
import { CategoryTiles } from './CategoryTiles';
import { ChannelRow } from './ChannelRow';
import { Hero } from './Hero';
import { LiveZone } from './LiveZone';
import { SingleChannelLanding } from './SingleChannelLanding';
import { channelIdOrSlugPath } from '../../app/paths';

/**
 * Full mode, in spec §2's order: banners (and the pitch for guests), the live zone, keyword rows, a general row,
 * category tiles, the latest videos of followed channels (signed-in users), then the endless list of latest videos.
 */
function FullHome() {
  const { t } = useTranslation('home');
  useDocumentTitle(t('app.name'));
  const { data: me, isPending } = useMe();
  return (
    <Stack gap="xl">
      <BannerCarousel />
      {/* The pitch and the sign-up buttons are for guests; members go straight to the content. */}
      {!isPending && !me && <Hero />}
      <LiveZone />
      {HOME_KEYWORD_ROWS.map((keyword) => (
        <ChannelRow key={keyword} keyword={keyword} />
      ))}
      <ChannelRow />
      <CategoryTiles />
      {me && (
        <Stack component="section" gap="sm" aria-label={t('home.subscribedVideos')}>
          <SectionTitle>{t('home.subscribedVideos')}</SectionTitle>
          <SubscribedVideos />
        </Stack>
      )}
      <Stack component="section" gap="sm" aria-label={t('home.latestVideos')}>
        <SectionTitle>{t('home.latestVideos')}</SectionTitle>
        <LatestVideos />
      </Stack>
    </Stack>
  );
}

/** Single-channel mode: to the fixed channel when it is published or the user is signed in, else a landing. */
function SingleChannelHome({ fixedChannel }: { fixedChannel: string }) {
  const me = useMe();
  const channel = useWorkspace(fixedChannel);
  if (me.isPending) return <PageLoader />;
  // A guest cannot read a private channel (the call fails), which is what "not published" means to them.
  const published = channel.isPending ? undefined : (channel.data?.publish ?? false);
  const decision = homeDecision(fixedChannel, Boolean(me.data), published);
  if (decision.kind === 'wait') return <PageLoader />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return <SingleChannelLanding fixedChannelPath={channelIdOrSlugPath(fixedChannel)} />;
}

export function HomePage() {
  const { config, isPending } = usePublicConfig();
  if (isPending) return <PageLoader />;
  return config.single_channel ? <SingleChannelHome fixedChannel={config.single_channel} /> : <FullHome />;
}
