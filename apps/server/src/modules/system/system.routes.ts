import {
  chooseDisplayLanguage,
  errorResponseSchema,
  healthResponseSchema,
  localeResponseSchema,
  publicConfigSchema,
  transcriptionEnginesSchema,
  type PublicConfig,
} from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../http/current-user.js';
import type { CountryRequest } from '../../infra/geo/country-lookup.js';
import { AppError } from '../../errors.js';
import type { createTranscriptionEngines } from './transcription-engines.js';

interface Options {
  pingDatabase: () => Promise<void>;
  lookupCountry: (request: CountryRequest) => Promise<string | null>;
  publicConfig: PublicConfig;
  engines: ReturnType<typeof createTranscriptionEngines>;
}

export const systemRoutes: FastifyPluginAsyncZod<Options> = async (app, { pingDatabase, lookupCountry, publicConfig, engines }) => {
  // Liveness answers from memory: it must stay fast while the database is busy with list queries.
  app.get('/api/health', { schema: { tags: ['system'], response: { 200: healthResponseSchema } } }, async () => ({
    status: 'ok' as const,
  }));

  // Readiness asks the database, for load balancers that should stop sending traffic when it does not answer.
  app.get(
    '/api/health/ready',
    { schema: { tags: ['system'], response: { 200: healthResponseSchema, 503: errorResponseSchema } } },
    async (request) => {
      try {
        await pingDatabase();
      } catch (error) {
        request.log.error({ err: error }, 'database does not answer');
        throw new AppError('SERVICE_UNAVAILABLE', 'the database does not answer');
      }
      return { status: 'ok' as const };
    },
  );

  app.get('/api/config', { schema: { tags: ['system'], response: { 200: publicConfigSchema } } }, async () => publicConfig);

  app.get(
    '/api/admin/transcription',
    {
      schema: {
        tags: ['admin'],
        response: { 200: transcriptionEnginesSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request) => engines.list(requireUser(request)),
  );

  app.get('/api/locale', { schema: { tags: ['system'], response: { 200: localeResponseSchema } } }, async (request) => {
    const country = await lookupCountry({ ip: request.ip, headers: request.headers });
    return { country, language: chooseDisplayLanguage(country, request.headers['accept-language']) };
  });
};
