import { CHECKOUT_MODES, safeRedirectPath, type CheckoutMode } from '@platform/shared';
import { PAY_BY_PARAM, type CheckoutPayment } from '../../../app/paths';

export interface CheckoutRequest {
  planId: string;
  mode: CheckoutMode;
  redirectPathname: string;
  /** By card unless the query asks for the phone bill (a guest's choice, kept through the login). */
  payment: CheckoutPayment;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isCheckoutMode(value: string): value is CheckoutMode {
  return (CHECKOUT_MODES as readonly string[]).includes(value);
}

/**
 * Spec §2 /subscription/checkout: plan_id, subscription_mode and redirect_pathname are all required; a missing or
 * malformed one (an unknown mode, a plan id that is no id, a way back that leaves the site) is a bad request, and the
 * page goes to /errors/400. Returns null then.
 */
export function parseCheckoutQuery(params: URLSearchParams): CheckoutRequest | null {
  const planId = params.get('plan_id')?.trim() ?? '';
  const mode = params.get('subscription_mode')?.trim() ?? '';
  const redirectPathname = safeRedirectPath(params.get('redirect_pathname')?.trim());
  if (!UUID.test(planId) || !isCheckoutMode(mode) || !redirectPathname) return null;
  const payment = params.get(PAY_BY_PARAM) === 'phone' ? 'phone' : 'card';
  return { planId, mode, redirectPathname, payment };
}
