import {
  channelUsersPageSchema,
  pageQuerySchema,
  PAGE_SIZES,
  updateWorkspaceBodySchema,
  workspaceDetailSchema,
  workspaceStatsSchema,
} from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { optionalUser, requireUser } from '../../http/current-user.js';
import { GUEST_LIST_CACHE_MS } from '../../http/guest-cache.js';
import { commonErrorResponses, workspaceParams } from '../../http/route-schemas.js';
import type { ChannelsService } from './channels.service.js';

const tags = ['workspaces'];

/** The channel answers that carry figures of the modules built on channels; the paths are the workspaces' (spec §7). */
export const channelsRoutes: FastifyPluginAsyncZod<{ channels: ChannelsService }> = async (app, { channels }) => {
  app.get(
    '/api/workspaces/:id',
    {
      // A guest's channel page depends on nothing but the channel: a crowd opening a shared link reads it once a moment.
      config: { guestCacheMs: GUEST_LIST_CACHE_MS },
      schema: { tags, params: workspaceParams, response: { 200: workspaceDetailSchema, ...commonErrorResponses } },
    },
    async (request) => channels.detail(optionalUser(request), request.params.id),
  );

  app.put(
    '/api/workspaces/:id',
    {
      schema: {
        tags,
        params: workspaceParams,
        body: updateWorkspaceBodySchema,
        response: { 200: workspaceDetailSchema, ...commonErrorResponses },
      },
    },
    async (request) => channels.update(requireUser(request), request.params.id, request.body),
  );

  app.delete(
    '/api/workspaces/:id',
    { schema: { tags, params: workspaceParams, response: { 204: z.null(), ...commonErrorResponses } } },
    async (request, reply) => {
      await channels.remove(requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/workspaces/:id/stats',
    { schema: { tags, params: workspaceParams, response: { 200: workspaceStatsSchema, ...commonErrorResponses } } },
    async (request) => channels.stats(requireUser(request), request.params.id),
  );

  app.get(
    '/api/workspaces/:id/users',
    {
      schema: {
        tags,
        params: workspaceParams,
        querystring: pageQuerySchema.extend({
          limit: z.coerce.number().int().min(1).max(100).default(PAGE_SIZES.channelUsers),
          // The plan whose holders to list (spec 001 §7 channel users).
          plan: z.string().uuid().optional(),
        }),
        response: { 200: channelUsersPageSchema, ...commonErrorResponses },
      },
    },
    async (request) =>
      channels.followers(requireUser(request), request.params.id, request.query.limit, request.query.offset, request.query.plan),
  );
};
