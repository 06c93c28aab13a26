import { spokenSearchQuerySchema, spokenSearchResultSchema } from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { optionalUser } from '../../http/current-user.js';
import { commonErrorResponses } from '../../http/route-schemas.js';
import { uncheckedJsonSerializer } from '../../http/unchecked-serializer.js';
import type { SpokenIndexSync } from './spoken-index-sync.js';
import type { SpokenSearch } from './spoken-search.js';

/** Says which path answered: `index` (memory) or `database` (while the index is being built). */
export const SPOKEN_SEARCH_SOURCE_HEADER = 'x-spoken-search';

export const spokenSearchRoutes: FastifyPluginAsyncZod<{ search: SpokenSearch; index: SpokenIndexSync }> = async (
  app,
  { search, index },
) => {
  // Built once the server is up, in the background; stopped before the database closes.
  app.addHook('onReady', async () => index.start(app.log));
  app.addHook('onClose', async () => index.stop());
  app.get(
    '/api/search/chunks',
    {
      // Database-heavy until the index is built: under a flood it waits its turn instead of starving every other route.
      config: { boundedQueue: true },
      // Checking every hit against the schema again took about as long as the index took to find them; the tests
      // parse these answers against it.
      serializerCompiler: uncheckedJsonSerializer,
      schema: {
        tags: ['sharing'],
        querystring: spokenSearchQuerySchema,
        response: { 200: spokenSearchResultSchema, ...commonErrorResponses },
      },
    },
    async (request, reply) => {
      const { result, source } = await search(optionalUser(request), request.query.q, request.query.page);
      void reply.header(SPOKEN_SEARCH_SOURCE_HEADER, source);
      return result;
    },
  );
};
