import { htmlToShownText, richTextToPlain } from '../../../infra/html/sanitize.js';
import { seenText } from '../../../infra/text/seen-text.js';
import { toTraditional } from './chinese-variants.js';

/** Finds offensive wording; `null` when there is none, else the list entry that matched. */
export interface WordFilter {
  /**
   * Plain text such as a thread title: read as typed, and as a browser would show it if it held markup, so tags and
   * character references ("f<br>uck", "fu&#x2061;ck") hide nothing.
   */
  find(text: string): string | null;
  /** Sanitised rich text such as a reply: read with its blocks apart, and as shown, tags dropped without a gap. */
  findInRichText(html: string): string | null;
}

const HAN = /\p{Script=Han}/u;
const HAN_ALL = /\p{Script=Han}/gu;
/** Letters, digits and the symbols people put in place of letters; everything else separates words. */
const LATIN_TOKEN = /[a-z0-9@$!*]+/g;
/** Simple leetspeak: the symbols and digits that stand for letters. 1 reads as i or l, so both are tried. */
const LEET: Record<string, string> = { '0': 'o', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's', '!': 'i' };

function deLeet(token: string): string[] {
  // Symbols at a word's edges are punctuation ("great!"), not letters; a digit-only token is a number ("$500").
  const core = token.replace(/^[!*]+|[!*]+$/g, '');
  if (!/[a-z]/.test(core)) return [];
  const mapped = [...core].map((char) => LEET[char] ?? char).join('');
  return mapped.includes('1') ? [mapped.replaceAll('1', 'i'), mapped.replaceAll('1', 'l')] : [mapped];
}

/**
 * The words of a text as the filter reads them. Letters spelled out one by one ("f u c k", "f.u.c.k") are joined
 * back into one word; a longer word is never joined to its neighbours, so "as s" stays two words.
 */
function latinWords(folded: string): string[] {
  const words: string[] = [];
  let spelled = '';
  const flush = () => {
    if (spelled.length > 1) words.push(spelled);
    spelled = '';
  };
  for (const token of folded.match(LATIN_TOKEN) ?? []) {
    const variants = deLeet(token);
    if (variants.length === 0) continue;
    if (variants[0]!.length === 1 && !token.includes('*')) {
      spelled += variants[0];
      continue;
    }
    flush();
    words.push(...variants);
  }
  flush();
  return words;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** "ass" → a+ss+ : a letter repeated in the text ("fuuuck", "asssss") still matches, a letter dropped does not. */
function repeatTolerant(word: string): string {
  let pattern = '';
  for (const run of word.match(/(.)\1*/gu) ?? []) {
    const char = escape(run[0]!);
    pattern += run.length === 1 ? `${char}+` : `${char}{${run.length},}`;
  }
  return pattern;
}

interface LatinEntry {
  entry: string;
  base: string;
  prefix: boolean;
  pattern: RegExp;
}

function latinEntry(entry: string): LatinEntry | null {
  const prefix = entry.endsWith('*');
  const [base] = latinWords(seenText(prefix ? entry.slice(0, -1) : entry));
  if (!base) return null;
  return { entry, base, prefix, pattern: new RegExp(`^${repeatTolerant(base)}${prefix ? '[a-z0-9]*' : ''}$`) };
}

/** "f*ck", "sh**t": stars between letters stand for one to three hidden letters of a listed word. */
function maskedMatch(token: string, entries: LatinEntry[]): LatinEntry | undefined {
  if (!/[a-z0-9@$]\*+[a-z0-9@$]/.test(token) || token.replace(/[^a-z]/g, '').length < 2) return undefined;
  const letters = (part: string) => [...part].map((char) => (char === '1' ? '[il]' : escape(LEET[char] ?? char))).join('');
  const mask = new RegExp(
    `^${token
      .replace(/^[!*]+|[!*]+$/g, '')
      .split(/\*+/)
      .map(letters)
      .join('[a-z]{1,3}')}$`,
  );
  return entries.find((candidate) => mask.test(candidate.base));
}

/** Builds the filter for a list of entries (see default-words.ts for how entries match and why). */
export function createWordFilter(entries: readonly string[]): WordFilter {
  const latin: LatinEntry[] = [];
  const chinese: { entry: string; han: string }[] = [];
  for (const raw of entries) {
    const entry = raw.trim();
    if (!entry) continue;
    if (HAN.test(entry)) chinese.push({ entry, han: (toTraditional(seenText(entry)).match(HAN_ALL) ?? []).join('') });
    else {
      const compiled = latinEntry(entry);
      if (compiled) latin.push(compiled);
    }
  }

  /** Entries found in one reading of a text (see seen-text.ts for what "as seen" folds). */
  function findInReading(reading: string): string | null {
    const folded = seenText(reading);
    // Chinese: only the Han characters, in order, so spaces, punctuation, emoji or Latin between them do not hide a word.
    const han = toTraditional((folded.match(HAN_ALL) ?? []).join(''));
    const hanHit = han && chinese.find((candidate) => han.includes(candidate.han));
    if (hanHit) return hanHit.entry;
    for (const word of latinWords(folded)) {
      const hit = latin.find((candidate) => candidate.pattern.test(word));
      if (hit) return hit.entry;
    }
    for (const token of folded.match(LATIN_TOKEN) ?? []) {
      const hit = maskedMatch(token, latin);
      if (hit) return hit.entry;
    }
    return null;
  }

  const firstHit = (readings: string[]) => readings.reduce<string | null>((hit, reading) => hit ?? findInReading(reading), null);

  return {
    find: (text) => firstHit([text, htmlToShownText(text)]),
    findInRichText: (html) => firstHit([richTextToPlain(html), htmlToShownText(html)]),
  };
}
