import { Alert, Stack } from '@mantine/core';
import { IconMoodEmpty } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { LoadMoreFooter } from '../../../components/LoadMoreFooter';
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
      <LoadMoreFooter
        hasNextPage={query.hasNextPage}
        isFetchingNextPage={query.isFetchingNextPage}
        fetchNextPage={query.fetchNextPage}
        label={t('channels.loadMore')}
      />
    </Stack>
  );
}
