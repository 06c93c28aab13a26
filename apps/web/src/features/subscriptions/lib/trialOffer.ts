import type { Plan } from '@platform/shared';

type TrialPlan = Pick<Plan, 'type' | 'trial_period'>;

/**
 * The server gives each viewer one free trial per channel, whatever plan it was on and however it ended; afterwards
 * every plan of the channel is charged in full at once. These say what the web shows and offers for it.
 */
export type PlanTrial = { kind: 'offered' } | { kind: 'used'; on: string } | null;

/**
 * A plan's free trial as this viewer's card shows it: offered, used on a day (said instead, with the full price), or
 * nothing (no trial, or a signed-in viewer's answer still on its way: no trial is promised before it is known).
 * `trialUsedOn` is null for a guest or a viewer who has not had the channel's trial.
 */
export function planTrial(plan: TrialPlan, trialUsedOn: string | null | undefined): PlanTrial {
  if (plan.type !== 'RECURRING' || plan.trial_period <= 0 || trialUsedOn === undefined) return null;
  return trialUsedOn === null ? { kind: 'offered' } : { kind: 'used', on: trialUsedOn };
}

/** The trial days this viewer's checkout of the plan gives: none once the channel's trial is used. */
export function offeredTrialDays(plan: TrialPlan, trialUsedOn: string | null): number {
  return trialUsedOn === null ? plan.trial_period : 0;
}
