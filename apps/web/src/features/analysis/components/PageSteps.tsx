import { Stepper, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { ANALYSIS_PAGE_STEPS, type ActivityStatus } from '@platform/shared';
import { useTranslation } from 'react-i18next';
import { isError, pageStep } from '../lib/analysisSteps';

/** Spec §4 analysis page steps: ANALYZING, PENDING_REVIEW, COMPILING, PROCESSED, PUBLISHED; an error on the failed one. */
export function PageSteps({ status }: { status: ActivityStatus }) {
  const { t } = useTranslation('analysis');
  const theme = useMantineTheme();
  // Five steps side by side wrap on a phone into rows with stray connectors: there they are listed top to bottom.
  const isPhone = useMediaQuery(`(max-width: ${theme.breakpoints.xs})`);
  const step = pageStep(status);
  const failed = isError(status);
  // PUBLISHED is the end: every step done, none current.
  const active = status === 'PUBLISHED' ? ANALYSIS_PAGE_STEPS.length : step;
  return (
    <Stepper active={active} size="sm" wrap orientation={isPhone ? 'vertical' : 'horizontal'} aria-label={t('steps.label')}>
      {ANALYSIS_PAGE_STEPS.map((name, i) => (
        <Stepper.Step
          key={name}
          label={t(`pageSteps.${name}`)}
          color={failed && i === step ? 'red' : undefined}
          description={failed && i === step ? t('steps.failed') : undefined}
          allowStepSelect={false}
          loading={!failed && i === step && (name === 'ANALYZING' || name === 'COMPILING')}
        />
      ))}
    </Stepper>
  );
}
