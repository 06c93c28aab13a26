import { errorResponseSchema, recordingListSchema } from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { optionalUser, requireUser } from '../../http/current-user.js';
import { commonErrorResponses } from '../../http/route-schemas.js';
import type { UploadsService } from './uploads.service.js';

const tags = ['upload'];
const errors = { ...commonErrorResponses, 409: errorResponseSchema, 413: errorResponseSchema };

/** A webinar's recordings once uploaded: listed for watching, and deleted by its host. */
export const recordingsRoutes: FastifyPluginAsyncZod<{ uploads: UploadsService }> = async (app, { uploads }) => {
  app.get(
    '/api/activities/:id/recording',
    { schema: { tags, params: z.object({ id: z.string().uuid() }), response: { 200: recordingListSchema, ...errors } } },
    async (request) => uploads.recordings(optionalUser(request), request.params.id),
  );

  app.delete(
    '/api/activities/:id/recording/:recordingId',
    {
      schema: { tags, params: z.object({ id: z.string().uuid(), recordingId: z.string().uuid() }), response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await uploads.deleteRecording(requireUser(request), request.params.id, request.params.recordingId);
      return reply.status(204).send(null);
    },
  );
};
