import { AnnouncerProvider } from '@museum-shop/ui/controls';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { currentToken } from '../features/auth/session.ts';
import { configureApi } from '../lib/api-client.ts';
import { initI18n, initialLanguage } from '../lib/i18n.ts';
import { queryClient } from '../lib/query-client.ts';
import { loadRuntimeSettings } from '../lib/settings.ts';
import '../styles/global.css';
import { AppRouter } from './router.tsx';

const root = createRoot(document.getElementById('root') as HTMLElement);

async function start() {
  const [i18n, settings] = await Promise.all([
    initI18n(initialLanguage()),
    loadRuntimeSettings().then(
      (loaded) => ({ loaded }),
      (error: unknown) => ({ error }),
    ),
  ]);
  if ('error' in settings) {
    root.render(
      <main style={{ padding: '2rem' }}>
        <h1>{i18n.t('errors.start')}</h1>
        <p>{String(settings.error)}</p>
      </main>,
    );
    return;
  }
  configureApi(settings.loaded, { language: () => i18n.resolvedLanguage ?? 'en', token: currentToken });
  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AnnouncerProvider>
          <AppRouter />
        </AnnouncerProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}

void start();
