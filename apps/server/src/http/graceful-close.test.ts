import Fastify from 'fastify';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { createRootLogger } from '../infra/logging/logger.js';
import { closeGracefully } from './graceful-close.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A POST whose body is sent in two parts; `between` runs after the first. Answers the status line, or '' if cut. */
async function twoPartPost(port: number, between: () => Promise<void>, finish: boolean): Promise<string> {
  const body = Buffer.from(JSON.stringify({ text: 'held while the server stops' }));
  const socket = net.connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
  socket.on('error', () => undefined);
  const closed = new Promise((resolve) => socket.once('close', resolve));
  socket.write(`POST /echo HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\n\r\n`);
  socket.write(body.subarray(0, 5));
  await sleep(100);
  await between();
  if (finish) socket.write(body.subarray(5));
  await closed;
  return answer.split('\r\n')[0] ?? '';
}

describe('closeGracefully', () => {
  async function server() {
    const app = Fastify({ return503OnClosing: false });
    app.post('/echo', async (request) => request.body);
    await app.listen({ port: 0, host: '127.0.0.1' });
    return { app, port: (app.server.address() as net.AddressInfo).port };
  }
  const log = createRootLogger({ level: 'silent' });

  it('answers a request under way, then closes its kept-alive connection instead of waiting for the client', async () => {
    const { app, port } = await server();
    let closing: Promise<void> | undefined;
    const started = Date.now();
    const status = await twoPartPost(
      port,
      async () => {
        closing = closeGracefully(app, 10_000, log);
        await sleep(300);
      },
      true,
    );
    await closing;
    expect(status).toBe('HTTP/1.1 200 OK');
    // Node's keep-alive timeout is 5 s: the connection, idle after the answer, was closed well before.
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('cuts a request that is still under way after the grace', async () => {
    const { app, port } = await server();
    let closing: Promise<void> | undefined;
    let closedIn = 0;
    const status = await twoPartPost(
      port,
      async () => {
        const start = Date.now();
        closing = closeGracefully(app, 500, log).then(() => void (closedIn = Date.now() - start));
      },
      false,
    );
    await closing;
    expect(status).toBe('');
    expect(closedIn).toBeGreaterThanOrEqual(450);
    expect(closedIn).toBeLessThan(2000);
  });
});
