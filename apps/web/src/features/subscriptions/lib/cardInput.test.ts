import { describe, expect, it } from 'vitest';
import { caretAfterFormat, digitsBefore, formatCardNumber, formatExpiry, isExpired } from './cardInput';

describe('formatCardNumber', () => {
  it.each([
    ['', ''],
    ['4', '4'],
    ['4242', '4242'],
    ['42424', '4242 4'],
    ['4242424242424242', '4242 4242 4242 4242'],
    ['4242-4242 4242x4242', '4242 4242 4242 4242'],
    ['4242 4242 4242 4242 ', '4242 4242 4242 4242'],
    ['12345678901234567890123', '1234 5678 9012 3456 789'],
  ])('%j → %j', (input, formatted) => {
    expect(formatCardNumber(input)).toBe(formatted);
  });
});

describe('caret placement', () => {
  it('stays after the digit just typed in the middle', () => {
    // "4242 4242" with a 9 typed after the 5th digit: "4242 49242" → "4242 4924 2".
    const typed = '4242 49242';
    const formatted = formatCardNumber(typed);
    expect(formatted).toBe('4242 4924 2');
    expect(caretAfterFormat(formatted, digitsBefore(typed, 7))).toBe(7);
  });

  it('skips the space after a full group', () => {
    expect(caretAfterFormat('4242 4', 4)).toBe(4);
    expect(caretAfterFormat('4242 4', 5)).toBe(6);
  });

  it('goes to the start or the end at the edges', () => {
    expect(caretAfterFormat('4242', 0)).toBe(0);
    expect(caretAfterFormat('4242', 9)).toBe(4);
  });
});

describe('formatExpiry', () => {
  it.each([
    ['1', '1'],
    ['12', '12'],
    ['122', '12/2'],
    ['1228', '12/28'],
    ['12/28', '12/28'],
    ['12 / 289', '12/28'],
  ])('%j → %j', (input, formatted) => {
    expect(formatExpiry(input)).toBe(formatted);
  });
});

describe('isExpired', () => {
  const now = new Date(2026, 10, 15); // November 2026
  it('keeps a card good through its expiry month', () => {
    expect(isExpired('11/26', now)).toBe(false);
    expect(isExpired('12/30', now)).toBe(false);
  });

  it('finds an earlier month expired', () => {
    expect(isExpired('10/26', now)).toBe(true);
    expect(isExpired('12/25', now)).toBe(true);
  });

  it('leaves malformed text to the format check', () => {
    expect(isExpired('13/20', now)).toBe(false);
  });
});
