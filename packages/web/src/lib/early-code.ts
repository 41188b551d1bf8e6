import type { Language, ShopPageName } from '@museum-shop/contract';
import { nextTask } from './next-task.ts';

/**
 * The id of the maps, written into index.html by the build (vite.config.ts): from each shared page
 * to the files of its screen's code, with the files they import besides the main script (`pages`),
 * and from each language's texts of a namespace (`de/booking`) to its file (`texts`).
 */
export const ROUTE_CODE_ID = 'route-code';

/** The maps of ROUTE_CODE_ID. */
export interface RouteCode {
  pages: Partial<Record<ShopPageName, string[]>>;
  texts: Record<string, string>;
}

/**
 * The texts (locale namespaces) each shared page's screen waits for beside `common`: it shows once
 * they are loaded (tickets.tsx, merchandise.tsx …).
 */
export const SHARED_PAGE_TEXTS: Partial<Record<ShopPageName, readonly string[]>> = {
  tickets: ['booking'],
  ticket: ['booking'],
  guidedTours: ['booking'],
  guidedTour: ['booking'],
  merchandise: ['shop'],
  merchandiseCategory: ['shop'],
  passes: ['shop'],
  pass: ['shop'],
  product: ['shop'],
  vouchers: ['shop'],
  voucher: ['shop'],
};

/** The fallback language, whose `common` texts come with the main script (i18n.ts). */
const BUNDLED_LANGUAGE: Language = 'en';

/**
 * The source modules of each shared page's screen, as the route table loads them (route-table.ts;
 * route-modules.test.ts holds the two together); the home screen comes with the main script. A
 * static page's text is sanitised before it shows: DOMPurify comes with its code.
 */
export const SHARED_PAGE_MODULES: Record<Exclude<ShopPageName, 'home'>, readonly string[]> = {
  merchandise: ['/src/app/routes/merchandise.tsx'],
  merchandiseCategory: ['/src/app/routes/merchandise.tsx'],
  passes: ['/src/app/routes/merchandise.tsx'],
  pass: ['/src/app/routes/product.tsx', '/src/features/merchandise/components/PassOrderForm.tsx'],
  product: ['/src/app/routes/product.tsx'],
  vouchers: ['/src/app/routes/vouchers.tsx'],
  voucher: ['/src/app/routes/vouchers.tsx'],
  tickets: ['/src/app/routes/tickets.tsx'],
  ticket: ['/src/app/routes/ticket.tsx'],
  guidedTours: ['/src/app/routes/guided-tours.tsx'],
  guidedTour: ['/src/app/routes/guided-tour.tsx'],
  shippingPage: ['/src/app/routes/static-page.tsx', '/node_modules/dompurify/'],
  page: ['/src/app/routes/static-page.tsx', '/node_modules/dompurify/'],
};

/**
 * Starts downloading, beside the main script, the code of the shared page `name` and the texts it
 * waits for in `lang` (issues 11 and 37): otherwise they would start only once the main script has
 * run, and the texts once the screen's code has too, round trips more before the page's text can
 * show. The code runs only when the app imports it. Without the maps (development) it does nothing.
 * A page the server rendered carries its texts in its language (`rendered`): only the fallback's are
 * loaded.
 */
export function preloadPageCode(name: ShopPageName, lang: Language, { rendered = false } = {}): void {
  const maps = document.getElementById(ROUTE_CODE_ID)?.textContent;
  if (!maps) return;
  const { pages, texts } = JSON.parse(maps) as RouteCode;
  const own = SHARED_PAGE_TEXTS[name] ?? [];
  // i18next loads the fallback language's texts too (English, whose common texts are bundled).
  const wanted =
    lang === BUNDLED_LANGUAGE
      ? own.map((namespace) => `${lang}/${namespace}`)
      : [
          `${lang}/common`,
          ...own.flatMap((namespace) => [`${lang}/${namespace}`, `${BUNDLED_LANGUAGE}/${namespace}`]),
        ];
  const fromFiles = rendered ? wanted.filter((key) => !key.startsWith(`${lang}/`)) : wanted;
  const files = [...(pages[name] ?? []), ...fromFiles.flatMap((key) => texts[key] ?? [])];
  void preloadOnePerTask(files);
}

/**
 * Asks for each file in a task of its own, the first at once. Each request takes the main thread a
 * few milliseconds (Chromium's resource fetcher, at 4x CPU 3 to 16 ms): the twenty files of an event
 * page's screen in one task made a task of 60 to 140 ms right after the first paint (issue 37).
 */
async function preloadOnePerTask(files: readonly string[]): Promise<void> {
  for (const [index, href] of files.entries()) {
    if (index > 0) await nextTask();
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    // As the build's own script tags: the preloaded module is the one the app's import finds.
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}
