import { readFile } from 'node:fs/promises';
import {
  chooseCalendarDay,
  continueAsGuest,
  expect,
  isoDaysAhead,
  orderWith,
  shownOrderNumber,
} from './checkout-support.ts';
import { type APIRequestContext, type Page, test } from './fixtures.ts';

/**
 * Issue 15's mixed basket through the real screens, the server and the payment sandbox: a timed
 * ticket of Neon Nights, the German group tour Colours of Light with its mandatory answers, a
 * poster that is shipped, and a gift voucher of a free amount, all in one cart; a guest pays by
 * card, and the order review lists the four lines, the shipping cost and the bought voucher's code.
 * Dates are chosen a week or more ahead, at times with many places, so parallel journeys that
 * book the first open times never compete with this one.
 */

const AHEAD = 8;
const PARIS = { name: 'Grace Hopper', street: '12 rue de la Lumière', zip: '75001', city: 'Paris' };

/** A day (at least AHEAD days away) and time of Neon Nights whose adult ticket has `places` left. */
async function eventTime(request: APIRequestContext, places: number) {
  for (let day = AHEAD; day < AHEAD + 30; day += 1) {
    const date = isoDaysAhead(day);
    const collect = (await (
      await request.get(`/api/en/ticket/collect/event/1/date/${date}?shop=1`)
    ).json()) as {
      data: {
        date: string | null;
        tickets: { name: string; family: boolean; schedule: { datetime: string; max_tickets: number }[] }[];
      };
    };
    if (collect.data.date !== date) continue;
    const adult = collect.data.tickets.find((ticket) => ticket.name === 'Adult' && !ticket.family);
    const slots = (adult?.schedule ?? []).filter(
      (slot) => slot.datetime.startsWith(date) && slot.max_tickets >= places,
    );
    // The last time of the day: the checkout journeys buy at the first time with places.
    const slot = slots.at(-1);
    if (slot) return { date, time: slot.datetime.slice(11) };
  }
  throw new Error('Neon Nights has no time with places in the coming weeks');
}

/** A day (at least AHEAD days away) on which a whole Colours of Light tour can be booked at 09:30. */
async function tourDay(request: APIRequestContext) {
  const from = isoDaysAhead(AHEAD);
  const to = isoDaysAhead(AHEAD + 30);
  const calendar = (await (
    await request.get(
      `/api/en/tour/calendar/tour/2/range/${from.replaceAll('-', '')};${to.replaceAll('-', '')}?shop=1`,
    )
  ).json()) as { data: Record<string, { time: string; tours: number; tickets: number; state: string }[]> };
  const date = Object.keys(calendar.data)
    .sort()
    .find((day) =>
      calendar.data[day]?.some(
        (slot) =>
          slot.time === '09:30' && slot.state === 'available' && slot.tours >= 1 && slot.tickets >= 30,
      ),
    );
  if (!date) throw new Error('Colours of Light has no morning tour in the coming weeks');
  return date;
}

/** A date as the screens show it (d.m.Y, two-digit day and month: decision 0020). */
const dmy = (date: string) => {
  const [year, month, day] = date.split('-');
  return `${day}.${month}.${year}`;
};

const basketLink = (page: Page, count: number) =>
  page.getByRole('link', { name: count === 1 ? 'Basket, 1 item' : `Basket, ${count} items` });

