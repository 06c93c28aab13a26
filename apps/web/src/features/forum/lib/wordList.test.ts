import { OFFENSIVE_WORD_MAX_LENGTH, OFFENSIVE_WORDS_MAX_COUNT } from '@platform/shared';
import { describe, expect, it } from 'vitest';
import { wordListProblem } from './wordList';

describe('wordListProblem', () => {
  it('accepts entries up to the limit, counted in characters (Chinese too)', () => {
    expect(wordListProblem(['spam', '屎'.repeat(OFFENSIVE_WORD_MAX_LENGTH)])).toBeNull();
    expect(wordListProblem([])).toBeNull();
  });

  it('names the lines that are too long', () => {
    const long = 'x'.repeat(OFFENSIVE_WORD_MAX_LENGTH + 1);
    expect(wordListProblem(['ok', long, 'fine', long])).toEqual({ key: 'tooLongLines', lines: '2, 4', count: 2 });
  });

  it('refuses more entries than the list holds', () => {
    expect(wordListProblem(Array.from({ length: OFFENSIVE_WORDS_MAX_COUNT + 1 }, (_, i) => `w${i}`))).toEqual({ key: 'tooMany' });
  });
});
