import { expect, failedLoad, type Page, test } from './fixtures.ts';

/** What React logs when a screen's code fails to load (the route's error boundary catches it). */
const chunkFailure =
  /^console\.error: TypeError: Failed to fetch dynamically imported module: \S*\/assets\/static-page-/;

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

/** Answers the configuration call with `answer`, counting the calls. */
async function answerConfig(
  page: Page,
  answer: (body: { data: Record<string, unknown> }) => { status?: number; json: unknown },
) {
  const calls: string[] = [];
  await page.route('**/api/*/shopinfo/config?*', async (route) => {
    calls.push(route.request().url());
    const response = await route.fetch();
    const { status, json } = answer(await response.json());
    await route.fulfill({ response, status: status ?? response.status(), json });
  });
  return calls;
}

test.describe('a screen whose code cannot be loaded (after a deploy)', () => {
  test('shows a reload message inside the frame, focused, and the reload recovers', async ({
    page,
    expectConsoleErrors,
  }) => {
    expectConsoleErrors(failedLoad('net::ERR_FAILED', '/assets/static-page-'), chunkFailure);
    await page.route('**/assets/static-page-*.js', (route) => route.abort());
    await page.goto('/en/');
    await expect(heading(page, 'Museum of Light')).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Imprint' }).click();

    const message = heading(page, 'This page could not be loaded');
    await expect(message).toBeVisible();
    await expect(message).toBeFocused();
    await expect(page.getByRole('alert')).toContainText('Reloading the page fixes it.');
    // The frame stays: header, footer and the way back.
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back' })).toBeVisible();

    // The new files are there again; the keyboard reaches the reload button next.
    await page.unrouteAll();
    await page.keyboard.press('Tab');
    const reload = page.getByRole('button', { name: 'Reload page' });
    await expect(reload).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(heading(page, 'Imprint')).toBeVisible();
    await expect(page).toHaveURL(/\/en\/page\/imprint$/);
  });

  test('opened directly (its old file answers 404), it shows the message in the page’s language', async ({
    page,
    expectConsoleErrors,
  }) => {
    expectConsoleErrors(failedLoad(404, '/assets/static-page-'), chunkFailure);
    await page.route('**/assets/static-page-*.js', (route) =>
      route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }),
    );
    await page.goto('/de/page/imprint');
    await expect(heading(page, 'Diese Seite konnte nicht geladen werden')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Seite neu laden' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });
});

test('the header and footer stay mounted when a navigation inside the app changes the language', async ({
  page,
}) => {
  const calls = await answerConfig(page, (json) => ({ json }));
  await page.goto('/en/page/imprint');
  await expect(heading(page, 'Imprint')).toBeVisible();
  await page.evaluate(() => {
    const shell = window as unknown as { shellElements: Element[] };
    const found: (Element | null)[] = [document.querySelector('header'), document.querySelector('footer')];
    shell.shellElements = found.filter((element): element is Element => element !== null);
  });
  const shellStillMounted = () =>
    page.evaluate(() => {
      const { shellElements } = window as unknown as { shellElements: Element[] };
      return shellElements.length === 2 && shellElements.every((element) => element.isConnected);
    });

  // A navigation of the app's own history (as Back and Forward are) to the same screen in German.
  await page.evaluate(() => {
    window.history.pushState({ usr: null, key: 'de-imprint', idx: 1 }, '', '/de/page/imprint');
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  });
  await expect(heading(page, 'Impressum')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sprache: Deutsch' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  expect(await shellStillMounted()).toBe(true);

  // Back to English, still in the same document.
  await page.goBack();
  await expect(heading(page, 'Imprint')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Language: English' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await shellStillMounted()).toBe(true);
  // The configuration is one document for all languages: fetched once.
  expect(calls).toHaveLength(1);
});

test('opening / fetches the configuration once, also when the default language is not English', async ({
  page,
}) => {
  const calls = await answerConfig(page, (json) => {
    json.data.languages = ['de', 'en'];
    return { json };
  });
  await page.goto('/');
  await expect(heading(page, 'Museum des Lichts')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.waitForLoadState('networkidle');
  expect(calls).toHaveLength(1);
});

test.describe('when the shop cannot start', () => {
  test('the message is in the document’s language', async ({ page, expectConsoleErrors }) => {
    expectConsoleErrors(failedLoad('net::ERR_CONNECTION_REFUSED', '/shopinfo/config?'));
    await page.route('**/api/*/shopinfo/config?*', (route) => route.abort('connectionrefused'));
    await page.goto('/de/');
    await expect(heading(page, 'Der Shop ist gerade nicht erreichbar')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });

  test('a configuration that fails the contract is a set-up problem, not the connection', async ({
    page,
  }) => {
    await answerConfig(page, (json) => {
      json.data.languages = 'en';
      return { json };
    });
    await page.goto('/en/tickets');
    await expect(heading(page, 'This shop is not set up correctly')).toBeVisible();
    await expect(heading(page, 'This shop is not set up correctly')).toBeFocused();
    await expect(page.getByText(/check your connection/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  test('an unknown shop is said not to exist', async ({ page, expectConsoleErrors }) => {
    expectConsoleErrors(failedLoad(404, '/shopinfo/config?'));
    await answerConfig(page, () => ({
      status: 404,
      json: { code: 'SHOP_NOT_FOUND', message: 'No shop with id 1' },
    }));
    await page.goto('/fr/');
    await expect(heading(page, 'Cette boutique n’existe pas')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByText(/Vérifiez votre connexion/)).toHaveCount(0);
  });
});

test('a list whose data comes before its words shows both at once, so nothing moves (issue 37)', async ({
  page,
}) => {
  // The first script starts the list's calls, so its data may well arrive before the screen's
  // texts: held back here, the texts come last.
  let releaseTexts: () => void = () => {};
  const textsHeld = new Promise<void>((resolve) => {
    releaseTexts = resolve;
  });
  await page.route(/\/assets\/booking-(?!route)[^/]+\.js$/, async (route) => {
    await textsHeld;
    await route.continue();
  });
  // What the lead above the filters said at the moment the filters first appeared.
  await page.addInitScript(() => {
    const seen = new MutationObserver(() => {
      if (!document.querySelector('main form')) return;
      document.documentElement.dataset.leadWhenFiltersCame =
        document.querySelector('main p')?.textContent ?? '';
      seen.disconnect();
    });
    seen.observe(document, { childList: true, subtree: true });
  });
  const listAnswered = page.waitForResponse(/\/api\/en\/tour\/attr/);
  await page.goto('/en/guided-tours');
  await listAnswered;
  await expect(page.getByRole('status')).toBeVisible();
  releaseTexts();
  await expect(page.getByRole('form', { name: 'Filter the tours' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-lead-when-filters-came', /^Discover the museum/);
});
