import { type CartItem, suggestionSchema } from '@museum-shop/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tourPrices, tourSlots, tours, tourTickets } from './db/schema/tours.ts';
import { EXPRESS, hotSlot, initPayment } from './features/checkout/checkout.test-support.ts';
import { staffToken } from './features/staff/staff.test-support.ts';
import { addDays } from './lib/dates.ts';
import { build, type TestApp } from './test-support/build.ts';
import { testToday } from './test-support/clock.ts';

/**
 * A time closed by staff is called closed in the basket (issue 40): a visitor whose basket holds a
 * time that staff close afterwards is told CLOSED, not SOLD_OUT, by checkout/suggest and by
 * initPayment, for event tickets and guided tours, a time closed alone or with its whole day.
 * Here, not in a feature: the staff close the time, the checkout answers.
 */
describe('a time closed by staff after it went into the basket', () => {
  let t: TestApp;
  let staff: string;
  const today = testToday();
  let clients = 0;
  /** Each start from its own address, so no start lets go of another's cart. */
  const start = (items: CartItem[]) => {
    clients += 1;
    return initPayment(t, items, { payart: EXPRESS, client: `10.40.${clients >> 8}.${clients & 255}` });
  };
  const suggest = async (items: CartItem[]) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/en/checkout/suggest',
      payload: { cart: { ver: 1, items } },
    });
    expect(response.statusCode, response.body).toBe(200);
    return suggestionSchema.parse(response.json().data);
  };
  const staffPost = async (path: string, payload: Record<string, unknown>) => {
    const response = await t.app.inject({ method: 'POST', url: `/api/en/${path}?_=${staff}`, payload });
    expect(response.statusCode, response.body).toBe(200);
  };

  beforeAll(async () => {
    // A catalog kept for a minute, as a shop serves it: initPayment may read the time as it was
    // before the close, and only the inventory's lock finds it closed.
    t = await build({ app: { catalogCacheMs: 60_000 } });
    staff = await staffToken(t, 'box_office');
  });
  afterAll(() => t.close());

  it('an event time: suggest and initPayment say CLOSED, once', async () => {
    const slot = await hotSlot(t.db, 5, today);
    expect((await suggest([slot.item(2)])).lines[0]?.problems).toEqual([]);
    await staffPost('staff/slots/close', { kind: 'event', slot_id: slot.slotId, closed: true });

    const suggestion = await suggest([slot.item(2)]);
    expect(suggestion.lines[0]?.problems).toEqual([{ code: 'CLOSED' }]);
    expect(suggestion.bookable).toBe(false);
    const refused = await start([slot.item(2)]);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'CART_NOT_BOOKABLE',
      problems: [{ index: 0, code: 'CLOSED' }],
    });

    // Opened again, it can be booked (initPayment's catalog may say closed for up to a minute).
    await staffPost('staff/slots/close', { kind: 'event', slot_id: slot.slotId, closed: false });
    expect((await suggest([slot.item(2)])).lines[0]?.problems).toEqual([]);
  });

  it('closed while the catalog initPayment read still has it open: the lock says CLOSED', async () => {
    const slot = await hotSlot(t.db, 5, today);
    // This start reads the slot's catalog (kept a minute) and holds a place.
    expect((await start([slot.item(1)])).statusCode).toBe(200);
    await staffPost('staff/slots/close', { kind: 'event', slot_id: slot.slotId, closed: true });

    const refused = await start([slot.item(1)]);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'CART_NOT_BOOKABLE' });
    expect(refused.json().problems).toEqual([{ index: 0, code: 'CLOSED' }]);
  });

  it('a guided tour on a day closed by staff: CLOSED, and the sold-out time still SOLD_OUT', async () => {
    const [tour] = await t.db
      .select({ id: tours.id })
      .from(tours)
      .where(sql`${tours.name}->>'en' LIKE 'Highlights%'`);
    if (!tour) throw new Error('the demo highlights tour is missing');
    const [price] = await t.db.select().from(tourPrices).where(eq(tourPrices.tourId, tour.id));
    const [ticket] = await t.db.select().from(tourTickets).where(eq(tourTickets.tourId, tour.id));
    // A time of the test's own, on a day no other test here uses (the whole day is closed).
    const date = addDays(today, 3);
    const [slot] = await t.db
      .insert(tourSlots)
      .values({ tourId: tour.id, date, time: '18:45', tours: 1, capacity: 10 })
      .returning();
    if (!price || !ticket || !slot) throw new Error('the demo tour has a price and a ticket');
    const item: CartItem = {
      type: 'guidedTour',
      tourId: tour.id,
      datetime: `${date} 18:45`,
      prices: [{ id: price.id, count: 1 }],
      tickets: [{ id: ticket.id, count: 1 }],
      answers: [],
    };
    expect((await suggest([item])).lines[0]?.problems).toEqual([]);
    await staffPost('staff/days/close', { date, closed: true });

    expect((await suggest([item])).lines[0]?.problems).toEqual([{ code: 'CLOSED' }]);
    const refused = await start([item]);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().problems).toEqual([{ index: 0, code: 'CLOSED' }]);

    // Opened again but full, it is sold out: closed is said only of a closed time.
    await staffPost('staff/days/close', { date, closed: false });
    await t.db.update(tourSlots).set({ capacity: 0, tours: 0 }).where(eq(tourSlots.id, slot.id));
    expect((await suggest([item])).lines[0]?.problems).toEqual([{ code: 'SOLD_OUT' }]);
  });
});
