import type { WordTerms } from '../analysis/index.js';
import type { IndexedVideo } from './spoken-index-video.js';

/** A word as alternatives of terms that must all be there (a Latin word: each term its prefix starts); null: any. */
export type WordPlan = number[][] | null;

/**
 * The index's terms: an id per term, the videos that say each (unordered), the Latin terms in code-unit order for a
 * word's prefix, and, while building, equal strings stored once (a channel says the same lines and titles again).
 */
export function createTermDictionary() {
  const termIds = new Map<string, number>();
  const termNames: string[] = [];
  /** The videos that say each term (unordered). */
  const postings: IndexedVideo[][] = [];
  /** Latin terms in code-unit order, for a word's prefix; kept sorted once the build ends. */
  let sortedTerms: string[] = [];
  let sortedTermsStale = false;
  let interned: Map<string, string> | null = null;

  function insertSorted(term: string): void {
    if (sortedTermsStale) {
      sortedTerms.push(term);
      return;
    }
    sortedTerms.splice(lowerBound(sortedTerms, term), 0, term);
  }

  return {
    postings,

    termId(term: string): number {
      let id = termIds.get(term);
      if (id === undefined) {
        id = termNames.length;
        termIds.set(term, id);
        termNames.push(term);
        postings.push([]);
        if (term.charCodeAt(0) > 1) insertSorted(term);
      }
      return id;
    },

    intern(value: string): string {
      if (!interned) return value;
      const kept = interned.get(value);
      if (kept !== undefined) return kept;
      interned.set(value, value);
      return value;
    },

    /** The term ids a word needs, as alternatives; an empty list when no alternative was ever said. */
    plan(needs: WordTerms): WordPlan {
      if (!needs) return null;
      const alternatives: number[][] = [];
      if ('prefix' in needs) {
        for (let at = lowerBound(sortedTerms, needs.prefix); at < sortedTerms.length; at += 1) {
          const term = sortedTerms[at]!;
          if (!term.startsWith(needs.prefix)) break;
          alternatives.push([termIds.get(term)!]);
        }
        return alternatives;
      }
      for (const form of needs.anyForm) {
        const ids = form.map((term) => termIds.get(term));
        // A term nobody said: this form is nowhere.
        if (ids.every((id) => id !== undefined)) alternatives.push(ids as number[]);
      }
      return alternatives;
    },

    /** While building: equal strings stored once, and the terms sorted once at the end rather than on every insert. */
    beginBuild(): void {
      interned = new Map();
      sortedTermsStale = true;
    },

    endBuild(): void {
      interned = null;
      sortedTerms.sort();
      sortedTermsStale = false;
    },

    count: (): number => termNames.length,

    clear(): void {
      termIds.clear();
      termNames.length = 0;
      postings.length = 0;
      sortedTerms = [];
    },
  };
}

export type TermDictionary = ReturnType<typeof createTermDictionary>;

/** The first index in a sorted array whose value is not below `value`. */
function lowerBound(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}
