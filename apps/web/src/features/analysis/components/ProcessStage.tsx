import { Alert, Anchor, Stack, Text } from '@mantine/core';
import type { Activity, AnalysisProgress } from '@platform/shared';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/PageLoader';
import { readyRecording } from '../../videos';
import { useChunks } from '../hooks/useAnalysis';
import { isError } from '../lib/analysisSteps';
import { AnalysisErrorPanel } from './AnalysisErrorPanel';
import { ChunkList } from './ChunkList';
import { ReviewEditor } from './ReviewEditor';
import { StepProgress } from './StepProgress';
import { videoPath, webinarEditPath } from '../../../app/paths';

const WITH_CHUNKS = ['PENDING_REVIEW', 'PROCESSED', 'PUBLISHED'];

function Notice({ children }: { children: string }) {
  return (
    <Alert color="gray" variant="light" icon={<IconInfoCircle />}>
      {children}
    </Alert>
  );
}

/** What the process page shows below its steps, by status: progress, the error, the review editor or the chunks. */
export function ProcessStage({ activity, progress }: { activity: Activity; progress: AnalysisProgress }) {
  const { t } = useTranslation('analysis');
  const status = activity.status;
  const chunks = useChunks(activity.id, WITH_CHUNKS.includes(status));
  const transcriptAvailable = progress.transcript?.available !== false;

  if (status === 'ANALYZING' || status === 'COMPILING') return <StepProgress progress={progress} phase={status} />;
  if (isError(status)) return <AnalysisErrorPanel activityId={activity.id} status={status} errMsg={progress.err_msg} />;
  if (!WITH_CHUNKS.includes(status)) {
    if (!readyRecording(activity)) {
      return (
        <Stack gap="xs" align="flex-start">
          <Notice>{t('errors:NO_VIDEO_AVAILABLE')}</Notice>
          <Anchor component={Link} to={webinarEditPath(activity.id)}>
            {t('notStarted.toEditor')}
          </Anchor>
        </Stack>
      );
    }
    return <Text c="dimmed">{t('notStarted.body')}</Text>;
  }

  if (chunks.isPending) return <PageLoader />;
  if (chunks.isError) return <Alert color="red">{t('chunks.loadFailed')}</Alert>;
  const list = chunks.data.results;
  if (status === 'PENDING_REVIEW') {
    return (
      <Stack gap="md">
        {list.length === 0 && <Notice>{t('errors:NO_CHUNKS_AVAILABLE')}</Notice>}
        <ReviewEditor activity={activity} chunks={list} />
      </Stack>
    );
  }
  if (list.length === 0) return <Notice>{t('errors:NO_CHUNKS_AVAILABLE')}</Notice>;
  return (
    <Stack gap="md">
      {list.every((chunk) => !chunk.url) && <Notice>{t('errors:NO_VALID_CHUNK_RECORDING')}</Notice>}
      {status === 'PUBLISHED' && (
        <Anchor component={Link} to={videoPath(activity.id)}>
          {t('published.toVideo')}
        </Anchor>
      )}
      <ChunkList chunks={list} transcriptAvailable={transcriptAvailable} workspaceId={activity.workspace_id} />
    </Stack>
  );
}
