import { terms } from './tokenize.js';

const DAMPING = 0.85;
const ITERATIONS = 30;

/** Mihalcea and Tarau's sentence similarity: shared terms over the log lengths. */
function overlap(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size < 2 || b.size < 2) return 0;
  let shared = 0;
  for (const term of a) if (b.has(term)) shared += 1;
  return shared / (Math.log(a.size) + Math.log(b.size));
}

/**
 * TextRank: the sentences' indices, most central first. A small prior on the first sentence, since speakers tend to
 * announce the topic.
 */
export function centralOrder(sentences: readonly string[], language: string): number[] {
  const sets = sentences.map((sentence) => new Set(terms(sentence, language)));
  const weights = sets.map((a, i) => sets.map((b, j) => (i === j ? 0 : overlap(a, b))));
  const outWeight = weights.map((row) => row.reduce((sum, value) => sum + value, 0));
  const n = sentences.length;
  let rank = new Array<number>(n).fill(1 / n);
  for (let iteration = 0; iteration < ITERATIONS; iteration += 1) {
    rank = rank.map((_, i) => {
      let incoming = 0;
      for (let j = 0; j < n; j += 1) if (outWeight[j]! > 0) incoming += (weights[j]![i]! / outWeight[j]!) * rank[j]!;
      return (1 - DAMPING) / n + DAMPING * incoming;
    });
  }
  if (n > 0) rank[0] = rank[0]! * 1.15;
  return rank
    .map((score, i) => ({ score, i }))
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .map(({ i }) => i);
}

/** Extractive summary (TextRank): the `count` most central sentences, in their spoken order. */
export function summarize(sentences: readonly string[], language: string, count = 2): string[] {
  return centralOrder(sentences, language)
    .slice(0, count)
    .sort((a, b) => a - b)
    .map((i) => sentences[i]!);
}
