import { SPOKEN_SEARCH_LIMITS, TRANSCRIPT_SEARCH_LIMITS, type SpokenSearchHit, type SpokenSearchResult } from '@platform/shared';
import { createMomentCache } from '../../infra/cache/moment-cache.js';
import type { WriteGeneration } from '../../infra/cache/write-generation.js';
import type { ActivitiesService } from '../activities/index.js';
import { lineSays, spokenQueryWords, spokenRanges, type SpokenWords } from '../analysis/index.js';
import type { Actor } from '../users/index.js';
import type { SpokenIndexSync } from './spoken-index-sync.js';
import type { SpokenChunkRow, SpokenMatch, SpokenSearchRepository } from './spoken-search.repository.js';

interface Deps {
  repository: SpokenSearchRepository;
  /** The words in this process's memory: the answer without the database once it is built. */
  index: SpokenIndexSync;
  activities: ActivitiesService;
  /** Moved by every change made through this process: a transcript the host just corrected is searched as corrected. */
  writes: WriteGeneration;
}

/**
 * On the database path (until the index is built): what a search found is the same for everyone until something
 * changes (who may see it is decided after), and a word in the news is searched by many at once: each query's chunks
 * are kept a few seconds, as the video pages' heads are.
 */
const RECENT_SEARCHES = { ttlMs: 10_000, maxEntries: 1000 };

/**
 * The header search's spoken words (GET /api/search/chunks): chunks of every public channel by what was said in them,
 * each with its first line that says the words. A chunk the caller may not play is locked: it is listed (title and
 * line, never media) only where its channel shows locked videos' titles, the rule of the video pages' heads and the
 * sitemap. Pages are counted before that rule, so a page may hold fewer hits than its size when some were held back.
 */
export function createSpokenSearch({ repository, index, activities, writes }: Deps) {
  const limit = SPOKEN_SEARCH_LIMITS.pageSize;
  const recent = createMomentCache<SpokenChunkRow[]>({ ...RECENT_SEARCHES, generation: writes });
  // The newest videos are the same for every search: read once a moment, not once a search.
  const newestVideos = createMomentCache<string[]>({ ttlMs: RECENT_SEARCHES.ttlMs, maxEntries: 1, generation: writes });

  /** Which videos of the page are locked for the caller: only a video with plans can be, and to a guest it is. */
  async function lockedVideos(actor: Actor | null, rows: readonly SpokenMatch[]): Promise<Set<string>> {
    const withPlans = [...new Set(rows.filter((row) => row.hasPlans).map((row) => row.activityId))];
    if (!actor || withPlans.length === 0) return new Set(withPlans);
    const access = await activities.watchAccessMany(actor, withPlans);
    return new Set(
      withPlans.filter((id) => {
        const video = access.get(id);
        return !video || (video.locked && !video.canManage);
      }),
    );
  }

  function hit(row: SpokenMatch, words: SpokenWords, locked: boolean): SpokenSearchHit | null {
    const { line } = row;
    if (!line) return null;
    return {
      chunk_id: row.id,
      activity_id: row.activityId,
      activity_title: row.activityTitle,
      workspace_id: row.workspaceId,
      workspace_name: row.workspaceName,
      chunk_title: row.title,
      locked,
      start: row.startMs,
      end: row.endMs,
      line,
      highlights: spokenRanges(line.text, words),
    };
  }

  /** The database path: the chunks found, each with its first line that says the words. */
  async function fromDatabase(words: SpokenWords, wanted: number): Promise<SpokenMatch[]> {
    const rows = await recent.get(`${wanted} ${JSON.stringify(words)}`, async () =>
      repository.chunksSaying(words, wanted, await newestVideos.get('newest', repository.newestVideoIds)),
    );
    return rows.map(({ transcript, ...row }) => ({ ...row, line: transcript.find((candidate) => lineSays(candidate.text, words)) }));
  }

  /** The answer, and whether the index or the database gave it (the route says which, for benches and tests). */
  return async function search(
    actor: Actor | null,
    query: string,
    page: number,
  ): Promise<{ result: SpokenSearchResult; source: SpokenSource }> {
    const words = spokenQueryWords(query, TRANSCRIPT_SEARCH_LIMITS.maxWords);
    if (words.length === 0)
      return { result: { results: [], _limit: limit, has_more: false }, source: index.ready() ? 'index' : 'database' };
    // One more than the pages so far says whether another follows, without counting every chunk of a common word.
    const wanted = page * limit + 1;
    const indexed = await index.chunksSaying(words, wanted);
    const rows = indexed ?? (await fromDatabase(words, wanted));
    const pageRows = rows.slice((page - 1) * limit, page * limit);
    const locked = await lockedVideos(actor, pageRows);
    const results: SpokenSearchHit[] = [];
    for (const row of pageRows) {
      const isLocked = locked.has(row.activityId);
      if (isLocked && !row.titlesPublic) continue;
      const found = hit(row, words, isLocked);
      if (found) results.push(found);
    }
    return { result: { results, _limit: limit, has_more: rows.length === wanted }, source: indexed ? 'index' : 'database' };
  };
}

export type SpokenSource = 'index' | 'database';

export type SpokenSearch = ReturnType<typeof createSpokenSearch>;
