import { HONG_KONG_BANKS } from '@platform/shared';

type Bank = (typeof HONG_KONG_BANKS)[number];

/** Lower-cased, spaces and dots gone, so "B.O.C.H.K." and "boc hk" find the same bank. */
function simplified(text: string): string {
  return text.toLowerCase().replace(/[\s.()（）]/g, '');
}

/** Whether a typed query names the bank: by clearing code, either full name, or a common short name (HSBC, 中銀). */
export function bankMatches(bank: Bank, query: string): boolean {
  const wanted = simplified(query);
  if (!wanted) return true;
  return [bank.code, bank.en, bank.zh, ...bank.aliases].some((name) => simplified(name).includes(wanted));
}
