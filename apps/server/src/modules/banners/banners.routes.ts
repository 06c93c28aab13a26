import { bannerListSchema, bannerSchema, createBannerBodySchema } from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commonErrorResponses } from '../../http/route-schemas.js';
import { requireUser } from '../../http/current-user.js';
import type { BannersService } from './banners.service.js';

const tags = ['banners'];

export const bannersRoutes: FastifyPluginAsyncZod<{ banners: BannersService }> = async (app, { banners }) => {
  app.get('/api/banners', { schema: { tags, response: { 200: bannerListSchema } } }, async () => ({
    results: await banners.list(),
  }));

  app.post(
    '/api/banners',
    {
      bodyLimit: 4 * 1024 * 1024,
      schema: { tags, body: createBannerBodySchema, response: { 201: bannerSchema, ...commonErrorResponses } },
    },
    async (request, reply) =>
      reply.status(201).send(await banners.create(requireUser(request), request.body.base64, request.body.redirect_url)),
  );

  app.delete(
    '/api/banners/:id',
    { schema: { tags, params: z.object({ id: z.string().uuid() }), response: { 204: z.null(), ...commonErrorResponses } } },
    async (request, reply) => {
      await banners.remove(requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
