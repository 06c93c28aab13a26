import { Grid, Stack, Text, Title } from '@mantine/core';
import type { Activity } from '@platform/shared';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/PageLoader';
import { PageTitle } from '../../../components/PageTitle';
import { SanitizedHtml } from '../../../components/SanitizedHtml';
import { useDisplayLanguage } from '../../../i18n/useDisplayLanguage';
import { START_AT_PARAM, useStartAt, VideoChunks } from '../../analysis';
import { loginPath } from '../../auth';
import { CourseBadges } from '../components/CourseBadges';
import { ForumLinkPanel } from '../components/ForumLinkPanel';
import { KeywordLinks } from '../components/KeywordLinks';
import { PlaybackMedia } from '../components/PlaybackMedia';
import { VideoAccessNotice } from '../components/VideoAccessNotice';
import { VideoChannelCard } from '../components/VideoChannelCard';
import { VideoPlansPanel } from '../components/VideoPlansPanel';
import { useActivity } from '../hooks/useActivity';
import { formatVideoDate } from '../lib/formatVideoDate';
import { isNotLoggedIn } from '../lib/isNotLoggedIn';

/** The editor saves an empty description as empty markup (<p></p>); that is no description. */
function hasText(html: string): boolean {
  return html.replace(/<[^>]*>/g, '').trim() !== '';
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="section" gap="xs">
      <Title order={2} fz="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function Playback({ activity }: { activity: Activity }) {
  const { t } = useTranslation('videos');
  const { language } = useDisplayLanguage();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [params] = useSearchParams();
  const startAt = Number(params.get(START_AT_PARAM));
  useStartAt(videoRef, params.has(START_AT_PARAM) && Number.isFinite(startAt) && startAt >= 0 ? startAt : null);
  return (
    <Grid gutter="xl" maw={1280} mx="auto">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="md">
          <PlaybackMedia activity={activity} videoRef={videoRef} />
          <Stack gap={4}>
            <PageTitle fz={{ base: 'h3', sm: 'h2' }} style={{ overflowWrap: 'anywhere' }}>
              {activity.title.en}
            </PageTitle>
            <Text c="dimmed" size="sm">
              {formatVideoDate(activity.start_date, language)}
            </Text>
          </Stack>
          {activity.courses.length > 0 && (
            <Block title={t('playback.courses')}>
              <CourseBadges courses={activity.courses} />
            </Block>
          )}
          <VideoChannelCard workspace={activity.workspace} />
          {hasText(activity.description) && (
            <Block title={t('playback.description')}>
              <SanitizedHtml html={activity.description} />
            </Block>
          )}
          <VideoChunks activity={activity} videoRef={videoRef} />
          {activity.keywords.length > 0 && (
            <Block title={t('playback.keywords')}>
              <KeywordLinks keywords={activity.keywords} workspace={activity.workspace} />
            </Block>
          )}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="md">
          <VideoPlansPanel activity={activity} />
          <ForumLinkPanel workspace={activity.workspace} />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

/** Spec §2 /video-playback/{id}. A guest on a private channel's video is sent to log in and brought back here. */
export function VideoPlaybackPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const activity = useActivity(id);

  if (activity.isPending) return <PageLoader />;
  if (activity.isError) {
    if (isNotLoggedIn(activity.error)) return <Navigate to={loginPath(`${location.pathname}${location.search}`)} replace />;
    return <VideoAccessNotice error={activity.error} />;
  }
  return <Playback activity={activity.data} />;
}
