import type { FastifyPluginAsync } from 'fastify';
import { WORKSPACE_LANGUAGES } from '@platform/shared';
import type { CountryRequest } from '../../infra/geo/country-lookup.js';
import { transcribersFor, type Transcriber } from '../../infra/transcription/index.js';
import type { AppModule, ModuleInfra } from '../module.js';
import { systemRoutes } from './system.routes.js';
import { createTranscriptionEngines } from './transcription-engines.js';

export function createSystemModule(
  infra: ModuleInfra,
  lookupCountry: (request: CountryRequest) => Promise<string | null>,
  transcribers: readonly Transcriber[],
) {
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(systemRoutes, {
      pingDatabase: infra.database.ping,
      lookupCountry,
      engines: createTranscriptionEngines(transcribers),
      publicConfig: {
        single_channel: infra.config.singleChannel ?? null,
        guest_video_channels: infra.config.guestVideoChannels,
        brand: infra.config.brand,
        payment_sandbox: infra.config.paymentSandboxes,
        transcribed_languages: WORKSPACE_LANGUAGES.filter((language) => transcribersFor(transcribers, language).length > 0),
      },
    });
  };
  return { module: { name: 'system', routes } satisfies AppModule };
}
