import { teaserChunkListSchema } from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { optionalUser } from '../../http/current-user.js';
import { commonErrorResponses } from '../../http/route-schemas.js';
import type { TeaserViewReader } from './teaser-view.js';

/** Path not in spec 001: beside GET /api/activities/{id}/chunks, for those who may not read that list. */
export const teaserViewRoutes: FastifyPluginAsyncZod<{ teaserView: TeaserViewReader }> = async (app, { teaserView }) => {
  app.get(
    '/api/activities/:id/teasers',
    {
      schema: {
        tags: ['sharing'],
        params: z.object({ id: z.string().uuid() }),
        response: { 200: teaserChunkListSchema, ...commonErrorResponses },
      },
    },
    async (request) => ({ results: await teaserView(optionalUser(request), request.params.id) }),
  );
};
