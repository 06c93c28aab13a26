import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { queryClient } from './app/queryClient';
import { publicConfigQuery } from './features/config';
import { resolveInitialLanguage } from './i18n/initialLanguage';
import { initI18n } from './i18n/setup';

async function start(): Promise<void> {
  // Asked for alongside the language so the first page already knows the mode and brand; a failure just means
  // the pages that need it ask again.
  void queryClient.prefetchQuery(publicConfigQuery);
  // Waiting for the language avoids showing the first page in English and then flipping it to Chinese.
  await initI18n(await resolveInitialLanguage());
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
