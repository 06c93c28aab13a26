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
      const { key, contentType, storage } = await media.resolve(
        optionalUser(request),
        request.params.id,
        request.params.recordingId,
        request.params['*'],
      );
      return sendStoredFile(request, reply, { storage, key, contentType });
    },
  );
};
