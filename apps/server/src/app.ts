import fastifyCookie from '@fastify/cookie';
import fastifyWebsocket from '@fastify/websocket';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import type { Container } from './container.js';
import { AppError } from './errors.js';
import { registerBoundedQueue } from './http/bounded-queue.js';
import { registerGuestCache } from './http/guest-cache.js';
import { refuseControlCharacters } from './http/control-characters.js';
import { registerCurrentUser } from './http/current-user.js';
import { answerClientError, answerFrameworkError, registerErrorHandler } from './http/error-handler.js';
import { registerLocalFiles } from './http/local-files.js';
import { registerRetryAfter } from './http/retry-after.js';
import { isCrossOriginMutation } from './http/same-origin.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { s3PublicOrigin } from './infra/storage/s3-storage.js';
import { registerWebApp } from './http/web-app.js';
import { registerMetricsRoute, registerRequestMetrics } from './infra/metrics/metrics-http.js';

/**
 * List queries at once and waiting: a few keep PostgreSQL busy, more only add latency to everything else. PGlite runs
 * queries one at a time on this thread, and queued queries chain through promise callbacks without letting I/O in;
 * one at a time, with the turn handed over on the next loop turn, keeps health checks and other routes answering.
 */
const LIST_QUEUE_LIMITS = { pglite: { running: 1, waiting: 64 }, postgres: { running: 4, waiting: 64 } };
/** Guest list answers kept at once: a page of JSON each, a few megabytes in all. */
const GUEST_CACHE_ENTRIES = 500;

/** The HTTP side of the API role: Fastify with the cross-cutting hooks, then every module's routes. */
export async function buildApp(container: Container): Promise<FastifyInstance> {
  const { config } = container;
  const app = Fastify({
    // pino's Logger is a FastifyBaseLogger; naming the base keeps the instance type the one plugins expect.
    loggerInstance: container.log as FastifyBaseLogger,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    genReqId: () => randomUUID(),
    logController: new LogController({ requestIdLogLabel: 'request_id' }),
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
    // While shutting down (main.ts), a request on a kept-alive connection is served and answered with
    // `Connection: close`, rather than refused with a 503 a balancer would pass on: the pool closes only after.
    return503OnClosing: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerRetryAfter(app);
  if (config.metrics) registerRequestMetrics(app, container.metrics);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await registerSecurityHeaders(app, config.publicUrl, config.s3 ? [s3PublicOrigin(config.s3)] : []);
  await app.register(fastifyCookie);
  // Live room signals and chat; a message is a chat line or a signal, never more than this.
  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });
  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Chunks platform API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
    // Schemas registered with an id (the error answer) become components the routes refer to.
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  refuseControlCharacters(app);
  // Before the queue: a guest served a kept answer takes no turn from those who need the database.
  registerGuestCache(app, { maxEntries: GUEST_CACHE_ENTRIES, writes: container.writes });
  registerBoundedQueue(app, LIST_QUEUE_LIMITS[container.database.kind]);
  const publicOrigin = new URL(config.publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/api/') && isCrossOriginMutation(request, publicOrigin)) {
      throw new AppError('CROSS_ORIGIN_REQUEST', 'requests that change data must come from this site');
    }
  });
  registerCurrentUser(app, container.sessions);
  if (container.localFiles) registerLocalFiles(app, container.localFiles);

  for (const module of container.modules) if (module.routes) await app.register(module.routes);
  // On METRICS_PORT instead when that is set (main.ts); a 404 here then, like any unknown path.
  registerMetricsRoute(app, container.metrics, config.metrics && config.metrics.port === null ? { token: config.metrics.token } : null);
  await registerWebApp(app, config.webDistDir, {
    pageHeads: container.modules.flatMap((module) => (module.pageHead ? [module.pageHead] : [])),
    writes: container.writes,
  });
  return app;
}
