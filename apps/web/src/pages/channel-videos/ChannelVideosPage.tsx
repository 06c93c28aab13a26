import { ACTIVITY_PAGE_SIZES } from '@platform/shared';
import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import { IconVideo } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { PageLoader } from '../../components/PageLoader';
import { PageNav } from '../../components/PageNav';
import { PageTitle } from '../../components/PageTitle';
import { useApiErrorText } from '../../i18n/useApiErrorText';
import { ApiError } from '../../lib/api';
import { pageCount, pageOf } from '../../lib/pageCount';
import { useMe } from '../../features/auth';
import { ChannelLogo, useQueryParam, useWorkspace } from '../../features/workspaces';
import { TranscriptSearch } from '../../features/analysis';
import { usePublicConfig } from '../../features/system';
import { channelPath, loginPath } from '../../app/paths';
import { VideoAccessNotice, VideoGrid, useChannelPlaybacks, isOpenToGuests, isNotLoggedIn } from '../../features/videos';

const LIMIT = ACTIVITY_PAGE_SIZES.channelVideos;

function ChannelLink({ workspaceId }: { workspaceId: string }) {
  const channel = useWorkspace(workspaceId);
  if (!channel.data) return null;
  return (
    <Group gap="sm" wrap="nowrap">
      <ChannelLogo channel={channel.data} size={32} />
      <Anchor component={Link} to={channelPath(channel.data)} fw={600} truncate>
        {channel.data.name}
      </Anchor>
    </Group>
  );
}

function ChannelVideos({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation('videos');
  const apiErrorText = useApiErrorText();
  const location = useLocation();
  const [pageParam, setPageParam] = useQueryParam('page');
  const page = pageOf(pageParam);
  const videos = useChannelPlaybacks(workspaceId, page, LIMIT);

  if (videos.isPending) return <PageLoader />;
  if (videos.isError) {
    // The session ended while the page was open.
    if (isNotLoggedIn(videos.error)) return <Navigate to={loginPath(`${location.pathname}${location.search}`)} replace />;
    const msg = videos.error instanceof ApiError ? videos.error.msg : null;
    if (msg === 'FORBIDDEN' || msg === 'NOT_FOUND') return <VideoAccessNotice error={videos.error} />;
    return (
      <Alert color="red" variant="light">
        {apiErrorText(videos.error)}
      </Alert>
    );
  }
  if (videos.data.results.length === 0) {
    return <EmptyState icon={IconVideo} title={t('channelVideos.empty')} body={t('channelVideos.emptyBody')} />;
  }
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('channelVideos.total', { count: videos.data._total_count })}
      </Text>
      <VideoGrid videos={videos.data.results} />
      <PageNav total={pageCount(videos.data)} page={page} onChange={(next) => setPageParam(String(next))} />
    </Stack>
  );
}

/**
 * Spec §2 /channel/videos/{workspaceId}: all of a channel's videos, 5 to a page. Guests are sent to log in unless the
 * channel is on the server's list of channels open to guests (GUEST_VIDEO_CHANNELS).
 */
export function ChannelVideosPage() {
  const { t } = useTranslation('videos');
  const { workspaceId = '' } = useParams();
  const location = useLocation();
  const me = useMe();
  const { config, isPending: configPending } = usePublicConfig();
  const channel = useWorkspace(workspaceId);

  if (me.isPending || configPending || (!me.data && channel.isPending)) return <PageLoader />;
  const guestAllowed = channel.data !== undefined && isOpenToGuests(config.guest_video_channels, channel.data);
  if (!me.data && !guestAllowed) return <Navigate to={loginPath(`${location.pathname}${location.search}`)} replace />;
  return (
    <Stack gap="lg" maw={1280} mx="auto">
      <Stack gap="xs">
        <PageTitle>{t('channelVideos.title')}</PageTitle>
        <ChannelLink workspaceId={workspaceId} />
      </Stack>
      {me.data && <TranscriptSearch workspaceId={workspaceId} />}
      <ChannelVideos workspaceId={workspaceId} />
    </Stack>
  );
}
