import { describe, expect, it } from 'vitest';
import { PURCHASE_TOAST, purchaseToastSchedule } from './purchaseToasts';

/** A random source that hands out the given values in turn, then repeats them. */
function sequence(...values: number[]) {
  let index = 0;
  return () => values[index++ % values.length] ?? 0;
}

const popular = { id: 'a', name: 'Gold', purchasement_count: 10 };
const other = { id: 'b', name: 'Silver', purchasement_count: 25 };
const quiet = { id: 'c', name: 'Bronze', purchasement_count: 9 };

describe('purchaseToastSchedule', () => {
  it('shows nothing when no plan was bought 10 times', () => {
    expect(purchaseToastSchedule([quiet], sequence(0.5))).toEqual([]);
    expect(purchaseToastSchedule([], sequence(0.5))).toEqual([]);
  });

  it('shows at most 10 toasts', () => {
    expect(purchaseToastSchedule([popular], sequence(0.5))).toHaveLength(PURCHASE_TOAST.maxToasts);
  });

  it('waits 5 seconds at the least and 20 at the most between toasts', () => {
    const delays = purchaseToastSchedule([popular], sequence(0, 0, 0.999_999, 0, 1, 0, -3, 0, Number.NaN, 0)).map((toast) => toast.delayMs);
    expect(delays.slice(0, 5)).toEqual([5_000, 20_000, 20_000, 5_000, 5_000]);
    for (const delay of delays) {
      expect(delay).toBeGreaterThanOrEqual(5_000);
      expect(delay).toBeLessThanOrEqual(20_000);
    }
  });

  it('spreads the delay across the range with the random value', () => {
    expect(purchaseToastSchedule([popular], sequence(0.5, 0))[0]?.delayMs).toBe(12_500);
  });

  it('names only plans bought 10 times or more, picked at random', () => {
    const names = purchaseToastSchedule([quiet, popular, other], sequence(0.5, 0, 0.5, 0.7)).map((toast) => toast.plan.name);
    expect(new Set(names)).toEqual(new Set(['Gold', 'Silver']));
    expect(names.slice(0, 2)).toEqual(['Gold', 'Silver']);
  });
});
