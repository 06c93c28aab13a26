import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import type { Keyword, WorkspaceDetail } from '@platform/shared';
import { IconSearch, IconVideo } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import { ChannelVideosSection } from '../../features/videos';
import { ChannelSectionBlock } from './ChannelSectionBlock';
import { useKeywordLabel, useKeywords, useQueryParam } from '../../features/workspaces';

/**
 * The keywords to filter by: the channel's own, plus the one in the address when a video's keyword link brought the
 * viewer here with a keyword the channel itself does not list.
 */
function keywordChoices(channel: WorkspaceDetail, all: Keyword[] | undefined, current: string | null): Keyword[] {
  if (!current || channel.keywords.some((item) => item.keyword === current)) return channel.keywords;
  const extra = all?.find((item) => item.keyword === current);
  return extra ? [...channel.keywords, extra] : channel.keywords;
}

/**
 * Spec §2: the channel's videos, filtered by keyword and title text (query params keyword and filter, so a filtered
 * list can be shared). Plans cannot narrow the list until plans exist, so there is no plan filter yet.
 */
export function VideosSection({ channel }: { channel: WorkspaceDetail }) {
  const { t } = useTranslation('workspaces');
  const keywordLabel = useKeywordLabel();
  const allKeywords = useKeywords();
  const [keyword, setKeyword] = useQueryParam('keyword');
  const [filter, setFilter] = useQueryParam('filter');
  const choices = keywordChoices(channel, allKeywords.data?.results, keyword);
  const chosen = choices.find((item) => item.keyword === keyword);

  return (
    <ChannelSectionBlock id="videos" title={t('channel.sections.videos')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <NativeSelect
          label={t('channel.videos.keyword')}
          data={[
            { value: '', label: t('channel.videos.allKeywords') },
            ...choices.map((item) => ({ value: item.keyword, label: keywordLabel(item.keyword) })),
          ]}
          value={chosen ? chosen.keyword : ''}
          onChange={(event) => setKeyword(event.currentTarget.value)}
        />
        <TextInput
          type="search"
          label={t('channel.videos.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={filter ?? ''}
          onChange={(event) => setFilter(event.currentTarget.value)}
        />
      </SimpleGrid>
      <ChannelVideosSection
        channelId={channel.id}
        keywordIds={chosen ? [chosen.id] : []}
        title={filter ?? ''}
        empty={<EmptyState icon={IconVideo} title={t('channel.videos.empty')} body={t('channel.videos.emptyBody')} />}
      />
    </ChannelSectionBlock>
  );
}
