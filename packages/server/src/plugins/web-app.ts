import fastifyStatic from '@fastify/static';
import { isShopScreen } from '@museum-shop/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';
import { type ShopPagesOptions, shopPages } from '../modules/shop-pages/index.ts';
import { builtAppFiles, hasBuiltApp, namesAFile } from './built-app.ts';

export interface WebAppOptions {
  distDir: string | undefined;
  /** The shared pages' heads, sitemap and robots.txt (issue 37); without it every screen is the bare app. */
  pages?: Omit<ShopPagesOptions, 'distDir'> | undefined;
}

/**
 * How long a CDN may keep a shared page, and serve it stale while it fetches it again: the catalog's
 * cache period, as the page's data is at most that old here. Browsers always ask again (max-age=0),
 * and get a 304 while its ETag holds.
 */
function sharedPageCaching(cacheMs: number): string {
  const seconds = Math.ceil(cacheMs / 1000);
  return seconds > 0
    ? `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${seconds}`
    : 'public, no-cache';
}

/**
 * Serves the built web app, with the history fallback: any GET outside /api that is not a file
 * answers index.html, so /de/guided-tours/ opens the app on that screen. A shared page (an event, a
 * list, an article …) gets its head in its language and may be kept by a CDN; any other screen
 * (checkout, account) is the app's shell, kept nowhere and listed by no search engine, and fills in
 * in the browser; an address the app has no screen at is that shell with a 404 and a "not found"
 * head. Unknown API paths are a JSON 404.
 */
export const webAppPlugin = fp(
  async (app: FastifyInstance, options: WebAppOptions) => {
    const distDir = options.distDir;
    if (hasBuiltApp(distDir)) {
      await app.register(fastifyStatic, builtAppFiles(distDir));
      const pages = options.pages && shopPages(app, { ...options.pages, distDir });
      const caching = sharedPageCaching(options.pages?.cacheMs ?? 0);
      // Every built file has its own route; everything else is a screen of the app.
      app.get('/*', { schema: { hide: true } }, async (request, reply) => {
        const path = request.url.split('?')[0] ?? '/';
        // API paths and missing files (anything with an extension) are a real 404, not the app.
        if (path === '/api' || path.startsWith('/api/') || namesAFile(path)) throw apiNotFound();
        const page = await pages?.render(path, request.url.includes('?'));
        if (!page) {
          reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
          // An address the app has no screen at is a real 404, so that no search engine keeps it.
          const unknown = isShopScreen(path) ? undefined : await pages?.notFound(path);
          if (unknown) return reply.code(404).type('text/html; charset=utf-8').compress(unknown.html);
          // A personal screen's frame paints before the app's code has come (issue 37); with a
          // query (a provider's return, a return address) the app reads, the shell as built.
          const frame = request.url.includes('?') ? undefined : await pages?.frame(path);
          if (frame) return reply.type('text/html; charset=utf-8').compress(frame.html);
          return reply.sendFile('index.html');
        }
        reply.header('cache-control', caching).header('etag', page.etag).header('vary', 'accept-encoding');
        if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
        return reply.type('text/html; charset=utf-8').compress(page.html);
      });
    }
    app.setNotFoundHandler(() => {
      throw apiNotFound();
    });
  },
  { name: 'web-app' },
);

const apiNotFound = () => new AppError(404, 'NOT_FOUND', 'Not found');
