// The shop's pages as search engines, link previews and CDNs read them (issue 37): each shared page's
// head in its language (title, description, alternates, Open Graph, JSON-LD), the sitemap and
// robots.txt. The pages' data is read through the shop's own public API, as the web app reads it.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, normalize } from 'node:path';
import {
  DEFAULT_LANGUAGE,
  DEFAULT_SHOP_ID,
  fillPath,
  isLanguage,
  type Language,
  matchPersonalScreen,
  matchShopPage,
} from '@museum-shop/contract';
import type { FastifyInstance } from 'fastify';
import { ttlCache } from '../../lib/ttl-cache.ts';
import { withHead } from './head-html.ts';
import { type PageStyles, pageBodies, withBody } from './page-bodies.ts';
import { type ApiRead, type PageTitles, readPageHead, readUnlistedHead } from './page-heads.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';

/** A shared page as the server sends it: the app's HTML with the page's head, and its validator. */
export interface RenderedPage {
  html: string;
  etag: string;
}

export interface ShopPagesOptions {
  /** The built web app (index.html, page-titles.json, settings.json). */
  distDir: string;
  /** The shop's public address, e.g. https://shop.museum.example. */
  shopUrl: string;
  /** How long a page is kept before it is made again (the catalog's cache period). */
  cacheMs: number;
  /** Where the staff app lives, which robots.txt keeps search engines out of. */
  staffPrefix: string;
  /** The web app's server build that renders a page's body; by default dist-ssr/ beside distDir. */
  renderEntry?: string | undefined;
  /** The shop's HTML sanitiser, for a museum's own pages rendered here. */
  sanitizeHtml: (html: string) => string;
}

const readJson = (path: string): unknown =>
  existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined;

