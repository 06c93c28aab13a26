import { Anchor, Skeleton, Stack } from '@mantine/core';
import { IconMoodEmpty } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { SectionTitle } from '../../components/SectionTitle';
import { ChannelGrid, useKeywordLabel } from '../../features/workspaces';
import { useChannelRow } from './useChannelRow';
import { channelCategoryPath, PATHS } from '../../app/paths';

/**
 * A home row of 4 channels (spec §2). A keyword row with no channels is left out rather than shown empty; the
 * general row (no keyword) always shows, with an empty state when there are no public channels at all.
 */
export function ChannelRow({ keyword }: { keyword?: string }) {
  const { t } = useTranslation('home');
  const keywordLabel = useKeywordLabel();
  const row = useChannelRow(keyword);
  const channels = row.data?.results ?? [];
  if (keyword && (row.isError || (row.data && channels.length === 0))) return null;

  const more = keyword ? channelCategoryPath({ keyword }) : PATHS.browseChannels;
  return (
    <Stack component="section" gap="sm">
      <SectionTitle
        action={
          <Anchor component={Link} to={more} size="sm" fw={600}>
            {t('home.more')}
          </Anchor>
        }
      >
        {keyword ? keywordLabel(keyword) : t('home.allChannels')}
      </SectionTitle>
      {row.isPending && <Skeleton h={180} radius="md" />}
      {row.data && channels.length > 0 && <ChannelGrid channels={channels} row />}
      {!keyword && row.data && channels.length === 0 && <EmptyState icon={IconMoodEmpty} title={t('workspaces:channels.noneYet')} />}
    </Stack>
  );
}
