import { Alert, Button, Center, Loader, Skeleton, Stack } from '@mantine/core';
import { useIntersection } from '@mantine/hooks';
import { IconVideo } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { useLatestVideos } from '../hooks/useLatestVideos';
import { VideoGrid } from './VideoGrid';

/** How far below the screen the end of the list may be when the next load starts, so scrolling rarely waits. */
const PRELOAD_MARGIN = '400px';

/**
 * Spec §2 home: the latest videos of public channels, 16 more each time the end of the list scrolls into view. The
 * "Load more" button does the same for keyboards and for browsers without IntersectionObserver.
 */
export function LatestVideos() {
  const { t } = useTranslation('videos');
  const apiErrorText = useApiErrorText();
  const query = useLatestVideos();
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const { ref, entry } = useIntersection({ rootMargin: PRELOAD_MARGIN });
  const atEnd = entry?.isIntersecting ?? false;

  useEffect(() => {
    if (atEnd && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [atEnd, hasNextPage, isFetchingNextPage, fetchNextPage]);

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
      <div ref={ref} />
      {isFetchingNextPage && (
        <Center>
          <Loader size="sm" aria-label={t('app.loading')} />
        </Center>
      )}
      {hasNextPage && !isFetchingNextPage && (
        <Center>
          <Button variant="light" onClick={() => void fetchNextPage()}>
            {t('list.loadMore')}
          </Button>
        </Center>
      )}
    </Stack>
  );
}
