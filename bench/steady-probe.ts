import http from 'node:http';
import type { Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { base } from './bench-support.js';
import { summarise, type LatencySummary } from './latency-summary.js';

/**
 * The route asked `perSecond` times a second for `seconds`, one request at a time on one keep-alive connection: a
 * measure of how long an answer takes, not a load. `responseBytes`: every byte the connection received.
 */
export async function probeSteadily(
  route: string,
  perSecond: number,
  seconds: number,
): Promise<LatencySummary & { responseBytes: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const samples: number[] = [];
  const sockets = new Set<Socket>();
  const startedAt = performance.now();
  try {
    for (let sent = 0; performance.now() - startedAt < seconds * 1000; sent += 1) {
      const wait = startedAt + (sent * 1000) / perSecond - performance.now();
      if (wait > 0) await sleep(wait);
      const requestStarted = performance.now();
      const status = await new Promise<number>((resolve, reject) => {
        const request = http.get(`${base}${route}`, { agent }, (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        });
        request.on('socket', (socket) => sockets.add(socket));
        request.on('error', reject);
      });
      if (status !== 200) throw new Error(`${route}: ${status}`);
      samples.push(performance.now() - requestStarted);
    }
  } finally {
    agent.destroy();
  }
  return { ...summarise(samples), responseBytes: [...sockets].reduce((sum, socket) => sum + socket.bytesRead, 0) };
}
