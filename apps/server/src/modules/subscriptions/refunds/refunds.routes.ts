import {
  decideRefundBodySchema,
  errorResponseSchema,
  messageResponseSchema,
  pageQuerySchema,
  refundRequestBodySchema,
  refundRequestPageSchema,
  refundRequestSchema,
  refundRequestsQuerySchema,
} from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../../http/current-user.js';
import { commonErrorResponses } from '../../../http/route-schemas.js';
import type { RefundsService } from './refunds.service.js';

const tags = ['refunds'];
const idParams = z.object({ id: z.string().uuid() });
const errors = { ...commonErrorResponses, 409: errorResponseSchema, 502: errorResponseSchema };

export const refundsRoutes: FastifyPluginAsyncZod<{ refunds: RefundsService }> = async (app, { refunds }) => {
  app.post(
    '/api/invoices/:id/refund-request',
    { schema: { tags, params: idParams, body: refundRequestBodySchema, response: { 201: messageResponseSchema, ...errors } } },
    async (request, reply) => {
      await refunds.request(requireUser(request), request.params.id, request.body.reason);
      return reply.status(201).send({ msg: 'REFUND_REQUESTED' as const });
    },
  );

  app.get(
    '/api/refund-requests',
    {
      schema: {
        tags,
        querystring: refundRequestsQuerySchema.extend(pageQuerySchema.shape),
        response: { 200: refundRequestPageSchema, ...errors },
      },
    },
    async (request) => refunds.list(requireUser(request), request.query.status, request.query.limit, request.query.offset),
  );

  app.put(
    '/api/refund-requests/:id',
    { schema: { tags, params: idParams, body: decideRefundBodySchema, response: { 200: refundRequestSchema, ...errors } } },
    async (request) => refunds.decide(requireUser(request), request.params.id, request.body.status),
  );
};
