import type { SubscriptionStatus } from '@platform/shared';
import type { ProviderSubscriptionStatus } from '../../infra/payments/card-provider.js';

/**
 * The provider's status as every product records it (spec §4 knows four statuses): a renewal the provider is still
 * retrying (past_due) keeps access, since ending it here could not stop a later successful retry; anything else but a
 * trial is recorded as ended.
 */
export function subscriptionStatusOf(status: ProviderSubscriptionStatus): Extract<SubscriptionStatus, 'trialing' | 'active' | 'canceled'> {
  if (status === 'trialing') return 'trialing';
  if (status === 'active' || status === 'past_due') return 'active';
  return 'canceled';
}
