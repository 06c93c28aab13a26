import { Stepper, useMantineTheme, type StepperStepProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { ANALYSIS_PAGE_STEPS, type ActivityStatus } from '@platform/shared';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { isError, pageStep } from '../lib/analysisSteps';

/**
 * Mantine draws each step as a button. These steps only say where the analysis stands, so they are drawn as plain
 * items: a screen reader announced five buttons that did nothing. The step's root is polymorphic and takes
 * `component`, which its props type leaves out.
 */
const ReportStep = Stepper.Step as unknown as ComponentType<StepperStepProps & { component: 'div' }>;

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
        <ReportStep
          component="div"
          key={name}
          aria-current={i === active ? 'step' : undefined}
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
