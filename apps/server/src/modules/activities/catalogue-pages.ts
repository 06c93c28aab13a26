import { createMomentCache } from '../../infra/cache/moment-cache.js';
import type { WriteGeneration } from '../../infra/cache/write-generation.js';
import type { Actor } from '../users/index.js';
import type { WorkspaceAccess } from '../workspaces/index.js';
import type { ActivityRow } from './activities-rows.js';
import type { PageMaterial } from './activity-material.js';
import type { WatchAccessService } from './watch-access.js';

/** How long a shared page is served again (as long as guests' kept answers), and how many are kept. */
export const SHARED_PAGE = { ttlMs: 1_000, maxEntries: 200 };

interface Deps {
  access: Pick<WatchAccessService, 'loadMaterial' | 'showTo'>;
  /** Moved by every change made through this process; shared pages read before it are not served again. */
  writes: WriteGeneration;
  now: () => number;
}

/**
 * What keeps the catalogue's lists cheap: pages shared by everyone asking within a moment, and the totals of the lists
 * everyone sees kept a little longer (counting thousands of rows per scroll step is the costliest part of a page, and
 * a total a few seconds old only shifts the pager).
 */
export function createCataloguePages({ access: { loadMaterial, showTo }, writes, now }: Deps) {
  const sharedPages = createMomentCache<PageMaterial & { total: number }>({ ...SHARED_PAGE, generation: writes, now });
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
     * the database their own lock state only.
     */
    async sharedPage(
      actor: Actor | null,
      key: string,
      limit: number,
      load: () => Promise<{ rows: ActivityRow[]; total: number }>,
      channelAccess?: WorkspaceAccess,
    ) {
      const material = await sharedPages.get(key, async () => {
        const { rows, total } = await load();
        return { ...(await loadMaterial(rows, channelAccess && [channelAccess.workspace])), total };
      });
      const access = channelAccess && new Map([[channelAccess.workspace.id, channelAccess]]);
      return { results: await showTo(actor, material, access), _total_count: material.total, _limit: limit };
    },

    /** A page of a list whose rows are the caller's own (their channels, or channels they follow). */
    async page(actor: Actor | null, rows: ActivityRow[], total: number, limit: number) {
      return { results: await showTo(actor, await loadMaterial(rows)), _total_count: total, _limit: limit };
    },
  };
}

export type CataloguePages = ReturnType<typeof createCataloguePages>;
