// The server's way into the app (issue 37): the reference server imports the build of this file
// (dist-ssr/) to render a shared page with its data; the web app never imports the server.
import type { RuntimeSettings } from '@museum-shop/ui';
import { dehydrate } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { calendarReady } from '../../components/ui/calendar-code.ts';
import { sanitizeOnServerWith } from '../../components/ui/SafeHtml.tsx';
import { configQueryOptions } from '../../features/config/api/get-config.ts';
import { themeStyleAttribute } from '../../features/config/theme.ts';
import { configureApi } from '../../lib/api-client.ts';
import { pageI18n, pageTextsOf } from '../../lib/i18n.ts';
import { pathLanguage } from '../../lib/path-language.ts';
import { QUERY_DEFAULTS } from '../../lib/query-client.ts';
import { setPageNow } from '../../lib/shared-render.ts';
import { preloadScreen, ShopRoutes } from '../router.tsx';
import { ShopRoot } from '../ShopRoot.tsx';
import { DiscoveringQueryClient } from './discovering-query-client.ts';
import { answeredAt, type PageState, pageStateScript } from './page-state.ts';

export interface PageRenderOptions {
  /** The page's address: path and query. */
  url: string;
  /** The API base and shop the render calls. */
  settings: RuntimeSettings;
  /** The API base and shop the browser calls once it has the page (settings.json's). */
  browserSettings: RuntimeSettings;
  /** How the API is reached from here: the reference server answers in-process. */
  fetch: typeof fetch;
  /** Now by the server's clock. */
  now: Date;
  /** The server's HTML sanitiser, for a museum's pages (DOMPurify needs a browser). */
  sanitizeHtml: (html: string) => string;
}

export interface RenderedPage {
  /** The HTML inside the app's root element. */
  root: string;
  /** The script element with what the browser hydrates the page from. */
  stateScript: string;
  /** The `style` of the page's `<html>`: the museum's theme colours. */
  rootStyle: string;
}

/** Renders after render until every query the page asked for has its answer; a page needs two or three. */
const MOST_PASSES = 5;
/** React's mark of a Suspense boundary the server could not finish: the browser would render it anew. */
const UNFINISHED_BOUNDARY = '<!--$!-->';

/**
 * The HTML of the shop's screen at `url` with its data, in the page's language, and the state to
 * hydrate it from; undefined where the page is better started in the browser: an address without
 * a language the museum offers, a call that failed (the browser retries it), a screen that did not
 * settle. The browser then gets the app's shell, as any static host sends it.
 */
export async function renderPage(options: PageRenderOptions): Promise<RenderedPage | undefined> {
  configureApi(options.settings, options.fetch);
  sanitizeOnServerWith(options.sanitizeHtml);
  const { pathname } = new URL(options.url, 'http://shop.invalid');
  const lang = pathLanguage(pathname);
  if (!lang) return undefined;
  const queryClient = new DiscoveringQueryClient({ defaultOptions: QUERY_DEFAULTS });
  const [config] = await Promise.all([
    queryClient.fetchQuery(configQueryOptions(lang)).catch(() => undefined),
    preloadScreen(pathname).catch(() => undefined),
    // The calendar, which the browser loads apart from a booking screen's code.
    calendarReady(lang).catch(() => undefined),
  ]);
  if (!config?.languages.includes(lang) || config.shop_open === false) return undefined;
  const i18n = await pageI18n(lang, config.text_overrides);

  let root = '';
  for (let pass = 1; ; pass++) {
    setPageNow(options.now);
    root = renderToString(
      <ShopRoot queryClient={queryClient} homeHref={`/${lang}/`}>
        <I18nextProvider i18n={i18n}>
          <StaticRouter location={options.url}>
            <ShopRoutes />
          </StaticRouter>
        </I18nextProvider>
      </ShopRoot>,
    );
    if (queryClient.anyFailed()) return undefined;
    const fetched = await queryClient.fetchAsked();
    if (fetched === 0) break;
    if (pass === MOST_PASSES) return undefined;
  }
  if (root.includes(UNFINISHED_BOUNDARY)) return undefined;
  const namespaces = i18n.reportNamespaces?.getUsedNamespaces() ?? [];
  const state: PageState = {
    settings: options.browserSettings,
    lang,
    namespaces,
    texts: pageTextsOf(i18n, lang, namespaces),
    now: options.now.toISOString(),
    queries: answeredAt(dehydrate(queryClient), options.now),
  };
  return {
    root,
    stateScript: pageStateScript(state),
    rootStyle: config.theme ? themeStyleAttribute(config.theme) : '',
  };
}
