import { describe, expect, it } from 'vitest';
import { isDisplayLanguage } from './constants.js';
import { chooseDisplayLanguage } from './display-language.js';

describe('isDisplayLanguage', () => {
  it('accepts the two display languages and nothing else', () => {
    expect(isDisplayLanguage('en')).toBe(true);
    expect(isDisplayLanguage('zh')).toBe(true);
    for (const other of ['zh-HK', 'EN', '', null, undefined, 1]) expect(isDisplayLanguage(other)).toBe(false);
  });
});

describe('chooseDisplayLanguage', () => {
  it('answers Chinese in Hong Kong whatever the browser says', () => {
    expect(chooseDisplayLanguage('HK', 'en-US,en;q=0.9')).toBe('zh');
  });
  it('follows the browser elsewhere, by quality', () => {
    expect(chooseDisplayLanguage('GB', 'fr-FR,zh-HK;q=0.8,en;q=0.5')).toBe('zh');
    expect(chooseDisplayLanguage(null, 'zh-TW;q=0.3,en-GB;q=0.9')).toBe('en');
    expect(chooseDisplayLanguage(null, 'yue')).toBe('zh');
  });
  it('falls back to English', () => {
    expect(chooseDisplayLanguage(null, undefined)).toBe('en');
    expect(chooseDisplayLanguage('FR', 'fr-FR')).toBe('en');
  });
});
