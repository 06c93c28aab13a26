import { Stack } from '@mantine/core';
import { IconBroadcast } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { SectionTitle } from '../../../components/SectionTitle';

/** Spec §2 home: the live zone of incoming and live events; webinars arrive in a later release. */
export function LiveZone() {
  const { t } = useTranslation('home');
  return (
    <Stack component="section" gap="sm">
      <SectionTitle>{t('home.liveZone')}</SectionTitle>
      <EmptyState icon={IconBroadcast} title={t('workspaces:channel.live.empty')} body={t('home.liveZoneEmpty')} />
    </Stack>
  );
}
