// The body of a shared page, rendered by the web app's own server build (issue 37, decision 0035):
// the server imports that build (dist-ssr/entry-server.js beside the app's dist/) at run time, never
// the web app's source, and hands it the API in-process.
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from './head-html.ts';

/** What the web app's server build renders (packages/web/src/app/page-render/entry-server.tsx). */
interface PageRenderer {
  renderPage(options: {
    url: string;
    settings: { apiBase: string; shop: number };
    browserSettings: { apiBase: string; shop: number };
    fetch: typeof fetch;
    now: Date;
    sanitizeHtml: (html: string) => string;
  }): Promise<PageBody | undefined>;
}

export interface PageBody {
  root: string;
  stateScript: string;
  /** The `style` of the page's `<html>` (the museum's theme colours); a build before it has none. */
  rootStyle?: string;
}

/** The address the web app's calls are made to in-process: any host, only the path counts. */
const IN_PROCESS_BASE = 'http://shop.in-process/api';

/**
 * A fetch answered by the server itself through `app.inject`: no socket, no second process, and
 * the same routes, limits and caches as the browser's calls.
 */
function inProcessFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const answer = await app.inject({
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(request.headers),
      ...(request.body ? { payload: Buffer.from(await request.arrayBuffer()) } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers))
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    return new Response(answer.statusCode === 204 ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers,
    });
  };
}

export interface PageBodiesOptions {
  /** The web app's server build; without it every page is the app's shell, as a static host sends it. */
  entry: string;
  /** The app's settings.json: the API base and shop the browser calls. */
  browserSettings: { apiBase: string; shop: number };
  sanitizeHtml: (html: string) => string;
}

/**
 * Renders the screen at a shared page's path with its data, or answers undefined (no server
 * build, or a page the app would rather start in the browser). A render that throws is logged and
 * the shell is sent: a visitor never pays for a rendering fault with an error page.
 */
export function pageBodies(app: FastifyInstance, options: PageBodiesOptions) {
  let renderer: Promise<PageRenderer | undefined> | undefined;
  const load = () => {
    renderer ??= existsSync(options.entry)
      ? (import(pathToFileURL(options.entry).href) as Promise<PageRenderer>)
      : Promise.resolve(undefined);
    return renderer;
  };
  const fetchInProcess = inProcessFetch(app);
  return async (path: string): Promise<PageBody | undefined> => {
    try {
      const render = await load();
      return await render?.renderPage({
        url: path,
        settings: { apiBase: IN_PROCESS_BASE, shop: options.browserSettings.shop },
        browserSettings: options.browserSettings,
        fetch: fetchInProcess,
        now: app.clock(),
        sanitizeHtml: options.sanitizeHtml,
      });
    } catch (error) {
      app.log.error({ err: error, path }, 'A shared page could not be rendered; its shell was sent');
      return undefined;
    }
  };
}

/** Each shared page's style sheets, as the build names them (page-styles.json). */
export type PageStyles = Partial<Record<string, string[]>>;

/** A style sheet's text as the build wrote it (`/assets/….css`), or undefined when it cannot be read. */
export type ReadStyleSheet = (href: string) => string | undefined;

/** A sheet's text in the page itself; nothing in it can close the element. */
const inlineStyle = (href: string, css: string) =>
  `<style data-href="${encodeURI(href)}">${css.replace(/<\/(style)/gi, '<\\/$1')}</style>`;

/** The build's `<script>` of the app's own code in index.html (the early script is `async`). */
const APP_SCRIPT_TAG = /<script type="module" crossorigin src="([^"]+\.js)"><\/script>/;

/** The build's `<link rel="stylesheet">` of the app's own sheet in index.html. */
const ENTRY_STYLE_LINK = /<link rel="stylesheet" crossorigin href="([^"]+\.css)">/g;

/**
 * The app's HTML with the rendered screen in its root element, the state to hydrate it from after
 * it, and the style sheets it needs written into its head: the app's own and the screen's. A page
 * painted before its code arrives needs them all, and as files they were five requests the first
 * paint waited for on a phone (issue 37). Each of the screen's sheets is also linked, `disabled`,
 * which no browser fetches: the app's code loader finds it there and does not load it again.
 */
export function withBody(
  indexHtml: string,
  body: PageBody,
  styleSheets: readonly string[],
  readStyleSheet: ReadStyleSheet,
): string {
  // The app's code is only named here: the early script fetches and runs it after the first paint
  // (the web app's after-first-paint.ts). Evaluating it took a phone 0.4 s, before the text it
  // already had was shown whenever it arrived first; and fetched at once, its 130 KB took a slow
  // network's bandwidth from the page being painted.
  const deferred = indexHtml.replace(
    APP_SCRIPT_TAG,
    (_tag, src: string) => `<meta name="app-script" content="${src}">`,
  );
  const inlined = deferred.replace(ENTRY_STYLE_LINK, (link, href: string) => {
    const css = readStyleSheet(href);
    return css === undefined ? link : inlineStyle(href, css);
  });
  const sheets = styleSheets.map((href) => {
    const link = `<link rel="stylesheet" crossorigin href="${encodeURI(href)}"`;
    const css = readStyleSheet(href);
    return css === undefined ? `${link}>` : `${inlineStyle(href, css)}${link} disabled>`;
  });
  const html = sheets.length ? inlined.replace('</head>', () => `${sheets.join('')}</head>`) : inlined;
  // data-rendered: the app's first script starts no calls, the page carries their answers.
  // data-hydrating: the app's styles show its controls waiting until its script has taken over.
  // style: the museum's colours, which the app would otherwise write on its root as it takes over.
  const rootStyle = body.rootStyle ? ` style="${escapeHtml(body.rootStyle)}"` : '';
  return html
    .replace(/<html\b([^>]*)>/, (_tag, attributes: string) => `<html${attributes} data-rendered${rootStyle}>`)
    .replace(
      '<div id="root"></div>',
      () => `<div id="root" data-hydrating>${body.root}</div>${body.stateScript}`,
    );
}
