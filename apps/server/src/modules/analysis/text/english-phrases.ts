import { createRequire } from 'node:module';
import type { ItemSentence, ItsFunction, WinkMethods } from 'wink-nlp';
import { isStopword } from './tokenize.js';

/** A keyword candidate: `key` is what counts as the same phrase (lemmas), `surface` the words as spoken. */
export interface Phrase {
  key: string;
  surface: string;
}

const require = createRequire(import.meta.url);
let nlp: WinkMethods | undefined;

/** wink-nlp with its English model, sentence breaks and part-of-speech tags only; loaded on first use (under 1 s). */
export function english(): WinkMethods {
  if (!nlp) {
    const winkNLP = require('wink-nlp') as typeof import('wink-nlp').default;
    const model = require('wink-eng-lite-web-model') as typeof import('wink-eng-lite-web-model').default;
    nlp = winkNLP(model, ['sbd', 'pos']);
  }
  return nlp;
}

const MODIFIER = new Set(['ADJ', 'NOUN', 'PROPN']);
const HEAD = new Set(['NOUN', 'PROPN']);
const MAX_WORDS = 3;

/** Nouns that every talk uses and that name no topic (lemmas). */
const GENERIC_NOUNS = new Set(
  'thing way lot kind sort bit stuff something anything everything nothing someone anyone everyone people time today'.split(' '),
);

interface Word {
  value: string;
  lemma: string;
  pos: string;
}

function isContent(word: Word): boolean {
  return MODIFIER.has(word.pos) && /^\p{L}[\p{L}'-]*$/u.test(word.value) && !isStopword(word.value, 'en') && !GENERIC_NOUNS.has(word.lemma);
}

/**
 * English keyword candidates: noun phrases, read as runs of adjectives and nouns within a sentence, cut into phrases
 * of one to three words that end on a noun ("central bank", "interest rates", "fresh basil"; never
 * "going" or "central" alone). Each is keyed by its lemmas, so "rates" and "rate" count as one phrase.
 */
export function englishPhrases(text: string): Phrase[] {
  const { its } = english();
  const doc = english().readDoc(text.toLowerCase());
  const phrases: Phrase[] = [];
  doc.sentences().each((sentence: ItemSentence) => {
    const tokens = sentence.tokens();
    const values: string[] = tokens.out(its.value);
    // wink-nlp's typings give its.lemma three parameters where token functions are typed with four; it works as one.
    const lemmas: string[] = tokens.out(its.lemma as unknown as ItsFunction<string>);
    const tags: string[] = tokens.out(its.pos);
    let run: Word[] = [];
    const flush = () => {
      for (let end = 0; end < run.length; end += 1) {
        // Every noun, not only a compound's last: in "league table" and "tomato sauce" the first noun is the topic.
        if (!HEAD.has(run[end]!.pos)) continue;
        for (let start = Math.max(0, end - MAX_WORDS + 1); start <= end; start += 1) {
          const words = run.slice(start, end + 1);
          phrases.push({ key: words.map((word) => word.lemma).join(' '), surface: words.map((word) => word.value).join(' ') });
        }
      }
      run = [];
    };
    values.forEach((value, i) => {
      const word = { value, lemma: lemmas[i]!, pos: tags[i]! };
      if (isContent(word)) run.push(word);
      else flush();
    });
    flush();
  });
  return phrases;
}
