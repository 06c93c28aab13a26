import { Alert, Button, Skeleton } from '@mantine/core';
import { IconHeart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { useSubscribedVideos } from '../hooks/useSubscribedVideos';
import { VideoGrid } from './VideoGrid';
import { PATHS } from '../../../app/paths';

/** Spec §2 home: the 8 latest videos of the channels a signed-in user follows or hosts. Render it for them only. */
export function SubscribedVideos() {
  const { t } = useTranslation('videos');
  const apiErrorText = useApiErrorText();
  const videos = useSubscribedVideos();

  if (videos.isPending) return <Skeleton h={220} radius="md" />;
  if (videos.isError) {
    return (
      <Alert color="red" variant="light">
        {apiErrorText(videos.error)}
      </Alert>
    );
  }
  if (videos.data.results.length === 0) {
    return (
      <EmptyState icon={IconHeart} title={t('subscribed.empty')} body={t('subscribed.emptyBody')}>
        <Button component={Link} to={PATHS.browseChannels} variant="light" mt="xs">
          {t('nav.browseChannels')}
        </Button>
      </EmptyState>
    );
  }
  return <VideoGrid videos={videos.data.results} />;
}
