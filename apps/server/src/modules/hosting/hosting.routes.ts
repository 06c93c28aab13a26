import {
  errorResponseSchema,
  hostingCheckoutBodySchema,
  hostingCheckoutCreatedSchema,
  hostingCheckoutSchema,
  hostingInvoicePageSchema,
  hostingInvoicesQuerySchema,
  hostingPlanListSchema,
  hostingSubscriptionSchema,
  hostSubscriptionBodySchema,
  myHostingSchema,
  usageBodySchema,
  usageReportSchema,
} from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/current-user.js';
import { commonErrorResponses } from '../../http/route-schemas.js';
import type { HostingService } from './hosting.service.js';

const tags = ['hosting'];
const errors = { ...commonErrorResponses, 402: errorResponseSchema, 409: errorResponseSchema, 502: errorResponseSchema };

export const hostingRoutes: FastifyPluginAsyncZod<{ hosting: HostingService }> = async (app, { hosting }) => {
  app.get('/api/hosting-plans', { schema: { tags, response: { 200: hostingPlanListSchema, ...errors } } }, async (request) => {
    requireUser(request);
    return hosting.plans();
  });

  app.get('/api/hosting-plans/mine', { schema: { tags, response: { 200: myHostingSchema, ...errors } } }, async (request) =>
    hosting.mine(requireUser(request)),
  );

  app.post(
    '/api/stripe/subscriptions/host',
    { schema: { tags, body: hostSubscriptionBodySchema, response: { 201: hostingSubscriptionSchema, ...errors } } },
    async (request, reply) =>
      reply.status(201).send(await hosting.subscribe(requireUser(request), request.body.priceId, request.body.paymentMethodId)),
  );

  app.post(
    '/api/hosting/checkout',
    { schema: { tags, body: hostingCheckoutBodySchema, response: { 201: hostingCheckoutCreatedSchema, ...errors } } },
    async (request, reply) => reply.status(201).send(await hosting.checkout(requireUser(request), request.body.plan_key)),
  );

  app.get(
    '/api/hosting/checkout/:sessionId',
    {
      schema: {
        tags,
        params: z.object({ sessionId: z.string().min(1).max(255) }),
        response: { 200: hostingCheckoutSchema, ...errors },
      },
    },
    async (request) => hosting.checkoutStatus(requireUser(request), request.params.sessionId),
  );

  app.delete(
    '/api/hosting/subscriptions/:id',
    { schema: { tags, params: z.object({ id: z.string().uuid() }), response: { 200: hostingSubscriptionSchema, ...errors } } },
    async (request) => hosting.cancel(requireUser(request), request.params.id),
  );

  app.get(
    '/api/hosting/invoices',
    { schema: { tags, querystring: hostingInvoicesQuerySchema, response: { 200: hostingInvoicePageSchema, ...errors } } },
    async (request) => hosting.invoices(requireUser(request), request.query),
  );

  app.post(
    '/api/stripe/usage',
    { schema: { tags, body: usageBodySchema, response: { 201: usageReportSchema, ...errors } } },
    async (request, reply) =>
      reply.status(201).send(await hosting.reportUsage(requireUser(request), request.body.usage, request.body.activity_id ?? null)),
  );

  app.get(
    '/api/stripe/:id/usage',
    { schema: { tags, params: z.object({ id: z.string().uuid() }), response: { 200: usageReportSchema, ...errors } } },
    async (request) => hosting.usage(requireUser(request), request.params.id),
  );
};
