import type { ShopPageName } from '@museum-shop/contract';

/**
 * The id of the map, written into index.html by the build (vite.config.ts), from each shared page
 * to the files of its screen's code, with the files they import besides the main script.
 */
export const ROUTE_CODE_ID = 'route-code';

/**
 * The source modules of each shared page's screen, as the route table loads them (route-table.ts;
 * route-modules.test.ts holds the two together); the home screen comes with the main script. A
 * static page's text is sanitised before it shows: DOMPurify comes with its code.
 */
export const SHARED_PAGE_MODULES: Record<Exclude<ShopPageName, 'home'>, readonly string[]> = {
  merchandise: ['/src/app/routes/merchandise.tsx'],
  merchandiseCategory: ['/src/app/routes/merchandise.tsx'],
  passes: ['/src/app/routes/merchandise.tsx'],
  pass: ['/src/app/routes/product.tsx'],
  product: ['/src/app/routes/product.tsx'],
  vouchers: ['/src/app/routes/vouchers.tsx'],
  voucher: ['/src/app/routes/vouchers.tsx'],
  tickets: ['/src/app/routes/tickets.tsx'],
  ticket: ['/src/app/routes/tickets.tsx'],
  guidedTours: ['/src/app/routes/guided-tours.tsx'],
  guidedTour: ['/src/app/routes/guided-tours.tsx'],
  shippingPage: ['/src/app/routes/static-page.tsx', '/node_modules/dompurify/'],
  page: ['/src/app/routes/static-page.tsx', '/node_modules/dompurify/'],
};

/**
 * Starts downloading the code of the shared page `name` beside the main script, as module
 * preloads (issues 11 and 37): otherwise it would start only once the main script has run, a round
 * trip more before the page's text can show. The code runs only when the app imports it. Without
 * the map (development) it does nothing.
 */
export function preloadPageCode(name: ShopPageName): void {
  const map = document.getElementById(ROUTE_CODE_ID)?.textContent;
  if (!map) return;
  for (const href of (JSON.parse(map) as Partial<Record<ShopPageName, string[]>>)[name] ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    // As the build's own script tags: the preloaded module is the one the app's import finds.
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}
