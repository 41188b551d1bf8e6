import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { ANNUAL_PASS_KIND, LANGUAGES, MERCHANDISE_KIND } from '@museum-shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { build, type TestApp } from '../../test-support/build.ts';
import { headElements, type PageHead, plainText, shortened } from './head-html.ts';

/**
 * Google's rich result rules for an event and a product (developers.google.com/search/docs/
 * appearance/structured-data/event and /product-snippet): the required properties, and the
 * recommended ones this shop always has, in the shapes schema.org gives them.
 */
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+([+-]\d{2}:\d{2}|Z)?)?$/);
const schemaUrl = (type: string) => z.literal(`https://schema.org/${type}`);
const offerShape = z.object({
  '@type': z.literal('Offer'),
  price: z.string().regex(/^\d+\.\d{2}$/),
  priceCurrency: z.string().regex(/^[A-Z]{3}$/),
  availability: z.union([schemaUrl('InStock'), schemaUrl('SoldOut')]),
  url: z.url(),
});
const eventShape = z.object({
  '@context': z.literal('https://schema.org'),
  '@type': z.literal('Event'),
  name: z.string().min(1),
  startDate: isoDate,
  endDate: isoDate,
  eventStatus: schemaUrl('EventScheduled'),
  eventAttendanceMode: schemaUrl('OfflineEventAttendanceMode'),
  location: z.object({
    '@type': z.literal('Place'),
    name: z.string().min(1),
    address: z.object({
      '@type': z.literal('PostalAddress'),
      streetAddress: z.string().min(1),
      postalCode: z.string().min(1),
      addressLocality: z.string().min(1),
      addressCountry: z.string().min(2),
    }),
  }),
  image: z.array(z.url()).min(1),
  description: z.string().min(1),
  organizer: z.object({ '@type': z.literal('Organization'), name: z.string().min(1), url: z.url() }),
  offers: z.array(offerShape).min(1),
});
const productShape = z.object({
  '@context': z.literal('https://schema.org'),
  '@type': z.literal('Product'),
  name: z.string().min(1),
  image: z.array(z.url()).min(1),
  description: z.string().min(1),
  sku: z.string().min(1),
  offers: offerShape,
});

/** A build as Vite leaves it, as far as the server reads it. */
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Museum shop</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
const PAGE_TITLES = {
  en: { tickets: 'Tickets', guidedTours: 'Guided tours', merchandise: 'Shop', notFound: 'Page not found' },
  de: { tickets: 'Tickets', guidedTours: 'Führungen', merchandise: 'Shop', notFound: 'Seite nicht gefunden' },
};

/** The JSON-LD blocks of a page, parsed. */
const structuredData = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (block) => JSON.parse(block[1] ?? '') as Record<string, unknown>,
  );
const attribute = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

/**
 * A stand-in for the web app's server build (packages/web/dist-ssr/entry-server.js), with its
 * `renderPage`: it asks the shop's API through the fetch it is given, as the real one does; it
 * leaves event 2 to the browser and fails on event 3. Of the personal screens it renders the
 * German account settings' frame.
 */
const STAND_IN_RENDERER = `
export async function renderPage({ url, settings, browserSettings, fetch, now, sanitizeHtml }) {
  if (url === '/de/settings')
    return { root: '<header>Rahmen</header>', stateScript: '<script type="application/json" id="shop-page-state">{}</script>' };
  if (!url.startsWith('/en/tickets/') || url === '/en/tickets/2') return undefined;
  if (url === '/en/tickets/3') throw new Error('a fault in the render');
  const answer = await fetch(settings.apiBase + '/en/ticket/collect/event/1?shop=' + settings.shop);
  const { data } = await answer.json();
  return {
    root: '<h1>' + data.event.name + '</h1>' + sanitizeHtml('<p>lead<script>alert(1)</script></p>'),
    stateScript: '<script type="application/json" id="shop-page-state">'
      + JSON.stringify({ now: now.toISOString(), settings: browserSettings }) + '</script>',
    rootStyle: '--color-primary:#123;--font:"a"><b>',
  };
}`;

