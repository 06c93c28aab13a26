import type { FastifyPluginAsync } from 'fastify';
import type { AppModule, ModuleInfra } from '../module.js';
import type { WorkspacesService } from '../workspaces/index.js';
import type { PaidAccess } from './forum.policy.js';
import { createForumRepository } from './forum.repository.js';
import { forumRoutes } from './forum.routes.js';
import { createForumService, type ForumLimits } from './forum.service.js';

export type { ForumLimits, ForumService } from './forum.service.js';

/** Channel forums: threads, replies, and the offensive-word filter admins configure. */
export function createForumModule(
  infra: ModuleInfra,
  workspaces: WorkspacesService,
  paidAccess: (userId: string, workspaceId: string) => Promise<PaidAccess>,
  limits?: Partial<ForumLimits>,
) {
  const service = createForumService({
    repository: createForumRepository(infra.db),
    unitOfWork: infra.unitOfWork,
    rateLimits: infra.rateLimits,
    limits,
    workspaces,
    paidAccess,
  });
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(forumRoutes, { forum: service });
  };
  return { module: { name: 'forum', routes } satisfies AppModule, service };
}
