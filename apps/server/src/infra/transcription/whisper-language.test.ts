import { describe, expect, it } from 'vitest';
import { segmentsToLines, whisperLanguageFor, writeInScript } from './whisper-language.js';
import type { WhisperModelHeader } from './whisper-model.js';

const model = (nVocab: number): WhisperModelHeader => ({ nVocab, nAudioLayer: 32, nTextLayer: 32, nMels: 128, ftype: 1, size: 0 });
const models = { 'large-v3': model(51866), medium: model(51865), 'medium.en': model(51864) };

describe('whisperLanguageFor', () => {
  it.each([
    ['en-US', 'large-v3', { code: 'en', script: null }],
    ['ja-JP', 'large-v3', { code: 'ja', script: null }],
    ['yue-Hant-HK', 'large-v3', { code: 'yue', script: 'hk' }],
    ['zh-CN', 'large-v3', { code: 'zh', script: 'cn' }],
    ['yue-Hant-HK', 'medium', { code: 'zh', script: 'hk' }],
    ['zh-CN', 'medium', { code: 'zh', script: 'cn' }],
    ['zh-HK', 'medium', { code: 'zh', script: 'hk' }],
    ['zh-Hant', 'medium', { code: 'zh', script: 'hk' }],
    ['zh', 'medium', { code: 'zh', script: 'cn' }],
    ['en-US', 'medium.en', { code: 'en', script: null }],
  ] as const)('%s on a %s model', (language, name, expected) => {
    expect(whisperLanguageFor(language, models[name])).toEqual(expected);
  });

  it('gives an English-only model nothing but English', () => {
    expect(['ja-JP', 'yue-Hant-HK', 'zh-CN'].map((language) => whisperLanguageFor(language, models['medium.en']))).toEqual([
      null,
      null,
      null,
    ]);
  });

  it('leaves languages the platform does not offer to no engine', () => {
    expect(whisperLanguageFor('fr-FR', models['large-v3'])).toBeNull();
  });
});

describe('writeInScript', () => {
  it('writes Cantonese and Hong Kong Chinese in Hong Kong Traditional, whatever script whisper used', () => {
    expect(writeInScript('美国联储局宣布加息，恒生指数应声下跌。', 'hk')).toBe('美國聯儲局宣佈加息，恒生指數應聲下跌。');
    expect(writeInScript('美國聯儲局宣佈加息', 'hk')).toBe('美國聯儲局宣佈加息');
  });

  it('writes Mandarin in Simplified, which the pipeline converts for Hong Kong channels', () => {
    expect(writeInScript('美國聯儲局宣佈加息，恆生指數應聲下跌。', 'cn')).toBe('美国联储局宣布加息，恒生指数应声下跌。');
  });

  it('leaves other text alone', () => {
    expect(writeInScript('東京の天気', null)).toBe('東京の天気');
  });
});

describe('segmentsToLines', () => {
  it('turns segments in milliseconds into trimmed lines in seconds, without non-speech markers', () => {
    const segments = [
      { text: ' [BLANK_AUDIO]', t0: 0, t1: 1200 },
      { text: ' 恒生指数今日下跌。', t0: 1200, t1: 3480 },
      { text: ' (音樂)', t0: 3480, t1: 5000 },
      { text: ' ♪', t0: 5000, t1: 6000 },
      { text: ' ', t0: 6000, t1: 6500 },
      { text: ' 联储局加息。', t0: 6500, t1: 8010 },
    ];
    expect(segmentsToLines(segments, 'hk')).toEqual([
      { start: 1.2, end: 3.48, speaker: '', text: '恒生指數今日下跌。' },
      { start: 6.5, end: 8.01, speaker: '', text: '聯儲局加息。' },
    ]);
  });
});
