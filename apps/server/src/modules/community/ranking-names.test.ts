import { describe, expect, it } from 'vitest';
import { shortenedName } from './ranking-names.js';

describe('shortenedName', () => {
  it.each([
    ['Alex Chan', 'Alex C.'],
    ['  Mary jane Watson ', 'Mary J. W.'],
    ['陳大文', '陳**'],
    ['歐陽小明', '歐***'],
    ['陳', '陳'],
    ['Alex', 'Alex'],
    ['Chan 大文', 'Chan 大.'],
    ['', ''],
  ])('shows %j as %j', (name, shown) => {
    expect(shortenedName(name)).toBe(shown);
  });
});
