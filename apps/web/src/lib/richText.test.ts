import { describe, expect, it } from 'vitest';
import { hasVisibleText } from './richText';

describe('hasVisibleText', () => {
  it('finds nothing to read in empty markup, spaces and non-breaking spaces', () => {
    expect(hasVisibleText('')).toBe(false);
    expect(hasVisibleText('<p></p>')).toBe(false);
    expect(hasVisibleText('<p>   </p><p>&nbsp;&nbsp;</p>')).toBe(false);
    expect(hasVisibleText('<p>\u00a0</p>')).toBe(false);
  });

  it('finds text, in any script, inside any markup', () => {
    expect(hasVisibleText('<p><strong>多謝</strong></p>')).toBe(true);
    expect(hasVisibleText('<p>&amp;</p>')).toBe(true);
  });
});
