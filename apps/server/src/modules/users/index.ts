import type { FastifyPluginAsync } from 'fastify';
import type { AppModule, ModuleInfra } from '../module.js';
import { createUsersRepository } from './users.repository.js';
import { usersRoutes } from './users.routes.js';
import { createUsersService, type SessionEnder } from './users.service.js';

export type { UsersService, SessionEnder } from './users.service.js';

export function createUsersModule(infra: ModuleInfra, sessions: SessionEnder) {
  const service = createUsersService(createUsersRepository(infra.db), sessions);
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(usersRoutes, { users: service });
  };
  return { module: { name: 'users', routes } satisfies AppModule, service };
}
