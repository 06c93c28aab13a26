import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors.js';
import { optionalUser } from '../../http/current-user.js';
import type { ByteRange } from '../../infra/storage/storage.js';
import type { MediaService } from './media.service.js';

/** `bytes=100-` or `bytes=100-199`; other forms (suffix, several ranges) are answered whole. */
function parseRange(header: string | undefined): ByteRange | undefined {
  const match = /^bytes=(\d+)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match) return undefined;
  return { start: Number(match[1]), end: match[2] ? Number(match[2]) : undefined };
}

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
      const range = parseRange(request.headers.range);
      const stored = await storage.read(key, range);
      if (!stored) {
        if (range) return reply.status(416).send({ msg: 'BAD_REQUEST', message: 'range not satisfiable' });
        throw new AppError('NOT_FOUND', 'no such media file');
      }
      reply
        .type(contentType)
        .header('accept-ranges', 'bytes')
        .header('content-length', stored.end - stored.start + 1)
        // Private: the answer depends on who asks, so no shared cache may keep it.
        .header('cache-control', 'private, max-age=3600');
      if (range) reply.status(206).header('content-range', `bytes ${stored.start}-${stored.end}/${stored.totalSize}`);
      return reply.send(stored.body);
    },
  );
};
