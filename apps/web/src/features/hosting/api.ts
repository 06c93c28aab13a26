import { apiRequest } from '../../lib/api';
import { hostingSchemas } from '../../lib/contract';

/** The signed-in user's hosting plan in force: a paid subscription's, else the platform's free default, else none. */
export function fetchMyHosting() {
  return apiRequest('/api/hosting-plans/mine', hostingSchemas('myHostingSchema'));
}

/** Every hosting plan with its limits, features and monthly price. */
export function fetchHostingPlans() {
  return apiRequest('/api/hosting-plans', hostingSchemas('hostingPlanListSchema'));
}

/** Opens the card provider's hosted page for a paid hosting plan; the answer's url is where the browser goes next. */
export function startHostingCheckout(planKey: string) {
  return apiRequest('/api/hosting/checkout', hostingSchemas('hostingCheckoutCreatedSchema'), {
    method: 'POST',
    body: { plan_key: planKey },
  });
}

/** Where a hosting checkout stands; asking records the paid plan when the provider has completed it. */
export function fetchHostingCheckout(sessionId: string) {
  return apiRequest(`/api/hosting/checkout/${encodeURIComponent(sessionId)}`, hostingSchemas('hostingCheckoutSchema'));
}

/** Ends a hosting subscription now, at the card provider too; no refund (spec §4). */
export function cancelHostingSubscription(id: string) {
  return apiRequest(`/api/hosting/subscriptions/${encodeURIComponent(id)}`, hostingSchemas('hostingSubscriptionSchema'), {
    method: 'DELETE',
  });
}

/** The signed-in host's own hosting-fee invoices, newest first, a page at a time. */
export function fetchHostingInvoices(limit: number, offset: number) {
  return apiRequest(`/api/hosting/invoices?limit=${limit}&offset=${offset}`, hostingSchemas('hostingInvoicePageSchema'));
}
