import {
  type APIRequestContext,
  expect as baseExpect,
  failedLoad,
  museumDaysAhead,
  type Page,
} from './fixtures.ts';

/** Checkout journeys go through the server and the payment sandbox several times: a little more patience. */
export const expect = baseExpect.configure({ timeout: 15_000 });

/** A cart line as the web app stores it (features/cart/cart.ts). */
export interface StoredLine {
  key: string;
  item: Record<string, unknown>;
  name: string;
  summary: string;
  total: number;
}

interface TicketType {
  id: number;
  name: string;
  mode: number;
  price: number;
  family: boolean;
  subtickets: unknown[];
  schedule: { datetime: string; max_tickets: number }[];
}
interface Collect {
  data: { event: { name: string }; date: string | null; tickets: TicketType[] };
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A timed ticket of the demo's first event (Neon Nights) at a time with at least `count` places
 * left, found through the API: parallel journeys then never compete for the last places.
 */
export async function timedTicketLine(request: APIRequestContext, count: number): Promise<StoredLine> {
  const first = (await (await request.get('/api/en/ticket/collect/event/1?shop=1')).json()) as Collect;
  const start = first.data.date ?? museumDaysAhead(0);
  for (let day = 0; day < 30; day += 1) {
    const collect =
      day === 0
        ? first
        : ((await (
            await request.get(`/api/en/ticket/collect/event/1/date/${addDays(start, day)}?shop=1`)
          ).json()) as Collect);
    const ticket = collect.data.tickets.find((candidate) => candidate.mode === 1 && !candidate.family);
    const slot = ticket?.schedule.find((entry) => entry.max_tickets >= count + 2);
    if (ticket && slot)
      return {
        key: `timed-${day}`,
        item: { type: 'ticket', id: ticket.id, count, datetime: slot.datetime },
        name: `${collect.data.event.name}: ${ticket.name}`,
        summary: slot.datetime,
        total: ticket.price * count,
      };
  }
  throw new Error('No time of the demo event has places left');
}

/** A day ticket of the demo's museum day ticket (hundreds of places). */
export async function dayTicketLine(request: APIRequestContext, count = 1): Promise<StoredLine> {
  const collect = (await (await request.get('/api/en/ticket/collect/event/2?shop=1')).json()) as Collect;
  const ticket = collect.data.tickets.find((candidate) => candidate.price > 0);
  const slot = ticket?.schedule.find((entry) => entry.max_tickets >= count);
  if (!ticket || !slot) throw new Error('The demo day ticket has no places');
  return {
    key: 'day',
    item: { type: 'ticket', id: ticket.id, count, datetime: slot.datetime },
    name: `${collect.data.event.name}: ${ticket.name}`,
    summary: slot.datetime,
    total: ticket.price * count,
  };
}

/** Puts lines into the cart in session storage (the screens that add them are other issues' work). */
export async function fillCart(page: Page, lines: StoredLine[], lang = 'en') {
  await page.goto(`/${lang}/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate((stored) => {
    sessionStorage.setItem(
      'cart',
      JSON.stringify({
        lines: stored,
        requestInvoice: true,
        cartId: null,
        holdExpiresAt: null,
        externalDocumentNumber: '',
      }),
    );
  }, lines);
  await page.goto(`/${lang}/checkout`);
}

export const GUEST = {
  salutation: 'Ms',
  fname: 'Ada',
  lname: 'Lovelace',
  email: 'ada@example.org',
  street: 'Lichtstraße 1',
  zip: '10115',
  city: 'Berlin',
  country: 'Germany',
};

/** Fills in the guest form of the checkout (English) and continues as a guest. */
/**
 * Guest sign-up asks customer/validate first. This server checks the form as a registration and
 * answers 422 for the missing password alone, which the web app takes as a pass (spec §5 "Forms");
 * Chromium logs that 422, so a journey that signs a guest up declares it.
 */
export const GUEST_FORM_CHECK = failedLoad(422, '/customer/validate?');

export async function continueAsGuest(page: Page, expectConsoleErrors: (...patterns: RegExp[]) => void) {
  expectConsoleErrors(GUEST_FORM_CHECK);
  const form = page.getByRole('form', { name: 'Order as a guest' });
  await form.getByLabel('Salutation').selectOption({ label: GUEST.salutation });
  await form.getByLabel('First name').fill(GUEST.fname);
  await form.getByLabel('Last name').fill(GUEST.lname);
  await form.getByLabel('E-mail address').fill(GUEST.email);
  await form.getByLabel('Street and number').fill(GUEST.street);
  await form.getByLabel('Postcode').fill(GUEST.zip);
  await form.getByLabel('City').fill(GUEST.city);
  await form.getByLabel('Country').selectOption({ label: GUEST.country });
  await form.getByRole('button', { name: 'Continue as guest' }).click();
  await expect(page.getByText('You are ordering as a guest: Ada Lovelace (ada@example.org).')).toBeVisible();
}

/** Chooses a payment method, accepts the terms and orders; the sandbox's page follows. */
export async function orderWith(page: Page, method: string) {
  await page.getByRole('radio', { name: method }).check();
  await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
  await page.getByRole('button', { name: /Order with obligation to pay/ }).click();
  await expect(page).toHaveURL(/\/payment-sandbox\//);
}

/** A date `days` from today by the server's clock, the museum's and the browser's (YYYY-MM-DD). */
export const isoDaysAhead = museumDaysAhead;

/** Chooses a date in a booking screen's calendar, turning to the following months until it shows. */
export async function chooseCalendarDay(page: Page, date: string) {
  const button = page.locator(`[data-day="${date}"] button`);
  // The calendar's first month is on screen before a month is turned.
  await expect(page.locator('[data-day] button').first()).toBeVisible();
  const month = page.getByRole('grid');
  for (let turns = 0; turns < 3 && !(await button.isVisible().catch(() => false)); turns += 1) {
    const shown = await month.getAttribute('aria-label');
    await page.getByRole('button', { name: 'Next month', exact: true }).click();
    // Turned: a calendar the server rendered turns once its code is there (BookingCalendar.tsx).
    await expect(month).not.toHaveAttribute('aria-label', shown ?? '');
  }
  await expect(button).toBeVisible();
  await button.click();
  await expect(page.locator(`[data-day="${date}"]`)).toHaveAttribute('aria-selected', 'true');
}

/**
 * An order number as the server gives it: `2026-00042` (year and per-shop counter), or the older
 * serial in a string (`17`) until the per-shop counter is there.
 */
export const ORDER_NUMBER = /^\d{4}-\d{5}$|^\d+$/;

interface ConfirmedBooking {
  booking_id: string;
  has_tickets: boolean;
  order_number?: string;
}

/**
 * The booking execPayment answers on checkout/accepted; start waiting before paying. Its query
 * carries the payment session ids of spec §7: a call id, the tab's session id and the return address.
 */
export async function confirmedBooking(page: Page): Promise<ConfirmedBooking> {
  const response = await page.waitForResponse(
    (answer) => answer.url().includes('/checkout/execPayment?') && answer.ok(),
  );
  const query = new URL(response.url()).searchParams;
  expect(query.get('us')).toMatch(/^[A-Za-z0-9]{12}$/);
  expect(query.get('sessionUs')).toMatch(/^[A-Za-z0-9]{12}$/);
  expect(query.get('srcURL')).toMatch(/\/checkout\/accepted(\?|$)/);
  return ((await response.json()) as { data: ConfirmedBooking }).data;
}

/**
 * The success screen names the order number the server gave, or says the order is confirmed
 * without one; the unguessable review id is never shown.
 */
export async function expectBookingShown(page: Page, booking: ConfirmedBooking) {
  if (booking.order_number) {
    expect(booking.order_number).toMatch(ORDER_NUMBER);
    await expect(page.getByText('Your order number:')).toHaveText(
      `Your order number: ${booking.order_number}`,
    );
  } else {
    await expect(page.getByText(/^Your order is confirmed\./)).toBeVisible();
  }
  await expect(page.getByText(booking.booking_id)).toHaveCount(0);
}

/** The number the order review shows, checked to be shaped as an order number. */
export async function shownOrderNumber(page: Page): Promise<string> {
  const number = page.locator('dt', { hasText: /^Order number$/ }).locator('xpath=following-sibling::dd[1]');
  await expect(number).toHaveText(ORDER_NUMBER);
  return (await number.textContent())?.trim() ?? '';
}

/** The order review's number: the server's order number, not the review id in the address. */
export async function expectReviewNumber(page: Page, booking: ConfirmedBooking) {
  const shown = await shownOrderNumber(page);
  expect(shown).not.toBe(booking.booking_id);
  if (booking.order_number) expect(shown).toBe(booking.order_number);
}
