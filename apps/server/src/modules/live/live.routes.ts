import {
  errorResponseSchema,
  feedsResponseSchema,
  joinLiveBodySchema,
  joinLiveResponseSchema,
  participantRoleBodySchema,
  participantRoleResponseSchema,
  participantsResponseSchema,
  publishBodySchema,
  publishResponseSchema,
  subscribeBodySchema,
  subscribeResponseSchema,
  subscriptionAnswerBodySchema,
} from '@platform/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { optionalUser, requireUser } from '../../http/current-user.js';
import { commonErrorResponses } from '../../http/route-schemas.js';
import type { LiveMediaService } from './live-media.service.js';
import type { LiveService } from './live.service.js';

const tags = ['live'];
const idParams = z.object({ id: z.string().uuid() });
const errors = { ...commonErrorResponses, 409: errorResponseSchema, 503: errorResponseSchema };
const tokenHeaders = z.object({ 'x-live-token': z.string().max(200).optional() });

/** The live room's HTTP calls (spec 001 §7): joining, roles, and SDP for publishing and watching. */
export const liveRoutes: FastifyPluginAsyncZod<{ live: LiveService; media: LiveMediaService }> = async (app, { live, media }) => {
  /** The caller's participant in the room, from the session cookie and the join token. */
  async function member(request: FastifyRequest & { params: { id: string } }) {
    const token = request.headers['x-live-token'];
    return (await live.authenticate(requireUser(request), request.params.id, typeof token === 'string' ? token : undefined)).participant;
  }

  app.put(
    '/api/activities/:id/join',
    {
      schema: {
        tags,
        params: idParams,
        body: joinLiveBodySchema,
        response: { 200: joinLiveResponseSchema, 204: z.null().describe('not logged in: the web sends the user to log in'), ...errors },
      },
    },
    async (request, reply) => {
      const actor = optionalUser(request);
      // Spec §4: entering a live answers 204 to a guest, which sends them to log in.
      if (!actor) return reply.status(204).send(null);
      return live.join(actor, request.params.id, request.body);
    },
  );

  app.get(
    '/api/activities/:id/participants',
    { schema: { tags, params: idParams, response: { 200: participantsResponseSchema, ...errors } } },
    async (request) => live.participants(requireUser(request), request.params.id),
  );

  app.put(
    '/api/activities/:id/participants/:userId',
    {
      schema: {
        tags,
        params: idParams.extend({ userId: z.string().uuid() }),
        body: participantRoleBodySchema,
        response: { 200: participantRoleResponseSchema, ...errors },
      },
    },
    async (request) => live.setRole(requireUser(request), request.params.id, request.params.userId, request.body.new_role),
  );

  app.post(
    '/api/activities/:id/live/publish',
    {
      schema: {
        tags,
        params: idParams,
        headers: tokenHeaders,
        body: publishBodySchema,
        response: { 200: publishResponseSchema, ...errors },
      },
    },
    async (request) => media.publish(await member(request), request.body.kind, request.body.sdp),
  );

  app.get(
    '/api/activities/:id/live/feeds',
    { schema: { tags, params: idParams, headers: tokenHeaders, response: { 200: feedsResponseSchema, ...errors } } },
    async (request) => media.feeds(await member(request)),
  );

  app.delete(
    '/api/activities/:id/live/feeds/:feedId',
    {
      schema: {
        tags,
        params: idParams.extend({ feedId: z.string().max(100) }),
        headers: tokenHeaders,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await media.unpublish(await member(request), request.params.feedId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/activities/:id/live/subscriptions',
    {
      schema: {
        tags,
        params: idParams,
        headers: tokenHeaders,
        body: subscribeBodySchema,
        response: { 200: subscribeResponseSchema, ...errors },
      },
    },
    async (request) => media.subscribe(await member(request), request.body.feed_id),
  );

  const subscriptionParams = idParams.extend({ subscriptionId: z.string().max(100) });
  app.put(
    '/api/activities/:id/live/subscriptions/:subscriptionId',
    {
      schema: {
        tags,
        params: subscriptionParams,
        headers: tokenHeaders,
        body: subscriptionAnswerBodySchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await media.answer(await member(request), request.params.subscriptionId, request.body.sdp);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/activities/:id/live/subscriptions/:subscriptionId',
    { schema: { tags, params: subscriptionParams, headers: tokenHeaders, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await media.unsubscribe(await member(request), request.params.subscriptionId);
      return reply.status(204).send(null);
    },
  );
};
