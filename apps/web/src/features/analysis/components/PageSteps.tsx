import { Stepper } from '@mantine/core';
import { ANALYSIS_PAGE_STEPS, type ActivityStatus } from '@platform/shared';
import { useTranslation } from 'react-i18next';
import { isError, pageStep } from '../lib/analysisSteps';

/** Spec §4 analysis page steps: ANALYZING, PENDING_REVIEW, COMPILING, PROCESSED, PUBLISHED; an error on the failed one. */
export function PageSteps({ status }: { status: ActivityStatus }) {
  const { t } = useTranslation('analysis');
  const step = pageStep(status);
  const failed = isError(status);
  // PUBLISHED is the end: every step done, none current.
  const active = status === 'PUBLISHED' ? ANALYSIS_PAGE_STEPS.length : step;
  return (
    <Stepper active={active} size="sm" wrap aria-label={t('steps.label')}>
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
