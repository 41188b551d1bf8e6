import { orderSchema, suggestionSchema } from '@museum-shop/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { carts, orders } from '../../db/schema/checkout.ts';
import { merchandise } from '../../db/schema/merchandise.ts';
import { reservationItems, reservations } from '../../db/schema/reservations.ts';
import { tourPrices, tourSlots, tours, tourTickets } from '../../db/schema/tours.ts';
import { demoToday } from '../../db/seed/catalog.ts';
import { addDays } from '../../lib/dates.ts';
import { build, type TestApp } from '../../test-support/build.ts';
import { testClock } from '../../test-support/clock.ts';
import { setDatabaseClock } from '../../test-support/database-clock.ts';
import {
  cancelCart,
  EXPRESS,
  execPayment,
  guestToken,
  hotSlot,
  initPayment,
  paymentsNeitherBookedNorRefunded,
  RETURN_URLS,
  sandboxAction,
  voucherCode,
} from './checkout.test-support.ts';

const HOLD_MS = 20 * 60_000;

describe('checkout on the server', () => {
  let t: TestApp;
  // The tests' clock (TEST_CLOCK), never the machine's; tests move it on.
  let now = testClock();
  const today = demoToday(now);
  let token: string;
  /** Places of a slot that count now: sold, and held by carts whose hold has not lapsed. */
  const takenOf = async (slotId: number) => {
    const [row] = await t.db
      .select({ taken: sql<number>`coalesce(sum(${reservationItems.places}), 0)::int` })
      .from(reservationItems)
      .innerJoin(reservations, eq(reservations.id, reservationItems.reservationId))
      .where(
        and(
          eq(reservationItems.eventSlotId, slotId),
          sql`(${reservations.status} = 'sold' OR (${reservations.status} = 'held' AND ${reservations.expiresAt} > ${now.toISOString()}))`,
        ),
      );
    return row?.taken ?? 0;
  };
  beforeAll(async () => {
    t = await build({
      app: {
        clock: () => now,
        checkout: { holdMs: HOLD_MS, paymentStartsPerClient: { limit: 10_000, windowMs: 60_000 } },
      },
    });
  });
  // Issue 22: whatever a test did, every paid attempt is booked or has its money back.
  afterEach(async () => {
    expect(await paymentsNeitherBookedNorRefunded(t.db)).toEqual([]);
  });
  afterAll(() => t.close());
  /** Moves the app's clock and the database's, which holds lapse by (decision 0016). */
  const setNow = async (at: Date) => {
    now = at;
    await setDatabaseClock(t.db, { at });
  };
  // A guest books once (spec §6) and a session keeps one live cart: each test signs up its own.
  let guests = 0;
  beforeEach(async () => {
    guests += 1;
    token = await guestToken(t, `10.5.${guests >> 8}.${guests & 255}`);
  });

  describe('suggest', () => {
    it('prices a cart from the catalog, line by line', async () => {
      const slot = await hotSlot(t.db, 5, today);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/de/checkout/suggest',
        payload: { cart: { ver: 1, items: [slot.item(2), { type: 'voucherCode', barcode: 'light-25' }] } },
      });
      expect(response.statusCode, response.body).toBe(200);
      const suggestion = suggestionSchema.parse(response.json().data);
      expect(suggestion.lines[0]).toMatchObject({ total: 2_000, problems: [] });
      expect(suggestion.totals).toMatchObject({ subtotal: 2_000, discount: 2_000, total: 0 });
      expect(suggestion.vouchers).toEqual([
        { barcode: 'LIGHT-25', available: 2_500, applied: 2_000, remaining: 500 },
      ]);
      expect(suggestion.bookable).toBe(true);
    });

    it('refuses prices and totals sent by the client, and changes nothing', async () => {
      const slot = await hotSlot(t.db, 5, today);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/en/checkout/suggest',
        payload: { cart: { ver: 1, items: [{ ...slot.item(1), price: 1 }] } },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    });
  });

  describe('a paid cart', () => {
    it('holds its places, is booked when the provider confirms, and once only', async () => {
      const slot = await hotSlot(t.db, 10, today);
      const started = await initPayment(t, [slot.item(3)], { token });
      expect(started.statusCode, started.body).toBe(200);
      const { cartId, redirect, total } = started.json().data;
      expect(total).toBe(3_000);
      expect(new URL(redirect, 'http://localhost').pathname).toMatch(/^\/payment-sandbox\//);
      expect(await takenOf(slot.slotId)).toBe(3);

      // The browser comes back before paying: nothing is booked on its word.
      const early = await execPayment(t, cartId);
      expect(early.statusCode).toBe(400);
      expect(early.json().code).toBe('PAYMENT_NOT_CONFIRMED');

      expect((await sandboxAction(t, redirect, 'pay')).statusCode).toBe(303);
      const [first, second] = await Promise.all([execPayment(t, cartId), execPayment(t, cartId)]);
      expect(first.statusCode, first.body).toBe(200);
      expect(second.json()).toEqual(first.json());
      const booking = first.json().data;
      expect(booking.has_tickets).toBe(true);
      expect(await t.db.select().from(orders).where(eq(orders.cartId, cartId))).toHaveLength(1);
      expect(await takenOf(slot.slotId)).toBe(3);

      const review = await t.app.inject({
        method: 'GET',
        url: `/api/en/order/review?id=${booking.booking_id}`,
      });
      expect(review.statusCode, review.body).toBe(200);
      const order = orderSchema.parse(review.json().data);
      expect(order.lines).toMatchObject([{ type: 'ticket', count: 3, total: 3_000, venue: 'Main House' }]);
      expect(order.payment.state).toBe('paid');
      expect(order.totals.vat).toEqual([{ rate: 7, amount: 196 }]);
    });

    it('answers 406 for an order id nobody was given', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/en/order/review?id=not-an-order' });
      expect(response.statusCode).toBe(406);
      expect(response.json().code).toBe('ORDER_NOT_AVAILABLE');
    });

    it('needs a sign-in or a guest for a card payment, but not for the express provider', async () => {
      const slot = await hotSlot(t.db, 5, today);
      expect((await initPayment(t, [slot.item(1)])).statusCode).toBe(401);
      const express = await initPayment(t, [slot.item(1)], { payart: EXPRESS });
      expect(express.statusCode, express.body).toBe(200);
    });

    it('refuses a cart that cannot be booked, with each line problem, and holds nothing', async () => {
      const slot = await hotSlot(t.db, 2, today);
      const response = await initPayment(t, [slot.item(3)], { token });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        code: 'CART_NOT_BOOKABLE',
        problems: [{ index: 0, code: 'NOT_ENOUGH_PLACES', requested: 3, available: 2 }],
      });
      expect(await takenOf(slot.slotId)).toBe(0);
    });

    it('refuses return addresses that lead out of the shop', async () => {
      const slot = await hotSlot(t.db, 2, today);
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/en/checkout/initPayment?_=${token}`,
        payload: {
          payart: 1,
          cart: { ver: 1, items: [slot.item(1)] },
          url: { ...RETURN_URLS, continue: 'https://evil.example/steal' },
        },
      });
      expect(response.statusCode).toBe(422);
      // Its own code, which the shop words: no form error without a field (issue 34).
      expect(response.json().code).toBe('RETURN_ADDRESS_OUTSIDE_SHOP');
      expect(await takenOf(slot.slotId)).toBe(0);
    });
  });

  describe('an order that is not paid', () => {
    it('gets a new payment with initPaymentOrder; a paid one is refused, an unknown one is 406', async () => {
      const slot = await hotSlot(t.db, 5, today);
      const { cartId, redirect } = (await initPayment(t, [slot.item(1)], { token })).json().data;
      await sandboxAction(t, redirect, 'pay');
      const { booking_id: id } = (await execPayment(t, cartId)).json().data;
      const payAgain = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/en/checkout/initPaymentOrder',
          payload: { payart: 1, id, url: RETURN_URLS },
        });
      expect((await payAgain()).json().code).toBe('ORDER_ALREADY_PAID');
      // A payment taken back after booking (a SEPA return, say) leaves the order open.
      await t.db.update(orders).set({ paymentState: 'open' }).where(eq(orders.publicId, id));
      const started = await payAgain();
      expect(started.statusCode, started.body).toBe(200);
      await sandboxAction(t, started.json().data.redirect, 'pay');
      const settled = await execPayment(t, started.json().data.cartId);
      expect(settled.statusCode, settled.body).toBe(200);
      expect(settled.json().data.booking_id).toBe(id);
      const [order] = await t.db.select().from(orders).where(eq(orders.publicId, id));
      expect(order?.paymentState).toBe('paid');
      // The order's places were not taken a second time.
      expect(await takenOf(slot.slotId)).toBe(1);
      const unknown = await t.app.inject({
        method: 'POST',
        url: '/api/en/checkout/initPaymentOrder',
        payload: { payart: 1, id: 'no-such-order', url: RETURN_URLS },
      });
      expect(unknown.statusCode).toBe(406);
    });
  });

  describe('a payment that fails or is cancelled', () => {
    it('answers execPayment 422 with the error when the payment failed', async () => {
      const slot = await hotSlot(t.db, 5, today);
      const { cartId, redirect } = (await initPayment(t, [slot.item(1)], { token })).json().data;
      await sandboxAction(t, redirect, 'fail');
      const response = await execPayment(t, cartId);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ code: 'PAYMENT_FAILED', error: 'PAYMENT_FAILED' });
    });

    it('gives the places back on cancel; a second cancel and a late execPayment are 410', async () => {
      const slot = await hotSlot(t.db, 5, today);
      const { cartId } = (await initPayment(t, [slot.item(2)], { token })).json().data;
      expect(await takenOf(slot.slotId)).toBe(2);
      expect((await cancelCart(t, cartId)).statusCode).toBe(200);
      expect(await takenOf(slot.slotId)).toBe(0);
      const again = await cancelCart(t, cartId);
      expect(again.statusCode).toBe(410);
      expect(again.json().code).toBe('CART_GONE');
      expect((await execPayment(t, cartId)).statusCode).toBe(410);
      expect((await cancelCart(t, 'no-such-cart')).statusCode).toBe(410);
    });
  });

  describe('a hold that lapses', () => {
    it('frees its places after the hold time, at the next sweep', async () => {
      const slot = await hotSlot(t.db, 5, today);
      const { cartId } = (await initPayment(t, [slot.item(2)], { token })).json().data;
      const started = now;
      await setNow(new Date(started.getTime() + HOLD_MS + 1_000));
      try {
        expect(await takenOf(slot.slotId)).toBe(0);
        await t.app.sweepExpired();
        const [cart] = await t.db.select().from(carts).where(eq(carts.id, cartId));
        expect(cart?.status).toBe('expired');
        const [held] = await t.db.select().from(reservations).where(eq(reservations.cartId, cartId));
        expect(held?.status).toBe('released');
      } finally {
        await setNow(started);
      }
    });

    it('books a late payment when the places are still free, and refunds it when they are not', async () => {
      const slot = await hotSlot(t.db, 2, today);
      const late = (await initPayment(t, [slot.item(2)], { token })).json().data;
      const unlucky = (await initPayment(t, [slot.item(1)], { payart: EXPRESS, client: '10.0.0.2' })).json();
      expect(unlucky.code).toBe('CART_NOT_BOOKABLE');
      const started = now;
      await setNow(new Date(started.getTime() + HOLD_MS + 1_000));
      try {
        await t.app.sweepExpired();
        await sandboxAction(t, late.redirect, 'pay');
        const booked = await execPayment(t, late.cartId);
        expect(booked.statusCode, booked.body).toBe(200);
        expect(await takenOf(slot.slotId)).toBe(2);

        // Another lapsed cart whose places someone else took in the meantime.
        const other = await hotSlot(t.db, 1, today);
        // Two other visitors: one session keeps one live cart, and this guest has booked.
        const first = (await initPayment(t, [other.item(1)], { payart: EXPRESS, client: '10.0.0.3' })).json()
          .data;
        await setNow(new Date(now.getTime() + HOLD_MS + 1_000));
        const second = (await initPayment(t, [other.item(1)], { payart: EXPRESS, client: '10.0.0.4' })).json()
          .data;
        await sandboxAction(t, second.redirect, 'pay');
        expect((await execPayment(t, second.cartId)).statusCode).toBe(200);
        await sandboxAction(t, first.redirect, 'pay');
        const refused = await execPayment(t, first.cartId);
        expect(refused.statusCode).toBe(422);
        expect(refused.json()).toMatchObject({ code: 'PLACES_GONE_REFUND', error: 'PLACES_GONE_REFUND' });
        expect(await takenOf(other.slotId)).toBe(1);
      } finally {
        await setNow(started);
      }
    });
  });

  describe('no oversell', () => {
    it('200 buyers at once for 50 places: exactly 50 are held, the others are told why', async () => {
      const slot = await hotSlot(t.db, 50, today);
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          initPayment(t, [slot.item(1)], { payart: EXPRESS, client: `10.1.${i >> 8}.${i & 255}` }),
        ),
      );
      const held = answers.filter((answer) => answer.statusCode === 200);
      expect(held).toHaveLength(50);
      for (const answer of answers.filter((a) => a.statusCode !== 200)) {
        expect([422, 409]).toContain(answer.statusCode);
        expect(['CART_NOT_BOOKABLE', 'CHECKOUT_BUSY']).toContain(answer.json().code);
      }
      expect(await takenOf(slot.slotId)).toBe(50);
      // 200 checkouts at once take a while on a loaded machine; the test is about the count.
    }, 180_000);

    it('a tour slot with 2 places left and 20 buyers at once: exactly 2 are held', async () => {
      const [tour] = await t.db
        .select({ id: tours.id })
        .from(tours)
        .where(sql`${tours.name}->>'en' LIKE 'Highlights%'`);
      if (!tour) throw new Error('the demo highlights tour is missing');
      const [price] = await t.db.select().from(tourPrices).where(eq(tourPrices.tourId, tour.id));
      const [ticket] = await t.db.select().from(tourTickets).where(eq(tourTickets.tourId, tour.id));
      const date = addDays(today, 1);
      const [slot] = await t.db
        .select()
        .from(tourSlots)
        .where(and(eq(tourSlots.tourId, tour.id), eq(tourSlots.date, date), eq(tourSlots.time, '15:00')));
      if (!price || !ticket || !slot) throw new Error('the demo tour has a price, a ticket and a slot');
      const item = {
        type: 'guidedTour' as const,
        tourId: tour.id,
        datetime: `${date} 15:00`,
        prices: [{ id: price.id, count: 1 }],
        tickets: [{ id: ticket.id, count: 1 }],
        answers: [],
      };
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          initPayment(t, [item], { payart: EXPRESS, client: `10.6.0.${i}` }),
        ),
      );
      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(2);
      const [row] = await t.db
        .select({ taken: sql<number>`coalesce(sum(${reservationItems.places}), 0)::int` })
        .from(reservationItems)
        .innerJoin(reservations, eq(reservations.id, reservationItems.reservationId))
        .where(
          and(eq(reservationItems.tourSlotId, slot.id), sql`${reservations.status} IN ('held', 'sold')`),
        );
      expect(row?.taken).toBe(slot.capacity);
    }, 120_000);

    it('the last piece of an article and 10 buyers at once: exactly 1 is held', async () => {
      const [article] = await t.db
        .select({ id: merchandise.id, stock: merchandise.stock })
        .from(merchandise)
        .where(sql`${merchandise.name}->>'en' = 'Pinhole camera kit'`);
      if (!article) throw new Error('the demo pinhole camera kit is missing');
      const item = { type: 'merchandise' as const, id: article.id, count: 1 };
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          initPayment(t, [item], { payart: EXPRESS, client: `10.6.1.${i}` }),
        ),
      );
      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
      for (const answer of answers.filter((a) => a.statusCode !== 200))
        expect(answer.json().problems?.[0]?.code ?? answer.json().code).toMatch(/OUT_OF_STOCK|CHECKOUT_BUSY/);
    }, 120_000);

    it('one voucher code used by many carts at once gives no more than it holds', async () => {
      const code = await voucherCode(t, 5_000);
      const slot = await hotSlot(t.db, 100, today);
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          initPayment(t, [slot.item(1), { type: 'voucherCode', barcode: code }], {
            payart: EXPRESS,
            client: `10.6.2.${i}`,
          }),
        ),
      );
      const held = answers.filter((answer) => answer.statusCode === 200);
      // Each cart uses €10 of the code: five carts use it up, the sixth finds nothing left.
      expect(held).toHaveLength(5);
      const [row] = await t.db
        .select({ used: sql<number>`coalesce(sum(${reservationItems.amount}), 0)::int` })
        .from(reservationItems)
        .innerJoin(reservations, eq(reservations.id, reservationItems.reservationId))
        .where(
          and(
            eq(reservations.status, 'held'),
            sql`${reservationItems.voucherCodeId} = (SELECT id FROM voucher_codes WHERE code = ${code})`,
          ),
        );
      expect(row?.used).toBe(5_000);
      // The code's lookup counts what carts hold of it: nothing is left to redeem elsewhere.
      const lookup = await t.app.inject({ method: 'GET', url: `/api/en/voucher?voucher=${code}` });
      expect(lookup.statusCode).toBe(422);
      expect(lookup.json().code).toBe('VOUCHER_NO_AMOUNT_LEFT');
    }, 120_000);
  });
});
