import { type CreateProductBody, type CreateRedeemCodesBody, type UpdatePlanBody } from '@platform/shared';
import { apiRequest } from '../../lib/api';
import { planSchemas, subscriptionSchemas } from '../../lib/contract';

const id = encodeURIComponent;

/** The host's view of the channel's plans: disabled ones too, each with its subscriber and purchase counts. */
export function fetchHostPlans(workspaceId: string) {
  return apiRequest(`/api/workspaces/${id(workspaceId)}/plans`, planSchemas('planPageSchema'));
}

export function createPlan(body: CreateProductBody) {
  return apiRequest('/api/products', planSchemas('planSchema'), { method: 'POST', body });
}

/** Disable (status false), enable again (true), or set the carrier price in HKD cents (null removes it). */
export function updatePlan(planId: string, body: UpdatePlanBody) {
  return apiRequest(`/api/plans/${id(planId)}`, planSchemas('planSchema'), { method: 'PUT', body });
}

export function fetchEarnings(workspaceId: string) {
  return apiRequest(`/api/invoices?${new URLSearchParams({ workspace_id: workspaceId }).toString()}`, planSchemas('earningsReportSchema'));
}

/** The channel's payments as a CSV file: a plain link, so the browser saves it under the server's file name. */
export function paymentsCsvPath(workspaceId: string): string {
  return `/api/workspaces/${id(workspaceId)}/payments.csv`;
}

export function fetchProductReport(workspaceId: string) {
  return apiRequest(`/api/products?${new URLSearchParams({ workspace_id: workspaceId }).toString()}`, planSchemas('productReportSchema'));
}

export function fetchRedeemCodes(workspaceId: string) {
  return apiRequest(`/api/workspaces/${id(workspaceId)}/redeem-codes`, subscriptionSchemas('redeemCodeListSchema'));
}

export function createRedeemCodes(planId: string, body: CreateRedeemCodesBody) {
  return apiRequest(`/api/plans/${id(planId)}/redeem-codes`, subscriptionSchemas('redeemCodeListSchema'), { method: 'POST', body });
}
