import { Stepper, type StepperStepProps } from '@mantine/core';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebinarStage } from '../lib/webinarStatus';

/**
 * Mantine draws each step as a button; these only say where the webinar stands (its own buttons move it on), so they
 * are drawn as plain items, as the analysis page's steps are. The step's root is polymorphic and takes `component`,
 * which its props type leaves out.
 */
const ReportStep = Stepper.Step as unknown as ComponentType<StepperStepProps & { component: 'div' }>;

/**
 * The stepper of /webinar/edit (spec §2): set up, waiting room, live, then the video; or, for a recording uploaded, set
 * up, upload, publish, then the video. The current one is marked, the last once all are done.
 */
export function WebinarSteps({ stage }: { stage: Pick<WebinarStage, 'steps' | 'active'> }) {
  const { t } = useTranslation('webinars');
  const current = Math.min(stage.active, stage.steps.length - 1);
  return (
    <Stepper active={stage.active} size="sm" aria-label={t('editWebinar.steps.label')}>
      {stage.steps.map((step, index) => (
        <ReportStep
          component="div"
          key={step}
          aria-current={index === current ? 'step' : undefined}
          label={t(`editWebinar.steps.${step}`)}
          allowStepSelect={false}
        />
      ))}
    </Stepper>
  );
}
