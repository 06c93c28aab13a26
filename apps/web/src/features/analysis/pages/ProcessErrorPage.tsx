import { Alert, Anchor, Button, Code, Stack, Text, Title } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import type { AnalysisProgress } from '@platform/shared';
import { IconCopy } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../../components/PageLoader';
import { PageTitle } from '../../../components/PageTitle';
import { useMe } from '../../auth';
import { useActivity, videoKeys } from '../../videos';
import { AnalysisActions } from '../components/AnalysisActions';
import { ProcessLoadError } from '../components/ProcessLoadError';
import { AnalysisErrorPanel } from '../components/AnalysisErrorPanel';
import { useAnalysisProgress } from '../hooks/useAnalysis';
import { asStatus, isError } from '../lib/analysisSteps';
import { processPath } from '../../../app/paths';

/** The facts support needs, as plain text the host copies into a message: no secret, nothing the host cannot see. */
function reportText(id: string, title: string, progress: AnalysisProgress): string {
  const lines = [
    `webinar: ${id} (${title})`,
    `status: ${progress.status}`,
    `error: ${progress.err_msg ?? '-'}`,
    `transcript: ${progress.transcript ? `${progress.transcript.engine} ${progress.transcript.model ?? ''} ${progress.transcript.language}`.trim() : '-'}`,
    ...(progress.transcript?.failed_engines.length
      ? [`failed transcription engines: ${progress.transcript.failed_engines.join(', ')}`]
      : []),
    ...progress.steps.map((step) => `step ${step.step}: ${Math.round(step.percent)}% after ${(step.elapsed_ms / 1000).toFixed(1)} s`),
    `page: ${window.location.origin}${processPath(id)}`,
  ];
  return lines.join('\n');
}

/** Spec §2 /webinar/process/{id}/error: the failure, its possible causes, a report to copy, and a restart. */
export function ProcessErrorPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('analysis');
  const clipboard = useClipboard({ timeout: 2000 });
  const client = useQueryClient();
  const me = useMe();
  const activity = useActivity(id);
  const progress = useAnalysisProgress(id);

  if (activity.isPending || progress.isPending) return <PageLoader />;
  if (activity.isError || progress.isError) return <ProcessLoadError error={activity.error ?? progress.error} />;
  const status = progress.data.status;
  const report = reportText(id, activity.data.title.en, progress.data);

  return (
    <Stack gap="lg" maw={800}>
      <PageTitle fz={{ base: 'h3', sm: 'h2' }}>{t('report.title')}</PageTitle>
      <Anchor component={Link} to={processPath(id)}>
        {t('report.back')}
      </Anchor>
      {isError(status) ? (
        <AnalysisErrorPanel activityId={id} status={status} errMsg={progress.data.err_msg} withReportLink={false} />
      ) : (
        <Alert color="teal" variant="light">
          {t('report.noError')}
        </Alert>
      )}
      <Stack gap="xs">
        <Title order={2} fz="h4">
          {t('report.details')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('report.help')}
        </Text>
        <Code block data-testid="error-report" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {report}
        </Code>
        <Button variant="light" leftSection={<IconCopy size={16} />} onClick={() => clipboard.copy(report)} w="fit-content">
          {clipboard.copied ? t('report.copied') : t('report.copy')}
        </Button>
      </Stack>
      <AnalysisActions
        activityId={id}
        status={asStatus(status, activity.data.status)}
        isAdmin={me.data?.role === 'admin'}
        onDone={() => client.invalidateQueries({ queryKey: videoKeys.activity(id) })}
      />
    </Stack>
  );
}
