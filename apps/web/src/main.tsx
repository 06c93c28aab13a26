import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import i18n from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { queryClient } from './app/queryClient';
import { publicConfigQuery } from './features/system';
import { immediateLanguage, suggestedLanguage } from './i18n/initialLanguage';
import { I18N_LANGUAGE } from './i18n/languages';
import { initI18n } from './i18n/setup';

async function start(): Promise<void> {
  // Asked for alongside the first paint so pages that need the mode and brand have it soon; nothing waits for it.
  void queryClient.prefetchQuery(publicConfigQuery);
  // Waits for the shell's namespaces of one language (a few kB); each page fetches its own beside its code.
  await initI18n(immediateLanguage());
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
