import { chooseCalendarDay } from './checkout-support.ts';
import { expect, museumDaysAhead, test } from './fixtures.ts';

/**
 * Issue 37: a shared page arrives as HTML with its data, in its language, before any script runs,
 * and the browser then takes it over (hydrates it) without a mismatch (a console error fails the
 * test: fixtures.ts), without moving anything, and with its controls working.
 */

const SHOP = 'shop=1';

/** The text of the first `<h1>` of a page's HTML, tags inside it removed. */
function firstHeading(html: string): string | undefined {
  const inner = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
  return inner?.replace(/<[^>]+>/g, '').trim();
}

/** The root element's HTML, as the server rendered it (the app's shell leaves it empty). */
function rootOf(html: string): string {
  const start = html.indexOf('<div id="root"');
  const end = html.indexOf('<script type="application/json" id="shop-page-state"');
  expect(start, 'the root element').toBeGreaterThan(-1);
  expect(end, 'the state the browser hydrates from, after the root').toBeGreaterThan(start);
  return html.slice(start, end);
}

const unescapeHtml = (text: string) =>
  text.replaceAll('&amp;', '&').replaceAll('&#x27;', "'").replaceAll('&quot;', '"');

test('an event page arrives with its title as the h1, its lead and its first month of dates', async ({
  request,
}) => {
  const event = (await (await request.get(`/api/en/ticket/collect/event/1?${SHOP}`)).json()) as {
    data: { event: { name: string; description: string } };
  };
  const { name, description } = event.data.event;
  const html = await (await request.get('/en/tickets/1')).text();
  const root = unescapeHtml(rootOf(html));

  expect(firstHeading(root)).toBe(name);
  expect(root).toContain(description);
  // The calendar's first month: its caption names it, and each of its days is a cell.
  const month = /aria-label="([A-Z][a-z]+) (\d{4})"[^>]*class="rdp-month_grid"/.exec(root);
  expect(month, 'the calendar names its month').not.toBeNull();
  const monthIndex = new Date(`${month?.[1]} 1, ${month?.[2]}`).getMonth() + 1;
  const prefix = `${month?.[2]}-${String(monthIndex).padStart(2, '0')}-`;
  const days = new Set([...root.matchAll(/data-day="(\d{4}-\d{2}-\d{2})"/g)].map((match) => match[1]));
  const daysOfMonth = [...days].filter((day) => day?.startsWith(prefix));
  expect(daysOfMonth.length, `the days of ${month?.[1]} ${month?.[2]}`).toBeGreaterThanOrEqual(28);
  // The day buttons are named with the date as the visitor reads it.
  expect(root).toMatch(new RegExp(`aria-label="[A-Z][a-z]+, 1 ${month?.[1]} ${month?.[2]}`));
  // Nothing personal: no cart count, no signed-in name. The cookie notice is there for every visitor,
  // with its text, so it paints with the page; the browser hides it for one who accepted it.
  expect(root).toMatch(/data-cookie-notice[\s\S]*only the cookies this shop needs[\s\S]*>Accept</);
});

test('a list arrives in its language: the German exhibitions page', async ({ request }) => {
  const events = (await (await request.get(`/api/de/event/select?${SHOP}`)).json()) as {
    data: { events: { name: string }[] };
  };
  const names = events.data.events.map((event) => event.name);
  expect(names.length, 'the demo exhibitions').toBeGreaterThan(0);
  const html = await (await request.get('/de/tickets')).text();
  expect(html).toMatch(/<html lang="de"/);
  const root = unescapeHtml(rootOf(html));
  expect(firstHeading(root)).toBe('Tickets');
  // The exhibitions named in German, as the API names them.
  expect(names.filter((name) => root.includes(name)).length).toBeGreaterThan(0);
  expect(root).toContain('Warenkorb');
});

test('the guided tours arrive in German: the list and a tour, each with its h1', async ({ request }) => {
  const tours = (await (await request.get(`/api/de/tour/select/event?${SHOP}`)).json()) as {
    data: { tours: { id: number; name: string }[] };
  };
  const list = await (await request.get('/de/guided-tours')).text();
  expect(list).toMatch(/<html lang="de"/);
  const listRoot = unescapeHtml(rootOf(list));
  expect(firstHeading(listRoot)).toBe('Führungen');
  // The list's first card (tours in German first), named as the API names it.
  const id = Number(/href="\/de\/guided-tours\/(\d+)"/.exec(listRoot)?.[1]);
  const first = tours.data.tours.find((tour) => tour.id === id);
  if (!first) throw new Error('the German tours page lists no tour of the API');
  expect(listRoot).toContain(first.name);

  const tour = unescapeHtml(rootOf(await (await request.get(`/de/guided-tours/${first.id}`)).text()));
  expect(firstHeading(tour)).toBe(first.name);
  // The calendar's first month, named in German.
  expect(tour).toMatch(
    /aria-label="(Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4}"/,
  );
});

test('the browser takes an event page over without a mismatch or a shift, and its calendar works', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/en/tickets/1');
  // Hydrated: the root's waiting mark is gone once React has taken the page over.
  await expect(page.locator('#root:not([data-hydrating])')).toBeAttached();
  const calendar = page.getByRole('grid');
  const shown = await calendar.getAttribute('aria-label');
  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(calendar).not.toHaveAttribute('aria-label', shown ?? '');
  const shifted = await page.evaluate(() =>
    (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0),
  );
  expect(shifted).toBeLessThanOrEqual(0.02);
});

