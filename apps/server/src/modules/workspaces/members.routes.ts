import {
  channelUsersPageSchema,
  errorResponseSchema,
  inviteBodySchema,
  joinBodySchema,
  joinLookupSchema,
  joinQuerySchema,
  pageQuerySchema,
  PAGE_SIZES,
} from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/current-user.js';
import type { MembersService } from './members.service.js';

const idParams = z.object({ id: z.string().min(1).max(100) });
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
const tags = ['workspaces'];

export const membersRoutes: FastifyPluginAsyncZod<{ members: MembersService }> = async (app, { members }) => {
  app.post(
    '/api/workspaces/:id/follow',
    { schema: { tags, params: idParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await members.follow(requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/workspaces/:id/follow',
    { schema: { tags, params: idParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await members.unfollow(requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/workspaces/:id/users',
    {
      schema: {
        tags,
        params: idParams,
        querystring: pageQuerySchema.extend({
          limit: z.coerce.number().int().min(1).max(100).default(PAGE_SIZES.channelUsers),
          plan: z.string().max(100).optional(),
        }),
        response: { 200: channelUsersPageSchema, ...errors },
      },
    },
    async (request) => members.followers(requireUser(request), request.params.id, request.query.limit, request.query.offset),
  );

  app.delete(
    '/api/workspaces/:id/users/:userId',
    { schema: { tags, params: idParams.extend({ userId: z.string().uuid() }), response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await members.removeFollower(requireUser(request), request.params.id, request.params.userId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/workspaces/:id/invitations',
    { schema: { tags, params: idParams, body: inviteBodySchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await members.invite(requireUser(request), request.params.id, request.body.email);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/join',
    { schema: { tags, querystring: joinQuerySchema, response: { 200: joinLookupSchema, ...errors } } },
    async (request) => ({ results: [{ email: await members.invitedEmail(request.query.workspace, request.query.pwd) }] }),
  );

  app.put(
    '/api/join',
    { schema: { tags, body: joinBodySchema, response: { 201: z.object({ workspace: z.string() }), ...errors } } },
    async (request, reply) => {
      const body = request.body;
      await members.join({
        workspace: body.workspace,
        invitationToken: body.invitation_token,
        email: body.email,
        password: body.password,
        firstName: body.first_name,
        lastName: body.last_name,
      });
      return reply.status(201).send({ workspace: body.workspace });
    },
  );
};
