import { PLAN_LIMITS } from '@platform/shared';

/** Spec §9: a purchase toast every 5 to 20 seconds, at most 10 times, for plans bought 10 or more times. */
export const PURCHASE_TOAST = {
  minDelayMs: 5_000,
  maxDelayMs: 20_000,
  maxToasts: 10,
  minPurchases: PLAN_LIMITS.socialProofMinPurchases,
} as const;

/** A number in [0, 1), as Math.random gives; tests pass their own. */
export type RandomSource = () => number;

export interface PurchaseToast<P> {
  /** Wait this long after the previous toast (or after the page opened, for the first). */
  delayMs: number;
  plan: P;
}

/**
 * The whole run of social-proof toasts for a channel's plans: which plan each one names and how long to wait before
 * it. Only plans bought often enough take part; with none, there is nothing to show.
 */
export function purchaseToastSchedule<P extends { purchasement_count: number }>(
  plans: readonly P[],
  random: RandomSource = Math.random,
): PurchaseToast<P>[] {
  const popular = plans.filter((plan) => plan.purchasement_count >= PURCHASE_TOAST.minPurchases);
  if (popular.length === 0) return [];
  const span = PURCHASE_TOAST.maxDelayMs - PURCHASE_TOAST.minDelayMs;
  return Array.from({ length: PURCHASE_TOAST.maxToasts }, () => {
    const delayMs = PURCHASE_TOAST.minDelayMs + Math.round(clampUnit(random()) * span);
    const plan = popular[Math.min(popular.length - 1, Math.floor(clampUnit(random()) * popular.length))] as P;
    return { delayMs, plan };
  });
}

/** A random source that misbehaves (NaN, 1, below 0) still yields a delay inside the range. */
function clampUnit(value: number): number {
  if (!Number.isFinite(value) || value < 0) return 0;
  return value >= 1 ? 0.999_999 : value;
}
