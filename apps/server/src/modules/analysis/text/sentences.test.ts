import { describe, expect, it } from 'vitest';
import { isWholeSentence, spokenSentences } from './sentences.js';

/** pocketsphinx's display lines of the pipeline test's first two sentences: a 0.25 s pause breaks a line. */
const UNPUNCTUATED = [
  { start: 0.03, end: 2.11, text: 'the central bank announced today that it' },
  { start: 2.15, end: 5.01, text: 'will raise interest rates might have a percentage are in' },
  { start: 5.7, end: 7.8, text: 'higher interest rates make borrowing more' },
  { start: 7.92, end: 10.21, text: 'expensive or seventies at companies' },
];

describe('spokenSentences', () => {
  it('rebuilds sentences from the pauses between unpunctuated lines, capitalised and closed', () => {
    expect(spokenSentences(UNPUNCTUATED, 'en-US')).toEqual([
      { start: 0.03, text: 'The central bank announced today that it will raise interest rates might have a percentage are in.' },
      { start: 5.7, text: 'Higher interest rates make borrowing more expensive or seventies at companies.' },
    ]);
  });

  it('cuts a run without a long pause at its longest pause once it is too long for one sentence', () => {
    const run = Array.from({ length: 6 }, (_, i) => ({
      start: i * 3 + (i === 3 ? 0.3 : 0),
      end: i * 3 + 2.9,
      text: 'one two three four five six seven eight',
    }));
    const sentences = spokenSentences(run, 'en-US');
    expect(sentences.map((sentence) => sentence.start)).toEqual([0, 9.3]);
  });

  it('splits punctuated text at its sentence ends, wherever its lines break', () => {
    const lines = [
      { start: 0, end: 3, text: 'Rates rose by 0.5 percent today. The bank' },
      { start: 3.1, end: 6, text: 'expects more rises this year. Why?' },
    ];
    expect(spokenSentences(lines, 'en-US').map((sentence) => sentence.text)).toEqual([
      'Rates rose by 0.5 percent today.',
      'The bank expects more rises this year.',
      'Why?',
    ]);
  });

  it('splits Chinese after its full stops, keeping closing quotes with the sentence', () => {
    const lines = [{ start: 0, end: 5, text: '聯儲局宣布加息。佢話：「通脹仍然好高。」恒指下跌' }];
    expect(spokenSentences(lines, 'yue-Hant-HK').map((sentence) => sentence.text)).toEqual([
      '聯儲局宣布加息。',
      '佢話：「通脹仍然好高。」',
      '恒指下跌',
    ]);
  });
});

describe('isWholeSentence', () => {
  it('takes eight words in English and ten characters in Chinese', () => {
    expect(isWholeSentence('Higher interest rates make borrowing more expensive.', 'en-US')).toBe(false);
    expect(isWholeSentence('Higher interest rates make borrowing more expensive for families.', 'en-US')).toBe(true);
    expect(isWholeSentence('恒生指數應聲下跌。', 'yue-Hant-HK')).toBe(false);
    expect(isWholeSentence('美國聯儲局宣布加息，恒生指數應聲下跌。', 'yue-Hant-HK')).toBe(true);
  });
});
