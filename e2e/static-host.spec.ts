import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expectNoAxeViolations } from './axe.ts';
import { chooseCalendarDay, expect, timedTicketLine } from './checkout-support.ts';
import { test } from './fixtures.ts';
import { type StaticHost, startStaticHost } from './static-host.ts';

/**
 * Issue 37: the shop's server sends each shared page with its own head, yet the same build still
 * runs as a bare single-page app from any static host in front of a back-end that speaks the
 * contract. Here the built web app is served by a plain static host (e2e/static-host.ts) that passes
 * the back-end's paths to the suite's server; a visitor books Neon Nights (event 1) there.
 */

const EVENT = 'Neon Nights';
const WEB_DIST = fileURLToPath(new URL('../packages/web/dist', import.meta.url));

let host: StaticHost;
/** The build's index.html, as `npm run build` wrote it. */
let builtIndex: string;

test.beforeAll(async () => {
  builtIndex = readFileSync(`${WEB_DIST}/index.html`, 'utf8');
  const backEnd = process.env.E2E_BASE_URL;
  if (!backEnd) throw new Error('E2E_BASE_URL is set by e2e/global-setup.ts');
  host = await startStaticHost(WEB_DIST, backEnd);
});

test.afterAll(async () => {
  await host?.close();
});

test('the static host answers the build’s index.html unchanged, the shop’s server the page’s own head', async ({
  request,
}) => {
  const builtTitle = /<title>[^<]*<\/title>/.exec(builtIndex)?.[0];
  expect(builtTitle, 'the build’s <title>').toBeTruthy();
  const bare = await request.get(`${host.url}/en/tickets/1`);
  expect(bare.status()).toBe(200);
  expect(bare.headers()['content-type']).toMatch(/^text\/html/);
  const bareHtml = await bare.text();
  expect(bareHtml).toBe(builtIndex);
  expect(bareHtml).toContain(builtTitle ?? '');
  expect(bareHtml).not.toContain('application/ld+json');
  expect(bareHtml).not.toContain(EVENT);

  const shared = await request.get('/en/tickets/1');
  expect(shared.status()).toBe(200);
  const sharedHtml = await shared.text();
  expect(sharedHtml).toContain('application/ld+json');
  expect(sharedHtml).toMatch(new RegExp(`<title>[^<]*${EVENT}[^<]*</title>`));
});

test('a visitor books tickets in the app from the static host and sees them at checkout', async ({
  page,
  request,
}) => {
  // Two tickets at a time with places to spare, found through the API as the checkout journeys do.
  const line = await timedTicketLine(request, 2);
  const [date = '', time = ''] = String(line.item.datetime).split(' ');
  const ticket = line.name.slice(line.name.lastIndexOf(': ') + 2);
  // Every file and call of the journey goes to the static host: the app's calls are same-origin.
  const origins = new Set<string>();
  page.on('request', (sent) => {
    if (/^https?:/.test(sent.url())) origins.add(new URL(sent.url()).origin);
  });

  await page.goto(`${host.url}/en/tickets/1`);
  await expect(page.getByRole('heading', { level: 1, name: EVENT })).toBeVisible();
  // The app names the screen itself, as it did before the server sent heads.
  await expect(page).toHaveTitle(new RegExp(EVENT));
  // The demo shows its cookie notice once the shop's texts are in, which may be after the heading.
  const notice = page.getByRole('region', { name: 'Cookies' });
  await notice.getByRole('button', { name: 'Accept' }).click();
  await expect(notice).toBeHidden();
  await chooseCalendarDay(page, date);
  await page.getByRole('radio', { name: new RegExp(`^${time}`) }).check();
  await page.getByRole('spinbutton', { name: new RegExp(`^${ticket} €`) }).fill('2');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectNoAxeViolations(page, 'the event screen on the static host');

  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to your basket' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Basket, 1 item' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the basket' }).click();

  await expect(page).toHaveURL(`${host.url}/en/checkout`);
  await expect(page.getByRole('heading', { level: 2, name: 'Your basket: 1 item' })).toBeVisible();
  const prices = page.getByRole('table', { name: new RegExp(`Prices of ${EVENT}`) });
  await expect(prices.getByRole('row', { name: new RegExp(`^${ticket} 2 `) })).toBeVisible();
  const summary = page.getByRole('complementary', { name: 'Summary' });
  const total = summary
    .locator('dt', { hasText: /^Total to pay$/ })
    .locator('xpath=following-sibling::dd[1]');
  // The line's total is in cents.
  await expect(total).toHaveText(`€${(line.total / 100).toFixed(2)}`);
  expect([...origins]).toEqual([host.url]);
});
