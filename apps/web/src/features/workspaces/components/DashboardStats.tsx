import { Alert, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { useDisplayLanguage } from '../../../i18n/useDisplayLanguage';
import { formatAge } from '../../../lib/formatAge';
import { useWorkspaceStats } from '../hooks/useWorkspaceStats';

function Stat({ label, value, note }: { label: string; value: number; note?: string }) {
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
      <Stack gap={2}>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        <Text fz={28} fw={700} lh={1.2}>
          {value}
        </Text>
        {note && (
          <Text size="xs" c="dimmed">
            {note}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** Spec §2: video count and age of the latest video, followers and subscribers. */
export function DashboardStats({ channelId }: { channelId: string }) {
  const { t } = useTranslation('workspaces');
  const { language } = useDisplayLanguage();
  const apiErrorText = useApiErrorText();
  const stats = useWorkspaceStats(channelId);

  if (stats.isError) {
    return (
      <Alert color="red" variant="light">
        {apiErrorText(stats.error)}
      </Alert>
    );
  }
  if (stats.isPending) return <Skeleton h={96} />;
  const { video_count, latest_video_at, follower_count, subscriber_count } = stats.data;
  return (
    <SimpleGrid cols={3} spacing={{ base: 'xs', sm: 'md' }}>
      <Stat
        label={t('channelDashboard.videos')}
        value={video_count}
        note={
          latest_video_at
            ? t('channelDashboard.latestVideo', { age: formatAge(latest_video_at, Date.now(), language) })
            : t('channelDashboard.noVideos')
        }
      />
      <Stat label={t('channelDashboard.followers')} value={follower_count} />
      <Stat label={t('channelDashboard.subscribers')} value={subscriber_count} />
    </SimpleGrid>
  );
}
