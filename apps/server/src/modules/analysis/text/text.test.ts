import { describe, expect, it } from 'vitest';
import { THREE_TOPICS } from '../../../../test-support/analysis/three-topics.js';
import { describeChunks } from './chunk-text.js';
import { startsWithCue } from './cues.js';
import { chunkKeywords } from './keywords.js';
import { summarize } from './textrank.js';
import { terms } from './tokenize.js';

describe('cue phrases', () => {
  it('spots topic openers in English and Chinese, not the words elsewhere', () => {
    expect(startsWithCue('Now let us move to the kitchen')).toBe(true);
    expect(startsWithCue('Finally, here is the news')).toBe(true);
    expect(startsWithCue('接下來我們談談樓市')).toBe(true);
    expect(startsWithCue('最後，總結一下')).toBe(true);
    expect(startsWithCue('nowhere to go')).toBe(false);
    expect(startsWithCue('The news is now out')).toBe(false);
  });
});

describe('terms', () => {
  it('drops stopwords and stems plurals in English', () => {
    expect(terms('The rates of the banks are rising', 'en-US')).toEqual(['rate', 'bank', 'ris']);
  });

  it('segments Chinese without spaces', () => {
    expect(terms('恒生指數今日下跌', 'yue-Hant-HK').length).toBeGreaterThan(1);
  });
});

describe('keywords', () => {
  it('describes each topic with its own words, scored against the other chunks', () => {
    const keywords = chunkKeywords(
      THREE_TOPICS.map((topic) => topic.sentences.join(' ')),
      'en-US',
    );
    keywords.forEach((found, i) => {
      expect(found.length).toBeGreaterThan(0);
      const lexicon = THREE_TOPICS[i]!.lexicon as readonly string[];
      expect(
        found.some((keyword) => lexicon.some((word) => keyword.includes(word))),
        `${found}`,
      ).toBe(true);
    });
    expect(keywords[0]).toContain('interest rates');
  });

  it('finds Chinese finance terms in a Hong Kong paragraph', () => {
    const finance =
      '美國聯儲局宣布加息，恒生指數應聲下跌。分析師預期聯儲局年內會再加息，恒生指數或會繼續受壓。按揭供款將會增加，樓市交投轉淡。';
    const food = '今日教大家煮番茄意粉。先將番茄切粒，再用橄欖油炒香蒜頭。番茄醬汁煮好之後加入意粉。';
    const [found] = chunkKeywords([finance, food], 'yue-Hant-HK');
    expect(found!.join(' ')).toMatch(/恒生|聯儲/);
  });
});

describe('summarize', () => {
  it('picks central sentences in spoken order', () => {
    const summary = summarize(THREE_TOPICS[0]!.sentences, 'en-US', 2);
    expect(summary).toHaveLength(2);
    const order = summary.map((sentence) => THREE_TOPICS[0]!.sentences.indexOf(sentence as never));
    expect(order[0]).toBeLessThan(order[1]!);
  });
});

describe('describeChunks', () => {
  it('titles a chunk from its keywords, or from its time range when it has no transcript', () => {
    const [spoken, silent] = describeChunks(
      [
        { start: 0, end: 30, lines: [...THREE_TOPICS[0]!.sentences] },
        { start: 30, end: 95, lines: [] },
      ],
      'en-US',
    );
    expect(spoken!.title.length).toBeGreaterThan(3);
    expect(spoken!.summary.length).toBeGreaterThan(20);
    expect(silent).toEqual({ title: 'Part 2 (0:30–1:35)', summary: '', keywords: [] });
  });

  it('names an unheard chunk in the recording’s language', () => {
    const unheard = [{ start: 0, end: 42, lines: [] }];
    expect(describeChunks(unheard, 'yue-Hant-HK')[0]!.title).toBe('第1部分（0:00–0:42）');
    expect(describeChunks(unheard, 'zh-CN')[0]!.title).toBe('第1部分（0:00–0:42）');
    expect(describeChunks(unheard, 'ja-JP')[0]!.title).toBe('パート1（0:00–0:42）');
  });
});
