import { lineSays, type SpokenWords } from '../analysis/index.js';
import { matchAt, mayBeSaid, termMask, type IndexedVideo } from './spoken-index-video.js';
import type { SpokenMatch } from './spoken-search.repository.js';

/** Below this share of the videos, a word's videos are gathered and sorted; above, the videos are walked in order. */
const GATHER_SHARE = 1 / 8;

/** The chunks of the video that may say the word, as bits into `into` (all set when the word narrows nothing). */
function wordMask(video: IndexedVideo, alternatives: number[][], into: Uint32Array, scratch: Uint32Array): void {
  into.fill(0);
  for (const terms of alternatives) {
    scratch.fill(0xffffffff);
    for (const term of terms) {
      const bits = termMask(video, term);
      if (!bits) {
        scratch.fill(0);
        break;
      }
      for (let w = 0; w < scratch.length; w += 1) scratch[w]! &= bits[w]!;
    }
    for (let w = 0; w < into.length; w += 1) into[w]! |= scratch[w]!;
  }
}

/** The videos a search looks at, in order: its rarest word's videos when few say it, else every video. */
function candidates(plans: number[][][], postings: readonly IndexedVideo[][], order: readonly IndexedVideo[]): readonly IndexedVideo[] {
  let fewest: IndexedVideo[] | null = null;
  let fewestCount = Infinity;
  for (const alternatives of plans) {
    const count = alternatives.reduce((sum, terms) => sum + Math.min(...terms.map((term) => postings[term]!.length)), 0);
    if (count < fewestCount) {
      fewestCount = count;
      fewest = null;
      if (count <= order.length * GATHER_SHARE) {
        const gathered = new Set<IndexedVideo>();
        for (const terms of alternatives) {
          const rarest = terms.reduce((best, term) => (postings[term]!.length < postings[best]!.length ? term : best));
          for (const video of postings[rarest]!) gathered.add(video);
        }
        fewest = [...gathered].sort((a, b) => a.rank - b.rank);
      }
    }
  }
  return fewest ?? order;
}

/**
 * The first `limit` chunks where one line says every word, newest video first, then in the order they play: each
 * candidate video's chunks narrowed by the bits of the words' terms (`plans`, one per word), then the lines of the
 * chunks left checked with lineSays, the rule the database path and the page use.
 */
export function chunksSaying(
  plans: number[][][],
  words: SpokenWords,
  limit: number,
  { postings, order }: { postings: readonly IndexedVideo[][]; order: readonly IndexedVideo[] },
): SpokenMatch[] {
  const found: SpokenMatch[] = [];
  let mask = new Uint32Array(1);
  let word = new Uint32Array(1);
  let scratch = new Uint32Array(1);
  for (const video of candidates(plans, postings, order)) {
    if (mask.length !== video.maskWords) {
      mask = new Uint32Array(video.maskWords);
      word = new Uint32Array(video.maskWords);
      scratch = new Uint32Array(video.maskWords);
    }
    mask.fill(0xffffffff);
    let any = true;
    for (const alternatives of plans) {
      wordMask(video, alternatives, word, scratch);
      any = false;
      for (let w = 0; w < mask.length; w += 1) {
        mask[w]! &= word[w]!;
        if (mask[w] !== 0) any = true;
      }
      if (!any) break;
    }
    if (!any) continue;
    const chunkCount = video.chunkIds.length;
    for (let chunk = 0; chunk < chunkCount; chunk += 1) {
      if ((mask[chunk >>> 5]! & (1 << (chunk & 31))) === 0) continue;
      for (let line = video.lineFirst[chunk]!; line < video.lineFirst[chunk + 1]!; line += 1) {
        if (!mayBeSaid(video, line, words) || !lineSays(video.lineTexts[line]!, words)) continue;
        found.push(matchAt(video, chunk, line));
        if (found.length === limit) return found;
        break;
      }
    }
  }
  return found;
}
