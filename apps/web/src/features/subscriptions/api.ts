import { messageResponseSchema, type CheckoutMode, type SandboxPaymentBody } from '@platform/shared';
import { apiRequest, apiSend } from '../../lib/api';
import { planSchemas, subscriptionSchemas } from '../../lib/contract';

const id = (value: string) => encodeURIComponent(value);

export function fetchPlan(planId: string) {
  return apiRequest(`/api/plans/${id(planId)}`, planSchemas('planSchema'));
}

/** Spec 001 §7: "a join-workspace call precedes checkout"; following is idempotent on the server. */
export function joinChannel(workspaceId: string) {
  return apiSend(`/api/workspaces/${id(workspaceId)}/follow`, { method: 'POST' });
}

export interface StartCheckoutBody {
  origin: string;
  planId: string;
  mode: CheckoutMode;
  redirectPathname: string;
  /** One of my coupons, spent on the first payment. */
  couponCode?: string;
}

/** POST /api/checkout/sessions, with the body's names as spec 001 §7 spells them (rediredct_pathname included). */
export function createCheckoutSession({ origin, planId, mode, redirectPathname, couponCode }: StartCheckoutBody) {
  return apiRequest('/api/checkout/sessions', subscriptionSchemas('checkoutSessionCreatedSchema'), {
    method: 'POST',
    body: { origin, stripe_code: planId, mode, rediredct_pathname: redirectPathname, ...(couponCode ? { coupon_code: couponCode } : {}) },
  });
}

export function fetchCheckoutSession(sessionId: string) {
  return apiRequest(`/api/checkout/sessions/${id(sessionId)}`, subscriptionSchemas('checkoutSessionSchema'));
}

export function fetchSubscriptions() {
  return apiRequest('/api/subscriptions', subscriptionSchemas('subscriptionListSchema'));
}

/** When the caller had the channel's one free trial (null: not yet); its plans are then charged in full at once. */
export function fetchTrialUse(workspaceId: string) {
  return apiRequest(
    `/api/subscriptions/trial?${new URLSearchParams({ workspace_id: workspaceId }).toString()}`,
    subscriptionSchemas('trialUseSchema'),
  );
}

export function cancelSubscription(subscriptionId: string, confirmation?: string) {
  return apiSend(`/api/subscriptions/${id(subscriptionId)}`, { method: 'DELETE', body: { confirmation } });
}

export function requestRefund(invoiceId: string, reason: string) {
  const trimmed = reason.trim();
  return apiRequest(`/api/invoices/${id(invoiceId)}/refund-request`, messageResponseSchema, {
    method: 'POST',
    body: trimmed ? { reason: trimmed } : {},
  });
}

export function redeemCode(code: string) {
  return apiRequest('/api/users/redeem', subscriptionSchemas('redeemResultSchema'), { method: 'POST', body: { code } });
}

export function sendCarrierCode(phoneNumber: string) {
  return apiRequest('/api/dcb/otp/send', subscriptionSchemas('dcbSentSchema'), { method: 'POST', body: { phone_number: phoneNumber } });
}

export function verifyCarrierCode(phoneNumber: string, otp: string) {
  return apiRequest('/api/dcb/verify', subscriptionSchemas('dcbVerifiedSchema'), {
    method: 'POST',
    body: { phone_number: phoneNumber, otp },
  });
}

/** Spec 001 §7: a 200 answer is success; its body does not matter. */
export function chargeCarrierBill(phoneNumber: string, otp: string, planId: string) {
  return apiSend('/api/dcb/charge', { method: 'POST', body: { phone_number: phoneNumber, otp, plan_id: planId } });
}

export function fetchSandboxCheckout(sessionId: string) {
  return apiRequest(`/api/sandbox/checkout/${id(sessionId)}`, subscriptionSchemas('sandboxCheckoutSchema'));
}

export function paySandboxCheckout(sessionId: string, body: SandboxPaymentBody) {
  return apiRequest(`/api/sandbox/checkout/${id(sessionId)}/pay`, subscriptionSchemas('sandboxPaymentResultSchema'), {
    method: 'POST',
    body,
  });
}

/** Admins only: the refund queue. */
export function fetchRefundRequests(limit: number, offset: number) {
  const query = new URLSearchParams({ status: 'pending', limit: String(limit), offset: String(offset) });
  return apiRequest(`/api/refund-requests?${query.toString()}`, subscriptionSchemas('refundRequestPageSchema'));
}

export function decideRefundRequest(requestId: string, status: 'approved' | 'rejected') {
  return apiRequest(`/api/refund-requests/${id(requestId)}`, subscriptionSchemas('refundRequestSchema'), {
    method: 'PUT',
    body: { status },
  });
}
