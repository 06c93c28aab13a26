import {
  acceptInvitationBodySchema,
  inviteBodySchema,
  joinBodySchema,
  joinedResponseSchema,
  joinLookupSchema,
  joinQuerySchema,
} from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commonErrorResponses, workspaceParams } from '../../http/route-schemas.js';
import { requireUser } from '../../http/current-user.js';
import type { MembersService } from './members.service.js';

const tags = ['workspaces'];

export const membersRoutes: FastifyPluginAsyncZod<{ members: MembersService }> = async (app, { members }) => {
  app.post(
    '/api/workspaces/:id/follow',
    { schema: { tags, params: workspaceParams, response: { 204: z.null(), ...commonErrorResponses } } },
    async (request, reply) => {
      await members.follow(requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/workspaces/:id/follow',
    { schema: { tags, params: workspaceParams, response: { 204: z.null(), ...commonErrorResponses } } },
    async (request, reply) => {
      await members.unfollow(requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/workspaces/:id/users/:userId',
    {
      schema: { tags, params: workspaceParams.extend({ userId: z.string().uuid() }), response: { 204: z.null(), ...commonErrorResponses } },
    },
    async (request, reply) => {
      await members.removeFollower(requireUser(request), request.params.id, request.params.userId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/workspaces/:id/invitations',
    { schema: { tags, params: workspaceParams, body: inviteBodySchema, response: { 204: z.null(), ...commonErrorResponses } } },
    async (request, reply) => {
      await members.invite(requireUser(request), request.params.id, request.body.email);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/join',
    { schema: { tags, querystring: joinQuerySchema, response: { 200: joinLookupSchema, ...commonErrorResponses } } },
    async (request) => ({ results: [await members.invitation(request.query.workspace, request.query.pwd, request.ip)] }),
  );

  app.put(
    '/api/join',
    { schema: { tags, body: joinBodySchema, response: { 201: joinedResponseSchema, ...commonErrorResponses } } },
    async (request, reply) => {
      const body = request.body;
      await members.join(
        {
          workspace: body.workspace,
          invitationToken: body.invitation_token,
          email: body.email,
          password: body.password,
          firstName: body.first_name,
          lastName: body.last_name,
        },
        request.ip,
      );
      return reply.status(201).send({ workspace: body.workspace });
    },
  );

  app.post(
    '/api/join/accept',
    { schema: { tags, body: acceptInvitationBodySchema, response: { 204: z.null(), ...commonErrorResponses } } },
    async (request, reply) => {
      const actor = requireUser(request);
      await members.accept({ ...actor, email: actor.row.email }, request.body.workspace, request.body.invitation_token, request.ip);
      return reply.status(204).send(null);
    },
  );
};
