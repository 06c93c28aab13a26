import { LIVE_ZONE_STATUSES, type ActivityStatus } from '@platform/shared';
import { createMomentCache } from '../../infra/cache/moment-cache.js';
import type { WriteGeneration } from '../../infra/cache/write-generation.js';
import { AppError } from '../../errors.js';
import type { Actor } from '../users/index.js';
import type { WorkspaceAccess, WorkspacesService } from '../workspaces/index.js';
import type { ActivitiesRepository, ActivityFilter, ActivityRow, PlaybackFilter } from './activities.repository.js';
import type { PageMaterial, WatchAccessService } from './watch-access.js';

interface Deps {
  repository: ActivitiesRepository;
  workspaces: WorkspacesService;
  access: WatchAccessService;
  /** Moved by every change made through this process; shared pages read before it are not served again. */
  writes: WriteGeneration;
  now?: () => number;
}

/** The live zone's order, as its index keeps it: live first, then the soonest start, then the id. */
function inLiveZoneOrder(a: ActivityRow, b: ActivityRow): number {
  const liveFirst = Number(b.status === 'LIVE') - Number(a.status === 'LIVE');
  const sooner = a.startDate.getTime() - b.startDate.getTime();
  return liveFirst || sooner || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * Totals of the lists everyone sees (no channel of the caller's own in them): counting thousands of rows per scroll
 * step is the costliest part of a page, and a total a few seconds old only shifts the pager. The live zone's total changes
 * as webinars go live and end, so it is kept briefly.
 */
const PUBLIC_COUNT_TTL_MS = { latestVideos: 30_000, liveZone: 5_000 };
/** How long a shared page is served again (as long as guests' kept answers), and how many are kept. */
const SHARED_PAGE = { ttlMs: 1_000, maxEntries: 200 };
/**
 * The lists of webinars and videos (a channel's, a course's, the live zone, latest videos), with what keeps them cheap:
 * pages shared by everyone asking within a moment, and totals kept a little longer.
 */
export function createActivitiesCatalogue({ repository, workspaces, access: watchAccess, writes, now = Date.now }: Deps) {
  const { loadMaterial, showTo } = watchAccess;
  const sharedPages = createMomentCache<PageMaterial & { total: number }>({ ...SHARED_PAGE, generation: writes, now });
  const privateZoneCounts = createMomentCache<Map<string, number>>({ ...SHARED_PAGE, generation: writes, now });

  const publicCounts = new Map<string, { value: number; expiresAt: number }>();
  async function publicCount(key: string, ttlMs: number, countNow: () => Promise<number>): Promise<number> {
    const cached = publicCounts.get(key);
    if (cached && cached.expiresAt > now()) return cached.value;
    const value = await countNow();
    if (publicCounts.size > 1000) publicCounts.clear();
    publicCounts.set(key, { value, expiresAt: now() + ttlMs });
    return value;
  }

  /** A public list (the same for everyone) keeps its total longer than the page itself. */
  async function playbackRows(filter: PlaybackFilter, isPublic: boolean, limit: number, offset: number) {
    const [rows, total] = await Promise.all([
      repository.playbacks(filter, limit, offset),
      isPublic
        ? publicCount(`latest:${JSON.stringify(filter)}`, PUBLIC_COUNT_TTL_MS.latestVideos, () => repository.countPlaybacks(filter))
        : repository.countPlaybacks(filter),
    ]);
    return { rows, total };
  }

  /**
   * A page of a list whose rows do not depend on who asks (public lists, or a channel's videos once the caller may
   * see the channel). Its material is shared by everyone asking within a moment, so a crowd of signed-in viewers costs
   * the database their own lock state only.
   */
  async function sharedPage(
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
  }

  /** A page of a list whose rows are the caller's own (their channels, or channels they follow). */
  async function page(actor: Actor | null, rows: ActivityRow[], total: number, limit: number) {
    return { results: await showTo(actor, await loadMaterial(rows)), _total_count: total, _limit: limit };
  }

  return {
    async listOfWorkspace(
      actor: Actor | null,
      workspaceId: string,
      filter: { statuses?: ActivityStatus[]; notExpired: boolean },
      limit: number,
      offset: number,
    ) {
      const access = await workspaces.access(actor, workspaceId);
      if (!access.canView) throw new AppError(actor ? 'FORBIDDEN' : 'NOT_LOGGED_IN', 'this channel is private');
      const statuses = access.canManage
        ? filter.statuses
        : (filter.statuses ?? [...LIVE_ZONE_STATUSES]).filter((s) => LIVE_ZONE_STATUSES.includes(s as never));
      const query: ActivityFilter = {
        workspaceIds: [access.workspace.id],
        statuses,
        startsAfter: filter.notExpired ? new Date(now()) : undefined,
      };
      const { rows, total } = await repository.list(query, limit, offset);
      return page(actor, rows, total, limit);
    },

    async listOfCourse(actor: Actor | null, courseId: string, limit: number, offset: number) {
      const course = await repository.findCourse(courseId);
      if (!course) throw new AppError('NOT_FOUND', 'no such course');
      const access = await workspaces.access(actor, course.workspaceId);
      if (!access.canView) throw new AppError(actor ? 'FORBIDDEN' : 'NOT_LOGGED_IN', 'this channel is private');
      const query: ActivityFilter = { courseId, forViewers: !access.canManage };
      const { rows, total } = await repository.list(query, limit, offset);
      return page(actor, rows, total, limit);
    },

    /** The home page's live zone: live and about-to-start webinars of public channels and of the caller's private ones. */
    async incoming(actor: Actor | null, limit: number, offset: number) {
      const privateChannels = actor ? await workspaces.privateMemberWorkspaceIds(actor) : [];
      // Few private channels have a webinar in the zone at any moment; which ones (and how many each) is read once for
      // everyone, so the caller's other private channels cost nothing.
      const counts =
        privateChannels.length > 0 ? await privateZoneCounts.get('counts', () => repository.incomingCountsOfPrivateChannels()) : undefined;
      const mine = privateChannels.filter((id) => counts?.has(id));
      const publicTotal = () => publicCount('live-zone', PUBLIC_COUNT_TTL_MS.liveZone, () => repository.countIncoming('public'));
      if (mine.length === 0) {
        // Without private channels of the caller's own, the zone is the same for everyone, and so is its total.
        return sharedPage(actor, `live-zone:${limit}:${offset}`, limit, async () => {
          const [rows, total] = await Promise.all([repository.listIncoming('public', limit, offset), publicTotal()]);
          return { rows, total };
        });
      }
      // The caller's private channels add theirs to the public zone: the first offset + limit of each, merged in order.
      // Everyone in the same private channels with a webinar in the zone sees the same rows, so they share that page.
      return sharedPage(actor, `live-zone:${[...mine].sort().join(',')}:${limit}:${offset}`, limit, async () => {
        const [publicRows, privateRows, publicCountNow] = await Promise.all([
          repository.listIncoming('public', offset + limit, 0),
          repository.listIncoming(mine, offset + limit, 0),
          publicTotal(),
        ]);
        const rows = [...publicRows, ...privateRows].sort(inLiveZoneOrder).slice(offset, offset + limit);
        const privateCount = mine.reduce((sum, id) => sum + counts!.get(id)!, 0);
        return { rows, total: publicCountNow + privateCount };
      });
    },

    async playbacksOfWorkspace(
      actor: Actor | null,
      workspaceId: string,
      filter: Omit<PlaybackFilter, 'workspaceIds'>,
      limit: number,
      offset: number,
    ) {
      const access = await workspaces.accessForReading(actor, workspaceId);
      if (!access.canView) throw new AppError(actor ? 'FORBIDDEN' : 'NOT_LOGGED_IN', 'this channel is private');
      // The channel's managers list its videos not yet published too; everyone else shares the published ones.
      const channelFilter: PlaybackFilter = { ...filter, workspaceIds: [access.workspace.id], withUnpublished: access.canManage };
      const key = `channel:${JSON.stringify(channelFilter)}:${limit}:${offset}`;
      return sharedPage(actor, key, limit, () => playbackRows(channelFilter, false, limit, offset), access);
    },

    async playbacksOfCourse(actor: Actor | null, courseId: string, limit: number, offset: number) {
      const course = await repository.findCourse(courseId);
      if (!course) throw new AppError('NOT_FOUND', 'no such course');
      const access = await workspaces.access(actor, course.workspaceId);
      if (!access.canView) throw new AppError(actor ? 'FORBIDDEN' : 'NOT_LOGGED_IN', 'this channel is private');
      const filter: PlaybackFilter = { courseId, withUnpublished: access.canManage };
      return sharedPage(
        actor,
        `course:${JSON.stringify(filter)}:${limit}:${offset}`,
        limit,
        () => playbackRows(filter, false, limit, offset),
        access,
      );
    },

    /** Latest videos: of public channels, or (subscribed) of the channels the caller follows or hosts. */
    async latestPlaybacks(actor: Actor | null, subscribed: boolean, title: string | undefined, limit: number, offset: number) {
      if (subscribed && !actor) throw new AppError('NOT_LOGGED_IN', 'log in to see the videos of channels you follow');
      const filter: PlaybackFilter = subscribed
        ? { workspaceIds: await workspaces.memberWorkspaceIds(actor!), title }
        : { publicOnly: true, title };
      if (subscribed) {
        const { rows, total } = await playbackRows(filter, false, limit, offset);
        return page(actor, rows, total, limit);
      }
      return sharedPage(actor, `latest:${JSON.stringify(filter)}:${limit}:${offset}`, limit, () =>
        playbackRows(filter, true, limit, offset),
      );
    },

    videoStats: (workspaceId: string) => repository.videoStats(workspaceId),
  };
}
