import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import i18n from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { queryClient } from './app/queryClient';
import { routes } from './app/routes';
import { routePreloads } from './app/routePreload';
import { meQuery } from './features/auth';
import { publicConfigQuery } from './features/system';
import { immediateLanguage, suggestedLanguage } from './i18n/initialLanguage';
import { I18N_LANGUAGE } from './i18n/languages';
import { initI18n } from './i18n/setup';

async function start(): Promise<void> {
  // Asked for alongside the first paint so pages that need the mode and brand (and the top bar its user) have them
  // soon; nothing waits for them.
  void queryClient.prefetchQuery(publicConfigQuery);
  void queryClient.prefetchQuery(meQuery);
  // The opened page's data, namespaces and code start now too, in that order (small answers first); other pages fetch
  // theirs beside their code.
  const preloads = routePreloads(routes, window.location.pathname);
  for (const { preload, params } of preloads) preload.fetchData(params, queryClient);
  const translationsReady = initI18n(
    immediateLanguage(),
    preloads.flatMap(({ preload }) => preload.namespaces),
  );
  for (const { preload } of preloads) preload.loadCode();
  // Waits for the shell's and the opened page's namespaces of one language.
  await translationsReady;
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  const suggested = await suggestedLanguage();
  if (suggested && I18N_LANGUAGE[suggested] !== i18n.language) await i18n.changeLanguage(I18N_LANGUAGE[suggested]);
}

void start();
