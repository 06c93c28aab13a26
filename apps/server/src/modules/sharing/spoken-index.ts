import type { TranscriptLine } from '@platform/shared';
import { lineSays, lineTerms, spokenWordTerms, type SpokenWords, type WordTerms } from '../analysis/index.js';
import type { SpokenMatch } from './spoken-search.repository.js';

/** A public channel as a hit shows it. */
export interface SpokenChannel {
  id: string;
  name: string;
  titlesPublic: boolean;
}

/** A published video of a public channel with its chunks, as the database hands it to the index. */
export interface SpokenVideoInput {
  id: string;
  title: string;
  workspaceId: string;
  /** created_at in microseconds: the order of results, to the database's precision. */
  createdAtUs: number;
  hasPlans: boolean;
  /** In the order they play (start, then id). */
  chunks: { id: string; title: string; startMs: number; endMs: number; transcript: TranscriptLine[] }[];
}

/**
 * One video as the index keeps it: its chunks and their lines in flat arrays (times in typed arrays, texts as the
 * strings read, shared where equal), and which of its chunks hold each term, as bits.
 */
interface Video {
  id: string;
  title: string;
  channel: SpokenChannel;
  createdAtUs: number;
  hasPlans: boolean;
  /** Its place in `order`, newest first. */
  rank: number;
  chunkIds: string[];
  chunkTitles: string[];
  /** start, end of each chunk (ms). */
  chunkTimes: Int32Array;
  /** Where each chunk's lines start in the line arrays, and one past the last. */
  lineFirst: Int32Array;
  lineTexts: string[];
  /** start, end of each line (ms). */
  lineTimes: Int32Array;
  lineSpeakers: Uint16Array;
  /** 1 where a line is plain ASCII: its NFKC form is itself, so lower-casing alone shows what the line check reads. */
  lineAscii: Uint8Array;
  speakers: string[];
  /** The term ids said in the video, ascending. */
  terms: Int32Array;
  /** For terms[i], bits of the chunks that say it: words [i * maskWords, (i + 1) * maskWords). */
  masks: Uint32Array;
  maskWords: number;
}

