import type { TranscriptLine } from '@platform/shared';
import { lineTerms, type SpokenWords } from '../analysis/index.js';
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
export interface IndexedVideo {
  id: string;
  title: string;
  channel: SpokenChannel;
  createdAtUs: number;
  hasPlans: boolean;
  /** Its place in the index's order, newest first. */
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
export function newerFirst(a: Pick<IndexedVideo, 'createdAtUs' | 'id'>, b: Pick<IndexedVideo, 'createdAtUs' | 'id'>): number {
  if (a.createdAtUs !== b.createdAtUs) return b.createdAtUs - a.createdAtUs;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

const ASCII = /^[\x00-\x7f]*$/;

/**
 * Whether a line may say the words, before the line check proper: a plain ASCII line must hold each word (one of its
 * forms) as it is, which rejects most lines for a fraction of the check's cost (that normalises the line per word).
 */
export function mayBeSaid(video: IndexedVideo, line: number, words: SpokenWords): boolean {
  if (video.lineAscii[line] === 0) return true;
  const lower = video.lineTexts[line]!.toLowerCase();
  return words.every((forms) => forms.some((form) => lower.includes(form)));
}

interface PackTerms {
  /** The id of a term, given one the first time it is seen. */
  termId(term: string): number;
  /** The string to keep for a text: an equal one already kept while building. */
  intern(value: string): string;
}

/** A video's chunks and lines packed into the flat arrays the index keeps, with each term's chunks as bits. */
export function packVideo(input: SpokenVideoInput, channel: SpokenChannel, { termId, intern }: PackTerms): IndexedVideo {
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
export function termMask(video: IndexedVideo, term: number): Uint32Array | null {
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

/** A hit: the chunk of the video and the line of it that says the words. */
export function matchAt(video: IndexedVideo, chunk: number, line: number): SpokenMatch {
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
