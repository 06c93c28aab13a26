import type { DisplayLanguage } from '@platform/shared';
import type { QueryClient } from '@tanstack/react-query';
import i18n from 'i18next';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createMemoryRouter } from 'react-router';
import { App } from './app/App';
import { createQueryClient } from './app/queryClient';
import { dropUnsentFailures, fetchRenderedQueries } from './app/renderedQueries';
import { routePreloads } from './app/routePreload';
import { routes } from './app/routes';
import { SERVER_RENDER_STATE_ID } from './app/serverRender';
import { queriesForBrowser, type ServerRenderState } from './app/serverRenderState';
import { meQuery } from './features/auth';
import { publicConfigQuery } from './features/system';
import { I18N_LANGUAGE } from './i18n/languages';
import { PRELOADED_NAMESPACES } from './i18n/namespaces';
import { initServerI18n, translationsAtHand } from './i18n/setup';
import { setApiTransport } from './lib/api';

/**
 * A guest's first visit to the pages people arrive on (home, a channel, a video), rendered by the server so the phone
 * paints the page from its HTML and CSS before any of the app's code has arrived; the browser then takes it over
 * (main.tsx). Built by `vite build --ssr` into dist/ssr/ and run in a worker thread of the API process (server
 * http/server-render.ts).
 */

export interface RenderedPage {
  /** What goes inside `#root`. */
  rootHtml: string;
  /** The page's `lang`: the language its words are in (i18next's, zh-HK for Chinese). */
  lang: string;
  state: ServerRenderState;
  /** The id of the JSON element the state goes in. */
  stateElementId: string;
}

/** Once per process: the app's calls go to the server's own routes as a guest, and the translations are set up. */
export async function startServerRendering(api: typeof fetch, language: DisplayLanguage): Promise<void> {
  setApiTransport(api);
  await initServerI18n(language);
}

/** Rounds of fetching what a render asked for, each followed by a render with the answers. */
const FETCH_ROUNDS = 2;

async function renderToHtml(url: string, queryClient: QueryClient): Promise<string> {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  // Waits for every lazy page and namespace, so the HTML holds the whole page, not its loaders. Completed parts are
  // written in place: otherwise a large one is sent apart with an inline script to move it, which the page's script
  // policy (script-src 'self') forbids.
  const { prelude } = await prerender(
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  router.dispose();
  return html;
}

/**
 * The page at `url` (path and query) as a guest sees it in `language`; null for an address that is not one of those
 * pages. The caller renders one page at a time: the language is the process's i18next instance's.
 */
export async function renderPage(url: string, language: DisplayLanguage): Promise<RenderedPage | null> {
  const pathname = new URL(url, 'http://page.invalid').pathname;
  const preloads = routePreloads(routes, pathname);
  if (preloads.length === 0) return null;

  const queryClient = createQueryClient();
  const namespaces = [...new Set([...PRELOADED_NAMESPACES, ...preloads.flatMap(({ preload }) => preload.namespaces)])];
  await i18n.changeLanguage(I18N_LANGUAGE[language]);
  await Promise.all([
    i18n.loadNamespaces(namespaces),
    // The shell's mode, brand and top bar need these, as in the browser (main.tsx).
    queryClient.prefetchQuery(publicConfigQuery),
    queryClient.prefetchQuery(meQuery),
    ...preloads.map(({ preload, params }) => preload.fetchData(params, queryClient)),
  ]);

  // A first pass shows which queries the page's components ask for; they are fetched, and the page rendered again
  // with them, so the browser takes over a page with its lists in place rather than fetching and drawing them again.
  // A second round covers queries only a first round's answers reveal.
  const failed = new Set<string>();
  dropUnsentFailures(queryClient, failed);
  let rootHtml = await renderToHtml(url, queryClient);
  for (let round = 0; round < FETCH_ROUNDS; round += 1) {
    if ((await fetchRenderedQueries(queryClient, failed)) === 0) break;
    rootHtml = await renderToHtml(url, queryClient);
  }
  return {
    rootHtml,
    lang: i18n.language,
    state: { language, queries: queriesForBrowser(queryClient), translations: translationsAtHand(namespaces) },
    stateElementId: SERVER_RENDER_STATE_ID,
  };
}
