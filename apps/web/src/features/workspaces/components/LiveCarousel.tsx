import { Stack } from '@mantine/core';
import { IconBroadcast } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { SectionTitle } from '../../../components/SectionTitle';

/**
 * Spec §2 and §4: the channel's LIVE and PENDING_LIVE webinars. Webinars arrive in a later release, so until then
 * there is honestly nothing live to show.
 */
export function LiveCarousel() {
  const { t } = useTranslation('workspaces');
  return (
    <Stack component="section" gap="sm" aria-label={t('channel.live.title')}>
      <SectionTitle>{t('channel.live.title')}</SectionTitle>
      <EmptyState icon={IconBroadcast} title={t('channel.live.empty')} body={t('channel.live.emptyBody')} />
    </Stack>
  );
}
