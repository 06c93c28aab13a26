import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { SessionResolver } from '../../http/current-user.js';
import type { AppModule, ModuleInfra } from '../module.js';
import type { UsersService } from '../users/users.service.js';
import type { WorkspacesService } from '../workspaces/workspaces.service.js';
import { createAuthJobs } from './auth.jobs.js';
import type { AuthRepository } from './auth.repository.js';
import { authRoutes } from './auth.routes.js';
import { createAuthService, type AuthLimits } from './auth.service.js';
import { readSessionToken } from './session-cookie.js';

export { createAuthRepository } from './auth.repository.js';
export type { AuthLimits } from './auth.service.js';

interface Deps {
  repository: AuthRepository;
  users: UsersService;
  workspaces: WorkspacesService;
  limits?: Partial<AuthLimits>;
}

export function createAuthModule(infra: ModuleInfra, { repository, users, workspaces, limits }: Deps) {
  const service = createAuthService({
    repository,
    users,
    workspaces,
    unitOfWork: infra.unitOfWork,
    jobs: infra.jobs,
    rateLimits: infra.rateLimits,
    limits,
  });
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(authRoutes, { auth: service, secureCookies: infra.config.publicUrl.startsWith('https:') });
  };
  const sessions: SessionResolver = {
    async resolve(request: FastifyRequest, withStanding: boolean) {
      const token = readSessionToken(request);
      return token ? service.userForSession(token, withStanding) : null;
    },
  };
  const jobs = createAuthJobs({ repository, users, mailer: infra.mailer, publicUrl: infra.config.publicUrl });
  return { module: { name: 'auth', routes, jobs } satisfies AppModule, service, sessions };
}
