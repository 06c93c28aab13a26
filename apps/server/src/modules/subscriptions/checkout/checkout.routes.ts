import {
  checkoutSessionCreatedSchema,
  checkoutSessionSchema,
  createCheckoutSessionBodySchema,
  errorResponseSchema,
} from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../../http/current-user.js';
import { commonErrorResponses } from '../../../http/route-schemas.js';
import type { CheckoutService } from './checkout.service.js';

const tags = ['checkout'];
const errors = { ...commonErrorResponses, 402: errorResponseSchema, 409: errorResponseSchema, 502: errorResponseSchema };
const sessionParams = z.object({ id: z.string().min(1).max(255) });

interface Options {
  checkout: CheckoutService;
}

export const checkoutRoutes: FastifyPluginAsyncZod<Options> = async (app, { checkout }) => {
  app.post(
    '/api/checkout/sessions',
    { schema: { tags, body: createCheckoutSessionBodySchema, response: { 201: checkoutSessionCreatedSchema, ...errors } } },
    async (request, reply) => reply.status(201).send(await checkout.create(requireUser(request), request.body)),
  );

  app.get(
    '/api/checkout/sessions/:id',
    { schema: { tags, params: sessionParams, response: { 200: checkoutSessionSchema, ...errors } } },
    async (request) => checkout.status(requireUser(request), request.params.id),
  );
};
