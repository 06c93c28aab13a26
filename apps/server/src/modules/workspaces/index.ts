import type { FastifyPluginAsync } from 'fastify';
import type { AppModule, ModuleInfra } from '../module.js';
import type { UsersService } from '../users/index.js';
import { createKeywordsRepository } from './keywords.repository.js';
import { keywordsRoutes } from './keywords.routes.js';
import { createKeywordsService } from './keywords.service.js';
import { createMembersJobs } from './members.jobs.js';
import { createMembersRepository } from './members.repository.js';
import { membersRoutes } from './members.routes.js';
import { createMembersService, type MemberLimits } from './members.service.js';
import { createWorkspacesRepository } from './workspaces.repository.js';
import { workspacesRoutes } from './workspaces.routes.js';
import { createWorkspacesService, type ChannelLimit, type FeatureGate } from './workspaces.service.js';

/** What other modules use of this one (ARCHITECTURE: a module is imported through its index.ts only). */
export { membershipsSubquery } from './workspaces.repository.js';
export { keywords, workspaces } from './workspaces.table.js';
export { followerRemoved } from './workspaces.events.js';

export type { ChannelLimit, ChannelPricing, FeatureGate, WorkspaceAccess, WorkspacesService } from './workspaces.service.js';
export type { WorkspaceRow } from './workspaces.repository.js';
export type { MemberLimits, MembersService } from './members.service.js';
export type { KeywordsService } from './keywords.service.js';

/** Channels with their follows, invitations and keywords. */
export function createWorkspacesModule(
  infra: ModuleInfra,
  users: UsersService,
  memberLimits?: Partial<MemberLimits>,
  requireFeature?: FeatureGate,
  channelLimit?: ChannelLimit,
) {
  const repository = createWorkspacesRepository(infra.db);
  const keywordsRepository = createKeywordsRepository(infra.db);
  const membersRepository = createMembersRepository(infra.db);
  const workspaces = createWorkspacesService({
    repository,
    unitOfWork: infra.unitOfWork,
    keywords: keywordsRepository,
    users,
    storage: infra.storage,
    requireFeature,
    channelLimit,
    writes: infra.writes,
  });
  const members = createMembersService({
    repository: membersRepository,
    workspacesRepository: repository,
    workspaces,
    users,
    unitOfWork: infra.unitOfWork,
    jobs: infra.jobs,
    events: infra.events,
    rateLimits: infra.rateLimits,
    limits: memberLimits,
    revokeSessions: () => infra.sessionRevocations.revoke(),
  });
  const keywords = createKeywordsService({
    repository: keywordsRepository,
    workspaces,
    workspacesRepository: repository,
    rateLimits: infra.rateLimits,
  });
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(workspacesRoutes, { workspaces });
    await app.register(membersRoutes, { members });
    await app.register(keywordsRoutes, { keywords });
  };
  const jobs = createMembersJobs({
    repository: membersRepository,
    workspacesRepository: repository,
    users,
    mailer: infra.mailer,
    publicUrl: infra.config.publicUrl,
  });
  return { module: { name: 'workspaces', routes, jobs } satisfies AppModule, service: workspaces, members, keywords };
}
