import {
  dcbChargeBodySchema,
  dcbSendBodySchema,
  dcbSentSchema,
  dcbVerifiedSchema,
  dcbVerifyBodySchema,
  errorResponseSchema,
} from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../../http/current-user.js';
import { commonErrorResponses } from '../../../http/route-schemas.js';
import type { CarrierBillingService } from './carrier-billing.service.js';

const tags = ['carrier billing'];
const errors = { ...commonErrorResponses, 402: errorResponseSchema, 409: errorResponseSchema, 502: errorResponseSchema };
/** Spec 001 §7: the web only needs the 200; the id lets it open the new subscription. */
const dcbChargedSchema = z.object({ msg: z.literal('CHARGED'), subscription_id: z.string() });

/** Spec 001 §7: send a code, verify it, charge the phone bill. */
export const carrierRoutes: FastifyPluginAsyncZod<{ carrier: CarrierBillingService }> = async (app, { carrier }) => {
  app.post(
    '/api/dcb/otp/send',
    { schema: { tags, body: dcbSendBodySchema, response: { 200: dcbSentSchema, ...errors } } },
    async (request) => carrier.sendCode(requireUser(request), request.body.phone_number, request.ip),
  );

  app.post(
    '/api/dcb/verify',
    { schema: { tags, body: dcbVerifyBodySchema, response: { 200: dcbVerifiedSchema, ...errors } } },
    async (request) => carrier.verifyCode(requireUser(request), request.body.phone_number, request.body.otp, request.ip),
  );

  app.post(
    '/api/dcb/charge',
    { schema: { tags, body: dcbChargeBodySchema, response: { 200: dcbChargedSchema, ...errors } } },
    async (request) => {
      const { phone_number, otp, plan_id } = request.body;
      const { subscriptionId } = await carrier.charge(requireUser(request), { phone: phone_number, otp, planId: plan_id });
      return { msg: 'CHARGED' as const, subscription_id: subscriptionId };
    },
  );
};
