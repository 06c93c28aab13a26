import { describe, expect, it } from 'vitest';
import { chineseScriptVariants, toHongKongTraditional } from './chinese-script.js';

describe('toHongKongTraditional', () => {
  it('writes Simplified text in Traditional characters', () => {
    expect(toHongKongTraditional('简体中文')).toBe('簡體中文');
    expect(toHongKongTraditional('美国联储局宣布加息，恒生指数应声下跌。')).toBe('美國聯儲局宣佈加息，恒生指數應聲下跌。');
  });

  it('picks the character the context needs where one Simplified character stands for two', () => {
    expect(toHongKongTraditional('然后我们去后面')).toBe('然後我們去後面');
    expect(toHongKongTraditional('皇后大道')).toBe('皇后大道');
    expect(toHongKongTraditional('头发')).toBe('頭髮');
    expect(toHongKongTraditional('发展')).toBe('發展');
    expect(toHongKongTraditional('干杯，干净')).toBe('乾杯，乾淨');
  });

  it('uses the Hong Kong variants, not the Taiwan ones', () => {
    expect(toHongKongTraditional('里面')).toBe('裏面');
    expect(toHongKongTraditional('看着')).toBe('看着');
    expect(toHongKongTraditional('着数')).toBe('着數');
    expect(toHongKongTraditional('为什么')).toBe('為什麼');
  });

  it('leaves Traditional text, English and numbers as they are', () => {
    const shown = '恒生指數今日下跌 2.5%，HSBC 股價回落。';
    expect(toHongKongTraditional(shown)).toBe(shown);
    expect(toHongKongTraditional(toHongKongTraditional('联储局'))).toBe('聯儲局');
    expect(toHongKongTraditional('Interest rates rose today')).toBe('Interest rates rose today');
  });
});

describe('chineseScriptVariants', () => {
  it('gives a Chinese search its Traditional and Simplified forms, once each', () => {
    expect(chineseScriptVariants('广东话').sort()).toEqual(['广东话', '廣東話'].sort());
    expect(chineseScriptVariants('廣東話').sort()).toEqual(['广东话', '廣東話'].sort());
  });

  it('leaves a search without Chinese characters as it is', () => {
    expect(chineseScriptVariants('finance')).toEqual(['finance']);
  });
});
