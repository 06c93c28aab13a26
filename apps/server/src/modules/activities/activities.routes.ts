import {
  ACTIVITY_PAGE_SIZES,
  ACTIVITY_STATUSES,
  activityListQuerySchema,
  activityPageSchema,
  activitySchema,
  activityStatusBodySchema,
  activityStatusResponseSchema,
  createActivityBodySchema,
  errorResponseSchema,
  playbackQuerySchema,
  publicPlaybackQuerySchema,
  updateActivityBodySchema,
  type ActivityStatus,
} from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors.js';
import { optionalUser, requireUser } from '../../http/current-user.js';
import { commonErrorResponses, workspaceParams } from '../../http/route-schemas.js';
import { uncheckedJsonSerializer } from '../../http/unchecked-serializer.js';
import type { ActivitiesService } from './activities.service.js';

const tags = ['activities'];
/** The home rows and channel video lists a crowd of guests reads: a guest's answer is reused for up to a second. */
const GUEST_LIST_CACHE_MS = 1_000;
const idParams = z.object({ id: z.string().uuid() });
const errors = { ...commonErrorResponses, 409: errorResponseSchema };
const pageOf = (limit: number) =>
  z.object({ limit: z.coerce.number().int().min(1).max(50).default(limit), offset: z.coerce.number().int().min(0).default(0) });

/** `status=SETUP,LIVE` → the statuses; an unknown one is bad input. */
function parseStatuses(value: string | undefined): ActivityStatus[] | undefined {
  if (!value) return undefined;
  const statuses = value.split(',').map((status) => status.trim());
  const unknown = statuses.filter((status) => !(ACTIVITY_STATUSES as readonly string[]).includes(status));
  if (unknown.length > 0) throw new AppError('VALIDATION_ERROR', 'unknown status', [{ path: 'status', message: 'invalid' }]);
  return statuses as ActivityStatus[];
}

function splitIds(value: string | undefined): string[] | undefined {
  const ids = value
    ?.split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  if (ids?.some((id) => !z.string().uuid().safeParse(id).success))
    throw new AppError('VALIDATION_ERROR', 'ids must be uuids', [{ path: 'keywords', message: 'invalid' }]);
  return ids?.length ? ids : undefined;
}

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

  app.get(
    '/api/workspaces/:id/activities',
    {
      config: { boundedQueue: true, callerStanding: true },
      serializerCompiler: uncheckedJsonSerializer,
      schema: { tags, params: workspaceParams, querystring: activityListQuerySchema, response: { 200: activityPageSchema, ...errors } },
    },
    async (request) => {
      const { status, limit, offset, not_expired } = request.query;
      const filter = { statuses: parseStatuses(status), notExpired: not_expired === 'true' };
      return activities.listOfWorkspace(optionalUser(request), request.params.id, filter, limit, offset);
    },
  );

  app.get(
    '/api/courses/:id/activities',
    {
      config: { boundedQueue: true, callerStanding: true },
      serializerCompiler: uncheckedJsonSerializer,
      schema: {
        tags,
        params: idParams,
        querystring: pageOf(ACTIVITY_PAGE_SIZES.courseWebinars),
        response: { 200: activityPageSchema, ...errors },
      },
    },
    async (request) => activities.listOfCourse(optionalUser(request), request.params.id, request.query.limit, request.query.offset),
  );

  app.get(
    '/api/activities/incoming-webinar',
    {
      config: { boundedQueue: true, guestCacheMs: GUEST_LIST_CACHE_MS, callerStanding: true },
      serializerCompiler: uncheckedJsonSerializer,
      schema: { tags, querystring: pageOf(ACTIVITY_PAGE_SIZES.liveZone), response: { 200: activityPageSchema, ...errors } },
    },
    async (request) => activities.incoming(optionalUser(request), request.query.limit, request.query.offset),
  );

  app.get(
    '/api/activities/playbacks',
    {
      config: { boundedQueue: true, guestCacheMs: GUEST_LIST_CACHE_MS, callerStanding: true },
      serializerCompiler: uncheckedJsonSerializer,
      schema: { tags, querystring: publicPlaybackQuerySchema, response: { 200: activityPageSchema, ...errors } },
    },
    async (request) => {
      const { subscribed, title, limit, offset } = request.query;
      return activities.latestPlaybacks(optionalUser(request), subscribed === 'true', title, limit, offset);
    },
  );

  app.get(
    '/api/workspaces/:id/playbacks',
    {
      config: { boundedQueue: true, guestCacheMs: GUEST_LIST_CACHE_MS, callerStanding: true },
      serializerCompiler: uncheckedJsonSerializer,
      schema: { tags, params: workspaceParams, querystring: playbackQuerySchema, response: { 200: activityPageSchema, ...errors } },
    },
    async (request) => {
      const { keywords, title, limit, offset } = request.query;
      return activities.playbacksOfWorkspace(
        optionalUser(request),
        request.params.id,
        { keywordIds: splitIds(keywords), title },
        limit,
        offset,
      );
    },
  );

  app.get(
    '/api/courses/:id/playbacks',
    {
      config: { boundedQueue: true, guestCacheMs: GUEST_LIST_CACHE_MS, callerStanding: true },
      serializerCompiler: uncheckedJsonSerializer,
      schema: {
        tags,
        params: idParams,
        querystring: pageOf(ACTIVITY_PAGE_SIZES.coursePlaybacks),
        response: { 200: activityPageSchema, ...errors },
      },
    },
    async (request) => activities.playbacksOfCourse(optionalUser(request), request.params.id, request.query.limit, request.query.offset),
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
