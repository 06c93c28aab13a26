import { Alert, Anchor, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { failureKey } from '../lib/analysisSteps';
import { processErrorPath } from '../../../app/paths';

interface AnalysisErrorPanelProps {
  activityId: string;
  status: 'ANALYZING_ERROR' | 'COMPILING_ERROR';
  errMsg: string | null;
  /** The report page itself does not link to itself. */
  withReportLink?: boolean;
}

/**
 * Spec §4 and 001 §8: the failure, and for a video that cannot be opened the possible causes (stopped within seconds;
 * camera and microphone both disabled) with the advice to try another webinar.
 */
export function AnalysisErrorPanel({ activityId, status, errMsg, withReportLink = true }: AnalysisErrorPanelProps) {
  const { t } = useTranslation('analysis');
  const key = failureKey(status, errMsg);
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle />} title={t(`errorTitle.${status}`)} data-testid="analysis-error">
      <Stack gap="xs">
        {key === 'VIDEO_OPEN_FAILED' ? (
          <>
            <Text size="sm">{t('causes.intro')}</Text>
            <List size="sm">
              <List.Item>{t('causes.stoppedWithinSeconds')}</List.Item>
              <List.Item>{t('causes.cameraAndMicOff')}</List.Item>
            </List>
            <Text size="sm">{t('causes.advice')}</Text>
          </>
        ) : (
          <Text size="sm">{t(`errors:${key}`)}</Text>
        )}
        {withReportLink && (
          <Anchor component={Link} to={processErrorPath(activityId)} size="sm">
            {t('reportLink')}
          </Anchor>
        )}
      </Stack>
    </Alert>
  );
}
