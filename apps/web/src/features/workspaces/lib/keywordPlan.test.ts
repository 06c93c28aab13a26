import { describe, expect, it } from 'vitest';
import { normaliseKeyword, planKeywords } from './keywordPlan';

const known = [
  { id: 'k1', keyword: 'finance', category: 'K1_FINANCE' as const },
  { id: 'k2', keyword: 'metro radio', category: null },
];

describe('planKeywords', () => {
  it('uses existing keywords whatever their spelling', () => {
    expect(planKeywords(['Finance', ' Metro   Radio '], known)).toEqual({ ids: ['k1', 'k2'], toCreate: [] });
  });

  it('creates keywords with no match, once each, and ignores blanks', () => {
    expect(planKeywords(['finance', 'Crypto', 'crypto', '  '], known)).toEqual({ ids: ['k1'], toCreate: ['crypto'] });
  });
});

describe('normaliseKeyword', () => {
  it('trims, lower-cases and collapses spaces like the server', () => {
    expect(normaliseKeyword('  Hong   Kong ')).toBe('hong kong');
  });
});
