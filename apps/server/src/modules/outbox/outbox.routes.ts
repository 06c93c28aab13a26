import { errorResponseSchema, outboxPageSchema, pageQuerySchema } from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../http/current-user.js';
import type { OutboxService } from './outbox.service.js';

export const outboxRoutes: FastifyPluginAsyncZod<{ outbox: OutboxService }> = async (app, { outbox }) => {
  app.get(
    '/api/admin/outbox',
    {
      schema: {
        tags: ['admin'],
        querystring: pageQuerySchema,
        response: { 200: outboxPageSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request) => outbox.list(requireUser(request), request.query.limit, request.query.offset),
  );
};
