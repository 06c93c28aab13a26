import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import { encodeText } from './content-encoding.js';
import { jsonForScript, withHtmlLang } from './page-head.js';
import type { FromRenderWorker, RenderWorkerData, ToRenderWorker, WebServerEntry } from './server-render-protocol.js';

/**
 * The worker thread that renders guests' first-visit pages (http/server-render.ts): React's render and the page's
 * compression take tens of milliseconds of CPU each, which here do not hold up the API's requests. The app's own calls
 * during a render are answered by the main thread's routes, as a guest.
 */
const port = parentPort;
if (!port) throw new Error('server-render-worker.ts runs as a worker thread');
const { entryPath } = workerData as RenderWorkerData;

const send = (message: FromRenderWorker) => port.postMessage(message);
const answers = new Map<number, (answer: Extract<ToRenderWorker, { type: 'api-answer' }>) => void>();
let nextCall = 0;

const api: typeof fetch = (input) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? `${input.pathname}${input.search}` : input.url;
  nextCall += 1;
  const id = nextCall;
  return new Promise<Response>((resolve) => {
    answers.set(id, (answer) => {
      const headers = answer.contentType ? { 'content-type': answer.contentType } : undefined;
      resolve(new Response(answer.status === 204 ? null : answer.body, { status: answer.status, headers }));
    });
    send({ type: 'api', id, url });
  });
};

const entry = (await import(pathToFileURL(entryPath).href)) as WebServerEntry;
await entry.startServerRendering(api, 'en');

async function render(request: Extract<ToRenderWorker, { type: 'render' }>): Promise<void> {
  try {
    const page = await entry.renderPage(request.url, request.language);
    if (!page) {
      send({ type: 'rendered', id: request.id, page: null });
      return;
    }
    const state = `<script type="application/json" id="${page.stateElementId}">${jsonForScript(page.state)}</script>`;
    const html = withHtmlLang(request.indexHtml, page.lang).replace(
      '<div id="root"></div>',
      () => `<div id="root">${page.rootHtml}</div>${state}`,
    );
    send({ type: 'rendered', id: request.id, page: encodeText(html) });
  } catch (error) {
    send({ type: 'failed', id: request.id, message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
}

/** Past this a render is given up, so one that never ends cannot hold the pages queued behind it. */
const RENDER_LIMIT_MS = 10_000;

function withinLimit(request: Extract<ToRenderWorker, { type: 'render' }>): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      send({ type: 'failed', id: request.id, message: `the render of ${request.url} took over ${RENDER_LIMIT_MS} ms` });
      resolve();
    }, RENDER_LIMIT_MS);
    void render(request).finally(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

// One page at a time: the renderer's language is its thread's i18next instance's.
let previous = Promise.resolve();
port.on('message', (message: ToRenderWorker) => {
  if (message.type === 'api-answer') {
    answers.get(message.id)?.(message);
    answers.delete(message.id);
    return;
  }
  previous = previous.then(() => withinLimit(message));
});
