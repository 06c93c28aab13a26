import { HONG_KONG_BANKS } from '@platform/shared';
import { describe, expect, it } from 'vitest';
import { bankMatches } from './bankSearch';

const codesFor = (query: string) => HONG_KONG_BANKS.filter((bank) => bankMatches(bank, query)).map((bank) => bank.code);

describe('bankMatches', () => {
  it.each([
    ['HSBC', '004'],
    ['hsbc', '004'],
    ['滙豐', '004'],
    ['BOCHK', '012'],
    ['中銀', '012'],
    ['Hang Seng', '024'],
    ['恒生', '024'],
    ['024', '024'],
  ])('finds %s', (query, code) => {
    expect(codesFor(query)).toContain(code);
  });

  it('does not match unrelated banks', () => {
    expect(codesFor('HSBC')).toEqual(['004']);
    expect(codesFor('no such bank')).toEqual([]);
  });
});
