import { errorResponseSchema, sandboxCheckoutSchema, sandboxPaymentBodySchema, sandboxPaymentResultSchema } from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors.js';
import { commonErrorResponses } from '../../http/route-schemas.js';
import { WebhookSignatureError, type CardPaymentProvider } from '../../infra/payments/card-provider.js';
import type { ProviderEvents } from './provider-events.js';
import type { SandboxCheckoutService } from './sandbox-checkout.service.js';

const errors = { ...commonErrorResponses, 402: errorResponseSchema, 409: errorResponseSchema, 502: errorResponseSchema };
const sessionParams = z.object({ id: z.string().min(1).max(255) });

interface Options {
  provider: CardPaymentProvider;
  events: ProviderEvents;
  sandbox: SandboxCheckoutService | null;
}

export const billingRoutes: FastifyPluginAsyncZod<Options> = async (app, { provider, events, sandbox }) => {
  // Stripe signs the exact bytes it sent: this route keeps the body raw, and trusts nothing in it but ids.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_request, body, done) => done(null, body));
    raw.post('/api/stripe/webhook', { schema: { tags: ['checkout'], hide: true } }, async (request) => {
      const signature = request.headers['stripe-signature'];
      let event;
      try {
        event = provider.verifyWebhook(request.body as Buffer, typeof signature === 'string' ? signature : undefined);
      } catch (error) {
        if (error instanceof WebhookSignatureError) throw new AppError('INVALID_WEBHOOK_SIGNATURE', error.message);
        throw error;
      }
      await events.receiveEvent(event);
      return { received: true };
    });
  });

  if (!sandbox) return;

  app.get(
    '/api/sandbox/checkout/:id',
    { schema: { tags: ['sandbox'], params: sessionParams, response: { 200: sandboxCheckoutSchema, ...errors } } },
    async (request) => sandbox.describe(request.params.id),
  );

  app.post(
    '/api/sandbox/checkout/:id/pay',
    {
      schema: {
        tags: ['sandbox'],
        params: sessionParams,
        body: sandboxPaymentBodySchema,
        response: { 200: sandboxPaymentResultSchema, ...errors },
      },
    },
    async (request) => sandbox.pay(request.params.id, request.body),
  );
};
