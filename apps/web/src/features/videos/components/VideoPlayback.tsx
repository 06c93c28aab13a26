import { Grid, Stack, Text, Title } from '@mantine/core';
import type { Activity } from '@platform/shared';
import { useRef, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/PageLoader';
import { PageTitle } from '../../../components/PageTitle';
import { SanitizedHtml } from '../../../components/SanitizedHtml';
import { useDisplayLanguage } from '../../../i18n/useDisplayLanguage';
import { CourseBadges } from './CourseBadges';
import { ForumLinkPanel } from './ForumLinkPanel';
import { KeywordLinks } from './KeywordLinks';
import { PlaybackMedia } from './PlaybackMedia';
import { VideoAccessNotice } from './VideoAccessNotice';
import { VideoChannelCard } from './VideoChannelCard';
import { VideoPlansPanel } from './VideoPlansPanel';
import { useActivity } from '../hooks/useActivity';
import { useStartAt } from '../hooks/useStartAt';
import { formatVideoDate } from '../lib/formatVideoDate';
import { isNotLoggedIn } from '../lib/isNotLoggedIn';
import { loginPath, START_AT_PARAM } from '../../../app/paths';

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

function Playback({ activity, chunks }: { activity: Activity } & VideoPlaybackProps) {
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
          {chunks(activity, videoRef)}
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

export interface VideoPlaybackProps {
  /** What the page shows of the recording's chunks under the description (analysis's, given by the page layer). */
  chunks: (activity: Activity, videoRef: RefObject<HTMLVideoElement | null>) => ReactNode;
}

/** Spec §2 /video-playback/{id}. A guest on a private channel's video is sent to log in and brought back here. */
export function VideoPlayback({ chunks }: VideoPlaybackProps) {
  const { id = '' } = useParams();
  const location = useLocation();
  const activity = useActivity(id);

  if (activity.isPending) return <PageLoader />;
  if (activity.isError) {
    if (isNotLoggedIn(activity.error)) return <Navigate to={loginPath(`${location.pathname}${location.search}`)} replace />;
    return <VideoAccessNotice error={activity.error} />;
  }
  return <Playback activity={activity.data} chunks={chunks} />;
}
