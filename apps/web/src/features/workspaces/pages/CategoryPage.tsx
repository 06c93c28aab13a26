import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/PageTitle';
import { CategoryLinks } from '../components/CategoryLinks';
import { InfiniteChannelList } from '../components/InfiniteChannelList';
import { useKeywordLabel } from '../hooks/useKeywordLabel';
import { channelFilterOf, type ChannelFilter } from '../lib/channelFilter';

function useFilterTitle(filter: ChannelFilter): string {
  const { t } = useTranslation('workspaces');
  const keywordLabel = useKeywordLabel();
  if (filter.title) return t('category.titleSearch', { title: filter.title });
  if (filter.keyword) return t('category.titleKeyword', { keyword: keywordLabel(filter.keyword) });
  if (filter.category) return t('category.titleCategory', { category: t(`categories.${filter.category}`) });
  return t('category.titleAll');
}

/** Spec §2 /channel/category?keyword=&category=&title=: public channels matching the filter. */
export function CategoryPage() {
  const [params] = useSearchParams();
  const filter = channelFilterOf(params);
  const title = useFilterTitle(filter);
  return (
    <Stack gap="lg">
      <PageTitle>{title}</PageTitle>
      <CategoryLinks active={filter.category} />
      {/* A new filter is a new list, scrolled from its start. */}
      <InfiniteChannelList key={JSON.stringify(filter)} filter={filter} />
    </Stack>
  );
}
