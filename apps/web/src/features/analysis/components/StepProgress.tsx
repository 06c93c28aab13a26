import { Group, Progress, Stack, Text } from '@mantine/core';
import type { AnalysisProgress } from '@platform/shared';
import { useTranslation } from 'react-i18next';
import { STEPS_OF } from '../lib/analysisSteps';

/** The work inside ANALYZING or COMPILING, one bar per step, as the job reports it. */
export function StepProgress({ progress, phase }: { progress: AnalysisProgress; phase: 'ANALYZING' | 'COMPILING' }) {
  const { t } = useTranslation('analysis');
  return (
    <Stack gap="sm" data-testid="step-progress">
      {STEPS_OF[phase].map((step) => {
        const reported = progress.steps.find((item) => item.step === step);
        const percent = Math.round(reported?.percent ?? 0);
        const label = t(`workSteps.${step}`);
        return (
          <Stack key={step} gap={4} data-testid={`step-${step}`} data-percent={percent}>
            <Group justify="space-between" gap="xs">
              <Text size="sm" fw={500}>
                {label}
              </Text>
              <Text size="sm" c="dimmed">
                {percent >= 100
                  ? t('steps.done')
                  : !reported
                    ? t('steps.waiting')
                    : percent > 0
                      ? t('steps.percent', { percent })
                      : t('steps.started')}
              </Text>
            </Group>
            {/* A step under way with no fraction yet (an engine still in its first utterance) moves all the same. */}
            <Progress
              value={reported && percent === 0 ? 100 : percent}
              aria-label={label}
              color={percent >= 100 ? 'teal' : reported && percent === 0 ? 'gray' : 'grape'}
              striped={reported !== undefined && percent < 100}
              animated={reported !== undefined && percent < 100}
            />
          </Stack>
        );
      })}
    </Stack>
  );
}
