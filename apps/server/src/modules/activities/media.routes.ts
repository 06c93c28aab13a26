import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { optionalUser } from '../../http/current-user.js';
import { sendStoredFile } from '../../http/byte-range.js';
import type { MediaService } from './media.service.js';

export const mediaRoutes: FastifyPluginAsyncZod<{ media: MediaService }> = async (app, { media }) => {
  app.get(
    '/api/activities/:id/media/:recordingId/*',
    {
      schema: {
        tags: ['activities'],
        // Bytes, not JSON: no response schema.
        params: z.object({ id: z.string().uuid(), recordingId: z.string().uuid(), '*': z.string().max(200) }),
      },
    },
    async (request, reply) => {
      const file = await media.resolve(optionalUser(request), request.params.id, request.params.recordingId, request.params['*']);
      if (file.kind === 'stored') return sendStoredFile(request, reply, file);
      // Made from the transcript as it stands: a host's correction shows on the next request, and only to this caller.
      return reply.type(file.contentType).header('cache-control', 'private, no-cache').send(file.body);
    },
  );
};
