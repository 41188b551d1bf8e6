// First: it starts the calls the first screen waits for (in production index.html has run it already).
import './early-start.ts';
import { type AppConfig, DEFAULT_LANGUAGE } from '@museum-shop/contract';
import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { configureApi } from '../lib/api-client.ts';
import { initI18n, keepPageTexts, switchLanguage } from '../lib/i18n.ts';
import { nextTask } from '../lib/next-task.ts';
import { pathLanguage } from '../lib/path-language.ts';
import { queryClient } from '../lib/query-client.ts';
import { loadRuntimeSettings } from '../lib/settings.ts';
import { setPageNow } from '../lib/shared-render.ts';
import '../styles/global.css';
import { deferServerCalendar } from '../components/ui/calendar-code.ts';
import { rememberPartner } from '../features/checkout/partner.ts';
import { rememberReferrer } from '../features/checkout/referrer.ts';
import { configQueryOptions } from '../features/config/api/get-config.ts';
import { StartErrorMessage } from '../features/config/components/StartErrorMessage.tsx';
import { type PageState, readPageState } from './page-render/page-state.ts';
import { AppRouter, prefetchScreen, preloadScreen } from './router.tsx';
import { ShopRoot } from './ShopRoot.tsx';

const languageOfPath = pathLanguage(window.location.pathname);
const language = languageOfPath ?? DEFAULT_LANGUAGE;
const rootElement = document.getElementById('root') as HTMLElement;
/** The root boundary's way home: the language of the path if it has one, else the root. */
const homeHref = languageOfPath ? `/${languageOfPath}/` : '/';
const app = (
  <ShopRoot queryClient={queryClient} homeHref={homeHref}>
    <AppRouter />
  </ShopRoot>
);

/** A shop the browser starts on its own: the shell any static host sends. */
async function start() {
  const root = createRoot(rootElement);
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
  startTransition(() => root.render(app));
}

/**
 * A page the server rendered (issue 37): the browser takes it over with the same answers, texts,
 * code and moment it was rendered with, so its first render is the server's HTML; then it is the
 * shop as any other.
 */
async function hydratePage(state: PageState, screenCode: Promise<unknown>) {
  configureApi(state.settings);
  await nextTask();
  hydrate(queryClient, state.queries);
  await nextTask();
  const config = queryClient.getQueryData<AppConfig>(configQueryOptions(state.lang).queryKey);
  keepPageTexts(state.lang, state.texts);
  const i18n = await initI18n(state.lang);
  await Promise.all([
    switchLanguage(i18n, state.lang, config?.text_overrides),
    i18n.loadNamespaces(state.namespaces),
    screenCode.catch(() => {}),
  ]);
  setPageNow(new Date(state.now));
  await nextTask();
  // A transition, as the first render's: the hydration yields to the browser every few
  // milliseconds instead of being one long task on a phone.
  startTransition(() => {
    hydrateRoot(rootElement, app);
  });
}

async function main() {
  // The app's modules have just run, in one task: each step after is a task of its own, which a
  // phone's main thread is not blocked by for long (issue 37).
  await nextTask();
  // The partner query parameter (spec §2) and the referrer (spec §4) are read once, at start.
  rememberPartner(window.location.search);
  rememberReferrer(document.referrer, new URL(window.location.href));
  const pageState = readPageState();
  // A calendar the server rendered loads its code when the visitor reaches for it.
  if (pageState) deferServerCalendar();
  const screenCode = preloadScreen(window.location.pathname);
  await (pageState ? hydratePage(pageState, screenCode) : start());
}

void main();
