import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { startBalancer, type Balancer } from './balancer.js';

/** A backend answering its name (and the body it got), with a websocket that echoes with its name. */
async function backend(name: string) {
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => response.end(`${name}:${Buffer.concat(chunks).toString()}`));
  });
  const sockets = new WebSocketServer({ server });
  sockets.on('connection', (socket) => socket.on('message', (data: Buffer) => socket.send(`${name}:${data.toString()}`)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        sockets.close();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('the cluster balancer', () => {
  const opened: { close(): Promise<void> }[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((item) => item.close()));
  });
  async function balanced(backends: string[]): Promise<Balancer> {
    const balancer = await startBalancer({ port: 0, backends });
    opened.push(balancer);
    return balancer;
  }

  it('sends requests to each backend in turn, bodies included', async () => {
    const [one, two] = await Promise.all([backend('one'), backend('two')]);
    opened.push(one, two);
    const balancer = await balanced([one.url, two.url]);
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await (await fetch(balancer.url, { method: 'POST', body: `${i}` })).text());
    expect(answers).toEqual(['one:0', 'two:1', 'one:2', 'two:3']);
  });

  it('skips a backend whose port refuses connections, so a stopped process costs no failed request', async () => {
    const one = await backend('one');
    const stopped = await backend('stopped');
    await stopped.close();
    opened.push(one);
    const balancer = await balanced([stopped.url, one.url]);
    const answers = await Promise.all([0, 1, 2].map(async (i) => (await fetch(balancer.url, { method: 'POST', body: `${i}` })).text()));
    expect(answers.sort()).toEqual(['one:0', 'one:1', 'one:2']);
  });

  it('passes websockets through to a backend', async () => {
    const one = await backend('one');
    opened.push(one);
    const balancer = await balanced([one.url]);
    const socket = new WebSocket(balancer.url.replace('http', 'ws'));
    const echoed = new Promise<string>((resolve) => socket.once('message', (data: Buffer) => resolve(data.toString())));
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send('hello');
    expect(await echoed).toBe('one:hello');
    socket.close();
  });
});
