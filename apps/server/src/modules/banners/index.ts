import type { FastifyPluginAsync } from 'fastify';
import type { AppModule, ModuleInfra } from '../module.js';
import { createBannersRepository } from './banners.repository.js';
import { bannersRoutes } from './banners.routes.js';
import { createBannersService } from './banners.service.js';

export type { BannersService } from './banners.service.js';

export function createBannersModule(infra: ModuleInfra) {
  const service = createBannersService(createBannersRepository(infra.db), infra.storage);
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(bannersRoutes, { banners: service });
  };
  return { module: { name: 'banners', routes } satisfies AppModule, service };
}
