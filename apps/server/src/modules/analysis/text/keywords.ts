import { isCjk, isStopword, words } from './tokenize.js';

/** Candidate phrases of a text: runs of content words, cut into phrases of one to three words (RAKE-style). */
function candidates(text: string, language: string): string[] {
  if (isCjk(language)) return words(text, language).filter((word) => !isStopword(word, language));
  const phrases: string[] = [];
  let run: string[] = [];
  const flush = () => {
    for (let size = 1; size <= 3; size += 1) for (let i = 0; i + size <= run.length; i += 1) phrases.push(run.slice(i, i + size).join(' '));
    run = [];
  };
  for (const word of words(text, language)) {
    if (isStopword(word, language) || !/^\p{L}+$/u.test(word)) flush();
    else run.push(word);
  }
  flush();
  return phrases;
}

function counts(items: readonly string[]): Map<string, number> {
  const map = new Map<string, number>();
  for (const item of items) map.set(item, (map.get(item) ?? 0) + 1);
  return map;
}

/**
 * Keywords of each chunk, scored against the recording's other chunks: a phrase frequent in this chunk and rare in
 * the others describes this chunk (TF-IDF with the chunks as documents). Phrases said once are noise on speech
 * recognised with errors, unless the chunk has nothing better. Longer phrases score a little higher; a word already
 * inside a chosen phrase is not repeated.
 */
export function chunkKeywords(chunkTexts: readonly string[], language: string, perChunk = 5): string[][] {
  const perText = chunkTexts.map((text) => counts(candidates(text, language)));
  const documentFrequency = counts(perText.flatMap((map) => [...map.keys()]));
  const n = chunkTexts.length;
  return perText.map((tf) => {
    const scored = [...tf.entries()]
      .map(([phrase, count]) => {
        const size = phrase.split(' ').length;
        const idf = Math.log(1 + n / documentFrequency.get(phrase)!);
        return { phrase, count, score: count * idf * (1 + 0.5 * (size - 1)) };
      })
      .sort((a, b) => b.score - a.score || a.phrase.localeCompare(b.phrase));
    const repeated = scored.filter((item) => item.count >= 2);
    const pool = repeated.length >= 2 ? repeated : scored;
    const chosen: string[] = [];
    for (const { phrase } of pool) {
      if (chosen.length >= perChunk) break;
      if (chosen.some((other) => other.includes(phrase) || phrase.includes(other))) continue;
      chosen.push(phrase);
    }
    return chosen;
  });
}