test('a guest buys a timed ticket, a tour with answers, a shipped product and a voucher in one order', async ({
  page,
  request,
  expectConsoleErrors,
}) => {
  test.setTimeout(120_000);
  // The cookie notice is accepted, so it covers nothing the test clicks.
  await page.addInitScript(() => window.sessionStorage.setItem('cookiesAccepted', 'true'));
  const ticketAt = await eventTime(request, 10);
  const tourDate = await tourDay(request);

  // 1. Two adult tickets of Neon Nights at a time with places.
  await page.goto('/en/tickets/1');
  await expect(page.getByRole('heading', { level: 1, name: /Neon Nights/ })).toBeVisible();
  await chooseCalendarDay(page, ticketAt.date);
  await page.getByRole('radio', { name: new RegExp(`^${ticketAt.time}`) }).check();
  await page.getByRole('spinbutton', { name: /^Adult €/ }).fill('2');
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to your basket' })).toBeVisible();
  await expect(basketLink(page, 1)).toBeVisible();

  // 2. A whole group tour, with an answer to every question.
  await page.goto('/en/guided-tours/2');
  await expect(page.getByRole('heading', { level: 1, name: /Colours of Light/ })).toBeVisible();
  await chooseCalendarDay(page, tourDate);
  await page.getByRole('radio', { name: /^09:30/ }).check();
  await page.getByRole('spinbutton', { name: /^Tour for one group/ }).fill('1');
  await page.getByRole('spinbutton', { name: /^Pupil or group member/ }).fill('12');
  await page.getByRole('radio', { name: 'School class' }).check();
  await page.getByLabel(/Age of the participants/).selectOption('11-14');
  await page.getByRole('checkbox', { name: 'Step-free route' }).check();
  await page.getByLabel(/Name of the group leader/).fill('Ms Berg');
  await page.getByLabel(/Number of accompanying adults/).fill('2');
  await page.getByLabel(/Anything else our guide should know/).fill('We arrive by tram.');
  await expect(page.getByText('€143.00')).toBeVisible();
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to your basket' })).toBeVisible();
  await expect(basketLink(page, 2)).toBeVisible();

  // 3. A poster, which is shipped.
  await page.goto('/en/product/4');
  await expect(page.getByRole('heading', { level: 1, name: 'Poster “Neon Nights”' })).toBeVisible();
  await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('1');
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'has been added to your basket' })).toBeVisible();
  await expect(basketLink(page, 3)).toBeVisible();

  // 4. A gift voucher of an amount of one's choice.
  await page.goto('/en/vouchers/3');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Gift voucher, amount of your choice' }),
  ).toBeVisible();
  const amount = page.getByRole('textbox', { name: 'Amount in euros' });
  await amount.fill('20');
  await amount.blur();
  await expect(page.getByText('Total €20.00')).toBeVisible();
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(basketLink(page, 4)).toBeVisible();
  await page.getByRole('link', { name: 'Go to the basket' }).click();

  // The basket: four lines; shipping is known once the guest's country is.
  await expect(page).toHaveURL(/\/en\/checkout$/);
  const basket = page.getByRole('region', { name: 'Your basket: 4 items' });
  await expect(basket).toBeVisible();
  const lines = basket.getByRole('heading', { level: 3 });
  await expect(lines).toHaveCount(4);
  await expect(lines.nth(0)).toHaveText(/^Neon Nights.*: Adult$/);
  await expect(basket.getByText(`${dmy(ticketAt.date)} ${ticketAt.time}`, { exact: true })).toBeVisible();
  await expect(lines.nth(1)).toHaveText(/^Colours of Light/);
  await expect(basket.getByText(`${dmy(tourDate)} 09:30`, { exact: true })).toBeVisible();
  await expect(lines.nth(2)).toHaveText('Poster “Neon Nights”');
  await expect(lines.nth(3)).toHaveText(/Gift voucher/);
  // The tour line shows the group's answers, worded as the tour asks its questions.
  const tourLine = basket
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: /^Colours of Light/ }) });
  await expect(tourLine.getByRole('term').filter({ hasText: 'What kind of group are you?' })).toBeVisible();
  await expect(tourLine.getByRole('definition').filter({ hasText: 'School class' })).toBeVisible();
  await expect(tourLine.getByRole('definition').filter({ hasText: 'We arrive by tram.' })).toBeVisible();
  const summary = page.getByRole('complementary', { name: 'Summary' });
  // Once the shop has priced the lines (their price tables show), every kind is priced as it was
  // when added: no price is said to have changed.
  await expect(tourLine.getByRole('table', { name: /^Prices of Colours of Light/ })).toBeVisible();
  await expect(page.getByText(/The price has changed/)).toHaveCount(0);
  // 2 × €16 + €143 + €19 + €20, and shipping to the shop's default country, chosen in the guest form.
  await expect(summary.getByRole('definition').first()).toHaveText('€214.00');
  await expect(summary.getByText('€218.90', { exact: true })).toBeVisible();

  await continueAsGuest(page, expectConsoleErrors);
  await expect(summary.getByText('Shipping costs')).toBeVisible();
  await expect(summary.getByText('€4.90', { exact: true })).toBeVisible();
  await expect(summary.getByText('€218.90', { exact: true })).toBeVisible();

  // The poster goes to a friend in France: the shipping costs follow the shipping address.
  await page.getByRole('checkbox', { name: 'Ship to my billing address' }).uncheck();
  const shipTo = page.getByRole('form', { name: 'Shipping address' });
  await shipTo.getByLabel('Name').fill(PARIS.name);
  await shipTo.getByLabel('Street and number').fill(PARIS.street);
  await shipTo.getByLabel('Postcode').fill(PARIS.zip);
  await shipTo.getByLabel('City').fill(PARIS.city);
  await shipTo.getByLabel('Country').selectOption({ label: 'France' });
  await shipTo.getByRole('button', { name: 'Save shipping address' }).click();
  await expect(summary.getByText('€9.90', { exact: true })).toBeVisible();
  await expect(summary.getByText('€223.90', { exact: true })).toBeVisible();

  await orderWith(page, 'Credit or debit card');
  // The sandbox asks for the whole amount, shipping included; paying leads back through
  // checkout/accepted (which confirms the payment) to checkout/success.
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    const path = new URL(frame.url()).pathname;
    // The app may replace the history entry of a screen in place: count each screen once.
    if (frame === page.mainFrame() && visited.at(-1) !== path) visited.push(path);
  });
  await page.getByRole('button', { name: /^Pay .*223\.90/ }).click();

  await expect(page).toHaveURL(/\/en\/checkout\/success$/);
  expect(visited.filter((path) => path.startsWith('/en/checkout/'))).toEqual([
    '/en/checkout/accepted',
    '/en/checkout/success',
  ]);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  await expect(basketLink(page, 0)).toBeVisible();
  await page.getByRole('link', { name: 'View your order' }).click();

  // The order review: the four lines, the shipping cost and the code of the bought voucher.
  await expect(page.getByRole('heading', { level: 1, name: 'Your order' })).toBeVisible();
  const ordered = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) });
  await expect(ordered).toHaveCount(4);
  const orderLine = (name: RegExp) => ordered.filter({ has: page.getByRole('heading', { level: 3, name }) });
  await expect(
    orderLine(/^Neon Nights.*: Adult$/).getByRole('row', { name: /^Adult 2 €16\.00/ }),
  ).toBeVisible();
  await expect(orderLine(/^Neon Nights/).getByText(`${dmy(ticketAt.date)} ${ticketAt.time}`)).toBeVisible();
  const tour = orderLine(/^Colours of Light/);
  await expect(tour.getByRole('row', { name: /^Pupil or group member 12 €4\.00/ })).toBeVisible();
  await expect(tour.getByText('What kind of group are you?: School class')).toBeVisible();
  await expect(tour.getByText('Name of the group leader: Ms Berg')).toBeVisible();
  await expect(tour.getByText('Total of this item: €143.00')).toBeVisible();
  await expect(orderLine(/^Poster “Neon Nights”$/).getByText('Total of this item: €19.00')).toBeVisible();
  const voucher = orderLine(/^Gift voucher/);
  await expect(voucher.getByText('Total of this item: €20.00')).toBeVisible();
  await expect(voucher.getByText(/^Voucher codes: [A-Z0-9]{4}(-[A-Z0-9]{4})+$/)).toBeVisible();
  const totals = page.getByRole('main').getByRole('definition');
  await expect(page.getByRole('main').getByRole('term')).toContainText([
    'Subtotal',
    'Shipping costs',
    'Total to pay',
  ]);
  await expect(totals).toContainText(['€214.00', '€9.90', '€223.90']);
  await expect(page.getByText('Credit or debit card (paid)')).toBeVisible();
  const shippedTo = page.getByRole('region', { name: 'Shipping address' });
  for (const part of [PARIS.name, PARIS.street, `${PARIS.zip} ${PARIS.city}`, 'France'])
    await expect(shippedTo).toContainText(part);

  // The tickets download as a PDF named after the order number; the invoice after its own number
  // (issued once, numbered per shop without gaps: decision 0019).
  const number = await shownOrderNumber(page);
  for (const [link, file] of [
    ['Download tickets (PDF)', new RegExp(`^tickets-${number}\\.pdf$`)],
    ['Download invoice (PDF)', /^invoice-INV-\d{6}\.pdf$/],
  ] as const) {
    const saved = page.waitForEvent('download');
    await page.getByRole('link', { name: link }).click();
    const download = await saved;
    expect(download.suggestedFilename()).toMatch(file);
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  }
});
