import type { FastifyPluginAsync } from 'fastify';
import type { AppModule } from '../module.js';
import { channelsRoutes } from './channels.routes.js';
import { createChannelsService } from './channels.service.js';

export type { ChannelsService } from './channels.service.js';

/** A channel's page and dashboard answers: the channel with the figures of the modules built on it. */
export function createChannelsModule(deps: Parameters<typeof createChannelsService>[0]) {
  const channels = createChannelsService(deps);
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(channelsRoutes, { channels });
  };
  return { module: { name: 'channels', routes } satisfies AppModule, service: channels };
}
