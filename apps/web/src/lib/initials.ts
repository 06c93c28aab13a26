/** Han, kana and Hangul: a name written in them is not split into words by spaces. */
const CJK_START = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/**
 * What an avatar shows for a name without a picture. A Chinese or Japanese name shows its first character (the
 * surname: 黃 for 黃志強, where the first two, 黃志, cut the given name in half); other names the first letters of
 * their first two words.
 */
export function initialsOf(name: string): string {
  const trimmed = name.trim();
  if (CJK_START.test(trimmed)) return [...trimmed][0]!;
  return trimmed
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => [...word][0] ?? '')
    .join('')
    .toUpperCase();
}
