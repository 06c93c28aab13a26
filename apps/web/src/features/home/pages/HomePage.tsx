import { HOME_KEYWORD_ROWS } from '@platform/shared';
import { Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PageLoader } from '../../../components/PageLoader';
import { SectionTitle } from '../../../components/SectionTitle';
import { useMe } from '../../auth';
import { BannerCarousel } from '../../banners';
import { fixedChannelPath, homeDecision, usePublicConfig } from '../../config';
import { LatestVideos, SubscribedVideos } from '../../videos';
import { useWorkspace } from '../../workspaces';
import { CategoryTiles } from '../components/CategoryTiles';
import { ChannelRow } from '../components/ChannelRow';
import { Hero } from '../components/Hero';
import { LiveZone } from '../components/LiveZone';
import { SingleChannelLanding } from '../components/SingleChannelLanding';

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
  return <SingleChannelLanding fixedChannelPath={fixedChannelPath(fixedChannel)} />;
}

export function HomePage() {
  const { config, isPending } = usePublicConfig();
  if (isPending) return <PageLoader />;
  return config.single_channel ? <SingleChannelHome fixedChannel={config.single_channel} /> : <FullHome />;
}
