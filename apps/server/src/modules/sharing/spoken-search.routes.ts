import { spokenSearchQuerySchema, spokenSearchResultSchema } from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { optionalUser } from '../../http/current-user.js';
import { commonErrorResponses } from '../../http/route-schemas.js';
import type { SpokenSearch } from './spoken-search.js';

export const spokenSearchRoutes: FastifyPluginAsyncZod<{ search: SpokenSearch }> = async (app, { search }) => {
  app.get(
    '/api/search/chunks',
    {
      // A database-heavy query: under a flood it waits its turn instead of starving every other route.
      config: { boundedQueue: true },
      schema: {
        tags: ['sharing'],
        querystring: spokenSearchQuerySchema,
        response: { 200: spokenSearchResultSchema, ...commonErrorResponses },
      },
    },
    async (request) => search(optionalUser(request), request.query.q, request.query.page),
  );
};
