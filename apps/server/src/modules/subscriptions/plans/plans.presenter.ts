import type { Plan } from '@platform/shared';
import type { PlanCounts, PlanRow } from './plans.repository.js';

export function toPlan(row: PlanRow, counts: PlanCounts | undefined): Plan {
  return {
    id: row.id,
    workspace_id: row.workspaceId,
    name: row.name,
    description: row.description,
    type: row.type,
    interval: 'month',
    interval_count: row.intervalCount,
    currency: row.currency,
    unit_amount: row.unitAmount,
    price_cents: row.unitAmount,
    dcb_price: row.dcbPrice,
    trial_period: row.trialDays,
    status: row.status,
    stripe_plan_id: row.providerPriceId,
    purchasement_count: counts?.purchases ?? 0,
    active_subscribers: counts?.live ?? 0,
    created_on: row.createdAt.toISOString(),
  };
}
