import { OFFENSIVE_WORD_MAX_LENGTH, OFFENSIVE_WORDS_MAX_COUNT } from '@platform/shared';

export type WordListProblem = { key: 'tooMany' } | { key: 'tooLongLines'; lines: string; count: number };

/**
 * What the server would refuse in the offensive-word list, said before it is sent: too many entries, or the lines
 * (numbered from 1, the first five) that are too long.
 */
export function wordListProblem(words: readonly string[]): WordListProblem | null {
  if (words.length > OFFENSIVE_WORDS_MAX_COUNT) return { key: 'tooMany' };
  const long = words.flatMap((word, i) => ([...word].length > OFFENSIVE_WORD_MAX_LENGTH ? [i + 1] : []));
  return long.length > 0 ? { key: 'tooLongLines', lines: long.slice(0, 5).join(', '), count: long.length } : null;
}
