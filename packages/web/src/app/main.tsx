import { DEFAULT_LANGUAGE, isLanguage } from '@museum-shop/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { FullPageMessage } from '../components/ui/FullPageMessage.tsx';
import { configureApi } from '../lib/api-client.ts';
import { initI18n } from '../lib/i18n.ts';
import { queryClient } from '../lib/query-client.ts';
import { loadRuntimeSettings } from '../lib/settings.ts';
import '../styles/global.css';
import { rememberPartner } from '../features/checkout/partner.ts';
import { rememberReferrer } from '../features/checkout/referrer.ts';
import { AppRouter } from './router.tsx';

const firstSegment = window.location.pathname.split('/')[1]?.toLowerCase() ?? '';
const language = isLanguage(firstSegment) ? firstSegment : DEFAULT_LANGUAGE;
// The partner query parameter (spec §2) and the referrer (spec §4) are read once, at start.
rememberPartner(window.location.search);
rememberReferrer(document.referrer, new URL(window.location.href));
const root = createRoot(document.getElementById('root') as HTMLElement);

async function start() {
  const [i18n, settings] = await Promise.all([initI18n(language), loadRuntimeSettings().catch(() => null)]);
  if (!settings) {
    root.render(
      <FullPageMessage
        title={i18n.t('startError.title')}
        body={i18n.t('startError.body')}
        action={{ label: i18n.t('startError.retry'), onClick: () => window.location.reload() }}
      />,
    );
    return;
  }
  configureApi(settings);
  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AppRouter />
      </QueryClientProvider>
    </StrictMode>,
  );
}

void start();
