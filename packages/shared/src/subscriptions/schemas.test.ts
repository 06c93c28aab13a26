import { describe, expect, it } from 'vitest';
import { carrierPhoneSchema } from './schemas.js';
import { normaliseHongKongPhone } from './rules.js';

describe('normaliseHongKongPhone', () => {
  it.each([
    ['91234567', '91234567'],
    [' 9123 4567 ', '91234567'],
    ['9123-4567', '91234567'],
    ['+852 9123 4567', '91234567'],
    ['(852) 9123 4567', '91234567'],
    ['00852 9123 4567', '91234567'],
    ['+86 9123 4567', '+8691234567'],
  ])('reads %j as %j', (input, digits) => {
    expect(normaliseHongKongPhone(input)).toBe(digits);
  });
});

describe('carrierPhoneSchema (spec §5: exactly 8 digits)', () => {
  it('gives the 8 digits of a number written as Hong Kong numbers are shown', () => {
    expect(carrierPhoneSchema.parse('+852 9123 4567')).toBe('91234567');
  });

  it.each(['', '9123 456', '9123 45678', '+86 9123 4567', '9123 456a'])('refuses %j with the invalid-phone key', (input) => {
    const result = carrierPhoneSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('invalid_phone');
  });
});
