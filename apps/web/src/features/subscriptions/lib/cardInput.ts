/** Card numbers have at most 19 digits (spec of the sandbox body: 12 to 19). */
export const CARD_NUMBER_MAX_DIGITS = 19;
const GROUP = 4;

/** What a person typed or pasted into the card number field → digits in groups of four ("4242 4242 42"). */
export function formatCardNumber(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, CARD_NUMBER_MAX_DIGITS);
  return digits.replace(new RegExp(`(\\d{${GROUP}})(?=\\d)`, 'g'), '$1 ');
}

/**
 * Where the caret belongs in the reformatted number: after the same count of digits it was after before, so typing
 * or deleting in the middle of the number does not throw the caret to the end.
 */
export function caretAfterFormat(formatted: string, digitsBeforeCaret: number): number {
  if (digitsBeforeCaret <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (/\d/.test(formatted[index] ?? '')) seen += 1;
    if (seen === digitsBeforeCaret) return index + 1;
  }
  return formatted.length;
}

/** How many digits stand before position `caret` of `text`. */
export function digitsBefore(text: string, caret: number): number {
  return text.slice(0, caret).replace(/\D/g, '').length;
}

/** The expiry field as typed: "1228" → "12/28"; the slash appears once the year starts, so backspace works. */
export function formatExpiry(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** True when an MM/YY expiry lies before the month of `now` (a card is good through its expiry month). */
export function isExpired(expiry: string, now: Date): boolean {
  const match = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  return year * 12 + month < now.getFullYear() * 12 + (now.getMonth() + 1);
}
