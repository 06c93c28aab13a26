import { Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageLoader } from '../../../components/PageLoader';
import { PageTitle } from '../../../components/PageTitle';
import { useMe } from '../../auth';
import { useActivity, videoKeys } from '../../videos';
import { StatusChip } from '../../webinars';
import { AnalysisActions } from '../components/AnalysisActions';
import { ProcessLoadError } from '../components/ProcessLoadError';
import { PageSteps } from '../components/PageSteps';
import { ProcessStage } from '../components/ProcessStage';
import { TranscriptSourceNote } from '../components/TranscriptSourceNote';
import { analysisKeys } from '../hooks/analysisKeys';
import { useAnalysisProgress } from '../hooks/useAnalysis';
import { asStatus } from '../lib/analysisSteps';

/**
 * Spec §2 /webinar/process/{id}: the analysis steps, updated every 2 s while a job runs; the review editor in
 * PENDING_REVIEW; the chunks with their transcripts once PROCESSED; publish.
 */
export function ProcessPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('analysis');
  const client = useQueryClient();
  const me = useMe();
  const activity = useActivity(id);
  const progress = useAnalysisProgress(id);
  const refreshActivity = () => client.invalidateQueries({ queryKey: videoKeys.activity(id) });
  const polledStatus = progress.data?.status;
  const knownStatus = activity.data?.status;
  const seenStatus = useRef(polledStatus);
  // A job moved the webinar on: the rest of what the page shows of it (chips, lists elsewhere) follows.
  useEffect(() => {
    if (polledStatus && knownStatus && polledStatus !== knownStatus) void client.invalidateQueries({ queryKey: videoKeys.all });
  }, [client, polledStatus, knownStatus]);
  // Compiling gave the chunks their clips and thumbnails: the list read before is out of date.
  useEffect(() => {
    if (polledStatus && seenStatus.current && polledStatus !== seenStatus.current) {
      void client.invalidateQueries({ queryKey: analysisKeys.chunks(id) });
    }
    seenStatus.current = polledStatus;
  }, [client, id, polledStatus]);

  if (activity.isPending || progress.isPending) return <PageLoader />;
  if (activity.isError || progress.isError) return <ProcessLoadError error={activity.error ?? progress.error} />;
  // The progress is asked for every 2 s while a job runs: its status is the newest.
  const current = { ...activity.data, status: asStatus(progress.data.status, activity.data.status), err_msg: progress.data.err_msg };

  return (
    <Stack gap="lg" maw={1100}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <PageTitle fz={{ base: 'h3', sm: 'h2' }} style={{ overflowWrap: 'anywhere' }}>
            {current.title.en}
          </PageTitle>
          <Group gap="xs">
            <StatusChip status={current.status} />
            <Text size="sm" c="dimmed">
              {t('pageLabel')}
            </Text>
          </Group>
        </Stack>
        <AnalysisActions activityId={id} status={current.status} isAdmin={me.data?.role === 'admin'} onDone={refreshActivity} />
      </Group>
      <PageSteps status={current.status} />
      {progress.data.transcript && <TranscriptSourceNote transcript={progress.data.transcript} />}
      <ProcessStage activity={current} progress={progress.data} />
    </Stack>
  );
}
