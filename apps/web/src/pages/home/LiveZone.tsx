import { Stack } from '@mantine/core';
import { IconBroadcast } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import { SectionTitle } from '../../components/SectionTitle';
import { LiveZoneList } from '../../features/videos';

/** Spec §2 home: the live zone of live and upcoming webinars of every channel, 4 to a page. */
export function LiveZone() {
  const { t } = useTranslation('home');
  return (
    <Stack component="section" gap="sm" aria-label={t('home.liveZone')}>
      <SectionTitle>{t('home.liveZone')}</SectionTitle>
      <LiveZoneList empty={<EmptyState icon={IconBroadcast} title={t('workspaces:channel.live.empty')} body={t('home.liveZoneEmpty')} />} />
    </Stack>
  );
}
