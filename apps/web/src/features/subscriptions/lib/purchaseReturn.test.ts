import { describe, expect, it } from 'vitest';
import { purchaseMessageOf, purchaseReturnState } from './purchaseReturn';

describe('purchaseReturnState', () => {
  it('reads back the message it carries', () => {
    expect(purchaseMessageOf(purchaseReturnState('Gold is yours.'))).toBe('Gold is yours.');
  });

  it.each([null, undefined, 'Gold', { purchased: 3 }, { email: 'a@b.c' }])('carries nothing in %j', (state) => {
    expect(purchaseMessageOf(state)).toBeNull();
  });
});
