import { ACTIVITY_PAGE_SIZES } from '@platform/shared';
import { Alert, Anchor, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageNav } from '../../../components/PageNav';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { pageCount } from '../../../lib/pageCount';
import type { PlaybackFilter } from '../api';
import { useChannelPlaybacks } from '../hooks/useChannelPlaybacks';
import { VideoGrid } from './VideoGrid';
import { channelVideosPath } from '../../../app/paths';

const LIMIT = ACTIVITY_PAGE_SIZES.channelPageVideos;
/** Typing pauses this long before the list is asked for again, so each keystroke does not cost a call. */
const SEARCH_DEBOUNCE_MS = 300;

interface ChannelVideosSectionProps {
  /** The channel's id (or slug). */
  channelId: string;
  keywordIds: string[];
  title: string;
  /** Shown when the channel has no videos at all; the channel page keeps its own wording. */
  empty: ReactNode;
}

/**
 * Spec §2 channel page: the channel's videos, 16 to a page, narrowed by keyword and title. The filters belong to the
 * page (they are in its address); a change of filter starts again at page 1.
 */
export function ChannelVideosSection({ channelId, keywordIds, title, empty }: ChannelVideosSectionProps) {
  const { t } = useTranslation('videos');
  const apiErrorText = useApiErrorText();
  const [debouncedTitle] = useDebouncedValue(title.trim(), SEARCH_DEBOUNCE_MS);
  const keywordKey = keywordIds.join(',');
  const filter = useMemo<PlaybackFilter>(
    () => ({ keywordIds: keywordKey ? keywordKey.split(',') : [], title: debouncedTitle }),
    [keywordKey, debouncedTitle],
  );
  const filterKey = `${keywordKey}|${debouncedTitle}`;
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const videos = useChannelPlaybacks(channelId, page, LIMIT, filter);
  const filtered = filter.keywordIds.length > 0 || filter.title !== '';

  if (videos.isPending) return <Skeleton h={220} radius="md" />;
  if (videos.isError) {
    return (
      <Alert color="red" variant="light">
        {apiErrorText(videos.error)}
      </Alert>
    );
  }
  if (videos.data.results.length === 0) {
    return filtered ? (
      <Text c="dimmed" role="status">
        {t('list.noMatch')}
      </Text>
    ) : (
      <>{empty}</>
    );
  }
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed" role="status">
          {t('channelVideos.total', { count: videos.data._total_count })}
        </Text>
        <Anchor component={Link} to={channelVideosPath(channelId)} size="sm" fw={600}>
          {t('list.allVideos')}
        </Anchor>
      </Group>
      <VideoGrid videos={videos.data.results} />
      <PageNav total={pageCount(videos.data)} page={page} onChange={(next) => setPaging({ filterKey, page: next })} />
    </Stack>
  );
}
