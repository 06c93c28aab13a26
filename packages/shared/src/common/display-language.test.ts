import { describe, expect, it } from 'vitest';
import { isDisplayLanguage } from './constants.js';

describe('isDisplayLanguage', () => {
  it('accepts the two display languages and nothing else', () => {
    expect(isDisplayLanguage('en')).toBe(true);
    expect(isDisplayLanguage('zh')).toBe(true);
    for (const other of ['zh-HK', 'EN', '', null, undefined, 1]) expect(isDisplayLanguage(other)).toBe(false);
  });
});
