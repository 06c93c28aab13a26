import type { FastifyInstance } from 'fastify';
import type { Logger } from '../infra/logging/logger.js';

/** How often kept-alive connections are looked at during a shutdown: one that has fallen idle is closed. */
const IDLE_CHECK_MS = 100;

/**
 * Stops the API taking requests and waits for those it holds, for at most `graceMs`. The listener closes at once, so a
 * balancer's next connection goes to another process; a kept-alive connection is answered and then closed as soon as
 * it falls idle (Node closes only the connections idle at the moment of closing); whatever still runs after the grace
 * is cut off, so a stuck request or a client that stopped sending cannot hold the shutdown. Only then may the caller
 * close what requests use (the database pool).
 */
export async function closeGracefully(app: FastifyInstance, graceMs: number, log: Logger): Promise<void> {
  const idle = setInterval(() => app.server.closeIdleConnections(), IDLE_CHECK_MS);
  const cutOff = setTimeout(() => {
    log.warn({ graceMs }, 'shutdown: requests still under way after the grace period are cut off');
    app.server.closeAllConnections();
  }, graceMs);
  try {
    await app.close();
  } finally {
    clearInterval(idle);
    clearTimeout(cutOff);
  }
}