/** The build in a folder of its own: dist/ and the server build beside it in dist-ssr/. */
function standInBuild(): string {
  const folder = mkdtempSync(join(tmpdir(), 'museum-shop-pages-'));
  const distDir = join(folder, 'dist');
  mkdirSync(distDir);
  mkdirSync(join(folder, 'dist-ssr'));
  writeFileSync(join(folder, 'dist-ssr', 'entry-server.js'), STAND_IN_RENDERER);
  writeFileSync(join(distDir, 'index.html'), INDEX_HTML);
  writeFileSync(join(distDir, 'page-titles.json'), JSON.stringify(PAGE_TITLES));
  writeFileSync(
    join(distDir, 'page-styles.json'),
    JSON.stringify({ ticket: ['/assets/booking-route-x.css', '/assets/gone-y.css'] }),
  );
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'assets', 'index-abc.css'), 'body{margin:0}');
  // A museum's font name could hold anything; nothing in a sheet may end its element.
  writeFileSync(join(distDir, 'assets', 'booking-route-x.css'), '.day{font-family:"</STYLE><b>"}');
  writeFileSync(join(distDir, 'settings.json'), '{"apiBase":"/api","shop":1}');
  return distDir;
}

describe('the shared pages, as search engines and link previews read them', () => {
  let t: TestApp;
  let distDir: string;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  /** The id of the first demo item a list call answers. */
  const firstId = async (path: string, key: string) => {
    const answer = await get(`/api/en/${path}`);
    const items = (answer.json() as { data: Record<string, { id: number }[]> }).data[key] ?? [];
    const id = items[0]?.id;
    if (id === undefined) throw new Error(`the demo has nothing at ${path}`);
    return id;
  };

  beforeAll(async () => {
    distDir = standInBuild();
    t = await build({
      webDistDir: distDir,
      app: { publicUrl: 'https://shop.museum.example', catalogCacheMs: 5_000 },
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dirname(distDir), { recursive: true, force: true });
  });

  it("sends an exhibition's title, lead, alternates, picture and a valid Event before any script runs", async () => {
    const response = await get('/en/tickets/1');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toMatch(/<html lang="en"[ >]/);
    const event = (await get('/api/en/event/select')).json().data.events[0] as {
      name: string;
      description: string;
    };
    expect(attribute(html, /<title>([^<]*)<\/title>/)).toBe(`${event.name} - Museum of Light`);
    expect(attribute(html, /<meta name="description" content="([^"]*)"/)).toBe(
      shortened(plainText(event.description)),
    );
    expect(html).toContain('<link rel="canonical" href="https://shop.museum.example/en/tickets/1" />');
    for (const lang of LANGUAGES)
      expect(html).toContain(
        `<link rel="alternate" hreflang="${lang}" href="https://shop.museum.example/${lang}/tickets/1" />`,
      );
    expect(html).toContain('hreflang="x-default" href="https://shop.museum.example/en/tickets/1"');
    expect(attribute(html, /<meta property="og:image" content="([^"]*)"/)).toMatch(
      /^https:\/\/shop\.museum\.example\//,
    );
    expect(html).not.toContain('noindex');
    const [data, ...more] = structuredData(html);
    expect(more).toEqual([]);
    const checked = eventShape.parse(data);
    expect(checked.name).toBe(event.name);
    expect(checked.startDate <= checked.endDate).toBe(true);
  });

  it('sends a guided tour in German, an Event in the language it is guided in', async () => {
    const id = await firstId('tour/select/event', 'tours');
    const tour = (await get(`/api/de/tour?tour=${id}`)).json().data as {
      name: string;
      langIdentifier: string;
    };
    const html = (await get(`/de/guided-tours/${id}`)).body;
    expect(html).toContain('<html lang="de">');
    expect(attribute(html, /<title>([^<]*)<\/title>/)).toContain(tour.name);
    expect(html).toContain('<meta property="og:locale" content="de_DE" />');
    const [data] = structuredData(html);
    expect(eventShape.extend({ inLanguage: z.string() }).parse(data).inLanguage).toBe(tour.langIdentifier);
  });

  it('sends an article and a pass as a valid Product with its price', async () => {
    const articleId = await firstId(`merchandise/select?product_kind=${MERCHANDISE_KIND}`, 'articles');
    const article = (await get(`/api/en/merchandise?article=${articleId}`)).json().data as { price: number };
    const [product] = structuredData((await get(`/en/product/${articleId}`)).body);
    expect(productShape.parse(product).offers.price).toBe((article.price / 100).toFixed(2));
    const passId = await firstId(`merchandise/select?product_kind=${ANNUAL_PASS_KIND}`, 'articles');
    productShape.parse(structuredData((await get(`/en/passes/${passId}`)).body)[0]);
  });

  it("titles the lists in the page's language, without structured data", async () => {
    const html = (await get('/de/guided-tours')).body;
    expect(attribute(html, /<title>([^<]*)<\/title>/)).toBe('Führungen - Museum des Lichts');
    expect(structuredData(html)).toEqual([]);
    expect(attribute((await get('/en/')).body, /<title>([^<]*)<\/title>/)).toBe('Museum of Light');
  });

  it('keeps search engines away from an event or page that does not exist, titled not found', async () => {
    for (const url of [
      '/en/tickets/999999',
      '/en/product/999999',
      '/en/page/nothing',
      '/de/guided-tours/x',
    ]) {
      const response = await get(url);
      // A 200: the owner's preview link opens a draft at the same address, and the app tells.
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<meta name="robots" content="noindex" />');
      expect(structuredData(response.body), url).toEqual([]);
    }
    expect((await get('/de/tickets/999999')).body).toContain('<title>Seite nicht gefunden - ');
  });

  it('lets a CDN keep a shared page for the catalog cache period, revalidated by its ETag', async () => {
    const first = await get('/en/merchandise', { 'accept-encoding': 'br' });
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=5, stale-while-revalidate=5');
    expect(first.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(first.rawPayload).toString()).toContain(
      '<title>Shop - Museum of Light</title>',
    );
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get('/en/merchandise', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get('/de/merchandise')).headers.etag).not.toBe(etag);
  });

  it('sends checkout and account screens as the bare shell, kept nowhere and listed by no search engine', async () => {
    // The renderer here renders no frame of these (see the next test).
    for (const url of ['/en/checkout', '/en/settings', '/en/order-review/abc', '/checkout', '/logout']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
      expect(response.headers['x-robots-tag'], url).toBe('noindex');
      expect(response.body, url).toBe(INDEX_HTML);
    }
  });

  it("sends a personal screen's frame rendered, kept nowhere", async () => {
    const response = await get('/de/settings');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect(response.headers.etag).toBeUndefined();
    const html = response.body;
    expect(html).toMatch(/<html lang="de" data-rendered>/);
    expect(html).toContain('<title>Museum des Lichts</title>');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toContain('rel="canonical"');
    expect(html).toContain('<div id="root" data-hydrating><header>Rahmen</header></div>');
    // As a shared page's: the app's code fetched and run after the frame has painted.
    expect(html).toContain('<meta name="app-script" content="/assets/index-abc.js">');
    // With a query the app reads, or a parameter in the address (a token), the shell as built.
    for (const url of ['/de/settings?from=checkout', '/de/recover/abc'])
      expect((await get(url)).body, url).toBe(INDEX_HTML);
  });

  it('answers an address the app has no screen at with a 404: the shell titled not found in its language', async () => {
    for (const [url, title] of [
      ['/unknown', 'Page not found - Museum of Light'],
      ['/en/unknown/deeper', 'Page not found - Museum of Light'],
      ['/de/tickets/1/2', 'Seite nicht gefunden - Museum des Lichts'],
      ['/xx/tickets', 'Page not found - Museum of Light'],
      ['/en/checkout/elsewhere?x=1', 'Page not found - Museum of Light'],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control'], url).toBe('no-store');
      expect(response.headers['x-robots-tag'], url).toBe('noindex');
      expect(attribute(response.body, /<title>([^<]*)<\/title>/), url).toBe(title);
      expect(response.body, url).toContain('<meta name="robots" content="noindex" />');
      // No address of its own, and the app's empty root: the app says "not found" itself.
      expect(response.body, url).not.toContain('rel="canonical"');
      expect(response.body, url).toContain('<div id="root"></div>');
    }
    expect((await get('/de/nichts')).body).toMatch(/<html lang="de"/);
  });

  it('lists every published page in every language in the sitemap, with its alternates', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const xml = response.body;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const locations = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    const tourId = await firstId('tour/select/event', 'tours');
    for (const lang of LANGUAGES)
      for (const path of ['', 'tickets', 'tickets/1', `guided-tours/${tourId}`, 'page/imprint'])
        expect(locations).toContain(`https://shop.museum.example/${lang}/${path}`);
    expect(new Set(locations).size).toBe(locations.length);
    expect(xml).toContain(
      '<url><loc>https://shop.museum.example/de/tickets/1</loc><xhtml:link rel="alternate" hreflang="en" href="https://shop.museum.example/en/tickets/1"/>',
    );
  });

  it("puts the screen the web app's server build rendered in the root, read from the API in-process", async () => {
    const event = (await get('/api/en/ticket/collect/event/1?shop=1')).json().data.event as { name: string };
    const html = (await get('/en/tickets/1')).body;
    // The app's and the screen's style sheets written into the head, so the page paints styled
    // before its code arrives and without waiting for a file; the screen's linked `disabled` (never
    // fetched) so the app's code loader adds none. A sheet the build lacks stays a plain link.
    expect(html).toContain('<style data-href="/assets/index-abc.css">body{margin:0}</style>');
    expect(html).not.toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css"');
    expect(html).toContain(
      '<style data-href="/assets/booking-route-x.css">.day{font-family:"<\\/STYLE><b>"}</style>' +
        '<link rel="stylesheet" crossorigin href="/assets/booking-route-x.css" disabled>' +
        '<link rel="stylesheet" crossorigin href="/assets/gone-y.css"></head>',
    );
    // The app's code only named: the early script fetches and runs it after the first paint.
    expect(html).toContain('<meta name="app-script" content="/assets/index-abc.js">');
    expect(html).not.toContain('<script type="module" crossorigin src="/assets/index-abc.js">');
    // Marked for the app's first script, which then starts no calls: the page carries their answers.
    // In the museum's colours from the first paint, and nothing in them can end the attribute.
    expect(html).toContain(
      '<html lang="en" data-rendered style="--color-primary:#123;--font:&quot;a&quot;&gt;&lt;b&gt;">',
    );
    // Its lead sanitised by the shop's own sanitiser: DOMPurify needs a browser.
    expect(html).toContain(`<div id="root" data-hydrating><h1>${event.name}</h1><p>lead</p></div>`);
    // The browser calls the API where settings.json says, not where the render called it.
    expect(html).toMatch(
      /<\/div><script type="application\/json" id="shop-page-state">\{"now":"[\d-]+T[\d:.]+Z","settings":\{"apiBase":"\/api","shop":1\}\}<\/script>/,
    );
  });

  it('sends the shell with its head where the render leaves a page to the browser, or fails', async () => {
    // A query is the screen's to read (a renewal, a return address): the browser renders it.
    for (const path of ['/en/tickets/2', '/en/tickets/3', '/en/tickets/1?partner=7']) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.body, path).toContain('<div id="root"></div>');
      expect(response.body, path).not.toContain('shop-page-state');
      expect(response.body, path).not.toContain('data-rendered');
      expect(response.body, path).toContain('<script type="module" crossorigin src="/assets/index-abc.js">');
      expect(response.body, path).toContain('<link rel="canonical"');
    }
  });

  it('names the sitemap in robots.txt and keeps crawlers out of the API and the staff app', async () => {
    const robots = (await get('/robots.txt')).body.split('\n');
    expect(robots).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Disallow: /api/',
        'Disallow: /admin/',
        'Sitemap: https://shop.museum.example/sitemap.xml',
      ]),
    );
  });
});

