import type { Activity } from '@platform/shared';
import { createMomentCache } from '../../infra/cache/moment-cache.js';
import { markSharedAnswer } from '../../infra/cache/shared-answers.js';
import type { WriteGeneration } from '../../infra/cache/write-generation.js';
import type { Actor } from '../users/index.js';
import type { WorkspaceAccess } from '../workspaces/index.js';
import type { ActivityRow } from './activities-rows.js';
import type { PageMaterial, PageView } from './activity-material.js';
import type { WatchAccessService } from './watch-access.js';

/** How long a shared page is served again (as long as guests' kept answers), and how many are kept. */
export const SHARED_PAGE = { ttlMs: 1_000, maxEntries: 200 };

/** The distinct views of one shared page whose answers are kept (a page's viewers nearly all see it one of a few ways). */
const ANSWERS_PER_SHARED_PAGE = 16;

interface PageAnswer {
  results: Activity[];
  _total_count: number;
  _limit: number;
}

/** A page's material with the answers made of it so far, by the view they show (viewSignature). */
type SharedPage = PageMaterial & { total: number; answers: Map<string, PageAnswer> };

function viewSignature(view: PageView): string {
  return view.map(({ locked, canManage }) => (locked ? 'L' : '-') + (canManage ? 'M' : '-')).join('');
}

interface Deps {
  access: Pick<WatchAccessService, 'loadMaterial' | 'showTo' | 'viewOf' | 'copyFor'>;
  /** Moved by every change made through this process; shared pages read before it are not served again. */
  writes: WriteGeneration;
  now: () => number;
}

/**
 * What keeps the catalogue's lists cheap: pages shared by everyone asking within a moment, and the totals of the lists
 * everyone sees kept a little longer (counting thousands of rows per scroll step is the costliest part of a page, and
 * a total a few seconds old only shifts the pager).
 */
export function createCataloguePages({ access: { loadMaterial, showTo, viewOf, copyFor }, writes, now }: Deps) {
  const sharedPages = createMomentCache<SharedPage>({ ...SHARED_PAGE, generation: writes, now });
  const publicCounts = new Map<string, { value: number; expiresAt: number }>();

  return {
    /** The total of a list that is the same for everyone (no channel of the caller's own in it), kept for ttlMs. */
    async publicCount(key: string, ttlMs: number, countNow: () => Promise<number>): Promise<number> {
      const cached = publicCounts.get(key);
      if (cached && cached.expiresAt > now()) return cached.value;
      const value = await countNow();
      if (publicCounts.size > 1000) publicCounts.clear();
      publicCounts.set(key, { value, expiresAt: now() + ttlMs });
      return value;
    },

    /**
     * A page of a list whose rows do not depend on who asks (public lists, or a channel's videos once the caller may
     * see the channel). Its material is shared by everyone asking within a moment, so a crowd of signed-in viewers costs
     * the database their own lock state only; viewers who see it alike (the same locks, managing the same webinars) are
     * handed one answer, written out once.
     */
    async sharedPage(
      actor: Actor | null,
      key: string,
      limit: number,
      load: () => Promise<{ rows: ActivityRow[]; total: number }>,
      channelAccess?: WorkspaceAccess,
    ): Promise<PageAnswer> {
      const material = await sharedPages.get(key, async () => {
        const { rows, total } = await load();
        return { ...(await loadMaterial(rows, channelAccess && [channelAccess.workspace])), total, answers: new Map() };
      });
      const view = await viewOf(actor, material, channelAccess && new Map([[channelAccess.workspace.id, channelAccess]]));
      const signature = viewSignature(view);
      const kept = material.answers.get(signature);
      if (kept) return kept;
      const answer = markSharedAnswer({ results: copyFor(material, view), _total_count: material.total, _limit: limit });
      if (material.answers.size < ANSWERS_PER_SHARED_PAGE) material.answers.set(signature, answer);
      return answer;
    },

    /** A page of a list whose rows are the caller's own (their channels, or channels they follow). */
    async page(actor: Actor | null, rows: ActivityRow[], total: number, limit: number) {
      return { results: await showTo(actor, await loadMaterial(rows)), _total_count: total, _limit: limit };
    },
  };
}

export type CataloguePages = ReturnType<typeof createCataloguePages>;
