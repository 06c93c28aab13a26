import {
  chunkSchema,
  errorResponseSchema,
  markTeaserBodySchema,
  teaserPlayBodySchema,
  teaserPlayResultSchema,
  teaserPlaysClaimBodySchema,
  teaserPlaysClaimResultSchema,
  teaserSettingsSchema,
  teaserStatsSchema,
} from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { optionalUser, requireUser } from '../../http/current-user.js';
import { commonErrorResponses } from '../../http/route-schemas.js';
import type { Teasers } from './teasers.js';

const tags = ['chunks'];
const idParams = z.object({ id: z.string().uuid() });
const errors = { ...commonErrorResponses, 409: errorResponseSchema };

/** Free previews (issue 31 item 3); paths not in spec 001, designed beside the chunk routes. */
export const teasersRoutes: FastifyPluginAsyncZod<{ teasers: Teasers }> = async (app, { teasers }) => {
  app.put(
    '/api/chunks/:id/teaser',
    { schema: { tags, params: idParams, body: markTeaserBodySchema, response: { 200: chunkSchema, ...errors } } },
    async (request) => teasers.mark(requireUser(request), request.params.id, request.body.teaser),
  );

  app.post(
    '/api/chunks/:id/teaser-plays',
    { schema: { tags, params: idParams, body: teaserPlayBodySchema, response: { 200: teaserPlayResultSchema, ...errors } } },
    async (request) => teasers.recordPlay(optionalUser(request), request.params.id, request.body.guest_id),
  );

  app.post(
    '/api/teaser-plays/claim',
    { schema: { tags, body: teaserPlaysClaimBodySchema, response: { 200: teaserPlaysClaimResultSchema, ...errors } } },
    async (request) => teasers.claimGuestPlays(requireUser(request), request.body.guest_id),
  );

  app.get(
    '/api/workspaces/:id/teaser-settings',
    { schema: { tags, params: idParams, response: { 200: teaserSettingsSchema, ...errors } } },
    async (request) => teasers.settings(requireUser(request), request.params.id),
  );

  app.put(
    '/api/workspaces/:id/teaser-settings',
    { schema: { tags, params: idParams, body: teaserSettingsSchema, response: { 200: teaserSettingsSchema, ...errors } } },
    async (request) => teasers.saveSettings(requireUser(request), request.params.id, request.body),
  );

  app.get(
    '/api/workspaces/:id/teaser-stats',
    { schema: { tags, params: idParams, response: { 200: teaserStatsSchema, ...errors } } },
    async (request) => teasers.stats(requireUser(request), request.params.id),
  );
};
