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

/** A topic's sentences as unpunctuated transcript lines, one per sentence, 0.6 s apart, as pocketsphinx writes them. */
function spoken(sentences: readonly string[], from = 0) {
  return sentences.map((sentence, i) => ({
    start: from + i * 6,
    end: from + i * 6 + 5.4,
    text: sentence.toLowerCase().replace(/[.,]/g, ''),
  }));
}

describe('describeChunks', () => {
  it('titles a chunk from its keywords, or from its time range when it has no transcript', () => {
    const [talk, silent] = describeChunks(
      [
        { start: 0, end: 30, lines: spoken(THREE_TOPICS[0]!.sentences) },
        { start: 30, end: 95, lines: [] },
      ],
      'en-US',
    );
    expect(talk!.title.length).toBeGreaterThan(3);
    expect(talk!.summary.length).toBeGreaterThan(20);
    expect(silent).toEqual({ title: 'Part 2 (0:30–1:35)', summary: '', keywords: [] });
  });

  it('titles each chunk with its top keyphrase, a noun phrase of its topic, never two words joined by "&"', () => {
    const texts = describeChunks(
      THREE_TOPICS.map((topic, i) => ({ start: i * 36, end: (i + 1) * 36, lines: spoken(topic.sentences, i * 36) })),
      'en-US',
    );
    texts.forEach((text, i) => {
      expect(text.title).not.toContain('&');
      expect(text.title).toBe(text.keywords[0]!.charAt(0).toUpperCase() + text.keywords[0]!.slice(1));
      const lexicon = THREE_TOPICS[i]!.lexicon as readonly string[];
      expect(
        lexicon.some((word) => text.title.toLowerCase().includes(word)),
        text.title,
      ).toBe(true);
    });
    expect(texts[0]!.title).toBe('Interest rates');
  });

  it('summarises with whole sentences of eight words or more, the most central first chosen', () => {
    const lines = spoken([
      'Rates.',
      'The central bank will raise interest rates again this year.',
      'Interest rates at the central bank are high.',
      'The weather was sunny and warm across the whole region today.',
      'Central bank interest rates.',
    ]);
    const [text] = describeChunks([{ start: 0, end: 30, lines }], 'en-US');
    // The two sentences about rates share most words: they are the most central; the weather and the fragments are not.
    expect(text!.summary).toBe('The central bank will raise interest rates again this year. Interest rates at the central bank are high.');
  });

  it('keeps one sentence when two would make a long summary', () => {
    const long = 'the central bank will raise interest rates again this year because inflation is far above its target';
    const lines = spoken([`${long} ${long} ${long}`, `${long} and more`, long]);
    const [text] = describeChunks([{ start: 0, end: 30, lines }], 'en-US');
    expect(spokenSentenceCount(text!.summary)).toBe(1);
  });

  it('writes no summary from a transcript of fragments', () => {
    const lines = spoken(['i told', 'you to stop ah did when', 'did', 'the mortgage don t see', 'a decrease']);
    const [text] = describeChunks([{ start: 0, end: 30, lines }], 'en-US');
    expect(text!.summary).toBe('');
    expect(text!.title).not.toBe('');
  });

  it('names an unheard chunk in the recording’s language', () => {
    const unheard = [{ start: 0, end: 42, lines: [] }];
    expect(describeChunks(unheard, 'yue-Hant-HK')[0]!.title).toBe('第1部分（0:00–0:42）');
    expect(describeChunks(unheard, 'zh-CN')[0]!.title).toBe('第1部分（0:00–0:42）');
    expect(describeChunks(unheard, 'ja-JP')[0]!.title).toBe('パート1（0:00–0:42）');
  });

  it('describes a Chinese chunk from its own sentences', () => {
    const finance = [
      '美國聯儲局宣布加息，恒生指數應聲下跌。',
      '分析師預期聯儲局年內會再加息，恒生指數或會繼續受壓。',
      '按揭供款將會增加。',
    ];
    const food = ['今日教大家煮番茄意粉。', '先將番茄切粒，再用橄欖油炒香蒜頭。'];
    const [text] = describeChunks(
      [
        { start: 0, end: 18, lines: finance.map((line, i) => ({ start: i * 6, end: i * 6 + 5, text: line })) },
        { start: 18, end: 30, lines: food.map((line, i) => ({ start: 18 + i * 6, end: 18 + i * 6 + 5, text: line })) },
      ],
      'yue-Hant-HK',
    );
    expect(text!.title).toMatch(/恒生|聯儲/);
    expect(text!.summary).toContain('聯儲局');
    expect(text!.summary).not.toContain('按揭');
  });
});

function spokenSentenceCount(summary: string): number {
  return summary.split(/(?<=\.)\s+/).length;
}
