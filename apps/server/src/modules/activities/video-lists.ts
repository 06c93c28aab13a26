import { AppError } from '../../errors.js';
import type { Actor } from '../users/index.js';
import type { WorkspacesService } from '../workspaces/index.js';
import type { ActivitiesRepository, PlaybackFilter } from './activities.repository.js';
import type { CataloguePages } from './catalogue-pages.js';

/** The latest videos of public channels change with each one published; a total this old only shifts the pager. */
const LATEST_VIDEOS_COUNT_TTL_MS = 30_000;

interface Deps {
  repository: ActivitiesRepository;
  workspaces: WorkspacesService;
  pages: CataloguePages;
}

/** The lists of videos that play, newest first: a channel's, a course's, and the latest of all channels. */
export function createVideoLists({ repository, workspaces, pages }: Deps) {
  const { publicCount, sharedPage, page } = pages;

  /** A public list (the same for everyone) keeps its total longer than the page itself. */
  async function playbackRows(filter: PlaybackFilter, isPublic: boolean, limit: number, offset: number) {
    const [rows, total] = await Promise.all([
      repository.playbacks(filter, limit, offset),
      isPublic
        ? publicCount(`latest:${JSON.stringify(filter)}`, LATEST_VIDEOS_COUNT_TTL_MS, () => repository.countPlaybacks(filter))
        : repository.countPlaybacks(filter),
    ]);
    return { rows, total };
  }

  return {
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
