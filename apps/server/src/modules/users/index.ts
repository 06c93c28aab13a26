import type { FastifyPluginAsync } from 'fastify';
import type { AppModule, ModuleInfra } from '../module.js';
import { createPasswordHasher } from '../../infra/crypto/password.js';
import { createUsersRepository } from './users.repository.js';
import { usersRoutes } from './users.routes.js';
import { createUsersService } from './users.service.js';

/** What other modules use of this one (ARCHITECTURE: a module is imported through its index.ts only). */
export type { Actor, CallerStanding } from './users.policy.js';
export { toSessionUser } from './users.presenter.js';
export { users } from './users.table.js';
export type { UserRow } from './users.table.js';

export type { ReferrerLock, UsersService } from './users.service.js';

/** Accounts, profiles and their sessions: the bottom of the module order. */
export function createUsersModule(infra: ModuleInfra) {
  const service = createUsersService(
    createUsersRepository(infra.db),
    infra.unitOfWork,
    createPasswordHasher(infra.config.passwordHashing),
    () => infra.sessionRevocations.revoke(),
  );
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(usersRoutes, { users: service });
  };
  return { module: { name: 'users', routes } satisfies AppModule, service };
}
