import { describe, expect, it } from 'vitest';
import { REDEEM_FORM_DEFAULTS, expiryOfDate, redeemCodeState, redeemFormSchema, redeemLink, toRedeemCodesBody } from './redeemCodes';

describe('redeemLink', () => {
  it('opens the subscriptions page and redeems at once', () => {
    expect(redeemLink('https://chunks.example', 'GOLD2025')).toBe(
      'https://chunks.example/account/subscriptions?redeem_code=GOLD2025&auto_redeem=true',
    );
  });

  it('escapes what a code may hold', () => {
    expect(redeemLink('http://localhost:3000', 'A&B C')).toBe(
      'http://localhost:3000/account/subscriptions?redeem_code=A%26B+C&auto_redeem=true',
    );
  });
});

describe('expiryOfDate', () => {
  it('ends the chosen day in Hong Kong time', () => {
    expect(expiryOfDate('2025-06-30')).toBe('2025-06-30T23:59:59+08:00');
    expect(new Date(expiryOfDate('2025-06-30') ?? '').toISOString()).toBe('2025-06-30T15:59:59.000Z');
  });

  it('refuses what is not a date', () => {
    expect(expiryOfDate('')).toBeNull();
    expect(expiryOfDate('30/06/2025')).toBeNull();
  });
});

describe('toRedeemCodesBody', () => {
  const today = '2025-06-01';

  it('makes a single-use code max_uses 1 whatever the max-uses field says', () => {
    expect(toRedeemCodesBody({ use: 'single', maxUses: 'junk', count: '3', expiresOn: '' }, today)).toEqual({
      ok: true,
      body: { max_uses: 1, expires_at: null, count: 3 },
    });
  });

  it('keeps a multi-use code’s max uses and expiry', () => {
    expect(toRedeemCodesBody({ use: 'multi', maxUses: '50', count: '1', expiresOn: '2025-12-31' }, today)).toEqual({
      ok: true,
      body: { max_uses: 50, expires_at: '2025-12-31T23:59:59+08:00', count: 1 },
    });
  });

  it('accepts today as the last day', () => {
    expect(toRedeemCodesBody({ ...REDEEM_FORM_DEFAULTS, expiresOn: today }, today).ok).toBe(true);
  });

  it('refuses a past expiry, a zero count and a batch or use count above the limits', () => {
    const result = toRedeemCodesBody({ use: 'multi', maxUses: '100001', count: '101', expiresOn: '2025-05-31' }, today);
    expect(result.ok ? [] : result.problems.map((problem) => problem.field)).toEqual(['maxUses', 'count', 'expiresOn']);
    const zero = toRedeemCodesBody({ ...REDEEM_FORM_DEFAULTS, count: '0' }, today);
    expect(zero.ok ? [] : zero.problems).toEqual([{ field: 'count', message: 'plans:redeem.errors.count' }]);
  });

  it('reports problems through the resolver schema under the form’s names', () => {
    const parsed = redeemFormSchema(today).safeParse({ ...REDEEM_FORM_DEFAULTS, use: 'multi', maxUses: '' });
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['maxUses']);
  });
});

describe('redeemCodeState', () => {
  const now = new Date('2025-06-01T00:00:00Z');

  it('tells open, used-up and expired codes apart', () => {
    expect(redeemCodeState({ used_count: 0, max_uses: 1, expires_at: null }, now)).toBe('open');
    expect(redeemCodeState({ used_count: 1, max_uses: 1, expires_at: null }, now)).toBe('usedUp');
    expect(redeemCodeState({ used_count: 2, max_uses: 10, expires_at: '2025-05-31T23:59:59+08:00' }, now)).toBe('expired');
    expect(redeemCodeState({ used_count: 2, max_uses: 10, expires_at: '2025-06-30T23:59:59+08:00' }, now)).toBe('open');
  });
});
