import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import i18n from 'i18next';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/App';
import { queryClient } from './app/queryClient';
import { routes } from './app/routes';
import { routePreloads } from './app/routePreload';
import { hydrateServerQueries, readServerRenderState, type ServerRenderState } from './app/serverRenderState';
import { meQuery } from './features/auth';
import { publicConfigQuery } from './features/system';
import { immediateLanguage, suggestedLanguage } from './i18n/initialLanguage';
import { I18N_LANGUAGE } from './i18n/languages';
import { initI18n } from './i18n/setup';
import { readStoredLanguage, writeLanguageCookie } from './i18n/storedLanguage';

/**
 * The app with its router. Made when the page starts, not as this module runs: ranking and matching every route costs
 * about 35 ms of a phone's CPU, which would lengthen the task that runs all the app's modules, already its longest.
 */
function appElement() {
  return (
    <StrictMode>
      <App router={createBrowserRouter(routes)} queryClient={queryClient} />
    </StrictMode>
  );
}

/** Resolves in a later task: what follows does not lengthen the one running, during which the page ignores taps. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

function rootElement(): HTMLElement {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  return container;
}

/**
 * Takes over the page the server rendered: the same answers and words, so the first render matches its HTML. As a
 * transition, React hydrates in slices and the phone's main thread stays free for taps and scrolling.
 */
async function hydrateServerRender(rendered: ServerRenderState): Promise<void> {
  const preloads = routePreloads(routes, window.location.pathname);
  // The app's modules have just run in one long task. Asking for the page's chunks adds a link element for each (2-3 ms
  // apiece on a phone's CPU, for up to twenty), so it gets a task of its own, and hydration another.
  await nextTask();
  for (const { preload } of preloads) preload.loadCode();
  await nextTask();
  const app = appElement();
  hydrateServerQueries(queryClient, rendered.queries);
  // With every namespace given, this resolves without a request, so hydration starts as soon as the code has run; taps
  // made before the page is hydrated are held and given again then (app/earlyTaps.ts).
  await initI18n(
    rendered.language,
    preloads.flatMap(({ preload }) => preload.namespaces),
    rendered.translations,
  );
  startTransition(() => {
    hydrateRoot(rootElement(), app);
  });
}

async function renderInBrowser(): Promise<void> {
  // Asked for alongside the first paint so pages that need the mode and brand (and the top bar its user) have them
  // soon; nothing waits for them.
  void queryClient.prefetchQuery(publicConfigQuery);
  void queryClient.prefetchQuery(meQuery);
  // The opened page's data, namespaces and code start now too, in that order (small answers first); other pages fetch
  // theirs beside their code.
  const preloads = routePreloads(routes, window.location.pathname);
  for (const { preload, params } of preloads) {
    void preload.fetchData(params, queryClient).then(() => preload.preloadLargestImage?.(params, queryClient));
  }
  const translationsReady = initI18n(
    immediateLanguage(),
    preloads.flatMap(({ preload }) => preload.namespaces),
  );
  for (const { preload } of preloads) preload.loadCode();
  // Waits for the shell's and the opened page's namespaces of one language.
  await translationsReady;
  const app = appElement();
  const container = rootElement();
  // A server render in another language than the visitor chose before the cookie existed: theirs wins.
  container.replaceChildren();
  createRoot(container).render(app);
  const suggested = await suggestedLanguage();
  if (suggested && I18N_LANGUAGE[suggested] !== i18n.language) await i18n.changeLanguage(I18N_LANGUAGE[suggested]);
}

async function start(): Promise<void> {
  const stored = readStoredLanguage();
  // A choice made before the server read it from a cookie: the next page it renders uses it.
  if (stored) writeLanguageCookie(stored);
  const rendered = readServerRenderState(document);
  if (rendered && (!stored || stored === rendered.language)) await hydrateServerRender(rendered);
  else await renderInBrowser();
}

void start();
