import {
  cancelSubscriptionBodySchema,
  errorResponseSchema,
  subscriptionCountSchema,
  subscriptionListSchema,
  subscriptionSchema,
  subscriptionsQuerySchema,
  trialUseQuerySchema,
  trialUseSchema,
} from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/current-user.js';
import { commonErrorResponses } from '../../http/route-schemas.js';
import type { SubscriptionsService } from './subscriptions.service.js';

const tags = ['subscriptions'];
const errors = { ...commonErrorResponses, 409: errorResponseSchema, 502: errorResponseSchema };

export const subscriptionsRoutes: FastifyPluginAsyncZod<{ subscriptions: SubscriptionsService }> = async (app, { subscriptions }) => {
  app.get(
    '/api/subscriptions',
    {
      schema: {
        tags,
        description: "The caller's subscriptions; with plan and count=1, how many live ones of that plan they hold.",
        querystring: subscriptionsQuerySchema,
        response: { 200: z.union([subscriptionCountSchema, subscriptionListSchema]), ...errors },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      if (request.query.plan && request.query.count === 1) return { count: await subscriptions.countOfPlan(actor, request.query.plan) };
      return subscriptions.list(actor);
    },
  );

  app.get(
    '/api/subscriptions/trial',
    {
      schema: {
        tags,
        description: "Whether the caller has had the channel's one free trial: its plans are then sold at full price.",
        querystring: trialUseQuerySchema,
        response: { 200: trialUseSchema, ...errors },
      },
    },
    async (request) => subscriptions.trialUse(requireUser(request), request.query.workspace_id),
  );

  app.delete(
    '/api/subscriptions/:id',
    {
      schema: {
        tags,
        params: z.object({ id: z.string().uuid() }),
        body: cancelSubscriptionBodySchema,
        response: { 200: subscriptionSchema, ...errors },
      },
    },
    async (request) => subscriptions.cancel(requireUser(request), request.params.id, request.body?.confirmation),
  );
};
