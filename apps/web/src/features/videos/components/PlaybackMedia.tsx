import { Progress, Stack, Text } from '@mantine/core';
import type { Activity } from '@platform/shared';
import { IconLoader, IconVideoOff } from '@tabler/icons-react';
import { Suspense, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { useMe } from '../../auth';
import { useViewReport } from '../hooks/useViewReport';
import { pendingRecording, readyRecording, videoPicture } from '../lib/recordings';
import { HlsPlayer } from './LazyHlsPlayer';
import { LockedPoster } from './LockedPoster';
import { LoginPoster } from './LoginPoster';
import { VideoThumbnail } from './VideoThumbnail';

/**
 * The top of the playback page: the lock for a locked video, else the newest ready recording (for a guest, a way to log
 * in and play it), else the progress of one still being processed (the page asks again until it is ready), else a
 * note that there is nothing to play.
 */
export function PlaybackMedia({ activity, videoRef }: { activity: Activity; videoRef?: RefObject<HTMLVideoElement | null> }) {
  const { t } = useTranslation('videos');
  const me = useMe();
  const ready = readyRecording(activity);
  const reportView = useViewReport(activity.id, ready?.duration ?? null);
  if (activity.locked) return <LockedPoster activity={activity} />;

  if (ready) {
    if (me.isPending) return <VideoThumbnail src={videoPicture(activity)} />;
    if (!me.data) return <LoginPoster activity={activity} />;
    return (
      <Suspense fallback={<VideoThumbnail src={videoPicture(activity)} />}>
        <HlsPlayer
          hlsUrl={ready.hls_url}
          mp4Url={ready.archive_url}
          captionsUrl={ready.captions_url}
          captionsLanguage={activity.language}
          poster={ready.poster_url ?? activity.thumbnail_url}
          title={activity.title.en}
          videoRef={videoRef}
          onTimeUpdate={reportView}
        />
      </Suspense>
    );
  }

  const pending = pendingRecording(activity);
  if (pending) {
    const percent = Math.round(Math.min(1, Math.max(0, pending.progress)) * 100);
    return (
      <EmptyState icon={IconLoader} title={t('playback.processing')} body={t('playback.processingBody')}>
        <Stack gap={4} w="100%" maw={360}>
          <Progress value={percent} aria-label={t('playback.processing')} animated />
          <Text size="sm" c="dimmed" role="status">
            {t('playback.processingPercent', { percent })}
          </Text>
        </Stack>
      </EmptyState>
    );
  }

  return <EmptyState icon={IconVideoOff} title={t('playback.noRecording')} body={t('playback.noRecordingBody')} />;
}
