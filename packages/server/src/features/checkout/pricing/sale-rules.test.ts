import {
  type CartItem,
  EMPTY_TICKET_COUNTS,
  EMPTY_TOUR_COUNTS,
  MAX_STORED_CENTS,
  setSubticketCount,
  setTourSubticket,
  type TicketCounts,
  type TicketType,
  type Tour,
  ticketCartItems,
  ticketsTotal,
  tourCartItem,
  tourTotal,
} from '@museum-shop/contract';
import { and, asc, eq, gt, isNotNull } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { venues } from '../../../db/schema/catalog.ts';
import { eventSlots, events, ticketTypes } from '../../../db/schema/events.ts';
import { tourPrices, tourSlots, tourTickets } from '../../../db/schema/tours.ts';
import { voucherProducts } from '../../../db/schema/vouchers.ts';
import { demoToday } from '../../../db/seed/catalog.ts';
import { DEMO_SHOP_ID } from '../../../db/seed/shop.ts';
import { addDays } from '../../../lib/dates.ts';
import { build, type TestApp } from '../../../test-support/build.ts';
import { EXPRESS, initPayment, voucherCode } from '../checkout.test-support.ts';

/**
 * The cheats of issue 21, tried as an outside client would: each is refused with a code the basket
 * explains, by checkout/suggest and by initPayment alike. The clock is pinned, so the demo's days
 * and the test's own event are the same at any hour.
 */
const NOW = new Date('2026-12-02T09:00:00Z');
const today = demoToday(NOW);
const tomorrow = addDays(today, 1);
const LIMITS = { placesPerSlot: 20, places: 50, total: 1_000_000 };

