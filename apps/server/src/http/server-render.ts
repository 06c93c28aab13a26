import {
  chooseDisplayLanguage,
  isDisplayLanguage,
  LANGUAGE_COOKIE_NAME,
  SESSION_COOKIE_NAME,
  type DisplayLanguage,
} from '@platform/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { createMomentCache } from '../infra/cache/moment-cache.js';
import type { WriteGeneration } from '../infra/cache/write-generation.js';
import type { EncodedText } from './content-encoding.js';
import { GUEST_LIST_CACHE_MS } from './guest-cache.js';
import type { FromRenderWorker, RenderWorkerData, ToRenderWorker } from './server-render-protocol.js';

/** A page taking longer than this is served as the plain app instead: the browser renders it as before. */
const RENDER_TIMEOUT_MS = 2_000;
/** How long a guest's page waits for the geo-IP guess of their language (a page renders in 40-150 ms). */
const LANGUAGE_GUESS_BUDGET_MS = 150;
/** Rendered pages kept at most (each some 20 kB compressed, 100 kB plain); the busiest are home and the shared channels. */
const RENDERED_PAGES_KEPT = 200;

export interface ServerRendering {
  /**
   * The HTML for `request`'s page as a guest sees it, inside `indexHtml`, with its compressed forms; null when it is not
   * rendered here (signed in, not one of the first-visit pages, or its render failed or took too long).
   */
  page(request: FastifyRequest, indexHtml: string): Promise<EncodedText | null>;
}

/**
 * The guest's language: the one they chose (the web app keeps it in a cookie), else the server's guess from geo-IP and
 * Accept-Language, which a browser-rendered page asks `/api/locale` for after its first paint. A geo-IP service slower
 * than `budgetMs` (the first visit from an address; its answer is kept per address after) does not hold the page:
 * the browser's languages decide this one.
 */
async function guestLanguage(app: FastifyInstance, request: FastifyRequest, budgetMs: number): Promise<DisplayLanguage> {
  const chosen = request.cookies?.[LANGUAGE_COOKIE_NAME];
  if (isDisplayLanguage(chosen)) return chosen;
  // Every header but the cookie, as the browser would send them: the proxy's country header is whichever is configured.
  const { cookie: _cookie, ...headers } = request.headers;
  const answer = await withTimeout(app.inject({ method: 'GET', url: '/api/locale', headers, remoteAddress: request.ip }), budgetMs);
  if (!answer) return chooseDisplayLanguage(null, request.headers['accept-language']);
  const language: unknown = answer.statusCode === 200 ? answer.json<{ language?: unknown }>().language : undefined;
  return isDisplayLanguage(language) ? language : 'en';
}

interface PendingRender {
  resolve(page: EncodedText | null): void;
  reject(error: Error): void;
}

/**
 * The render worker (server-render-worker.ts), started at once (loading the renderer takes a second or two) and again
 * when needed after it dies: its renders in flight then fail, and those pages are served for the browser to render.
 */
function renderWorker(app: FastifyInstance, data: RenderWorkerData) {
  let worker: Worker | null = null;
  const pending = new Map<number, PendingRender>();
  let nextRender = 0;

  const answerCall = async (current: Worker, id: number, url: string) => {
    // The app's calls are a guest's: no cookie is passed on, so the page never holds anyone's own data.
    const answer = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    const contentType = answer.headers['content-type'];
    const message: ToRenderWorker = {
      type: 'api-answer',
      id,
      status: answer.statusCode,
      contentType: typeof contentType === 'string' ? contentType : null,
      body: answer.payload,
    };
    current.postMessage(message);
  };

  const start = (): Worker => {
    const started = new Worker(new URL('./server-render-worker-entry.mjs', import.meta.url), { workerData: data, name: 'server-render' });
    started.on('message', (message: FromRenderWorker) => {
      if (message.type === 'api') {
        answerCall(started, message.id, message.url).catch((error: unknown) => {
          app.log.warn({ err: error }, 'server render call failed');
          // Answered all the same, as the server's own 503: a call left unanswered would hold the worker's queue.
          const unavailable: ToRenderWorker = {
            type: 'api-answer',
            id: message.id,
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({ msg: 'SERVICE_UNAVAILABLE', message: 'the page could not ask the server' }),
          };
          started.postMessage(unavailable);
        });
      } else if (message.type === 'rendered') {
        const page = message.page && { text: message.page.text, br: Buffer.from(message.page.br), gzip: Buffer.from(message.page.gzip) };
        pending.get(message.id)?.resolve(page);
        pending.delete(message.id);
      } else if (message.type === 'failed') {
        pending.get(message.id)?.reject(new Error(message.message));
        pending.delete(message.id);
      }
    });
    const end = (error: Error) => {
      if (worker === started) worker = null;
      for (const render of pending.values()) render.reject(error);
      pending.clear();
    };
    started.on('error', (error) => {
      app.log.error({ err: error }, 'server render worker failed');
      end(error);
    });
    started.on('exit', (code) => end(new Error(`server render worker exited with code ${code}`)));
    return started;
  };

  worker = start();
  return {
    render(url: string, language: DisplayLanguage, indexHtml: string): Promise<EncodedText | null> {
      worker ??= start();
      nextRender += 1;
      const id = nextRender;
      const message: ToRenderWorker = { type: 'render', id, url, language, indexHtml };
      const current = worker;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        current.postMessage(message);
      });
    },
    async close(): Promise<void> {
      const current = worker;
      worker = null;
      if (current) await current.terminate();
    },
  };
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T | null> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve(null), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * A guest's first visit to home, a channel or a video comes as HTML the phone can paint before any of the app's code
 * has arrived, when the web build has its server renderer (`<dist>/ssr/`, from apps/web/src/entry-server.tsx); null
 * otherwise, and the app is served for the browser to render, as before. The renders run in a worker thread; each
 * rendered page is served again to guests for a second, forgotten at once on a change made through this server.
 */
export function loadServerRendering(app: FastifyInstance, distDir: string, writes: WriteGeneration): ServerRendering | null {
  const entryPath = path.join(distDir, 'ssr', 'entry-server.mjs');
  if (!fs.existsSync(entryPath)) return null;
  const worker = renderWorker(app, { entryPath });
  app.addHook('onClose', () => worker.close());
  const rendered = createMomentCache<EncodedText | null>({
    ttlMs: GUEST_LIST_CACHE_MS,
    maxEntries: RENDERED_PAGES_KEPT,
    generation: writes,
  });

  return {
    async page(request, indexHtml) {
      if (request.cookies?.[SESSION_COOKIE_NAME]) return null;
      const language = await guestLanguage(app, request, LANGUAGE_GUESS_BUDGET_MS);
      try {
        return await withTimeout(
          rendered.get(`${language} ${request.url}`, () => worker.render(request.url, language, indexHtml)),
          RENDER_TIMEOUT_MS,
        );
      } catch (error) {
        app.log.warn({ err: error, url: request.url }, 'server render failed; serving the page for the browser to render');
        return null;
      }
    },
  };
}
