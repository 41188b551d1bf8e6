// The `test` and `expect` of every browser journey (Biome refuses them from '@playwright/test' in e2e/).
// A console error or an uncaught page error fails the test that caused it, listed after the test ran:
// it is a bug the test did not look for. A test that provokes one on purpose declares it first with
// `expectConsoleErrors(pattern, …)`, and each declared error must then occur.
// The browser's clock is the server's (e2e/server-clock.ts, TEST_CLOCK): it is set to the server's now
// before the test's first page opens, and then runs at the real pace.
import { type BrowserContext, type BrowserContextOptions, test as base, expect } from '@playwright/test';
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
