import type { WriteGeneration } from '../../infra/cache/write-generation.js';
import type { WorkspacesService } from '../workspaces/index.js';
import type { ActivitiesRepository } from './activities.repository.js';
import { createCataloguePages } from './catalogue-pages.js';
import { createVideoLists } from './video-lists.js';
import type { WatchAccessService } from './watch-access.js';
import { createWebinarLists } from './webinar-lists.js';

interface Deps {
  repository: ActivitiesRepository;
  workspaces: WorkspacesService;
  access: WatchAccessService;
  /** Moved by every change made through this process; shared pages read before it are not served again. */
  writes: WriteGeneration;
  now?: () => number;
}

/**
 * The lists of webinars and videos (a channel's, a course's, the live zone, latest videos), with what keeps them cheap
 * (catalogue-pages.ts): pages shared by everyone asking within a moment, and totals kept a little longer.
 */
export function createActivitiesCatalogue({ repository, workspaces, access, writes, now = Date.now }: Deps) {
  const pages = createCataloguePages({ access, writes, now });
  return {
    ...createWebinarLists({ repository, workspaces, pages, writes, now }),
    ...createVideoLists({ repository, workspaces, pages }),
  };
}
