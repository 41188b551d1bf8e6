// The `test` and `expect` of every browser journey (Biome refuses them from '@playwright/test' in e2e/).
// A console error or an uncaught page error fails the test that caused it, listed after the test ran:
// it is a bug the test did not look for. A test that provokes one on purpose declares it first with
// `expectConsoleErrors(pattern, …)`, and each declared error must then occur.
// The browser's clock is the server's (e2e/server-clock.ts, TEST_CLOCK): it is set to the server's now
// before the test's first page opens, and then runs at the real pace.
import {
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  expect,
  type Page,
} from '@playwright/test';
import { MUSEUM_TIME_ZONE, serverNow } from './server-clock.ts';

export type { APIRequestContext, Locator, Page } from '@playwright/test';
export { museumDaysAhead, museumToday, serverNow } from './server-clock.ts';
export { expect };

interface ConsoleErrorFixtures {
  /** Errors this test provokes on purpose; see `failedLoad`. */
  expectConsoleErrors: (...patterns: RegExp[]) => void;
  /**
   * A second browser context (a member of staff beside the visitor), in the museum's time zone and
   * on the server's clock as the test's own context is; closed after the test.
   */
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
}

/**
 * Issue 37: a shared page arrives rendered by the server and comes alive once the app has taken it
 * over (hydrated it), when its root loses `data-hydrating`. A click or a key before that would be
 * lost, as a visitor's is, so every page's navigations wait for it before the test acts.
 */
function actOnceHydrated(page: Page): void {
  const hydrated = () => page.waitForSelector('#root[data-hydrating]', { state: 'detached' });
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const goBack = page.goBack.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await hydrated();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await hydrated();
    return response;
  };
  page.goBack = async (...args) => {
    const response = await goBack(...args);
    await hydrated();
    return response;
  };
}

/** A page's HTML as a static host sends it: its root empty, without the state to hydrate it from. */
const SERVER_RENDERED_ROOT =
  /<div id="root" data-hydrating>[\s\S]*?<script type="application\/json" id="shop-page-state">[\s\S]*?<\/script>/;
/** A rendered page's app script, which runs after its paint (after-first-paint.ts), as the build's tag. */
const DEFERRED_APP_SCRIPT = /<meta name="app-script" content="([^"]+)">/;

/**
 * A rendered page as the app's shell: no root, neither the mark of a render nor the museum's colours
 * on `<html>` (the app writes them itself), the build's own script tag.
 */
const asShell = (html: string) =>
  html
    .replace(SERVER_RENDERED_ROOT, '<div id="root"></div>')
    .replace(/<html\b[^>]*>/, (tag) => tag.replace(' data-rendered', '').replace(/ style="[^"]*"/, ''))
    .replace(DEFERRED_APP_SCRIPT, '<script type="module" crossorigin src="$1"></script>');

/**
 * A test that answers the shop's calls itself (`route`: a failing server, another configuration)
 * tests the app as it starts in the browser: the pages it opens come as the app's shell, as from a
 * static host, so the app makes the calls the test answers instead of hydrating the server's.
 */
function shellOnceRouted(target: Page | BrowserContext): void {
  const route = target.route.bind(target) as Page['route'];
  let routed = false;
  target.route = (async (...args: Parameters<Page['route']>) => {
    if (!routed) {
      routed = true;
      await route('**/*', async (intercepted) => {
        if (intercepted.request().resourceType() !== 'document') return intercepted.fallback();
        const response = await intercepted.fetch();
        const html = await response.text();
        // The body is sent as text: the answer's own encoding and length no longer hold.
        const { 'content-encoding': _encoding, 'content-length': _length, ...headers } = response.headers();
        return intercepted.fulfill({
          status: response.status(),
          headers,
          body: asShell(html),
        });
      });
    }
    return route(...args);
  }) as typeof target.route;
  // Routes taken away take the shell's with them: the next route puts it back.
  const unrouteAll = target.unrouteAll.bind(target) as Page['unrouteAll'];
  target.unrouteAll = (async (...args: Parameters<Page['unrouteAll']>) => {
    routed = false;
    return unrouteAll(...args);
  }) as typeof target.unrouteAll;
}

function preparePage(page: Page): void {
  actOnceHydrated(page);
  shellOnceRouted(page);
}

/** Every page of `context`, those open and those to come: see actOnceHydrated and shellOnceRouted. */
function hydratedPagesOf(context: BrowserContext): void {
  shellOnceRouted(context);
  for (const page of context.pages()) preparePage(page);
  context.on('page', preparePage);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The console error Chromium logs when the page's load of a URL containing `urlPart` failed, with an
 * HTTP status (e.g. 422) or a network error (e.g. 'net::ERR_CONNECTION_REFUSED').
 */
export const failedLoad = (cause: number | `net::${string}`, urlPart: string) =>
  new RegExp(
    `^console\\.error: Failed to load resource: ${
      typeof cause === 'number' ? `the server responded with a status of ${cause} ` : escapeRegExp(cause)
    }.* \\(https?://[^ ]*${escapeRegExp(urlPart)}[^ ]*\\)$`,
  );

interface ConsoleErrors {
  seen: string[];
  expected: RegExp[];
}

export const test = base.extend<
  ConsoleErrorFixtures & { consoleErrors: ConsoleErrors; serverClock: undefined }
>({
  serverClock: [
    async ({ context }, use) => {
      await context.clock.install({ time: serverNow() });
      hydratedPagesOf(context);
      await use(undefined);
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ context }, use) => {
      const consoleErrors: ConsoleErrors = { seen: [], expected: [] };
      // On the context, so pages the test opens itself are watched too.
      context.on('console', (message) => {
        if (message.type() !== 'error') return;
        const { url } = message.location();
        consoleErrors.seen.push(`console.error: ${message.text()}${url ? ` (${url})` : ''}`);
      });
      context.on('weberror', (error) => consoleErrors.seen.push(`pageerror: ${error.error().message}`));
      await use(consoleErrors);
      const { seen, expected } = consoleErrors;
      const unexpected = seen.filter((error) => !expected.some((pattern) => pattern.test(error)));
      expect(unexpected, 'console or page errors during the test').toEqual([]);
      const missing = expected.filter((pattern) => !seen.some((error) => pattern.test(error)));
      expect(missing, 'declared console errors that did not occur').toEqual([]);
    },
    { auto: true },
  ],
  newContext: async ({ browser }, use) => {
    const made: BrowserContext[] = [];
    await use(async (options = {}) => {
      const context = await browser.newContext({ timezoneId: MUSEUM_TIME_ZONE, ...options });
      made.push(context);
      await context.clock.install({ time: serverNow() });
      hydratedPagesOf(context);
      return context;
    });
    await Promise.all(made.map((context) => context.close()));
  },
  expectConsoleErrors: async ({ consoleErrors }, use) => {
    await use((...patterns) => {
      consoleErrors.expected.push(...patterns);
    });
  },
});
