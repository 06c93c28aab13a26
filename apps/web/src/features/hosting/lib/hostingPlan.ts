import { HOSTING_FEATURES, type HostingFeature, type HostingPlan } from '@platform/shared';

/** Labels picked from a value, named in full so the locale check sees every key. */
const PLAN_NAME = {
  community: 'hosting:planNames.community',
  starter: 'hosting:planNames.starter',
  professional: 'hosting:planNames.professional',
} as const;

export const FEATURE_LABEL: Record<HostingFeature, string> = {
  chat: 'hosting:features.chat',
  recording: 'hosting:features.recording',
  transcription: 'hosting:features.transcription',
  upload: 'hosting:features.upload',
  quiz: 'hosting:features.quiz',
  screen_share: 'hosting:features.screen_share',
  branding: 'hosting:features.branding',
};

const STATUS_LABEL = {
  trialing: 'hosting:subscription.trialing',
  active: 'hosting:subscription.active',
  canceled: 'hosting:subscription.canceled',
} as const;

const own = <T extends object>(labels: T, key: string): key is Extract<keyof T, string> => Object.hasOwn(labels, key);

/** The translation key of a hosting plan's display name; null for a plan this page does not know (shown by its key). */
export function planNameKey(planKey: string): string | null {
  return own(PLAN_NAME, planKey) ? PLAN_NAME[planKey] : null;
}

/** The translation key of a subscription status; null for a status this page does not know (shown as sent). */
export function statusKey(status: string): string | null {
  return own(STATUS_LABEL, status) ? STATUS_LABEL[status] : null;
}

/** Every feature a hosting plan can have, in the contract's order, each marked included or not. */
export function featureChecklist(plan: Pick<HostingPlan, 'features'>): { feature: HostingFeature; included: boolean }[] {
  return HOSTING_FEATURES.map((feature) => ({ feature, included: plan.features.includes(feature) }));
}

/** A live (trialing or active) subscription is charged next at the end of its period; an ended one is not charged. */
export function nextChargeOf(subscription: { status: string; current_period_end: string | null }): string | null {
  return subscription.status === 'trialing' || subscription.status === 'active' ? subscription.current_period_end : null;
}