/** Newest first, as the database orders results: created_at desc, then id desc. */
function newerFirst(a: Pick<Video, 'createdAtUs' | 'id'>, b: Pick<Video, 'createdAtUs' | 'id'>): number {
  if (a.createdAtUs !== b.createdAtUs) return b.createdAtUs - a.createdAtUs;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

const ASCII = /^[\x00-\x7f]*$/;

/**
 * Whether a line may say the words, before the line check proper: a plain ASCII line must hold each word (one of its
 * forms) as it is, which rejects most lines for a fraction of the check's cost (that normalises the line per word).
 */
function mayBeSaid(video: Video, line: number, words: SpokenWords): boolean {
  if (video.lineAscii[line] === 0) return true;
  const lower = video.lineTexts[line]!.toLowerCase();
  return words.every((forms) => forms.some((form) => lower.includes(form)));
}

/** Below this share of the videos, a word's videos are gathered and sorted; above, the videos are walked in order. */
const GATHER_SHARE = 1 / 8;

/**
 * The header search's words in memory: for every published chunk of a public video, the terms its lines say
 * (spoken-terms.ts), each mapped to the videos that say it, and the videos kept newest first. A search takes its
 * rarest word's videos (or walks them all in order for a common one), narrows each video's chunks by the bits of the
 * words' terms, and checks the lines of the chunks left with lineSays, the rule the database path and the page use.
 */
export function createSpokenIndex() {
  const channels = new Map<string, SpokenChannel>();
  const videos = new Map<string, Video>();
  let order: Video[] = [];
  const termIds = new Map<string, number>();
  const termNames: string[] = [];
  /** The videos that say each term (unordered). */
  const postings: Video[][] = [];
  /** Latin terms in code-unit order, for a word's prefix; kept sorted once the build ends. */
  let sortedTerms: string[] = [];
  let sortedTermsStale = false;
  /** Equal strings stored once while building (a channel says the same lines and titles again); dropped after. */
  let interned: Map<string, string> | null = null;

  const intern = (value: string): string => {
    if (!interned) return value;
    const kept = interned.get(value);
    if (kept !== undefined) return kept;
    interned.set(value, value);
    return value;
  };

  function termId(term: string): number {
    let id = termIds.get(term);
    if (id === undefined) {
      id = termNames.length;
      termIds.set(term, id);
      termNames.push(term);
      postings.push([]);
      if (term.charCodeAt(0) > 1) insertSorted(term);
    }
    return id;
  }

  function insertSorted(term: string): void {
    if (sortedTermsStale) {
      sortedTerms.push(term);
      return;
    }
    const at = lowerBound(sortedTerms, term);
    sortedTerms.splice(at, 0, term);
  }

  function renumber(from = 0): void {
    for (let i = from; i < order.length; i += 1) order[i]!.rank = i;
  }

  function removeVideo(id: string): void {
    const video = videos.get(id);
    if (!video) return;
    videos.delete(id);
    for (const term of video.terms) {
      const list = postings[term]!;
      const at = list.indexOf(video);
      list[at] = list[list.length - 1]!;
      list.pop();
    }
    order.splice(video.rank, 1);
    renumber(video.rank);
  }

  function pack(input: SpokenVideoInput, channel: SpokenChannel): Video {
    const chunkCount = input.chunks.length;
    const maskWords = Math.max(1, Math.ceil(chunkCount / 32));
    const lineCount = input.chunks.reduce((sum, chunk) => sum + chunk.transcript.length, 0);
    const chunkTimes = new Int32Array(chunkCount * 2);
    const lineFirst = new Int32Array(chunkCount + 1);
    const lineTimes = new Int32Array(lineCount * 2);
    const lineSpeakers = new Uint16Array(lineCount);
    const lineAscii = new Uint8Array(lineCount);
    const lineTexts: string[] = [];
    const speakers: string[] = [];
    const termChunks = new Map<number, Uint32Array>();
    let line = 0;
    input.chunks.forEach((chunk, c) => {
      chunkTimes[c * 2] = chunk.startMs;
      chunkTimes[c * 2 + 1] = chunk.endMs;
      lineFirst[c] = line;
      for (const said of chunk.transcript) {
        lineTimes[line * 2] = said.start;
        lineTimes[line * 2 + 1] = said.end;
        let speaker = speakers.indexOf(said.speaker);
        if (speaker < 0) speaker = speakers.push(intern(said.speaker)) - 1;
        lineSpeakers[line] = speaker;
        lineTexts.push(intern(said.text));
        lineAscii[line] = ASCII.test(said.text) ? 1 : 0;
        for (const term of lineTerms(said.text)) {
          const id = termId(term);
          let bits = termChunks.get(id);
          if (!bits) termChunks.set(id, (bits = new Uint32Array(maskWords)));
          bits[c >>> 5]! |= 1 << (c & 31);
        }
        line += 1;
      }
    });
    lineFirst[chunkCount] = line;
    const terms = Int32Array.from(termChunks.keys()).sort();
    const masks = new Uint32Array(terms.length * maskWords);
    terms.forEach((term, i) => masks.set(termChunks.get(term)!, i * maskWords));
    return {
      id: input.id,
      title: intern(input.title),
      channel,
      createdAtUs: input.createdAtUs,
      hasPlans: input.hasPlans,
      rank: 0,
      chunkIds: input.chunks.map((chunk) => chunk.id),
      chunkTitles: input.chunks.map((chunk) => intern(chunk.title)),
      chunkTimes,
      lineFirst,
      lineTexts,
      lineTimes,
      lineSpeakers,
      lineAscii,
      speakers,
      terms,
      masks,
      maskWords,
    };
  }

  /** Bits of the video's chunks that hold the term (a view of the video's masks), or null when none does. */
  function termMask(video: Video, term: number): Uint32Array | null {
    const { terms } = video;
    let low = 0;
    let high = terms.length - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const found = terms[middle]!;
      if (found === term) return video.masks.subarray(middle * video.maskWords, (middle + 1) * video.maskWords);
      if (found < term) low = middle + 1;
      else high = middle - 1;
    }
    return null;
  }

  /** A word as alternatives of terms that must all be there (a Latin word: each term its prefix starts). */
  type WordPlan = number[][] | null;

  function plan(needs: WordTerms): WordPlan {
    if (!needs) return null;
    if ('prefix' in needs) {
      const alternatives: number[][] = [];
      for (let at = lowerBound(sortedTerms, needs.prefix); at < sortedTerms.length; at += 1) {
        const term = sortedTerms[at]!;
        if (!term.startsWith(needs.prefix)) break;
        alternatives.push([termIds.get(term)!]);
      }
      return alternatives;
    }
    const alternatives: number[][] = [];
    for (const form of needs.anyForm) {
      const ids = form.map((term) => termIds.get(term));
      // A term nobody said: this form is nowhere.
      if (ids.every((id) => id !== undefined)) alternatives.push(ids as number[]);
    }
    return alternatives;
  }

  /** The chunks of the video that may say the word, as bits into `into` (all set when the word narrows nothing). */
  function wordMask(video: Video, alternatives: number[][], into: Uint32Array, scratch: Uint32Array): void {
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
  function candidates(plans: number[][][]): readonly Video[] {
    let fewest: Video[] | null = null;
    let fewestCount = Infinity;
    for (const alternatives of plans) {
      const count = alternatives.reduce((sum, terms) => sum + Math.min(...terms.map((term) => postings[term]!.length)), 0);
      if (count < fewestCount) {
        fewestCount = count;
        fewest = null;
        if (count <= order.length * GATHER_SHARE) {
          const gathered = new Set<Video>();
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

  function match(video: Video, chunk: number, line: number): SpokenMatch {
    return {
      id: video.chunkIds[chunk]!,
      activityId: video.id,
      activityTitle: video.title,
      workspaceId: video.channel.id,
      workspaceName: video.channel.name,
      title: video.chunkTitles[chunk]!,
      startMs: video.chunkTimes[chunk * 2]!,
      endMs: video.chunkTimes[chunk * 2 + 1]!,
      hasPlans: video.hasPlans,
      titlesPublic: video.channel.titlesPublic,
      line: {
        start: video.lineTimes[line * 2]!,
        end: video.lineTimes[line * 2 + 1]!,
        speaker: video.speakers[video.lineSpeakers[line]!]!,
        text: video.lineTexts[line]!,
      },
    };
  }

  return {
    /** The first `limit` chunks where one line says every word, newest video first, then in the order they play. */
    chunksSaying(words: SpokenWords, limit: number): SpokenMatch[] {
      const plans: number[][][] = [];
      for (const needs of spokenWordTerms(words)) {
        const alternatives = plan(needs);
        if (alternatives?.length === 0) return [];
        if (alternatives) plans.push(alternatives);
      }
      const found: SpokenMatch[] = [];
      let mask = new Uint32Array(1);
      let word = new Uint32Array(1);
      let scratch = new Uint32Array(1);
      for (const video of candidates(plans)) {
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
            found.push(match(video, chunk, line));
            if (found.length === limit) return found;
            break;
          }
        }
      }
      return found;
    },

    /** Puts a video in (in place of what was kept of it), or takes it out when it is no longer public (`null`). */
    putVideo(id: string, input: SpokenVideoInput | null): void {
      removeVideo(id);
      if (!input || input.chunks.length === 0) return;
      const channel = channels.get(input.workspaceId);
      if (!channel) return;
      const video = pack(input, channel);
      for (const term of video.terms) postings[term]!.push(video);
      videos.set(id, video);
      let low = 0;
      let high = order.length;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if (newerFirst(order[middle]!, video) < 0) low = middle + 1;
        else high = middle;
      }
      order.splice(low, 0, video);
      renumber(low);
    },

    /** A public channel's name and rule for locked titles, or its removal with its videos when it is no longer public. */
    putChannel(id: string, channel: SpokenChannel | null): void {
      if (!channel) {
        for (const video of [...videos.values()]) if (video.channel.id === id) removeVideo(video.id);
        channels.delete(id);
        return;
      }
      const kept = channels.get(id);
      if (kept) Object.assign(kept, channel);
      else channels.set(id, { ...channel });
    },

    /** The ids of the videos kept of a channel (a change to the channel reloads them). */
    videoIdsOf(workspaceId: string): string[] {
      return [...videos.values()].filter((video) => video.channel.id === workspaceId).map((video) => video.id);
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

    size(): { videos: number; chunks: number; lines: number; terms: number } {
      let chunks = 0;
      let lines = 0;
      for (const video of videos.values()) {
        chunks += video.chunkIds.length;
        lines += video.lineTexts.length;
      }
      return { videos: videos.size, chunks, lines, terms: termNames.length };
    },

    clear(): void {
      channels.clear();
      videos.clear();
      order = [];
      termIds.clear();
      termNames.length = 0;
      postings.length = 0;
      sortedTerms = [];
    },
  };
}

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

export type SpokenIndex = ReturnType<typeof createSpokenIndex>;
