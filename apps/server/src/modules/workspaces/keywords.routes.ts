import { createKeywordBodySchema, keywordListSchema, keywordSchema, updateKeywordBodySchema } from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commonErrorResponses, workspaceParams } from '../../http/route-schemas.js';
import { requireUser } from '../../http/current-user.js';
import type { KeywordsService } from './keywords.service.js';

const tags = ['keywords'];

/** Paths as spec §7 names them: GET /api/keywords, GET /api/keyword?search=, POST /api/keywords. */
export const keywordsRoutes: FastifyPluginAsyncZod<{ keywords: KeywordsService }> = async (app, { keywords }) => {
  app.get('/api/keywords', { schema: { tags, response: { 200: keywordListSchema } } }, async () => ({
    results: await keywords.all(),
  }));

  app.get(
    '/api/keyword',
    {
      schema: {
        tags,
        querystring: z.object({ search: z.string().trim().min(1).max(50) }),
        response: { 200: keywordListSchema, ...commonErrorResponses },
      },
    },
    async (request) => ({ results: await keywords.search(request.query.search) }),
  );

  app.post(
    '/api/keywords',
    { schema: { tags, body: createKeywordBodySchema, response: { 201: keywordSchema, ...commonErrorResponses } } },
    async (request, reply) =>
      reply.status(201).send(await keywords.create(requireUser(request), request.body.keyword, request.body.category)),
  );

  app.put(
    '/api/keywords/:id',
    {
      schema: {
        tags,
        params: z.object({ id: z.string().uuid() }),
        body: updateKeywordBodySchema,
        response: { 200: keywordSchema, ...commonErrorResponses },
      },
    },
    async (request) => keywords.setCategory(requireUser(request), request.params.id, request.body.category),
  );

  app.post(
    '/api/workspaces/:id/keywords',
    {
      schema: {
        tags,
        params: workspaceParams,
        body: z.object({ keyword_id: z.string().uuid() }),
        response: { 204: z.null(), ...commonErrorResponses },
      },
    },
    async (request, reply) => {
      await keywords.addToWorkspace(requireUser(request), request.params.id, request.body.keyword_id);
      return reply.status(204).send(null);
    },
  );
};
