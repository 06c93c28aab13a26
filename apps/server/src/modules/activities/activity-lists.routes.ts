import {
  ACTIVITY_PAGE_SIZES,
  ACTIVITY_STATUSES,
  activityListQuerySchema,
  activityPageSchema,
  playbackQuerySchema,
  publicPlaybackQuerySchema,
  type ActivityStatus,
} from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors.js';
import { optionalUser } from '../../http/current-user.js';
import { workspaceParams } from '../../http/route-schemas.js';
import { GUEST_LIST_CACHE_MS } from '../../http/guest-cache.js';
import { uncheckedJsonSerializer } from '../../http/unchecked-serializer.js';
import type { ActivitiesService } from './activities.service.js';
import { errors, idParams, tags } from './activity-route-schemas.js';

const pageOf = (limit: number) =>
  z.object({ limit: z.coerce.number().int().min(1).max(50).default(limit), offset: z.coerce.number().int().min(0).default(0) });
const listConfig = { boundedQueue: true, callerStanding: true };
/** The home rows and channel video lists a crowd of guests reads: a guest's answer is reused for up to a second. */
const guestListConfig = { ...listConfig, guestCacheMs: GUEST_LIST_CACHE_MS };

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

/** The lists of webinars and videos: a channel's, a course's, the live zone and the latest videos. */
export const activityListsRoutes: FastifyPluginAsyncZod<{ activities: ActivitiesService }> = async (app, { activities }) => {
  app.get(
    '/api/workspaces/:id/activities',
    {
      config: listConfig,
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
      config: listConfig,
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
      config: guestListConfig,
      serializerCompiler: uncheckedJsonSerializer,
      schema: { tags, querystring: pageOf(ACTIVITY_PAGE_SIZES.liveZone), response: { 200: activityPageSchema, ...errors } },
    },
    async (request) => activities.incoming(optionalUser(request), request.query.limit, request.query.offset),
  );

  app.get(
    '/api/activities/playbacks',
    {
      config: guestListConfig,
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
      config: guestListConfig,
      serializerCompiler: uncheckedJsonSerializer,
      schema: { tags, params: workspaceParams, querystring: playbackQuerySchema, response: { 200: activityPageSchema, ...errors } },
    },
    async (request) => {
      const { keywords, title, limit, offset } = request.query;
      const filter = { keywordIds: splitIds(keywords), title };
      return activities.playbacksOfWorkspace(optionalUser(request), request.params.id, filter, limit, offset);
    },
  );

  app.get(
    '/api/courses/:id/playbacks',
    {
      config: guestListConfig,
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
};
