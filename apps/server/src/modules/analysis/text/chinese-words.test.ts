import { describe, expect, it } from 'vitest';
import { chineseWords } from './chinese-words.js';
import { chunkKeywords } from './keywords.js';
import { words } from './tokenize.js';

/** A Hong Kong finance report, in Cantonese as a Hong Kong channel shows it. */
const FINANCE_HK =
  '美國聯儲局宣布加息，恒生指數應聲下跌。分析師預期聯儲局年內會再加息，恒生指數或會繼續受壓。按揭供款將會增加，樓市交投轉淡，然後銀行會調整利率，利率上升對樓市不利。';
const COOKING_HK = '接下來我哋講下煮飯。今日教大家煮番茄意粉。先將番茄切粒，再用橄欖油炒香蒜頭。番茄醬汁煮好之後加入意粉，最後撒上芝士。';
const FOOTBALL_HK = '最後講下足球。香港隊喺主場以二比一擊敗對手，球迷喺球場唱歌慶祝。呢場波之後香港隊喺聯賽排名上升。';

describe('chineseWords', () => {
  it('cuts Hong Kong text into dictionary words, in its own characters', () => {
    const cut = chineseWords(FINANCE_HK)!.map(({ word }) => word);
    expect(cut).toEqual(expect.arrayContaining(['聯儲局', '恒生指數', '分析師', '樓市', '利率']));
    expect(cut.join('')).not.toMatch(/[联数师楼]/u);
  });

  it('keeps the characters as written where Simplified and back would change them', () => {
    const cut = chineseWords('我喺臺灣住過，香港裏面嘅樓價好貴')!.map(({ word }) => word);
    expect(cut).toContain('臺灣');
    expect(cut).toContain('裏面');
    expect(cut).toContain('樓價');
  });

  it('cuts Simplified text as it is', () => {
    expect(chineseWords('美国联储局宣布加息，恒生指数应声下跌')!.map(({ word }) => word)).toEqual([
      '美国',
      '联储局',
      '宣布',
      '加息',
      '恒生指数',
      '应声',
      '下跌',
    ]);
  });

  it('tags nouns, names and English inside Chinese, and leaves out punctuation', () => {
    const cut = chineseWords('HSBC 今日公布業績，利率上升。')!;
    expect(cut).toContainEqual({ word: 'HSBC', tag: 'eng' });
    expect(cut).toContainEqual({ word: '利率', tag: 'n' });
    expect(cut.map(({ word }) => word)).not.toContain('，');
  });
});

describe('words', () => {
  it('gives Chinese multi-character words (jieba), not the pieces Intl.Segmenter finds', () => {
    expect(words('恒生指數今日下跌', 'yue-Hant-HK')).toContain('恒生指數');
    expect(words('联储局宣布加息', 'zh-CN')).toContain('联储局');
  });

  it('still cuts Japanese with Intl.Segmenter', () => {
    expect(words('日本の金利が上がる', 'ja-JP')).toEqual(expect.arrayContaining(['日本', '金利']));
  });
});

describe('Chinese keywords', () => {
  it('names a finance chunk by multi-character terms, scored against the other chunks', () => {
    const [finance, cooking, football] = chunkKeywords([FINANCE_HK, COOKING_HK, FOOTBALL_HK], 'yue-Hant-HK');
    expect(finance).toEqual(expect.arrayContaining(['恒生指數', '利率', '聯儲局']));
    expect(cooking).toEqual(expect.arrayContaining(['番茄', '意粉']));
    expect(football).toContain('香港隊');
    for (const keyword of [...finance!, ...cooking!, ...football!]) expect([...keyword].length).toBeGreaterThan(1);
  });

  it('leaves out verbs, cue phrases, generic nouns and the pieces jieba guesses once', () => {
    const found = chunkKeywords([FINANCE_HK, COOKING_HK, FOOTBALL_HK], 'yue-Hant-HK').flat();
    for (const word of ['加息', '接下來', '最後', '大家', '今日', '講下', '以二比']) expect(found).not.toContain(word);
  });

  it('keeps a Mandarin recording in Simplified characters', () => {
    const [finance] = chunkKeywords(
      [
        '美国联储局宣布加息，恒生指数应声下跌。分析师预期联储局年内会再加息，恒生指数或会继续受压。',
        '今日教大家煮番茄意粉。番茄酱汁煮好之后加入意粉。',
      ],
      'zh-CN',
    );
    expect(finance).toEqual(expect.arrayContaining(['恒生指数', '联储局']));
  });
});
