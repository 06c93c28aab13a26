import { describe, expect, it } from 'vitest';
import { checkoutReturnState } from './checkoutReturn';

describe('checkoutReturnState', () => {
  it('keeps confirming while the session is open', () => {
    expect(checkoutReturnState(undefined, 0)).toBe('confirming');
    expect(checkoutReturnState({ status: 'open', subscription_id: null }, 5_000)).toBe('confirming');
  });

  it('keeps confirming while a complete session has no subscription yet', () => {
    expect(checkoutReturnState({ status: 'complete', subscription_id: null }, 5_000)).toBe('confirming');
  });

  it('is complete once the subscription exists', () => {
    expect(checkoutReturnState({ status: 'complete', subscription_id: 's' }, 40_000)).toBe('complete');
  });

  it('is expired when the provider gave up', () => {
    expect(checkoutReturnState({ status: 'expired', subscription_id: null }, 1_000)).toBe('expired');
  });

  it('times out after about 30 seconds', () => {
    expect(checkoutReturnState({ status: 'open', subscription_id: null }, 29_999)).toBe('confirming');
    expect(checkoutReturnState({ status: 'open', subscription_id: null }, 30_000)).toBe('timedOut');
  });
});
