import {
  createRedeemCodesBodySchema,
  errorResponseSchema,
  redeemBodySchema,
  redeemCodeListSchema,
  redeemResultSchema,
  REDEEM_LIMITS,
} from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../../http/current-user.js';
import { commonErrorResponses, workspaceParams } from '../../../http/route-schemas.js';
import { enforceRateLimits, type RateLimitStore } from '../../../infra/rate-limit/rate-limiter.js';
import type { RedeemService } from './redeem.service.js';

const tags = ['redeem'];
const errors = { ...commonErrorResponses, 409: errorResponseSchema };
const perAccount = { max: REDEEM_LIMITS.perAccount, windowMs: REDEEM_LIMITS.windowMs };
const perAddress = { max: REDEEM_LIMITS.perAddress, windowMs: REDEEM_LIMITS.windowMs };

export const redeemRoutes: FastifyPluginAsyncZod<{ redeem: RedeemService; rateLimits: RateLimitStore }> = async (
  app,
  { redeem, rateLimits },
) => {
  app.post(
    '/api/users/redeem',
    { schema: { tags, body: redeemBodySchema, response: { 201: redeemResultSchema, ...errors } } },
    async (request, reply) => {
      const user = requireUser(request);
      // Every try counts, right or wrong: a code is a secret worth guessing, and each guess costs a lookup.
      await enforceRateLimits(rateLimits, [
        [`redeem-user:${user.id}`, perAccount],
        [`redeem-ip:${request.ip}`, perAddress],
      ]);
      return reply.status(201).send(await redeem.redeem(user, request.body.code));
    },
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
