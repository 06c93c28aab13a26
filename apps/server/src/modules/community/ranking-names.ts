/** A name written in Han characters only, with no space: family name first (陳大文). */
const HAN_NAME = /^\p{Script=Han}+$/u;
const MASK = '*';

/**
 * How a referrer appears to others in the ranking: enough to recognise a friend, not enough to find a stranger. A Chinese
 * name keeps its family name and masks the rest ('陳大文' → '陳**', as Hong Kong notices write it); a name in words keeps
 * the first word and the initials of the others ('Alex Chan' → 'Alex C.'); a single word is kept as it is.
 */
export function shortenedName(name: string): string {
  const trimmed = name.trim();
  const characters = [...trimmed];
  if (HAN_NAME.test(trimmed)) return characters[0] + MASK.repeat(characters.length - 1);
  const [first = '', ...others] = trimmed.split(/\s+/u);
  return [first, ...others.map((word) => `${[...word][0]!.toUpperCase()}.`)].join(' ');
}
