import { Stepper, type StepperStepProps } from '@mantine/core';
import type { ActivityStatus } from '@platform/shared';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { stepOf } from '../lib/webinarStatus';

/**
 * Mantine draws each step as a button; these only say where the webinar stands (its own buttons move it on), so they
 * are drawn as plain items, as the analysis page's steps are. The step's root is polymorphic and takes `component`,
 * which its props type leaves out.
 */
const ReportStep = Stepper.Step as unknown as ComponentType<StepperStepProps & { component: 'div' }>;

const STEPS = ['setup', 'waitingRoom', 'live', 'video'] as const;

/** The stepper of /webinar/edit (spec §2): set up, waiting room, live, then the video; the current one marked. */
export function WebinarSteps({ status }: { status: ActivityStatus }) {
  const { t } = useTranslation('webinars');
  const active = stepOf(status);
  return (
    <Stepper active={active} size="sm" aria-label={t('editWebinar.steps.label')}>
      {STEPS.map((step, index) => (
        <ReportStep
          component="div"
          key={step}
          aria-current={index === active ? 'step' : undefined}
          label={t(`editWebinar.steps.${step}`)}
          allowStepSelect={false}
        />
      ))}
    </Stepper>
  );
}
