import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ModelStandinOptions {
  /** The next this-many answers stop after `cutAfterBytes` of their body, as a dropped connection would. */
  cuts?: number;
  cutAfterBytes?: number;
  /** Answer every request whole (200), as a server without Range support does. */
  ignoreRange?: boolean;
}

/** Stands in for the model host: serves one file at /model.bin, with Range, and drops connections when told. */
export async function startModelStandin(content: Buffer, options: ModelStandinOptions = {}) {
  let cuts = options.cuts ?? 0;
  const ranges: (string | null)[] = [];
  const server = http.createServer((request, response) => {
    if (request.url !== '/model.bin') {
      response.writeHead(404).end();
      return;
    }
    const range = request.headers.range ?? null;
    ranges.push(range);
    const match = /^bytes=(\d+)-$/.exec(range ?? '');
    let start = 0;
    if (match && !options.ignoreRange) {
      start = Number(match[1]);
      if (start >= content.length) {
        response.writeHead(416, { 'content-range': `bytes */${content.length}` }).end();
        return;
      }
      response.writeHead(206, {
        'content-length': content.length - start,
        'content-range': `bytes ${start}-${content.length - 1}/${content.length}`,
      });
    } else {
      response.writeHead(200, { 'content-length': content.length });
    }
    const body = content.subarray(start);
    if (cuts > 0) {
      cuts -= 1;
      response.write(body.subarray(0, options.cutAfterBytes ?? Math.floor(body.length / 2)), () => {
        // Flushed, then the connection is gone before the rest.
        setTimeout(() => request.socket.destroy(), 20);
      });
      return;
    }
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/model.bin`,
    /** The Range header of every request, in order (null: none). */
    ranges,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
