import type { CartItem } from '@museum-shop/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { venues } from '../../db/schema/catalog.ts';
import { eventSlots, events, ticketTypes } from '../../db/schema/events.ts';
import { merchandise } from '../../db/schema/merchandise.ts';
import { voucherCodes } from '../../db/schema/vouchers.ts';
import { DEMO_SHOP_ID } from '../../db/seed/shop.ts';
import { addDays } from '../../lib/dates.ts';
import type { TestApp } from '../../test-support/build.ts';

/** The return addresses a shop on this machine sends (the quick start has no PUBLIC_URL). */
export const RETURN_URLS = {
  continue: 'http://localhost:3000/en/checkout/accepted',
  cancel: 'http://localhost:3000/en/checkout/canceled',
};
export const CARD = 1;
export const EXPRESS = 95;

let counter = 0;

/**
 * An event of the test's own with one time slot of `capacity` places tomorrow at 10:00 and one
 * ticket type at €10: the "hot slot" of the no-oversell tests, owned by the test that made it.
 */
export async function hotSlot(db: Db, capacity: number, today: string) {
  counter += 1;
  const [venue] = await db.select({ id: venues.id }).from(venues).where(eq(venues.shopId, DEMO_SHOP_ID));
  if (!venue) throw new Error('the demo museum has a venue');
  const date = addDays(today, 1);
  const [event] = await db
    .insert(events)
    .values({
      shopId: DEMO_SHOP_ID,
      venueId: venue.id,
      name: { en: `Hot event ${counter}` },
      description: { en: '' },
      sortingDatetime: `${date} 10:00`,
      endDate: date,
    })
    .returning({ id: events.id });
  if (!event) throw new Error('event not created');
  const [ticket] = await db
    .insert(ticketTypes)
    .values({ eventId: event.id, name: { en: 'Admission' }, mode: 1, price: 1_000, vatValue: 7 })
    .returning({ id: ticketTypes.id });
  const [slot] = await db
    .insert(eventSlots)
    .values({ eventId: event.id, date, time: '10:00', endTime: '11:00', capacity })
    .returning({ id: eventSlots.id });
  if (!ticket || !slot) throw new Error('ticket or slot not created');
  const item = (count = 1): CartItem => ({ type: 'ticket', id: ticket.id, count, datetime: `${date} 10:00` });
  return { eventId: event.id, ticketId: ticket.id, slotId: slot.id, date, item };
}

/** A voucher code of the test's own with `amount` cents on it. */
export async function voucherCode(t: TestApp, amount: number) {
  counter += 1;
  const code = `TEST-${counter}-${amount}`;
  await t.db.insert(voucherCodes).values({
    shopId: DEMO_SHOP_ID,
    code,
    name: { en: 'Test voucher' },
    amount,
    validFrom: new Date('2000-01-01T00:00:00Z'),
    validTo: new Date('2100-01-01T00:00:00Z'),
  });
  return code;
}

/** A guest's token, as a visitor gets one before paying. */
export async function guestToken(t: TestApp, client = '10.0.0.1'): Promise<string> {
  counter += 1;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/en/auth/guest',
    remoteAddress: client,
    payload: {
      c: {
        salutation: 'ms',
        fname: 'Greta',
        lname: 'Guest',
        company: '',
        phone: '+49 30 1234567',
        email: `guest${counter}@example.org`,
        street: 'Lichtweg 1',
        zip: '10117',
        city: 'Berlin',
        country: 'DE',
      },
    },
  });
  if (response.statusCode !== 200) throw new Error(`guest sign-up failed: ${response.body}`);
  return response.json().data.token as string;
}

export function initPayment(
  t: TestApp,
  items: CartItem[],
  options: {
    token?: string;
    payart?: number;
    client?: string;
    browserSession?: string;
    waitingPass?: string;
  } = {},
) {
  const params = new URLSearchParams({
    ...(options.token ? { _: options.token } : {}),
    ...(options.browserSession ? { sessionUs: options.browserSession } : {}),
    ...(options.waitingPass ? { waitingPass: options.waitingPass } : {}),
  }).toString();
  const query = params ? `?${params}` : '';
  return t.app.inject({
    method: 'POST',
    url: `/api/en/checkout/initPayment${query}`,
    remoteAddress: options.client ?? '10.0.0.1',
    payload: { payart: options.payart ?? CARD, cart: { ver: 1, items }, url: RETURN_URLS },
  });
}

export function execPayment(t: TestApp, cartId: string) {
  return t.app.inject({ method: 'POST', url: '/api/en/checkout/execPayment', payload: { cartId } });
}

export function cancelCart(t: TestApp, cartId: string) {
  return t.app.inject({ method: 'POST', url: '/api/en/checkout/cancel?noRedirect=1', payload: { cartId } });
}

/** What the payer does on the sandbox's page: pay, fail or cancel. */
export function sandboxAction(t: TestApp, redirect: string, action: 'pay' | 'fail' | 'cancel') {
  return t.app.inject({ method: 'POST', url: `${new URL(redirect, 'http://localhost').pathname}/${action}` });
}

