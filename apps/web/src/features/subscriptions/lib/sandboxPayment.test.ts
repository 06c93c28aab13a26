import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api';
import { closesCheckout } from './sandboxPayment';

const refusal = (status: number, msg: string) => new ApiError(status, msg, msg);

describe('closesCheckout', () => {
  it('sends the buyer back to the plans when the coupon can no longer be spent or the checkout is closed', () => {
    expect(closesCheckout(refusal(400, 'COUPON_WITHDRAWN'))).toBe(true);
    expect(closesCheckout(refusal(409, 'CHECKOUT_SESSION_CLOSED'))).toBe(true);
  });

  it('keeps the card form for a declined card, a mistyped field or a failure that may pass', () => {
    expect(closesCheckout(refusal(402, 'CARD_DECLINED'))).toBe(false);
    expect(closesCheckout(refusal(400, 'VALIDATION_ERROR'))).toBe(false);
    expect(closesCheckout(refusal(0, 'SERVICE_UNAVAILABLE'))).toBe(false);
    expect(closesCheckout(new Error('network'))).toBe(false);
  });
});
