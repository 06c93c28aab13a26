/**
 * Every query of this feature starts with 'subscriptions', so a purchase, a cancel or a redeemed code refreshes all
 * of them at once. The channel's plans are the workspaces feature's (workspaceKeys.plans).
 */
export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  mine: ['subscriptions', 'mine'] as const,
  plan: (planId: string) => ['subscriptions', 'plan', planId] as const,
  trialUse: (workspaceId: string) => ['subscriptions', 'trial', workspaceId] as const,
  checkoutSession: (sessionId: string) => ['subscriptions', 'checkout-session', sessionId] as const,
  sandbox: (sessionId: string) => ['subscriptions', 'sandbox', sessionId] as const,
  refundRequests: (page: number) => ['subscriptions', 'refund-requests', page] as const,
};
