import {
  createProductBodySchema,
  errorResponseSchema,
  planPageSchema,
  planSchema,
  productReportSchema,
  productsQuerySchema,
  updatePlanBodySchema,
} from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { optionalUser, requireUser } from '../../../http/current-user.js';
import { commonErrorResponses, workspaceParams } from '../../../http/route-schemas.js';
import type { PlansService } from './plans.service.js';

const tags = ['plans'];
const planParams = z.object({ id: z.string().uuid() });
const errors = { ...commonErrorResponses, 502: errorResponseSchema };

export const plansRoutes: FastifyPluginAsyncZod<{ plans: PlansService }> = async (app, { plans }) => {
  app.post(
    '/api/products',
    { schema: { tags, body: createProductBodySchema, response: { 201: planSchema, ...errors } } },
    async (request, reply) => reply.status(201).send(await plans.create(requireUser(request), request.body)),
  );

  app.get(
    '/api/products',
    { schema: { tags, querystring: productsQuerySchema, response: { 200: productReportSchema, ...errors } } },
    async (request) => plans.productReport(requireUser(request), request.query.workspace_id),
  );

  app.get(
    '/api/workspaces/:id/plans',
    { schema: { tags, params: workspaceParams, response: { 200: planPageSchema, ...errors } } },
    async (request) => plans.ofWorkspace(optionalUser(request), request.params.id),
  );

  app.get('/api/plans/:id', { schema: { tags, params: planParams, response: { 200: planSchema, ...errors } } }, async (request) =>
    plans.get(optionalUser(request), request.params.id),
  );

  app.put(
    '/api/plans/:id',
    { schema: { tags, params: planParams, body: updatePlanBodySchema, response: { 200: planSchema, ...errors } } },
    async (request) => plans.update(requireUser(request), request.params.id, request.body),
  );
};