const etagOf = (text: string) => `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;

/**
 * The shop's pages of the built app in `options.distDir`: `render(path)` answers a shared page's
 * HTML (undefined for any other address: the app's own shell answers it), and the plugin adds
 * /sitemap.xml and /robots.txt.
 */
export function shopPages(app: FastifyInstance, options: ShopPagesOptions) {
  const shopUrl = options.shopUrl.replace(/\/+$/, '');
  const titles = (readJson(join(options.distDir, 'page-titles.json')) ?? {}) as PageTitles;
  const styles = (readJson(join(options.distDir, 'page-styles.json')) ?? {}) as PageStyles;
  // A build's sheets never change under their name (it holds their hash): each is read once.
  const styleSheets = new Map<string, string | undefined>();
  const readStyleSheet = (href: string) => {
    if (!styleSheets.has(href)) {
      const file = join(options.distDir, normalize(href).replace(/^[/\\]+/, ''));
      const inDist = file.startsWith(join(options.distDir, 'assets'));
      styleSheets.set(href, inDist && existsSync(file) ? readFileSync(file, 'utf8') : undefined);
    }
    return styleSheets.get(href);
  };
  // The app asks the shop its settings name; this server answers for the same one.
  const settings = readJson(join(options.distDir, 'settings.json')) as
    | { apiBase?: unknown; shop?: unknown }
    | undefined;
  const shopId = typeof settings?.shop === 'number' ? settings.shop : DEFAULT_SHOP_ID;

  const renderBody = pageBodies(app, {
    entry: options.renderEntry ?? join(options.distDir, '..', 'dist-ssr', 'entry-server.js'),
    browserSettings: {
      apiBase: typeof settings?.apiBase === 'string' ? settings.apiBase : '/api',
      shop: shopId,
    },
    sanitizeHtml: options.sanitizeHtml,
  });

  const read: ApiRead = async (lang, path, call = {}) => {
    const search = new URLSearchParams({ ...call.query, shop: String(shopId) });
    const answer = await app.inject({
      method: 'GET',
      url: `/api/${lang}/${fillPath(path, call.params)}?${search}`,
    });
    if (answer.statusCode !== 200) return undefined;
    return (answer.json() as { data?: unknown }).data;
  };

  // Read with each page made, as the app's shell is: a new build needs no restart to be sent.
  const readIndexHtml = () => readFileSync(join(options.distDir, 'index.html'), 'utf8');

  const makePage = async (path: string, rendered: boolean): Promise<RenderedPage | undefined> => {
    const match = matchShopPage(path);
    if (!match) return undefined;
    const [head, body] = await Promise.all([
      readPageHead({ read, shopUrl, titles }, match),
      rendered ? renderBody(path) : undefined,
    ]);
    if (!head) return undefined;
    const headed = withHead(readIndexHtml(), head);
    const html = body ? withBody(headed, body, styles[match.name] ?? [], readStyleSheet) : headed;
    return { html, etag: etagOf(html) };
  };
  // As a CDN is told to (stale-while-revalidate, plugins/web-app.ts): a page past its time is sent
  // at once while it is made again, so no visitor waits for a render (a tenth of a second to a
  // second on a phone's first paint, issue 37).
  const staleWhileMadeAgain = { staleMs: options.cacheMs };
  const pageAt = ttlCache(options.cacheMs, (path: string) => makePage(path, true), staleWhileMadeAgain);
  const shellAt = ttlCache(options.cacheMs, (path: string) => makePage(path, false), staleWhileMadeAgain);
  const sitemapAt = ttlCache(options.cacheMs, async () => sitemapXml(read, shopUrl, DEFAULT_LANGUAGE));
  // One page a language, whatever the address: what a visitor can make the server keep is bounded.
  const notFoundIn = ttlCache(
    options.cacheMs,
    async (lang: Language | undefined): Promise<RenderedPage | undefined> => {
      const head = await readUnlistedHead({ read, shopUrl, titles }, lang, { notFound: true });
      if (!head) return undefined;
      const html = withHead(readIndexHtml(), head);
      return { html, etag: etagOf(html) };
    },
    staleWhileMadeAgain,
  );

  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
    reply.type('text/plain; charset=utf-8').send(robotsTxt(shopUrl, options.staffPrefix)),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const xml = await sitemapAt(undefined);
    if (!xml) return reply.code(503).header('retry-after', '60').type('text/plain').send('Try again later');
    return reply.type('application/xml; charset=utf-8').compress(xml);
  });

  // A personal screen's frame (header, navigation, the screen's spinner; nothing of the visitor's):
  // it paints before the app's code has come. Only screens without parameters, so what the server
  // keeps is bounded and a token in an address (a password reset's) is in no page it keeps.
  const makeFrame = async (path: string): Promise<RenderedPage | undefined> => {
    const screen = matchPersonalScreen(path);
    if (!screen || Object.keys(screen.params).length > 0) return undefined;
    const [head, body] = await Promise.all([
      readUnlistedHead({ read, shopUrl, titles }, screen.lang, { notFound: false }),
      renderBody(path),
    ]);
    if (!head || !body) return undefined;
    const html = withBody(withHead(readIndexHtml(), head), body, [], readStyleSheet);
    return { html, etag: etagOf(html) };
  };
  const frameAt = ttlCache(options.cacheMs, makeFrame, staleWhileMadeAgain);

  return {
    /**
     * The shared page at `path` with its head, or undefined for any other address. With a query
     * (`withQuery`) it is the app's shell with the head: the screen reads the query (a renewal, a
     * return address in its links), and a render for every query would be the visitor's to order.
     */
    render: (path: string, withQuery = false) => (withQuery ? shellAt(path) : pageAt(path)),
    /** A personal screen's frame, rendered; undefined where the app's shell is sent as it was built. */
    frame: (path: string) => frameAt(path),
    /**
     * The app's shell for an address it has no screen at, with a "not found" head in the language
     * of its prefix (else the shop's default): the app shows its "not found" there.
     */
    notFound: (path: string) => {
      const first = path.split('/').find(Boolean)?.toLowerCase();
      return notFoundIn(first !== undefined && isLanguage(first) ? first : undefined);
    },
  };
}
