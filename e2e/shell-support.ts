// Helpers of the shell-*.spec.ts journeys.
import type { Page } from '@playwright/test';

/** The screen's level-1 heading, by its exact text. */
export const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });

/** Answers the real configuration call with `change` applied. */
export async function changeConfig(page: Page, change: (config: Record<string, unknown>) => void) {
  await page.route('**/api/*/shopinfo/config?*', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    change(body.data);
    await route.fulfill({ response, json: body });
  });
}
