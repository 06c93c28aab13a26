import { LIVE_ZONE_STATUSES, type ActivityStatus } from '@platform/shared';
import { createMomentCache } from '../../infra/cache/moment-cache.js';
import type { WriteGeneration } from '../../infra/cache/write-generation.js';
import { AppError } from '../../errors.js';
import type { Actor } from '../users/index.js';
import type { WorkspacesService } from '../workspaces/index.js';
import type { ActivityRow } from './activities-rows.js';
import type { ActivitiesRepository, ActivityFilter } from './activities.repository.js';
import { SHARED_PAGE, type CataloguePages } from './catalogue-pages.js';

/** The live zone's total changes as webinars go live and end, so it is kept briefly. */
const LIVE_ZONE_COUNT_TTL_MS = 5_000;

interface Deps {
  repository: ActivitiesRepository;
  workspaces: WorkspacesService;
  pages: CataloguePages;
  writes: WriteGeneration;
  now: () => number;
}

/** The live zone's order, as its index keeps it: live first, then the soonest start, then the id. */
function inLiveZoneOrder(a: ActivityRow, b: ActivityRow): number {
  const liveFirst = Number(b.status === 'LIVE') - Number(a.status === 'LIVE');
  const sooner = a.startDate.getTime() - b.startDate.getTime();
  return liveFirst || sooner || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** The lists of webinars by start date: a channel's, a course's, and the home page's live zone. */
export function createWebinarLists({ repository, workspaces, pages, writes, now }: Deps) {
  const { publicCount, sharedPage, page } = pages;
  const privateZoneCounts = createMomentCache<Map<string, number>>({ ...SHARED_PAGE, generation: writes, now });

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
      const publicTotal = () => publicCount('live-zone', LIVE_ZONE_COUNT_TTL_MS, () => repository.countIncoming('public'));
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
  };
}
