import { describe, expect, it, vi } from 'vitest';
import { words } from './tokenize.js';

// As on a platform whose jieba binding is not installed.
vi.mock('./chinese-words.js', () => ({ chineseWords: () => null }));

describe('words without jieba', () => {
  it('falls back to Intl.Segmenter for Chinese', () => {
    const cut = words('恒生指數今日下跌', 'yue-Hant-HK');
    expect(cut.length).toBeGreaterThan(1);
    expect(cut.join('')).toBe('恒生指數今日下跌');
  });
});
