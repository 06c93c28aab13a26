import {
  errorResponseSchema,
  hideBodySchema,
  liveQuestionsResponseSchema,
  liveReplayResponseSchema,
  replayChatQuerySchema,
  replayChatResponseSchema,
} from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { optionalUser, requireUser } from '../../http/current-user.js';
import { commonErrorResponses } from '../../http/route-schemas.js';
import type { LiveService } from './live.service.js';

const tags = ['live'];
const idParams = z.object({ id: z.string().uuid() });
const errors = { ...commonErrorResponses, 409: errorResponseSchema };
const tokenHeaders = z.object({ 'x-live-token': z.string().max(200).optional() });

/**
 * Live Q&A's HTTP calls (issue 31; not in the spec, so designed in its style): the room's questions for a participant
 * (asking, voting and marking go over the room's socket), and after the live, its questions and chat for the video
 * page. The host hides a question or a message during the live as after it; the room's signals update everyone.
 */
export const liveQuestionsRoutes: FastifyPluginAsyncZod<{ live: LiveService }> = async (app, { live }) => {
  app.get(
    '/api/activities/:id/live/questions',
    { schema: { tags, params: idParams, headers: tokenHeaders, response: { 200: liveQuestionsResponseSchema, ...errors } } },
    async (request) => {
      const member = await live.authenticate(requireUser(request), request.params.id, request.headers['x-live-token']);
      return live.questions.list(member);
    },
  );

  app.get(
    '/api/activities/:id/live/replay',
    { schema: { tags, params: idParams, response: { 200: liveReplayResponseSchema, ...errors } } },
    async (request) => live.questions.replay(optionalUser(request), request.params.id),
  );

  app.get(
    '/api/activities/:id/live/chat',
    { schema: { tags, params: idParams, querystring: replayChatQuerySchema, response: { 200: replayChatResponseSchema, ...errors } } },
    async (request) => ({
      results: await live.questions.replayChat(optionalUser(request), request.params.id, {
        fromMs: request.query.from_ms,
        toMs: request.query.to_ms,
      }),
    }),
  );

  app.put(
    '/api/activities/:id/live/questions/:questionId/hidden',
    {
      schema: {
        tags,
        params: idParams.extend({ questionId: z.string().uuid() }),
        body: hideBodySchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await live.questions.hideQuestion(requireUser(request), request.params.id, request.params.questionId, request.body.hidden);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/api/activities/:id/live/chat/:messageId/hidden',
    {
      schema: {
        tags,
        params: idParams.extend({ messageId: z.string().uuid() }),
        body: hideBodySchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await live.questions.hideChat(requireUser(request), request.params.id, request.params.messageId, request.body.hidden);
      return reply.status(204).send(null);
    },
  );
};
