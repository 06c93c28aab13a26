import { describe, expect, it } from 'vitest';
import { showsHongKongTraditional } from './chinese-script.js';

describe('showsHongKongTraditional', () => {
  it('shows Cantonese and Traditional-tagged recordings in Traditional on any channel', () => {
    expect(showsHongKongTraditional('yue-Hant-HK', 'yue-Hant-HK')).toBe(true);
    expect(showsHongKongTraditional('yue-Hant-HK', 'zh-CN')).toBe(true);
    expect(showsHongKongTraditional('zh-HK', 'en-US')).toBe(true);
  });

  it('shows Mandarin in Traditional unless the channel writes Simplified Chinese', () => {
    expect(showsHongKongTraditional('zh-CN', 'yue-Hant-HK')).toBe(true);
    expect(showsHongKongTraditional('zh-CN', 'en-US')).toBe(true);
    expect(showsHongKongTraditional('cmn-Hans-CN', 'ja-JP')).toBe(true);
    expect(showsHongKongTraditional('zh-CN', 'zh-CN')).toBe(false);
  });

  it('leaves other languages alone', () => {
    expect(showsHongKongTraditional('en-US', 'yue-Hant-HK')).toBe(false);
    expect(showsHongKongTraditional('ja-JP', 'yue-Hant-HK')).toBe(false);
  });
});
