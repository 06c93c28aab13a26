import type { FastifyPluginAsync } from 'fastify';
import type { CountryRequest } from '../../infra/geo/country-lookup.js';
import type { AppModule, ModuleInfra } from '../module.js';
import { systemRoutes } from './system.routes.js';

export function createSystemModule(infra: ModuleInfra, lookupCountry: (request: CountryRequest) => Promise<string | null>) {
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(systemRoutes, {
      pingDatabase: infra.database.ping,
      lookupCountry,
      publicConfig: {
        single_channel: infra.config.singleChannel ?? null,
        guest_video_channels: infra.config.guestVideoChannels,
        brand: infra.config.brand,
        payment_sandbox: infra.config.paymentSandboxes,
      },
    });
  };
  return { module: { name: 'system', routes } satisfies AppModule };
}
