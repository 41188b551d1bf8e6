// First: it starts the calls the first screen waits for (in production index.html has run it already).
import './early-start.ts';
import { DEFAULT_LANGUAGE } from '@museum-shop/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { ErrorBoundary } from '../components/errors/ErrorBoundary.tsx';
import { ErrorScreen } from '../components/errors/ErrorScreen.tsx';
import { configureApi } from '../lib/api-client.ts';
import { initI18n } from '../lib/i18n.ts';
import { pathLanguage } from '../lib/path-language.ts';
import { queryClient } from '../lib/query-client.ts';
import { loadRuntimeSettings } from '../lib/settings.ts';
import '../styles/global.css';
import { rememberPartner } from '../features/checkout/partner.ts';
import { rememberReferrer } from '../features/checkout/referrer.ts';
import { StartErrorMessage } from '../features/config/components/StartErrorMessage.tsx';
import { AppRouter, prefetchScreen, preloadScreen } from './router.tsx';

const languageOfPath = pathLanguage(window.location.pathname);
const language = languageOfPath ?? DEFAULT_LANGUAGE;
// The partner query parameter (spec §2) and the referrer (spec §4) are read once, at start.
rememberPartner(window.location.search);
rememberReferrer(document.referrer, new URL(window.location.href));
preloadScreen(window.location.pathname);
const root = createRoot(document.getElementById('root') as HTMLElement);
/** The root boundary's way home: the language of the path if it has one, else the root. */
const homeHref = languageOfPath ? `/${languageOfPath}/` : '/';

async function start() {
  const [, settings] = await Promise.all([
    initI18n(language),
    loadRuntimeSettings().then(
      (loaded) => ({ loaded }),
      (error: unknown) => ({ error }),
    ),
  ]);
  if ('error' in settings) {
    root.render(<StartErrorMessage error={settings.error} onRetry={() => window.location.reload()} />);
    return;
  }
  configureApi(settings.loaded);
  prefetchScreen(window.location.pathname, languageOfPath);
  // A transition: the first render yields to the browser every few milliseconds instead of
  // being one long task (issue 11).
  startTransition(() =>
    root.render(
      <StrictMode>
        {/* Never a blank page: whatever fails to render above the shop's own boundary ends here. */}
        <ErrorBoundary fallback={(error) => <ErrorScreen error={error} homeHref={homeHref} fullPage />}>
          <QueryClientProvider client={queryClient}>
            <AppRouter />
          </QueryClientProvider>
        </ErrorBoundary>
      </StrictMode>,
    ),
  );
}

void start();