describe('sale rules the server enforces (issue 21)', () => {
  let t: TestApp;
  /** The test's own event: a 30-place slot tomorrow at 10:00 with an adult ticket, an audio guide (mode 5) and a family ticket. */
  let ids: { adult: number; audio: number; family: number; familyAdult: number; familyChild: number };
  const at = `${tomorrow} 10:00`;

  beforeAll(async () => {
    t = await build({ app: { clock: () => NOW, checkout: { limits: LIMITS } } });
    const [venue] = await t.db.select({ id: venues.id }).from(venues).where(eq(venues.shopId, DEMO_SHOP_ID));
    const [event] = await t.db
      .insert(events)
      .values({
        shopId: DEMO_SHOP_ID,
        venueId: venue?.id ?? 0,
        name: { en: 'Rules event' },
        description: { en: '' },
        sortingDatetime: at,
        endDate: tomorrow,
      })
      .returning({ id: events.id });
    const eventId = event?.id ?? 0;
    await t.db
      .insert(eventSlots)
      .values({ eventId, date: tomorrow, time: '10:00', endTime: '11:00', capacity: 30 });
    const ticket = async (values: Partial<typeof ticketTypes.$inferInsert>) => {
      const [row] = await t.db
        .insert(ticketTypes)
        .values({ eventId, name: { en: 'Ticket' }, mode: 1, price: 1_600, vatValue: 7, ...values })
        .returning({ id: ticketTypes.id });
      return row?.id ?? 0;
    };
    const adult = await ticket({ name: { en: 'Adult' } });
    const audio = await ticket({ name: { en: 'Audio guide' }, mode: 5, price: 400 });
    const family = await ticket({ name: { en: 'Family' }, price: 3_600, family: true });
    const familyAdult = await ticket({ parentId: family, price: 0, minQuantity: 1, maxQuantity: 2 });
    const familyChild = await ticket({ parentId: family, price: 0, minQuantity: 1, maxQuantity: 3 });
    ids = { adult, audio, family, familyAdult, familyChild };
  });
  afterAll(() => t?.close());

  const suggest = async (items: CartItem[]) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/en/checkout/suggest',
      payload: { cart: { ver: 1, items } },
    });
    expect(response.statusCode).toBe(200);
    return response.json().data as {
      bookable: boolean;
      totals: { total: number };
      lines: { problems: { code: string; requested?: number; available?: number }[] }[];
    };
  };
  const codes = (data: Awaited<ReturnType<typeof suggest>>) =>
    data.lines.flatMap((line) => line.problems.map((problem) => problem.code));
  const familyLine = (count: number, adults: number, children: number): CartItem => ({
    type: 'ticket',
    id: ids.family,
    count,
    datetime: at,
    subtickets: [
      { id: ids.familyAdult, count: adults },
      { id: ids.familyChild, count: children },
    ],
  });
  const tickets = (id: number, count: number): CartItem => ({ type: 'ticket', id, count, datetime: at });

  it('refuses a family ticket with parent count 0 and its members, which was free, at suggest and at payment', async () => {
    const cart = [familyLine(0, 2, 3)];
    const data = await suggest(cart);
    expect(data.bookable).toBe(false);
    expect(data.lines[0]?.problems).toContainEqual({
      code: 'FAMILY_COUNT_MISMATCH',
      requested: 0,
      available: 1,
    });
    const response = await initPayment(t, cart, { payart: EXPRESS, client: '10.1.0.1' });
    expect(response.statusCode).toBe(422);
    expect(response.json().problems).toContainEqual({
      index: 0,
      code: 'FAMILY_COUNT_MISMATCH',
      requested: 0,
      available: 1,
    });
  });

  it('refuses a family ticket bought 500 times for two persons, and prices the right one once', async () => {
    expect(codes(await suggest([familyLine(500, 1, 1)]))).toContain('FAMILY_COUNT_MISMATCH');
    const right = await suggest([familyLine(1, 2, 3)]);
    expect(right.bookable).toBe(true);
    expect(right.totals.total).toBe(3_600);
  });

  it('refuses a tour’s family admission sent with parent count 0', async () => {
    const [sub] = await t.db
      .select({ id: tourTickets.id, parentId: tourTickets.parentId, tourId: tourTickets.tourId })
      .from(tourTickets)
      .where(isNotNull(tourTickets.parentId))
      .limit(1);
    if (!sub?.parentId) throw new Error('the demo has a tour with a family admission');
    const [price] = await t.db.select().from(tourPrices).where(eq(tourPrices.tourId, sub.tourId)).limit(1);
    const [slot] = await t.db
      .select()
      .from(tourSlots)
      .where(and(eq(tourSlots.tourId, sub.tourId), gt(tourSlots.date, today)))
      .orderBy(asc(tourSlots.date))
      .limit(1);
    if (!price || !slot) throw new Error('the family tour has a price and a time');
    const data = await suggest([
      {
        type: 'guidedTour',
        tourId: sub.tourId,
        datetime: `${slot.date} ${slot.time}`,
        prices: [{ id: price.id, count: 2 }],
        tickets: [{ id: sub.parentId, count: 0, subtickets: [{ id: sub.id, count: 2 }] }],
        answers: [],
      },
    ]);
    expect(data.lines[0]?.problems).toContainEqual({
      code: 'FAMILY_COUNT_MISMATCH',
      requested: 0,
      available: 1,
    });
  });

  it('sells an audio guide only with an admission of its time, and it takes no place', async () => {
    expect(codes(await suggest([tickets(ids.audio, 1)]))).toEqual(['ADMISSION_REQUIRED']);
    // 20 adults and 20 audio guides fit a 30-place slot and the per-slot limit of 20.
    const both = await suggest([tickets(ids.adult, 20), tickets(ids.audio, 20)]);
    expect(both.bookable).toBe(true);
    expect(codes(await suggest([tickets(ids.adult, 2), tickets(ids.audio, 3)]))).toEqual([
      'ADMISSION_REQUIRED',
    ]);
  });

  it('holds at most the per-slot and per-cart places: a week of an exhibition in one anonymous cart is refused', async () => {
    expect(codes(await suggest([tickets(ids.adult, 21)]))).toContain('SLOT_PLACES_LIMIT');
    const [exhibition] = await t.db
      .select({ id: ticketTypes.id, eventId: ticketTypes.eventId })
      .from(ticketTypes)
      .where(eq(ticketTypes.mode, 1))
      .limit(1);
    const slots = await t.db
      .select()
      .from(eventSlots)
      .where(and(eq(eventSlots.eventId, exhibition?.eventId ?? 0), gt(eventSlots.date, today)))
      .orderBy(asc(eventSlots.date), asc(eventSlots.time))
      .limit(50);
    const week: CartItem[] = slots.map((slot) => ({
      type: 'ticket',
      id: exhibition?.id ?? 0,
      count: 5,
      datetime: `${slot.date} ${slot.time}`,
    }));
    expect(week.length).toBeGreaterThan(10);
    const response = await initPayment(t, week, { payart: EXPRESS, client: '10.1.0.2' });
    expect(response.statusCode).toBe(422);
    expect(response.json().problems.map((p: { code: string }) => p.code)).toContain('CART_PLACES_LIMIT');
  });

  it('never answers 500 for an amount past 2³¹ cents, and refuses a cart above the total limit', async () => {
    const [free] = await t.db
      .select({ id: voucherProducts.id })
      .from(voucherProducts)
      .where(eq(voucherProducts.variableAmount, true))
      .limit(1);
    const huge: CartItem[] = Array.from({ length: 50 }, () => ({
      type: 'voucher',
      id: free?.id ?? 0,
      count: 500,
      amount: 100_000_00,
    }));
    const data = await suggest(huge);
    expect(data.bookable).toBe(false);
    expect(codes(data)).toContain('CART_TOTAL_LIMIT');
    expect(500 * 100_000_00 * 50).toBeGreaterThan(MAX_STORED_CENTS);
    const response = await initPayment(t, huge, { payart: EXPRESS, client: '10.1.0.3' });
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('CART_NOT_BOOKABLE');
  });

  it('does not let a voucher code pay for a new voucher', async () => {
    const code = await voucherCode(t, 5_000);
    const [fixed] = await t.db
      .select({ id: voucherProducts.id, price: voucherProducts.price })
      .from(voucherProducts)
      .where(eq(voucherProducts.variableAmount, false))
      .limit(1);
    const onlyVouchers = await suggest([
      { type: 'voucher', id: fixed?.id ?? 0, count: 1 },
      { type: 'voucherCode', barcode: code },
    ]);
    expect(onlyVouchers.bookable).toBe(false);
    expect(onlyVouchers.lines[1]?.problems).toEqual([{ code: 'VOUCHER_NOT_FOR_VOUCHERS' }]);
    // With a ticket in the cart the code pays the ticket, and the voucher is paid with money.
    const mixed = await suggest([
      { type: 'voucher', id: fixed?.id ?? 0, count: 1 },
      tickets(ids.adult, 1),
      { type: 'voucherCode', barcode: code },
    ]);
    expect(mixed.bookable).toBe(true);
    expect(mixed.totals.total).toBe(fixed?.price ?? 0);
  });

  it('prices any cart the booking screens make exactly as the screens show it (property)', async () => {
    const collect = await t.app.inject({
      method: 'GET',
      url: `/api/en/ticket/collect/event/${await eventOf(ids.adult)}/date/${tomorrow}?shop=1`,
    });
    expect(collect.statusCode).toBe(200);
    const ticketTypes: TicketType[] = collect.json().data.tickets;
    expect(ticketTypes.length).toBe(3);
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.nat(4), { minLength: 4, maxLength: 4 }),
        async ([adults = 0, audio = 0, familyAdults = 0, familyChildren = 0]) => {
          let counts: TicketCounts = {
            ...EMPTY_TICKET_COUNTS,
            tickets: { [ids.adult]: adults, [ids.audio]: audio },
          };
          const family = ticketTypes.find((ticket) => ticket.id === ids.family);
          if (!family) throw new Error('the family ticket is listed');
          counts = setSubticketCount(counts, family, ids.familyAdult, familyAdults);
          counts = setSubticketCount(counts, family, ids.familyChild, familyChildren);
          const items = ticketCartItems(ticketTypes, counts, at);
          fc.pre(items.length > 0);
          const data = await suggest(items);
          expect(data.totals.total).toBe(ticketsTotal(ticketTypes, counts));
        },
      ),
      { numRuns: 30 },
    );

    const [sub] = await t.db
      .select({ id: tourTickets.id, parentId: tourTickets.parentId, tourId: tourTickets.tourId })
      .from(tourTickets)
      .where(isNotNull(tourTickets.parentId))
      .limit(1);
    const [slot] = await t.db
      .select()
      .from(tourSlots)
      .where(and(eq(tourSlots.tourId, sub?.tourId ?? 0), gt(tourSlots.date, today)))
      .orderBy(asc(tourSlots.date))
      .limit(1);
    if (!sub || !slot) throw new Error('the family tour has a time');
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/en/tour?shop=1&tour=${sub.tourId}&date=${slot.date}`,
    });
    const tour: Tour = response.json().data;
    const priceList = tour.schedule[slot.time]?.priceList ?? tour.priceList;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.nat(3), { minLength: priceList.length, maxLength: priceList.length }),
        fc.array(fc.nat(3), { minLength: 4, maxLength: 4 }),
        async (placeCounts, subCounts) => {
          let counts = {
            ...EMPTY_TOUR_COUNTS,
            prices: Object.fromEntries(priceList.map((p, i) => [p.id, placeCounts[i] ?? 0])),
          };
          tour.tickets.forEach((ticket, i) => {
            const first = ticket.subtickets[0];
            if (first) counts = setTourSubticket(counts, ticket.id, first.id, subCounts[i] ?? 0);
            else counts = { ...counts, tickets: { ...counts.tickets, [ticket.id]: subCounts[i] ?? 0 } };
          });
          const item = tourCartItem(tour.id, slot.date, slot.time, counts, []);
          fc.pre(item.prices.length + item.tickets.length > 0);
          const data = await suggest([item]);
          expect(data.totals.total).toBe(tourTotal({ ...tour, priceList }, counts));
        },
      ),
      { numRuns: 30 },
    );
  });

  it('answers any cart at the type limits of counts, amounts and ids without a 500 (fuzz)', async () => {
    const [free] = await t.db
      .select({ id: voucherProducts.id })
      .from(voucherProducts)
      .where(eq(voucherProducts.variableAmount, true))
      .limit(1);
    const id = fc.constantFrom(1, ids.adult, ids.family, ids.audio, free?.id ?? 1, 2_147_483_647);
    const count = fc.constantFrom(0, 1, 2, 499, 500);
    const line: fc.Arbitrary<CartItem> = fc.oneof(
      fc.record({ type: fc.constant('ticket' as const), id, count, datetime: fc.constant(at) }),
      fc.record({
        type: fc.constant('ticket' as const),
        id,
        count,
        datetime: fc.constant(at),
        subtickets: fc.array(fc.record({ id, count }), { maxLength: 3 }),
      }),
      fc.record({
        type: fc.constant('voucher' as const),
        id,
        count,
        amount: fc.constantFrom(1, 99, 100_000_00),
      }),
      fc.record({ type: fc.constantFrom('merchandise' as const, 'annualPass' as const), id, count }),
      fc.record({
        type: fc.constant('voucherCode' as const),
        barcode: fc.constantFrom('LIGHT-25', 'x', ' '),
      }),
    );
    let client = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(line, { minLength: 1, maxLength: 50 }), async (items) => {
        const suggested = await t.app.inject({
          method: 'POST',
          url: '/api/en/checkout/suggest',
          payload: { cart: { ver: 1, items } },
        });
        expect(suggested.statusCode).toBe(200);
        const { totals } = suggested.json().data;
        expect(totals.total).toBeGreaterThanOrEqual(0);
        client += 1;
        const started = await initPayment(t, items, {
          payart: EXPRESS,
          client: `10.2.${client >> 8}.${client & 255}`,
        });
        expect([200, 409, 422]).toContain(started.statusCode);
        if (started.statusCode === 200) expect(started.json().data.total).toBeLessThanOrEqual(LIMITS.total);
      }),
      { numRuns: 40 },
    );
  });

  async function eventOf(ticketId: number) {
    const [row] = await t.db
      .select({ eventId: ticketTypes.eventId })
      .from(ticketTypes)
      .where(eq(ticketTypes.id, ticketId));
    return row?.eventId;
  }
});
