import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { useIntersection } from '@mantine/hooks';
import { IconMoodEmpty } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { PageLoader } from '../../../components/PageLoader';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { useSuggestedWorkspaces } from '../hooks/useSuggestedWorkspaces';
import type { ChannelFilter } from '../lib/channelFilter';
import { ChannelGrid } from './ChannelGrid';

/**
 * Public channels that load more as the end of the list scrolls into view (spec §2: infinite scroll). The
 * "Load more" button does the same for keyboards and for browsers that do not report scrolling.
 */
export function InfiniteChannelList({ filter }: { filter: ChannelFilter }) {
  const { t } = useTranslation('workspaces');
  const apiErrorText = useApiErrorText();
  const query = useSuggestedWorkspaces(filter);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const { ref, entry } = useIntersection({ rootMargin: '300px' });
  const atEnd = entry?.isIntersecting ?? false;

  useEffect(() => {
    if (atEnd && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [atEnd, hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    return (
      <Alert color="red" variant="light">
        {apiErrorText(query.error)}
      </Alert>
    );
  }
  const channels = query.data.pages.flatMap((page) => page.results);
  if (channels.length === 0) return <EmptyState icon={IconMoodEmpty} title={t('channels.noneFound')} />;

  return (
    <Stack gap="md">
      <ChannelGrid channels={channels} />
      <div ref={ref} />
      {isFetchingNextPage && (
        <Center>
          <Loader size="sm" aria-label={t('app.loading')} />
        </Center>
      )}
      {hasNextPage && !isFetchingNextPage && (
        <Center>
          <Button variant="light" onClick={() => void fetchNextPage()}>
            {t('channels.loadMore')}
          </Button>
        </Center>
      )}
    </Stack>
  );
}
