import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { AppError } from '../errors.js';
import type { WriteGeneration } from '../infra/cache/write-generation.js';
import { preferredEncoding } from './content-encoding.js';
import { injectHead, type PageHead, type PageHeadSource } from './page-head.js';
import { loadServerRendering } from './server-render.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A path as written in the address, decoded; null when it is not valid percent-encoding. */
function safeDecode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** The first head a source has for the address; an address that is not a page anyone may see has none. */
async function findHead(app: FastifyInstance, sources: readonly PageHeadSource[], url: string): Promise<PageHead | null> {
  const address = new URL(url, 'http://page.invalid');
  const pathname = safeDecode(address.pathname);
  if (pathname === null) return null;
  for (const source of sources) {
    try {
      const head = await source({ pathname, query: address.searchParams });
      if (head) return head;
    } catch (error) {
      // Not found, private or not signed in: the page tells the visitor itself; the head stays the app's own.
      if (!(error instanceof AppError)) app.log.warn({ err: error, url }, 'page head failed; serving the plain page');
    }
  }
  return null;
}

/** The server's renderer of first visits, in the build's own folder; not a file for browsers. */
const SERVER_RENDERER_DIR = '/ssr/';

/**
 * Serves the built web app and answers every other non-API GET with its index.html, so client-side routes
 * survive a reload. Unknown API paths answer the JSON 404 of the catalogue. `pageHeads` write the `<head>` of pages
 * that link previews and search engines read (a video, a chunk, a channel), so they need no JavaScript. A guest's
 * first-visit pages (home, a channel, a video) come rendered by the build's server renderer, when it has one
 * (http/server-render.ts); `writes` tells it when a kept page is old.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  { pageHeads = [], writes }: { pageHeads?: readonly PageHeadSource[]; writes: WriteGeneration },
): Promise<void> {
  const indexPath = path.join(distDir, 'index.html');
  const built = fs.existsSync(indexPath);
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes a brotli and a gzip copy beside each text file (apps/web/build/precompress.ts): sent as
      // Accept-Encoding allows, they are about a quarter of the bytes, at no cost per request.
      preCompressed: true,
      allowedPath: (pathName) => !path.posix.normalize(pathName).startsWith(SERVER_RENDERER_DIR),
      maxAge: '1h',
      setHeaders(reply, filePath) {
        // The build names every file under assets/ by its content's hash: a changed file gets a new name, so a
        // browser keeps these for a year without asking again. index.html, which names them, is never kept unasked.
        if (path.relative(distDir, filePath).startsWith(`assets${path.sep}`)) reply.header('cache-control', IMMUTABLE);
        else if (filePath === indexPath) reply.header('cache-control', 'no-cache');
      },
    });
  } else {
    app.log.warn(`web app not built: ${indexPath} is missing; run "npm run build"`);
  }
  const serverRendering = built ? loadServerRendering(app, distDir, writes) : null;

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (pathname.startsWith('/api/') || pathname === '/api' || request.method !== 'GET') {
      return reply.status(404).send({ msg: 'NOT_FOUND', message: `no route ${request.method} ${pathname}` });
    }
    if (pathname.startsWith('/assets/')) {
      // The file routes are listed at start: a build replaced under a running server has new files outside that list.
      const relative = safeDecode(pathname.slice(1));
      if (built && relative !== null && fs.existsSync(path.join(distDir, relative))) {
        return reply.header('cache-control', IMMUTABLE).sendFile(relative);
      }
      // A build file that is not there is missing, not a page of the app: index.html in its place breaks the page quietly.
      return reply.status(404).type('text/plain').send(`no such file ${pathname}`);
    }
    if (!built) {
      return reply.status(503).type('text/plain').send('The web app is not built yet: run "npm run build".');
    }
    // A build being replaced under the running server has no page for a moment: say so, and when to try again.
    if (!fs.existsSync(indexPath)) {
      return reply
        .status(503)
        .header('retry-after', '5')
        .type('text/plain; charset=utf-8')
        .send('The site is being updated. Please reload in a few seconds.\n網站正在更新，請稍後重新載入。');
    }
    const head = pageHeads.length > 0 ? await findHead(app, pageHeads, request.url) : null;
    if (head || serverRendering) {
      const indexHtml = await fs.promises.readFile(indexPath, 'utf8');
      const page = head ? injectHead(indexHtml, head) : indexHtml;
      const rendered = await serverRendering?.page(request, page);
      reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
      if (!rendered) return reply.send(page);
      // A rendered page is some 80 kB of HTML and state: compressed once when made, a fifth of that on the wire.
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      reply.header('vary', 'accept-encoding, cookie');
      return encoding ? reply.header('content-encoding', encoding).send(rendered[encoding]) : reply.send(rendered.text);
    }
    return reply.header('cache-control', 'no-cache').type('text/html').send(fs.createReadStream(indexPath));
  });
}
