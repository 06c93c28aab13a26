import {
  adminWorkspacePageSchema,
  createdWorkspaceSchema,
  createWorkspaceBodySchema,
  pageQuerySchema,
  PAGE_SIZES,
  suggestionsQuerySchema,
  workspaceImageBodySchema,
  workspaceImageResponseSchema,
  workspacePageSchema,
} from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commonErrorResponses, workspaceParams } from '../../http/route-schemas.js';
import { requireUser } from '../../http/current-user.js';
import { GUEST_LIST_CACHE_MS } from '../../http/guest-cache.js';
import { uncheckedJsonSerializer } from '../../http/unchecked-serializer.js';
import type { WorkspacesService } from './workspaces.service.js';

const tags = ['workspaces'];
/** A signed-in home page's own lists: paged from the caller's standing, read with the session (workspaces-directory.ts). */
const memberListConfig = { boundedQueue: true, callerStanding: true };
const memberPage = pageQuerySchema.extend({ limit: z.coerce.number().int().min(1).max(50).default(PAGE_SIZES.myChannels) });

export const workspacesRoutes: FastifyPluginAsyncZod<{ workspaces: WorkspacesService }> = async (app, { workspaces }) => {
  app.post(
    '/api/workspaces',
    { schema: { tags, body: createWorkspaceBodySchema, response: { 201: createdWorkspaceSchema, ...commonErrorResponses } } },
    async (request, reply) => {
      const workspace = await workspaces.create(requireUser(request), request.body);
      return reply.status(201).send({ workspace_id: workspace.id, slug: workspace.slug });
    },
  );

  app.get(
    '/api/workspaces',
    {
      config: { boundedQueue: true },
      schema: { tags, querystring: pageQuerySchema, response: { 200: adminWorkspacePageSchema, ...commonErrorResponses } },
    },
    async (request) => workspaces.listAll(requireUser(request), request.query.limit, request.query.offset),
  );

  app.get(
    '/api/workspaces/mine',
    {
      config: memberListConfig,
      serializerCompiler: uncheckedJsonSerializer,
      schema: { tags, querystring: memberPage, response: { 200: workspacePageSchema, ...commonErrorResponses } },
    },
    async (request) => workspaces.mine(requireUser(request), request.query.limit, request.query.offset),
  );

  app.get(
    '/api/workspaces/followed',
    {
      config: memberListConfig,
      serializerCompiler: uncheckedJsonSerializer,
      schema: { tags, querystring: memberPage, response: { 200: workspacePageSchema, ...commonErrorResponses } },
    },
    async (request) => workspaces.followed(requireUser(request), request.query.limit, request.query.offset),
  );

  app.get(
    '/api/workspaces/suggestions',
    {
      // The same for everyone who asks: guests' answers are served again for a moment.
      config: { boundedQueue: true, guestCacheMs: GUEST_LIST_CACHE_MS },
      schema: { tags, querystring: suggestionsQuerySchema, response: { 200: workspacePageSchema, ...commonErrorResponses } },
    },
    async (request) => {
      const { limit, offset, keywords, category, title } = request.query;
      const keywordList = keywords
        ?.split(',')
        .map((keyword) => keyword.trim().toLowerCase())
        .filter(Boolean);
      return workspaces.suggestions({ keywords: keywordList, category, title: title?.trim() || undefined }, limit, offset);
    },
  );

  for (const kind of ['logo', 'banner'] as const) {
    app.put(
      `/api/workspaces/:id/${kind}`,
      {
        // A 2.5 MB banner is 3.4 MB as base64 in JSON.
        bodyLimit: 4 * 1024 * 1024,
        schema: {
          tags,
          params: workspaceParams,
          body: workspaceImageBodySchema,
          response: { 200: workspaceImageResponseSchema, ...commonErrorResponses },
        },
      },
      async (request) => ({ url: await workspaces.setImage(requireUser(request), request.params.id, kind, request.body.base64) }),
    );
  }
};
