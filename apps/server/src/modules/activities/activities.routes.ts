import {
  activitySchema,
  activityStatusBodySchema,
  activityStatusResponseSchema,
  createActivityBodySchema,
  updateActivityBodySchema,
} from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { optionalUser, requireUser } from '../../http/current-user.js';
import { workspaceParams } from '../../http/route-schemas.js';
import type { ActivitiesService } from './activities.service.js';
import { errors, idParams, tags } from './activity-route-schemas.js';

/** One webinar: created in a channel or course, read, edited, and its status commands (the lists: activity-lists.routes.ts). */
export const activitiesRoutes: FastifyPluginAsyncZod<{ activities: ActivitiesService }> = async (app, { activities }) => {
  app.post(
    '/api/courses/:id/activities',
    { schema: { tags, params: idParams, body: createActivityBodySchema, response: { 201: activitySchema, ...errors } } },
    async (request, reply) =>
      reply.status(201).send(await activities.create(requireUser(request), { courseId: request.params.id }, request.body)),
  );

  app.post(
    '/api/workspaces/:id/activities',
    { schema: { tags, params: workspaceParams, body: createActivityBodySchema, response: { 201: activitySchema, ...errors } } },
    async (request, reply) =>
      reply.status(201).send(await activities.create(requireUser(request), { workspaceId: request.params.id }, request.body)),
  );

  app.get('/api/activities/:id', { schema: { tags, params: idParams, response: { 200: activitySchema, ...errors } } }, async (request) =>
    activities.detail(optionalUser(request), request.params.id),
  );

  // Spec: `?with=` names expansions (keywords, recording, plans, workspace); the answer always carries them all.
  app.get(
    '/api/activities/:id/simple',
    {
      schema: {
        tags,
        params: idParams,
        querystring: z.object({ with: z.string().max(200).optional() }),
        response: { 200: activitySchema, ...errors },
      },
    },
    async (request) => activities.detail(optionalUser(request), request.params.id),
  );

  app.put(
    '/api/activities/:id',
    { schema: { tags, params: idParams, body: updateActivityBodySchema, response: { 200: activitySchema, ...errors } } },
    async (request) => activities.update(requireUser(request), request.params.id, request.body),
  );

  // Spec 001 §7 names these two calls besides PUT; each changes its one field and answers the webinar.
  app.post(
    '/api/activities/:id/description',
    {
      schema: {
        tags,
        params: idParams,
        body: updateActivityBodySchema.pick({ description: true }).required(),
        response: { 200: activitySchema, ...errors },
      },
    },
    async (request) => activities.update(requireUser(request), request.params.id, { description: request.body.description }),
  );

  app.post(
    '/api/activities/:id/keywords',
    {
      schema: {
        tags,
        params: idParams,
        body: updateActivityBodySchema.pick({ keywords: true }).required(),
        response: { 200: activitySchema, ...errors },
      },
    },
    async (request) => activities.update(requireUser(request), request.params.id, { keywords: request.body.keywords }),
  );

  app.put(
    '/api/activities/:id/status',
    { schema: { tags, params: idParams, body: activityStatusBodySchema, response: { 200: activityStatusResponseSchema, ...errors } } },
    async (request) => activities.command(requireUser(request), request.params.id, request.body.command, request.body.broadcast_platforms),
  );
};
