// The `test` and `expect` of every browser journey (Biome refuses them from '@playwright/test' in e2e/).
// A console error or an uncaught page error fails the test that caused it, listed after the test ran:
// it is a bug the test did not look for. A test that provokes one on purpose names it with
// `test.use({ expectedConsoleErrors: [pattern] })`, and that error must then occur.
import { test as base, expect } from '@playwright/test';

export type { APIRequestContext, Locator, Page } from '@playwright/test';
export { expect };

interface ConsoleErrorOptions {
  /** Errors the test provokes on purpose, matched against "console.error: text (url)" or "pageerror: message". */
  expectedConsoleErrors: RegExp[];
}

export const test = base.extend<ConsoleErrorOptions & { failOnConsoleErrors: undefined }>({
  expectedConsoleErrors: [[], { option: true }],
  failOnConsoleErrors: [
    async ({ context, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      // On the context, so pages the test opens itself are watched too.
      context.on('console', (message) => {
        if (message.type() !== 'error') return;
        const { url } = message.location();
        errors.push(`console.error: ${message.text()}${url ? ` (${url})` : ''}`);
      });
      context.on('weberror', (error) => errors.push(`pageerror: ${error.error().message}`));
      await use(undefined);
      const unexpected = errors.filter(
        (error) => !expectedConsoleErrors.some((pattern) => pattern.test(error)),
      );
      expect(unexpected, 'console or page errors during the test').toEqual([]);
      const missing = expectedConsoleErrors.filter((pattern) => !errors.some((error) => pattern.test(error)));
      expect(missing, 'expected console errors that did not occur (a stale allowance)').toEqual([]);
    },
    { auto: true },
  ],
});
