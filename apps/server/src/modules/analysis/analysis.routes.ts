import {
  analysisProgressSchema,
  chunkKeywordBodySchema,
  chunkListSchema,
  chunkSchema,
  createChunkBodySchema,
  errorResponseSchema,
  mediaUrlExpiry,
  putChunksBodySchema,
  transcriptSearchQuerySchema,
  transcriptSearchResultSchema,
  updateChunkBodySchema,
} from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { optionalUser, requireUser } from '../../http/current-user.js';
import { commonErrorResponses } from '../../http/route-schemas.js';
import type { ObjectStorage } from '../../infra/storage/storage.js';
import type { AnalysisService } from './analysis.service.js';

const tags = ['chunks'];
const idParams = z.object({ id: z.string().uuid() });
const errors = { ...commonErrorResponses, 409: errorResponseSchema };

/** Spec 001 §7 "Chunks", with their exact paths; times in milliseconds. */
export const analysisRoutes: FastifyPluginAsyncZod<{ analysis: AnalysisService; storage: ObjectStorage }> = async (
  app,
  { analysis, storage },
) => {
  app.get(
    '/api/activities/:id/analysis',
    { schema: { tags, params: idParams, response: { 200: analysisProgressSchema, ...errors } } },
    async (request) => analysis.progress(requireUser(request), request.params.id),
  );

  app.get(
    '/api/workspaces/:id/chunks/search',
    {
      config: { boundedQueue: true },
      schema: {
        tags,
        params: idParams,
        querystring: transcriptSearchQuerySchema,
        response: { 200: transcriptSearchResultSchema, ...errors },
      },
    },
    async (request) => ({
      results: await analysis.search(optionalUser(request), request.params.id, request.query.q, request.query.limit),
    }),
  );

  app.get(
    '/api/activities/:id/chunks',
    { schema: { tags, params: idParams, response: { 200: chunkListSchema, ...errors } } },
    async (request) => ({ results: await analysis.list(optionalUser(request), request.params.id) }),
  );

  app.put(
    '/api/activities/:id/chunks',
    { schema: { tags, params: idParams, body: putChunksBodySchema, response: { 200: chunkListSchema, ...errors } } },
    async (request) => ({ results: await analysis.replace(requireUser(request), request.params.id, request.body) }),
  );

  app.get(
    '/api/activities/:id/chunks/:chunkId',
    {
      schema: {
        tags,
        params: z.object({ id: z.string().uuid(), chunkId: z.string().uuid() }),
        response: { 200: chunkSchema, ...errors },
      },
    },
    async (request) => analysis.get(optionalUser(request), request.params.id, request.params.chunkId),
  );

  app.post(
    '/api/chunks',
    { schema: { tags, body: createChunkBodySchema, response: { 201: chunkSchema, ...errors } } },
    async (request, reply) => reply.status(201).send(await analysis.create(requireUser(request), request.body)),
  );

  app.put(
    '/api/chunks/:id',
    { schema: { tags, params: idParams, body: updateChunkBodySchema, response: { 200: chunkSchema, ...errors } } },
    async (request) => analysis.updateChunk(requireUser(request), request.params.id, request.body),
  );

  app.post(
    '/api/chunks/:id/keywords',
    { schema: { tags, params: idParams, body: chunkKeywordBodySchema, response: { 200: chunkSchema, ...errors } } },
    async (request) => analysis.addKeyword(requireUser(request), request.params.id, request.body.keyword_id),
  );

  app.delete(
    '/api/chunks/:id/keywords',
    { schema: { tags, params: idParams, body: chunkKeywordBodySchema, response: { 200: chunkSchema, ...errors } } },
    async (request) => analysis.removeKeyword(requireUser(request), request.params.id, request.body.keyword_id),
  );

  app.get(
    '/api/chunks/:id/media/:file',
    // A redirect, not JSON: no response schema.
    { schema: { tags, params: z.object({ id: z.string().uuid(), file: z.enum(['clip.mp4', 'thumbnail.jpg']) }) } },
    async (request, reply) => {
      const { key } = await analysis.media(optionalUser(request), request.params.id, request.params.file);
      // Access is checked here once; the bytes come from storage at a URL signed for minutes, as a recording's do.
      const url = await storage.signedUrl(key, mediaUrlExpiry(Date.now()));
      return reply.header('cache-control', 'private, no-store').redirect(url, 302);
    },
  );
};
