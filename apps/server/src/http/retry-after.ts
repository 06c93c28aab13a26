import type { FastifyInstance } from 'fastify';
import { RetryLaterError } from '../infra/rate-limit/rate-limiter.js';

/**
 * A refusal that knows when the caller may come back (a rate limit, a resend gate) says so in the Retry-After header
 * (RFC 9110), whichever route refused. onError runs before the error handler, which keeps the headers set here.
 */
export function registerRetryAfter(app: FastifyInstance): void {
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof RetryLaterError) reply.header('retry-after', String(error.retryAfterSeconds));
  });
}
