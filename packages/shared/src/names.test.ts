import { describe, expect, it } from 'vitest';
import { fullName } from './names.js';

describe('fullName', () => {
  it.each([
    ['大文', '陳', '陳大文'],
    ['Mei', 'Chan', 'Mei Chan'],
    ['Mei', '', 'Mei'],
    ['', '陳', '陳'],
    [' 小明 ', ' 李 ', '李小明'],
  ])('%s + %s → %s', (first, last, expected) => {
    expect(fullName(first, last)).toBe(expected);
  });
});
