import { recordedViewSchema, recordViewBodySchema } from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/current-user.js';
import { commonErrorResponses } from '../../http/route-schemas.js';
import type { ViewsService } from './views.service.js';

/** Path not shown in spec 001 §7: designed here, beside GET /api/activities/{id}/recording. */
export const viewsRoutes: FastifyPluginAsyncZod<{ views: ViewsService }> = async (app, { views }) => {
  app.post(
    '/api/activities/:id/views',
    {
      schema: {
        tags: ['activities'],
        params: z.object({ id: z.string().uuid() }),
        body: recordViewBodySchema,
        response: { 200: recordedViewSchema, ...commonErrorResponses },
      },
    },
    async (request) => views.record(requireUser(request), request.params.id, request.body.watched_seconds),
  );
};
