import { describe, expect, it } from 'vitest';
import { looksMisrecognised } from './transcript-confidence.js';

/** Lines one second apart, so each is a sentence of its own. */
const spaced = (texts: readonly string[]) => texts.map((text, i) => ({ start: i * 5, end: i * 5 + 4, text }));

/** pocketsphinx on the three-topic talk spoken too fast (espeak-ng en+m7 at 210 words a minute): fragments. */
const FRAGMENTS = spaced([
  'i told',
  'you to stop ah did when',
  'did',
  'the mortgage don t see',
  'a decrease',
  'in these deals on topics are',
]);
/** pocketsphinx on the same talk spoken clearly: whole sentences, with errors. */
const SENTENCES = spaced([
  'the central bank announced today that it will raise interest rates might have a percentage are in',
  'higher interest rates make borrowing more expensive or seventies at companies',
  'or did soldiers will see their monthly payments increased from next month',
]);

describe('looksMisrecognised', () => {
  it('flags a transcript that is mostly fragments', () => {
    expect(looksMisrecognised(FRAGMENTS, 'en-US')).toBe(true);
  });

  it('trusts whole sentences, even with recognition errors in them', () => {
    expect(looksMisrecognised(SENTENCES, 'en-US')).toBe(false);
    expect(
      looksMisrecognised([...SENTENCES, ...spaced(['thank you']).map((l) => ({ ...l, start: l.start + 20, end: l.end + 20 }))], 'en-US'),
    ).toBe(false);
  });

  it('does not judge an engine that writes its own sentence ends by their length', () => {
    expect(looksMisrecognised(spaced(['Thank you.', 'Any questions?', 'Yes, please.']), 'en-US')).toBe(false);
  });

  it('has nothing to doubt in a chunk without a transcript', () => {
    expect(looksMisrecognised([], 'en-US')).toBe(false);
  });

  it('trusts a Chinese transcript of whole sentences', () => {
    const lines = spaced(['美國聯儲局宣布加息，恒生指數應聲下跌。', '分析師預期聯儲局年內會再加息，恒生指數或會繼續受壓。']);
    expect(looksMisrecognised(lines, 'yue-Hant-HK')).toBe(false);
  });
});
