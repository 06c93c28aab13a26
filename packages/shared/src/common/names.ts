import { z } from 'zod';

/** Han characters: a name written in Chinese puts the family name first, with no space (陳大文). */
const HAN = /\p{Script=Han}/u;

/** A full name from first and last name, in the order the name's own script uses. */
export function fullName(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const last = lastName.trim();
  if (HAN.test(first) || HAN.test(last)) return `${last}${first}`;
  return [first, last].filter(Boolean).join(' ');
}

/**
 * Characters a name never needs and that only serve to deceive: bidirectional overrides and isolates (they can
 * make "evil.exe" read as something else), zero-width characters and byte-order marks (two names that look the
 * same but differ), and control characters.
 */
const INVISIBLE_OR_CONTROL = /[\u0000-\u001F\u007F-\u009F\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;

/**
 * A name as people mean it: NFC-normalised (one code sequence for one look), with the characters above removed
 * rather than refused (they are usually pasted in by accident and are never visible), inner whitespace collapsed
 * and the ends trimmed. A name that is empty afterwards fails the schema's required rule.
 */
export function cleanName(value: string): string {
  return value.normalize('NFC').replace(INVISIBLE_OR_CONTROL, '').replace(/\s+/gu, ' ').trim();
}

/** The string schema every person-typed name starts from (first, last and display names, channel names, keywords). */
export const nameText = z.string().overwrite(cleanName);
