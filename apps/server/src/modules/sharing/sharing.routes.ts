import { chunkPreviewSchema, shareSettingsSchema } from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendStoredFile } from '../../http/byte-range.js';
import { optionalUser, requireUser } from '../../http/current-user.js';
import { commonErrorResponses } from '../../http/route-schemas.js';
import type { ObjectStorage } from '../../infra/storage/storage.js';
import type { SharingService } from './sharing.service.js';
import { renderRobots } from './sitemap.js';

const tags = ['sharing'];
/** Crawlers ask often; an hour old is new enough for a list of pages. */
const SITEMAP_CACHE = 'public, max-age=3600';

export const sharingRoutes: FastifyPluginAsyncZod<{ sharing: SharingService; storage: ObjectStorage; origin: string }> = async (
  app,
  { sharing, storage, origin },
) => {
  app.get('/m/:chunkId', { schema: { tags, params: z.object({ chunkId: z.string().uuid() }) } }, async (request, reply) =>
    reply.redirect(await sharing.chunkLink(request.params.chunkId), 302),
  );

  app.get('/sitemap.xml', { schema: { tags } }, async (_request, reply) =>
    reply
      .header('cache-control', SITEMAP_CACHE)
      .type('application/xml; charset=utf-8')
      .send(await sharing.sitemap()),
  );

  app.get('/robots.txt', { schema: { tags } }, async (_request, reply) =>
    reply.header('cache-control', SITEMAP_CACHE).type('text/plain; charset=utf-8').send(renderRobots(origin)),
  );

  app.get(
    '/api/share/chunks/:id',
    { schema: { tags, params: z.object({ id: z.string().uuid() }), response: { 200: chunkPreviewSchema, ...commonErrorResponses } } },
    async (request) => sharing.preview(optionalUser(request), request.params.id),
  );

  app.get(
    '/api/share/chunks/:id/thumbnail.jpg',
    // Bytes, not JSON: no response schema.
    { schema: { tags, params: z.object({ id: z.string().uuid() }) } },
    async (request, reply) =>
      sendStoredFile(request, reply, { storage, key: await sharing.thumbnailKey(request.params.id), contentType: 'image/jpeg' }),
  );

  app.get(
    '/api/workspaces/:id/share-settings',
    { schema: { tags, params: z.object({ id: z.string().uuid() }), response: { 200: shareSettingsSchema, ...commonErrorResponses } } },
    async (request) => sharing.settings(requireUser(request), request.params.id),
  );

  app.put(
    '/api/workspaces/:id/share-settings',
    {
      schema: {
        tags,
        params: z.object({ id: z.string().uuid() }),
        body: shareSettingsSchema,
        response: { 200: shareSettingsSchema, ...commonErrorResponses },
      },
    },
    async (request) => sharing.saveSettings(requireUser(request), request.params.id, request.body),
  );
};
