import { Alert, Skeleton, Stack } from '@mantine/core';
import { IconVideo } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { LoadMoreFooter } from '../../../components/LoadMoreFooter';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { useLatestVideos } from '../hooks/useLatestVideos';
import { VideoGrid } from './VideoGrid';

/** Spec 001 §9: "infinite list 16 with 1.5 s delay". */
const AUTO_LOAD_DELAY_MS = 1500;

/**
 * Spec §2 home: the latest videos of public channels, 16 more each time the end of the list has been in view for
 * 1.5 s. The "Load more" button loads them at once, for keyboards and for browsers without IntersectionObserver.
 */
export function LatestVideos() {
  const { t } = useTranslation('videos');
  const apiErrorText = useApiErrorText();
  const query = useLatestVideos();
  if (query.isPending) return <Skeleton h={220} radius="md" />;
  if (query.isError) {
    return (
      <Alert color="red" variant="light">
        {apiErrorText(query.error)}
      </Alert>
    );
  }
  const videos = query.data.pages.flatMap((page) => page.results);
  if (videos.length === 0) return <EmptyState icon={IconVideo} title={t('latest.empty')} body={t('latest.emptyBody')} />;

  return (
    <Stack gap="md">
      <VideoGrid videos={videos} />
      <LoadMoreFooter
        hasNextPage={query.hasNextPage}
        isFetchingNextPage={query.isFetchingNextPage}
        fetchNextPage={query.fetchNextPage}
        label={t('list.loadMore')}
        autoLoadDelayMs={AUTO_LOAD_DELAY_MS}
      />
    </Stack>
  );
}