test('taking an event page over writes the document root once: the cookie notice’s height, whole', async ({
  page,
}) => {
  // A write to <html> (its attributes, its inline custom properties) restyles every element of the
  // page; on a phone each was a task of its own after the takeover (issue 37). What remains is the
  // room the cookie notice needs at the window's foot, written once, with the notice's whole text.
  await page.addInitScript(() => {
    const writes: string[] = [];
    (window as unknown as { rootWrites: string[] }).rootWrites = writes;
    // Set up before the document has its root element: the whole document is watched, the root's
    // records kept, a style's by the declarations it added or changed (the server's colours stay).
    const declarations = (style: string | null) =>
      new Set(
        (style ?? '')
          .split(';')
          .map((part) => part.trim().replace(/:\s*/, ': '))
          .filter(Boolean),
      );
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.target !== document.documentElement) continue;
        if (record.attributeName !== 'style') {
          writes.push(`${record.attributeName}`);
          continue;
        }
        const before = declarations(record.oldValue);
        const after = [...declarations(document.documentElement.getAttribute('style'))];
        writes.push(`style ${after.filter((part) => !before.has(part)).join('; ')}`);
      }
    }).observe(document, { attributes: true, attributeOldValue: true, subtree: true });
  });
  await page.goto('/en/tickets/1');
  await expect(page.locator('#root:not([data-hydrating])')).toBeAttached();
  const notice = page.getByRole('region', { name: 'Cookies' });
  await expect(notice.getByRole('link', { name: 'Data protection' })).toBeVisible();
  const height = await notice.evaluate((element) => (element as HTMLElement).offsetHeight);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { rootWrites: string[] }).rootWrites))
    .toEqual([`style --bottom-overlay: ${height}px`]);
});

test('a tour page is taken over without a mismatch, and a chosen day shows its times', async ({
  page,
  request,
}) => {
  // A day of the coming month on which the tour has a time with places.
  const [from, to] = [museumDaysAhead(1), museumDaysAhead(31)].map((day) => day.replaceAll('-', ''));
  const calendar = (await (
    await request.get(`/api/en/tour/calendar/tour/1/range/${from};${to}?${SHOP}`)
  ).json()) as { data: Record<string, { state: string; tickets: number }[]> };
  const day = Object.keys(calendar.data)
    .sort()
    .find((date) => calendar.data[date]?.some((slot) => slot.state === 'available' && slot.tickets > 0));
  if (!day) throw new Error('the demo tour has no time with places in the coming month');

  // The tour's times are asked afresh in the browser (places change); the server's render and the
  // browser's first render must still agree on what they show meanwhile (a mismatch is an error).
  await page.goto('/en/guided-tours/1');
  await expect(page.locator('#root:not([data-hydrating])')).toBeAttached();
  await chooseCalendarDay(page, day);
  await expect(page.getByRole('radio', { name: /^\d\d:\d\d/ }).first()).toBeVisible();
});

test("checkout arrives with the shop's frame, never the visitor's basket, and fills it in the browser", async ({
  page,
  request,
}) => {
  // Before any script: the header, the breadcrumb and the screen's spinner, nothing personal.
  const response = await request.get('/en/checkout');
  expect(response.headers()['cache-control']).toBe('no-store');
  const root = unescapeHtml(rootOf(await response.text()));
  expect(root).toContain('Skip to main content');
  expect(root).toMatch(/aria-current="page"[^>]*>Basket</);
  expect(root).toContain('Loading');
  expect(root).not.toContain('Your basket is empty');
  // The cookie notice, the largest text of an empty checkout, paints with the frame (issue 37: it
  // came after the app's code and DOMPurify, an LCP of 3.1 to 3.4 s on a phone).
  expect(root).toContain('only the cookies this shop needs');

  // The browser takes the frame over without a mismatch and renders the screen itself.
  await page.goto('/en/checkout');
  await expect(page.locator('#root:not([data-hydrating])')).toBeAttached();
  await expect(page.getByRole('heading', { level: 1, name: 'Basket' })).toBeVisible();
  await expect(page.getByText('Your basket is empty.')).toBeVisible();
});

test('the cookie notice of a rendered page is taken over without DOMPurify, in each language', async ({
  page,
}) => {
  const purify = /\/assets\/purify\.es-[\w-]+\.js$/;
  const asked: string[] = [];
  page.on('request', (request) => {
    if (purify.test(request.url())) asked.push(request.url());
  });
  await page.goto('/en/tickets/1');
  await expect(page.locator('#root:not([data-hydrating])')).toBeAttached();
  const notice = page.getByRole('region', { name: 'Cookies' });
  await expect(notice.getByRole('link', { name: 'Data protection' })).toBeVisible();
  // Another language is another page the server renders (spec §4).
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('link', { name: 'Deutsch' }).click();
  await expect(page.locator('#root:not([data-hydrating])')).toBeAttached();
  await expect(notice.getByRole('link', { name: 'Datenschutz' })).toBeVisible();
  await notice.getByRole('button', { name: 'Einverstanden' }).click();
  await expect(notice).toHaveCount(0);
  // The notice's text is the server's, sanitised there: 10 KB a phone does not download.
  expect(asked).toEqual([]);
});
