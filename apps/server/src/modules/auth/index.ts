import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { SessionResolver } from '../../http/current-user.js';
import { createMomentCache } from '../../infra/cache/moment-cache.js';
import { eitherGeneration } from '../../infra/cache/session-revocations.js';
import type { AppModule, ModuleInfra } from '../module.js';
import type { UsersService } from '../users/index.js';
import type { WorkspacesService } from '../workspaces/index.js';
import { createAuthJobs } from './auth.jobs.js';
import type { AuthRepository } from './auth.repository.js';
import { authRoutes } from './auth.routes.js';
import { createAuthService, type AuthLimits } from './auth.service.js';
import { readSessionToken } from './session-cookie.js';

/** What other modules use of this one (ARCHITECTURE: a module is imported through its index.ts only). */
export { loginEvents } from './auth.table.js';

export { createAuthRepository } from './auth.repository.js';

/**
 * A browser opening a page asks for several lists at once, each with the same session, and a viewer keeps asking as
 * they scroll: a session (with the caller's roles and plans) read by a request is used again by that caller's reads for
 * a few seconds. Any change made through this server (a log-out, a new role, a plan bought) makes every kept one old at
 * once. A session that stops being good anywhere (a log-out, a password changed or reset, an account removed, a
 * follower removed from a private channel) does so on every instance as soon as the revocation reaches it over the
 * realtime bus; other changes made on another instance or by a job (a plan bought through a webhook there, a plan run
 * out) show within RECENT_SESSIONS.ttlMs.
 */
export const RECENT_SESSIONS = { ttlMs: 5_000, maxEntries: 20_000 };
export { ONE_ADDRESS_TEST_LIMITS, type AuthLimits } from './auth.service.js';

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
    revokeSessions: () => infra.sessionRevocations.revoke(),
  });
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(authRoutes, { auth: service, secureCookies: infra.config.publicUrl.startsWith('https:') });
  };
  const recentSessions = createMomentCache<Awaited<ReturnType<typeof service.userForSession>>>({
    ...RECENT_SESSIONS,
    generation: eitherGeneration(infra.writes, infra.sessionRevocations),
  });
  const sessions: SessionResolver = {
    async resolve(request: FastifyRequest, withStanding: boolean) {
      const token = readSessionToken(request);
      if (!token) return null;
      // A request that may change data checks its session as stored now; reads share a lookup made this second.
      if (request.method !== 'GET' && request.method !== 'HEAD') return service.userForSession(token, withStanding);
      return recentSessions.get(`${withStanding}:${token}`, () => service.userForSession(token, withStanding));
    },
  };
  const jobs = createAuthJobs({ repository, users, mailer: infra.mailer, publicUrl: infra.config.publicUrl });
  return { module: { name: 'auth', routes, jobs } satisfies AppModule, service, sessions };
}
