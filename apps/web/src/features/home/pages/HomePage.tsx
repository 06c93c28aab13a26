import { HOME_KEYWORD_ROWS } from '@platform/shared';
import { Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PageLoader } from '../../../components/PageLoader';
import { useMe } from '../../auth';
import { BannerCarousel } from '../../banners';
import { fixedChannelPath, homeDecision, usePublicConfig } from '../../config';
import { useWorkspace } from '../../workspaces';
import { CategoryTiles } from '../components/CategoryTiles';
import { ChannelRow } from '../components/ChannelRow';
import { Hero } from '../components/Hero';
import { LiveZone } from '../components/LiveZone';
import { SingleChannelLanding } from '../components/SingleChannelLanding';

/** Full mode (spec §2 Home): banners, the pitch, live zone, keyword rows, a general row and category tiles. */
function FullHome() {
  const { t } = useTranslation();
  useDocumentTitle(t('app.name'));
  const { data: me, isPending } = useMe();
  return (
    <Stack gap="xl">
      <BannerCarousel />
      {/* The pitch and the sign-up buttons are for guests; members go straight to the content. */}
      {!isPending && !me && <Hero />}
      {HOME_KEYWORD_ROWS.map((keyword) => (
        <ChannelRow key={keyword} keyword={keyword} />
      ))}
      <ChannelRow />
      {/* Below the channel rows while there is never anything live (webinars arrive with their module): channels first. */}
      <LiveZone />
      <CategoryTiles />
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
