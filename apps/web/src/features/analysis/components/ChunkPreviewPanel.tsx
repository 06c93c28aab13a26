import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useChunkPreview } from '../hooks/useSharing';
import { formatSeconds, msToSeconds } from '../lib/timeline';
import { ChunkShareMenu } from './ChunkShareMenu';

/**
 * A shared chunk's title and summary for a visitor who may not play the video yet (a guest, a viewer without the plan):
 * what the link promised, beside the page's own way in (log in, the plans).
 */
export function ChunkPreviewPanel({ activityId, chunkId }: { activityId: string; chunkId: string }) {
  const { t } = useTranslation('analysis');
  const preview = useChunkPreview(chunkId);
  if (!preview.data || preview.data.activity_id !== activityId) return null;
  const { start, end, title, summary } = preview.data;
  const shown = title || t('review.untitled');

  return (
    <Paper component="section" withBorder radius="md" p="md" data-testid="chunk-preview">
      <Stack gap="xs">
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {t('share.preview.label')}
        </Text>
        <Title order={2} fz="h4">
          {shown}
        </Title>
        <Text size="sm" c="dimmed">
          {t('modal.range', { start: formatSeconds(msToSeconds(start), false), end: formatSeconds(msToSeconds(end), false) })}
        </Text>
        {summary && <Text size="sm">{summary}</Text>}
        <ChunkShareMenu activityId={activityId} chunkId={chunkId} title={shown} />
      </Stack>
    </Paper>
  );
}
