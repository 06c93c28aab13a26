import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';

export interface Balancer {
  url: string;
  /** Requests and websocket upgrades handed to each backend, by its address. */
  served: Map<string, number>;
  close(): Promise<void>;
}

/** The backend's port is closed: it took nothing of the request, which may go to the next one whatever it is. */
const REFUSED = 'ECONNREFUSED';
/** The connection broke: the backend may have acted on the request, so only a request that changes nothing goes on. */
const BROKEN = new Set(['ECONNRESET', 'EPIPE']);
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A round-robin balancer in front of API processes, as a person would put nginx or a cloud balancer: each request or
 * websocket goes to the next backend, and one whose port refuses the connection (a process stopping or restarting) is
 * skipped. Each request has a connection of its own to the backend, so a stopping process is never handed a request
 * on a kept-alive connection it is about to close.
 */
export async function startBalancer(options: { port: number; host?: string; backends: readonly string[] }): Promise<Balancer> {
  const backends = options.backends.map((backend) => new URL(backend));
  const served = new Map(options.backends.map((backend) => [new URL(backend).origin, 0]));
  let next = 0;
  const order = () => {
    const start = next;
    next = (next + 1) % backends.length;
    return backends.map((_, index) => backends[(start + index) % backends.length]!);
  };
  const count = (backend: URL) => served.set(backend.origin, (served.get(backend.origin) ?? 0) + 1);

  const server = http.createServer((request, response) => {
    // The body is read first so that a request refused by one backend can be sent whole to the next.
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const candidates = order();
      const attempt = (index: number) => {
        const backend = candidates[index]!;
        const upstream = http.request(
          {
            host: backend.hostname,
            port: backend.port,
            method: request.method,
            path: request.url,
            headers: { ...request.headers, 'x-forwarded-for': request.socket.remoteAddress ?? '' },
            agent: false,
          },
          (answer) => {
            count(backend);
            response.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(response);
          },
        );
        upstream.on('error', (error: NodeJS.ErrnoException) => {
          const retry = error.code === REFUSED || (BROKEN.has(error.code ?? '') && SAFE_METHODS.has(request.method ?? ''));
          if (!response.headersSent && retry && index + 1 < candidates.length) {
            attempt(index + 1);
            return;
          }
          if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
          response.end(`no API process answered: ${error.message}`);
        });
        upstream.end(body);
      };
      attempt(0);
    });
  });

  // The live room's websocket: the upgrade request is passed on as it came, then bytes flow both ways.
  server.on('upgrade', (request: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    const candidates = order();
    const attempt = (index: number) => {
      const backend = candidates[index]!;
      const upstream = net.connect(Number(backend.port), backend.hostname);
      upstream.once('connect', () => {
        count(backend);
        const lines = [`${request.method} ${request.url} HTTP/${request.httpVersion}`];
        for (let i = 0; i < request.rawHeaders.length; i += 2) lines.push(`${request.rawHeaders[i]}: ${request.rawHeaders[i + 1]}`);
        upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
        if (head.length > 0) upstream.write(head);
        upstream.pipe(client).pipe(upstream);
      });
      upstream.once('error', (error: NodeJS.ErrnoException) => {
        if (upstream.bytesWritten === 0 && index + 1 < candidates.length) attempt(index + 1);
        else client.destroy(error);
      });
    };
    client.on('error', () => undefined);
    attempt(0);
  });

  await new Promise<void>((resolve) => server.listen(options.port, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    served,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
