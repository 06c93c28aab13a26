import { describe, expect, it } from 'vitest';
import { centsToDecimalText, couponsApplyTo, currencySymbol, formatMoney, toCents } from './money.js';

describe('toCents', () => {
  it('reads two-decimal amounts exactly', () => {
    expect(toCents('19.99')).toBe(1999);
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(0.29)).toBe(29);
    expect(toCents('10000')).toBe(1_000_000);
    expect(toCents('0.5')).toBe(50);
  });

  it('adds 0.1 and 0.2 as cents, not as binary fractions', () => {
    expect(toCents(0.1)! + toCents(0.2)!).toBe(30);
    // The float sum is 0.30000000000000004, which is not an amount at all.
    expect(toCents(0.1 + 0.2)).toBeNull();
  });

  it('refuses what is not an amount', () => {
    for (const bad of ['', '-1', '1.234', 'abc', '1e3', ' . ']) expect(toCents(bad)).toBeNull();
    expect(toCents(Number.NaN)).toBeNull();
    expect(toCents(1e-7)).toBeNull();
  });
});

describe('centsToDecimalText and formatMoney', () => {
  it('writes cents back as decimal text', () => {
    expect(centsToDecimalText(1999)).toBe('19.99');
    expect(centsToDecimalText(5)).toBe('0.05');
    expect(centsToDecimalText(-250)).toBe('-2.50');
  });

  it('formats HKD and USD amounts from cents', () => {
    expect(formatMoney(1999, 'usd', 'en-US')).toBe('$19.99');
    expect(formatMoney(3800, 'hkd', 'en-HK')).toBe('HK$38.00');
  });

  it('names the sign of each plan currency as Hong Kong writes it', () => {
    for (const locale of ['en-HK', 'zh-HK']) {
      expect(currencySymbol('usd', locale)).toBe('US$');
      expect(currencySymbol('hkd', locale)).toBe('HK$');
    }
  });
});

describe('couponsApplyTo', () => {
  it.each([
    ['RECURRING', 0, true],
    ['ONE_TIME', 0, true],
    ['RECURRING', 7, false],
  ] as const)('a %s plan with %i trial days: %s', (type, trial, expected) => {
    expect(couponsApplyTo({ type, trialDays: trial })).toBe(expected);
  });
});
