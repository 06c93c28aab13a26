import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors.js';
import { optionalUser } from '../../http/current-user.js';
import { CAPTIONS_FILE } from './media-playlists.js';
import type { MediaService } from './media.service.js';

const captionsSignature = z.object({
  view: z.enum(['manage', 'watch']),
  expires: z.coerce.number().int(),
  sig: z.string().min(1).max(100),
});

export const mediaRoutes: FastifyPluginAsyncZod<{ media: MediaService }> = async (app, { media }) => {
  app.get(
    '/api/activities/:id/media/:recordingId/*',
    {
      schema: {
        tags: ['activities'],
        // Bytes or a redirect, not JSON: no response schema.
        params: z.object({ id: z.string().uuid(), recordingId: z.string().uuid(), '*': z.string().max(200) }),
        querystring: z.object({ view: z.string().optional(), expires: z.string().optional(), sig: z.string().optional() }),
      },
    },
    async (request, reply) => {
      const { id, recordingId, '*': fileName } = request.params;
      // Captions at the signed URL their playlist named, like the segments beside them.
      const signed = fileName === CAPTIONS_FILE && request.query.sig !== undefined;
      const signature = signed ? captionsSignature.safeParse(request.query) : null;
      if (signature && !signature.success) throw new AppError('FORBIDDEN', 'the link is wrong or expired');
      const file = signature?.success
        ? await media.signedCaptions(id, recordingId, signature.data)
        : await media.resolve(optionalUser(request), id, recordingId, fileName);
      // To the bytes at a URL signed for minutes; the redirect itself must not outlive this request's check.
      if (file.kind === 'signed') return reply.header('cache-control', 'private, no-store').redirect(file.url, 302);
      // Made from the current data and this caller's access: a host's correction shows on the next request.
      return reply.type(file.contentType).header('cache-control', 'private, no-cache').send(file.body);
    },
  );
};
