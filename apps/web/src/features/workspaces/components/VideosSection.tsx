import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import type { WorkspaceDetail } from '@platform/shared';
import { IconVideo } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { useQueryParam } from '../hooks/useQueryParam';
import { planOptions, useWorkspacePlans } from '../hooks/useWorkspacePlans';
import { ChannelSectionBlock } from './ChannelSectionBlock';

/**
 * Spec §2: the channel's latest webinars, filtered by plan, keyword and title text (query params plan, keyword and
 * filter, so a filtered list can be shared). Recorded webinars arrive in a later release.
 */
export function VideosSection({ channel }: { channel: WorkspaceDetail }) {
  const { t } = useTranslation('workspaces');
  const plans = useWorkspacePlans(channel.id);
  const [plan, setPlan] = useQueryParam('plan');
  const [keyword, setKeyword] = useQueryParam('keyword');
  const [filter, setFilter] = useQueryParam('filter');

  return (
    <ChannelSectionBlock id="videos" title={t('channel.sections.videos')}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <NativeSelect
          label={t('channel.videos.plan')}
          data={[{ value: '', label: t('channel.videos.allPlans') }, ...planOptions(plans.data?.results)]}
          value={plan ?? ''}
          onChange={(event) => setPlan(event.currentTarget.value)}
        />
        <NativeSelect
          label={t('channel.videos.keyword')}
          data={[
            { value: '', label: t('channel.videos.allKeywords') },
            ...channel.keywords.map((item) => ({ value: item.keyword, label: item.keyword })),
          ]}
          value={keyword ?? ''}
          onChange={(event) => setKeyword(event.currentTarget.value)}
        />
        <TextInput label={t('channel.videos.search')} value={filter ?? ''} onChange={(event) => setFilter(event.currentTarget.value)} />
      </SimpleGrid>
      <EmptyState icon={IconVideo} title={t('channel.videos.empty')} body={t('channel.videos.emptyBody')} />
    </ChannelSectionBlock>
  );
}
