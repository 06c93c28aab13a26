import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.js';
import type { Metrics } from './metrics.js';

export interface MetricsAccess {
  /** Asked as `Authorization: Bearer <token>`; null: anyone who reaches the listener may read. */
  token: string | null;
}

/** Whether the request's Authorization header carries the token; compared in constant time. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  if (!match) return false;
  // Digests have one length whatever was sent, which timingSafeEqual needs, and say nothing of the token's length.
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(match[1]!), digest(token));
}

/** Times every request by its route pattern (a path no route matched counts as `unmatched`). */
export function registerRequestMetrics(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
  });
}

/**
 * `GET /metrics` on the main port: served with a token, otherwise a 404 like any unknown path (the web app would
 * answer its index page there).
 */
export function registerMetricsRoute(app: FastifyInstance, metrics: Metrics, access: MetricsAccess | null): void {
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!access) throw new AppError('NOT_FOUND', 'metrics are not served here');
    if (access.token !== null && !bearerMatches(request.headers.authorization, access.token)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw new AppError('NOT_LOGGED_IN', 'a metrics token is needed');
    }
    reply.header('cache-control', 'no-store').type(metrics.contentType);
    return metrics.render();
  });
}

/** METRICS_PORT: a listener of its own answering only `GET /metrics`, for a private network and the worker role. */
export async function startMetricsServer(
  metrics: Metrics,
  { host, port, token }: MetricsAccess & { host: string; port: number },
): Promise<{ port: number; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://metrics').pathname;
    if (pathname !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    if (token !== null && !bearerMatches(request.headers.authorization, token)) {
      response.writeHead(401, { 'content-type': 'text/plain', 'www-authenticate': 'Bearer realm="metrics"' }).end('unauthorized\n');
      return;
    }
    metrics.render().then(
      (text) => response.writeHead(200, { 'content-type': metrics.contentType, 'cache-control': 'no-store' }).end(text),
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('metrics could not be read\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
