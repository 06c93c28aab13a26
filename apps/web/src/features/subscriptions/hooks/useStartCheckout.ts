import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api';
import { createCheckoutSession, fetchPlan, joinChannel } from '../api';
import type { CheckoutRequest } from '../lib/checkoutQuery';

/** Failures the checkout page reports, with the plan's channel when the plan was found (for the way back). */
export class CheckoutStartError extends Error {
  readonly error: unknown;
  readonly workspaceId: string | null;

  constructor(error: unknown, workspaceId: string | null) {
    super(error instanceof Error ? error.message : String(error));
    this.name = 'CheckoutStartError';
    this.error = error;
    this.workspaceId = workspaceId;
  }
}

/** Following your own channel is refused, and buying there is refused too: the checkout call says why. */
const IGNORED_FOLLOW_ERRORS = new Set(['CANNOT_FOLLOW_OWN_CHANNEL']);

/**
 * Spec 001 §7: load the plan, join its channel (a join-workspace call precedes checkout; following twice changes
 * nothing), create the checkout session, and hand the browser to the card provider's page.
 */
// The provider's page replaces this one in the history: Back from it must not land here and start a second checkout.
export function useStartCheckout(goTo: (url: string) => void = (url) => window.location.replace(url)) {
  return useMutation({
    mutationFn: async (request: CheckoutRequest & { couponCode?: string }) => {
      const plan = await fetchPlan(request.planId).catch((error: unknown) => {
        throw new CheckoutStartError(error, null);
      });
      try {
        await joinChannel(plan.workspace_id).catch((error: unknown) => {
          if (!(error instanceof ApiError && IGNORED_FOLLOW_ERRORS.has(error.msg))) throw error;
        });
        return await createCheckoutSession({
          origin: window.location.origin,
          planId: plan.id,
          mode: request.mode,
          redirectPathname: request.redirectPathname,
          couponCode: request.couponCode,
        });
      } catch (error) {
        throw new CheckoutStartError(error, plan.workspace_id);
      }
    },
    onSuccess: ({ url }) => goTo(url),
  });
}
