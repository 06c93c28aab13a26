import unhomoglyph from 'unhomoglyph';

/**
 * Characters a reader does not see, so they must not split a word for a checker either: every format character
 * (category Cf: soft hyphen, zero-width space and joiners, direction marks, U+2060-2064 word joiner and invisible
 * operators, the byte order mark, tag characters), the unassigned rest of the tag block, and the Hangul fillers, which
 * are letters that render as blanks (U+3164 and its half-width U+FFA0 decompose to U+1160 under NFKD).
 */
const UNSEEN = /[\p{Cf}\u{E0000}-\u{E007F}\u115F\u1160\u3164\uFFA0]/gu;
/** Combining marks (accents, enclosing keycaps) and the variation selectors, which are marks too (U+FE00-FE0F, U+E0100-E01EF). */
const MARKS = /\p{M}/gu;
/** Outside the skeleton's own letters, ASCII and the Han ideographs themselves (radicals and compatibility forms are outside). */
const NOT_SKELETON = /[^\0-\u007f\p{Unified_Ideograph}]/gu;
/** A lookalike is folded only onto something of the skeleton's scripts: visible ASCII or Han ideographs. */
const USABLE_PROTOTYPE = /^(?:[\u0021-\u007e]+|\p{Unified_Ideograph}+)$/u;

/** Filled as characters are met; it holds at most one entry per character Unicode has. */
const prototypes = new Map<string, string>();

/**
 * The Latin or Han letter a character passes for, from Unicode's confusables data (UTS #39): Cyrillic "с" is "c",
 * Greek "ο" is "o", katakana "ロ" is "口". The data maps a few lowercase letters to small capitals (Cyrillic "т" to
 * "ᴛ"), which read as the letter too, so the capital's prototype is the fallback.
 */
function prototypeOf(char: string): string {
  const capital = char.toUpperCase();
  for (const candidate of [char, ...([...capital].length === 1 ? [capital] : [])]) {
    const folded = unhomoglyph(candidate).normalize('NFKD').replace(MARKS, '');
    if (folded === candidate || !USABLE_PROTOTYPE.test(folded)) continue;
    // The data gives capital I the prototype l, its lookalike; a capital that passes for l is read as I (Cyrillic "ВІТСН").
    return folded === 'l' && char !== char.toLowerCase() ? 'I' : folded;
  }
  return char;
}

function cachedPrototypeOf(char: string): string {
  let prototype = prototypes.get(char);
  if (prototype === undefined) prototypes.set(char, (prototype = prototypeOf(char)));
  return prototype;
}

/**
 * A text as a reader sees it, folded for matching words in it: compatibility forms become plain ones (NFKC: "ｆｕｃｋ"),
 * invisible characters and combining marks go ("fu\u2061ck", "fück"), lookalike letters of other scripts become the
 * Latin or Han letter they pass for ("fuсk" with a Cyrillic "с"), and case folds. Not for showing: "ο" and "o" are
 * one letter here.
 */
export function seenText(text: string): string {
  const plain = text.normalize('NFKD').replace(UNSEEN, '').replace(MARKS, '').normalize('NFKC');
  return plain.replace(NOT_SKELETON, (char) => cachedPrototypeOf(char)).toLowerCase();
}
