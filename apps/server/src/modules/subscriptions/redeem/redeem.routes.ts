import {
  createRedeemCodesBodySchema,
  errorResponseSchema,
  redeemBodySchema,
  redeemCodeListSchema,
  redeemResultSchema,
} from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../../http/current-user.js';
import { commonErrorResponses, workspaceParams } from '../../../http/route-schemas.js';
import type { RedeemService } from './redeem.service.js';

const tags = ['redeem'];
const errors = { ...commonErrorResponses, 409: errorResponseSchema };

export const redeemRoutes: FastifyPluginAsyncZod<{ redeem: RedeemService }> = async (app, { redeem }) => {
  app.post(
    '/api/users/redeem',
    { schema: { tags, body: redeemBodySchema, response: { 201: redeemResultSchema, ...errors } } },
    async (request, reply) => reply.status(201).send(await redeem.redeem(requireUser(request), request.body.code)),
  );

  app.post(
    '/api/plans/:id/redeem-codes',
    {
      schema: {
        tags,
        params: z.object({ id: z.string().uuid() }),
        body: createRedeemCodesBodySchema,
        response: { 201: redeemCodeListSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await redeem.create(requireUser(request), request.params.id, request.body)),
  );

  app.get(
    '/api/workspaces/:id/redeem-codes',
    { schema: { tags, params: workspaceParams, response: { 200: redeemCodeListSchema, ...errors } } },
    async (request) => redeem.ofWorkspace(requireUser(request), request.params.id),
  );
};
