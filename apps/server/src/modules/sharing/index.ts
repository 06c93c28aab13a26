import { BRAND_NAMES } from '@platform/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ActivitiesService } from '../activities/index.js';
import type { Teasers } from '../analysis/index.js';
import type { AppModule, ModuleInfra } from '../module.js';
import type { WorkspacesService } from '../workspaces/index.js';
import { createSharingRepository } from './sharing.repository.js';
import { sharingRoutes } from './sharing.routes.js';
import { createSharingService } from './sharing.service.js';
import { createTeaserView } from './teaser-view.js';
import { teaserViewRoutes } from './teaser-view.routes.js';
import { createSpokenIndexRepository } from './spoken-index.repository.js';
import { createSpokenIndexSync, type SpokenIndexOptions } from './spoken-index-sync.js';
import { createSpokenSearch } from './spoken-search.js';
import { createSpokenSearchRepository } from './spoken-search.repository.js';
import { spokenSearchRoutes } from './spoken-search.routes.js';

export type { SharingService } from './sharing.service.js';
export type { SpokenIndexOptions } from './spoken-index-sync.js';

/**
 * Shared links and search engines: page heads, short chunk links, the sitemap, what locked videos show; and the header
 * search's spoken words across public channels, under the same rule for locked videos.
 */
export function createSharingModule(
  infra: ModuleInfra,
  deps: { activities: ActivitiesService; workspaces: WorkspacesService },
  { teasers, spokenIndex }: { teasers: Teasers; spokenIndex?: SpokenIndexOptions },
) {
  const origin = new URL(infra.config.publicUrl).origin;
  const service = createSharingService({
    repository: createSharingRepository(infra.db),
    ...deps,
    origin,
    siteName: BRAND_NAMES[infra.config.brand],
    writes: infra.writes,
  });
  const index = createSpokenIndexSync(createSpokenIndexRepository(infra.db), infra.writes, spokenIndex);
  const search = createSpokenSearch({
    repository: createSpokenSearchRepository(infra.db),
    index,
    activities: deps.activities,
    writes: infra.writes,
  });
  const teaserView = createTeaserView({ teasers, repository: createSharingRepository(infra.db) });
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(teaserViewRoutes, { teaserView });
    await app.register(sharingRoutes, { sharing: service, storage: infra.storage, origin });
    await app.register(spokenSearchRoutes, { search, index });
  };
  return { module: { name: 'sharing', routes, pageHead: service.pageHead } satisfies AppModule, service };
}
