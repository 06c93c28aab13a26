import { spokenWordTerms, type SpokenWords } from '../analysis/index.js';
import { chunksSaying } from './spoken-index-query.js';
import { createTermDictionary } from './spoken-index-terms.js';
import { newerFirst, packVideo, type IndexedVideo, type SpokenChannel, type SpokenVideoInput } from './spoken-index-video.js';
import type { SpokenMatch } from './spoken-search.repository.js';

export type { SpokenChannel, SpokenVideoInput } from './spoken-index-video.js';

/**
 * The header search's words in memory: for every published chunk of a public video, the terms its lines say
 * (spoken-terms.ts), each mapped to the videos that say it (spoken-index-terms.ts), and the videos kept newest first
 * (spoken-index-video.ts). A search takes its rarest word's videos (or walks them all in order for a common one),
 * narrows each video's chunks by the bits of the words' terms, and checks the lines of the chunks left with lineSays,
 * the rule the database path and the page use (spoken-index-query.ts).
 */
export function createSpokenIndex() {
  const channels = new Map<string, SpokenChannel>();
  const videos = new Map<string, IndexedVideo>();
  let order: IndexedVideo[] = [];
  const terms = createTermDictionary();

  function renumber(from = 0): void {
    for (let i = from; i < order.length; i += 1) order[i]!.rank = i;
  }

  function removeVideo(id: string): void {
    const video = videos.get(id);
    if (!video) return;
    videos.delete(id);
    for (const term of video.terms) {
      const list = terms.postings[term]!;
      const at = list.indexOf(video);
      list[at] = list[list.length - 1]!;
      list.pop();
    }
    order.splice(video.rank, 1);
    renumber(video.rank);
  }

  return {
    /** The first `limit` chunks where one line says every word, newest video first, then in the order they play. */
    chunksSaying(words: SpokenWords, limit: number): SpokenMatch[] {
      const plans: number[][][] = [];
      for (const needs of spokenWordTerms(words)) {
        const alternatives = terms.plan(needs);
        if (alternatives?.length === 0) return [];
        if (alternatives) plans.push(alternatives);
      }
      return chunksSaying(plans, words, limit, { postings: terms.postings, order });
    },

    /** Puts a video in (in place of what was kept of it), or takes it out when it is no longer public (`null`). */
    putVideo(id: string, input: SpokenVideoInput | null): void {
      removeVideo(id);
      if (!input || input.chunks.length === 0) return;
      const channel = channels.get(input.workspaceId);
      if (!channel) return;
      const video = packVideo(input, channel, terms);
      for (const term of video.terms) terms.postings[term]!.push(video);
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

    beginBuild: terms.beginBuild,
    endBuild: terms.endBuild,

    size(): { videos: number; chunks: number; lines: number; terms: number } {
      let chunks = 0;
      let lines = 0;
      for (const video of videos.values()) {
        chunks += video.chunkIds.length;
        lines += video.lineTexts.length;
      }
      return { videos: videos.size, chunks, lines, terms: terms.count() };
    },

    clear(): void {
      channels.clear();
      videos.clear();
      order = [];
      terms.clear();
    },
  };
}

export type SpokenIndex = ReturnType<typeof createSpokenIndex>;
