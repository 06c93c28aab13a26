import { describe, expect, it } from 'vitest';
import { THREE_TOPICS } from '../../../../test-support/analysis/three-topics.js';
import { englishPhrases } from './english-phrases.js';
import { chunkKeywords } from './keywords.js';

/** As pocketsphinx writes speech: lower case, no punctuation, filler verbs. */
const SPOKEN_RATES =
  'the bank is going to raise the interest rate again we are going to see rates going up mortgage rates are rising and the rate of inflation';
const SPOKEN_PASTA = 'now we are going to cook pasta we boil the water and we are going to add the tomatoes the tomato sauce is cooking';

describe('englishPhrases', () => {
  it('finds noun phrases keyed by their lemmas, as spoken', () => {
    const phrases = englishPhrases('The central bank will raise interest rates by half a percentage point.');
    expect(phrases).toEqual(
      expect.arrayContaining([
        { key: 'central bank', surface: 'central bank' },
        { key: 'interest rate', surface: 'interest rates' },
        { key: 'rate', surface: 'rates' },
        { key: 'percentage point', surface: 'percentage point' },
      ]),
    );
    const keys = phrases.map(({ key }) => key);
    for (const word of ['raise', 'central', 'will', 'half a']) expect(keys).not.toContain(word);
  });

  it('does not run a phrase across a sentence end', () => {
    const keys = englishPhrases('We sold the house. Prices fell.').map(({ key }) => key);
    expect(keys).not.toContain('house price');
  });
});

describe('English keywords', () => {
  it('counts the forms of a word as one keyword ("companies" and "company"), given in the form said most', () => {
    const [companies] = chunkKeywords(
      ['The company made a loss at the bank. Other companies did better. The bank said so.', 'The football team won the match.'],
      'en-US',
    );
    expect(companies).toEqual(['bank', 'company']);
    const [rates] = chunkKeywords(
      ['Rates went up at the bank. The rate is high, and rates may rise. The bank said so.', 'The football team won the match.'],
      'en-US',
    );
    expect(rates).toEqual(['rates', 'bank']);
  });

  it('keeps verbs and lone adjectives out, on speech as it is recognised', () => {
    const [rates, pasta] = chunkKeywords([SPOKEN_RATES, SPOKEN_PASTA], 'en-US');
    expect(rates).toContain('rate');
    expect(pasta).toEqual(expect.arrayContaining(['pasta', 'sauce']));
    for (const word of ['going', 'cook', 'cooking', 'add', 'boil', 'rising']) expect([...rates!, ...pasta!]).not.toContain(word);
    const topics = chunkKeywords(
      THREE_TOPICS.map((topic) => topic.sentences.join(' ')),
      'en-US',
    ).flat();
    for (const word of ['central', 'long', 'raise interest']) expect(topics).not.toContain(word);
  });
});
