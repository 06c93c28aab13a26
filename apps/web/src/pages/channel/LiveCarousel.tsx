import { Stack } from '@mantine/core';
import { IconBroadcast } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { SectionTitle } from '../../components/SectionTitle';
import { ChannelLiveList } from '../../features/videos';

/**
 * Spec §2 and §4: the channel's LIVE and PENDING_LIVE webinars, 4 to a page. It lives on /channel/{idOrSlug} only,
 * so the channel is the route's own; the API takes the id or the slug alike.
 */
export function LiveCarousel() {
  const { t } = useTranslation('workspaces');
  const { idOrSlug = '' } = useParams();
  return (
    <Stack component="section" gap="sm" aria-label={t('channel.live.title')}>
      <SectionTitle>{t('channel.live.title')}</SectionTitle>
      <ChannelLiveList
        channelId={idOrSlug}
        empty={<EmptyState icon={IconBroadcast} title={t('channel.live.empty')} body={t('channel.live.emptyBody')} />}
      />
    </Stack>
  );
}