/** An article of the test's own with `stock` pieces at €5 (100 g): scarce stock for the checkout tests. */
export async function scarceArticle(db: Db, stock: number) {
  counter += 1;
  const [row] = await db
    .insert(merchandise)
    .values({
      shopId: DEMO_SHOP_ID,
      name: { en: `Scarce article ${counter}` },
      description: { en: '' },
      price: 500,
      vatValue: 19,
      stock,
      weight: 100,
    })
    .returning({ id: merchandise.id });
  if (!row) throw new Error('article not created');
  const item = (count = 1): CartItem => ({ type: 'merchandise', id: row.id, count });
  return { articleId: row.id, item };
}

/**
 * The inventory rows whose taken counters (kept by the triggers of migration 0007) differ from what
 * their reservations that are not released add up to: none, when the triggers keep them right.
 */
export async function takenCountersAstray(db: Db) {
  const astray = (table: string, target: string, amount: string, tours = false) => `
    SELECT '${table}' AS kind, row.id, row.taken, coalesce(sum(c.${amount}), 0)::int AS counted,
           ${tours ? 'row.tours_taken' : '0'} AS tours_taken, ${tours ? 'coalesce(sum(c.tours), 0)::int' : '0'} AS tours_counted
    FROM ${table} row LEFT JOIN counted c ON c.${target} = row.id
    GROUP BY row.id
    HAVING row.taken <> coalesce(sum(c.${amount}), 0)${tours ? ' OR row.tours_taken <> coalesce(sum(c.tours), 0)' : ''}`;
  const result = (await db.execute(
    sql.raw(`
      WITH counted AS (
        SELECT i.* FROM reservation_items i JOIN reservations r ON r.id = i.reservation_id
        WHERE r.status <> 'released'
      )
      ${astray('tour_slots', 'tour_slot_id', 'places', true)}
      UNION ALL ${astray('event_slots', 'event_slot_id', 'places')}
      UNION ALL ${astray('merchandise', 'merchandise_id', 'places')}
      UNION ALL ${astray('voucher_codes', 'voucher_code_id', 'amount')}`),
  )) as unknown as { rows: unknown[] };
  return result.rows;
}

/** A paid attempt that neither booked an order nor got its money back (issue 22: there must be none). */
export interface UnsettledPayment {
  attemptId: string;
  cartStatus: string;
  amount: number;
  refunded: number;
  booked: boolean;
}

/**
 * Every paid attempt has booked its cart's order, or has a succeeded refund of its whole amount,
 * never both and never neither: answers the attempts for which that is not so. Tests of checkout's
 * invariants (oversell, exactly once, crashes, interleavings) expect it to be empty once the
 * jobs have run.
 */
export async function paymentsNeitherBookedNorRefunded(db: Db): Promise<UnsettledPayment[]> {
  const result = (await db.execute(sql`
    select a.id as attempt_id, a.amount, c.status as cart_status,
      exists (select 1 from orders o where o.cart_id = c.id or o.id = c.order_id) as booked,
      coalesce((select sum(r.amount) from refunds r where r.attempt_id = a.id and r.status = 'succeeded'), 0)::int as refunded
    from payment_attempts a join carts c on c.id = a.cart_id
    where a.status = 'paid'`)) as unknown as {
    rows: { attempt_id: string; amount: number; cart_status: string; booked: boolean; refunded: number }[];
  };
  return result.rows
    .filter((row) =>
      row.booked && row.cart_status === 'booked' ? row.refunded !== 0 : row.refunded !== row.amount,
    )
    .map((row) => ({
      attemptId: row.attempt_id,
      cartStatus: row.cart_status,
      amount: row.amount,
      refunded: row.refunded,
      booked: row.booked,
    }));
}

/**
 * A guest pays `items` by card through the sandbox and the order is booked: answers its review id.
 * `cart` adds to the cart sent (request_invoice …), `extra` to initPayment's body (shipping_address
 * …); `lang` is the order's language.
 */
export async function payForOrder(
  t: TestApp,
  items: CartItem[],
  options: {
    cart?: Record<string, unknown>;
    extra?: Record<string, unknown>;
    lang?: string;
    token?: string;
  } = {},
): Promise<string> {
  const token = options.token ?? (await guestToken(t));
  const start = await t.app.inject({
    method: 'POST',
    url: `/api/${options.lang ?? 'en'}/checkout/initPayment?_=${token}`,
    payload: { payart: CARD, cart: { ver: 1, items, ...options.cart }, url: RETURN_URLS, ...options.extra },
  });
  if (start.statusCode !== 200) throw new Error(`initPayment failed: ${start.body}`);
  const { cartId, redirect } = start.json().data;
  await sandboxAction(t, redirect, 'pay');
  const booked = await execPayment(t, cartId);
  if (booked.statusCode !== 200) throw new Error(`execPayment failed: ${booked.body}`);
  return booked.json().data.booking_id as string;
}