describe("a page's head", () => {
  const head: PageHead = {
    lang: 'en',
    title: 'Glow </title><script>alert(1)</script>',
    description: 'A "bright" & <b>bold</b> show',
    canonical: 'https://shop.example/en/tickets/1',
    alternates: [{ lang: 'en', href: 'https://shop.example/en/tickets/1' }],
    defaultAlternate: 'https://shop.example/en/tickets/1',
    siteName: 'Museum',
    indexable: true,
    structuredData: [{ name: '</script><script>alert(1)</script>' }],
  };

  it("escapes the museum's texts, so none of them can end an element or start a script", () => {
    const html = headElements(head);
    expect(html).toContain('<title>Glow &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(html).toContain('content="A &quot;bright&quot; &amp; &lt;b&gt;bold&lt;/b&gt; show"');
    expect(html.match(/<script/g)).toHaveLength(1);
    const json = /<script type="application\/ld\+json">(.*)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(json)).toEqual(head.structuredData[0]);
  });

  it('describes a page by the plain start of its text', () => {
    expect(plainText('<p>Light&nbsp;&amp; <em>shadow</em></p>\n<p>&#8364;5 &#x1F600; &#99999999;</p>')).toBe(
      'Light & shadow €5 😀 &#99999999;',
    );
    const long = 'word '.repeat(60);
    expect(shortened(long).length).toBeLessThanOrEqual(160);
    expect(shortened(long).endsWith('word…')).toBe(true);
    expect(shortened('short')).toBe('short');
  });
});
