import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts } from '../db/schema/checkout.ts';
import { paymentAttempts } from '../db/schema/payments.ts';
import { reservations } from '../db/schema/reservations.ts';
import { EXPRESS, hotSlot, RETURN_URLS } from '../features/checkout/checkout.test-support.ts';
import { build, type TestApp } from '../test-support/build.ts';
import { testToday } from '../test-support/clock.ts';

// Issue 38: starting a payment is a workflow whose steps carry their undo (workflows/start-payment.ts).
describe('starting a payment', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build();
  });
  afterAll(async () => t?.close());

  const start = (item: unknown, client: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/en/checkout/initPayment',
      remoteAddress: client,
      payload: { payart: EXPRESS, cart: { ver: 1, items: [item] }, url: RETURN_URLS },
    });

  it('gives the places back and voids the payment when the cart cannot be written', async () => {
    const slot = await hotSlot(t.db, 2, testToday());
    // Every cart written from now on is refused by the database, after places and payment were taken.
    await t.db.execute(sql`alter table carts add constraint carts_refused_by_test check (false) not valid`);
    try {
      const failed = await start(slot.item(2), '10.38.0.1');
      expect(failed.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`alter table carts drop constraint carts_refused_by_test`);
    }
    const [attempt] = await t.db
      .select()
      .from(paymentAttempts)
      .where(sql`${paymentAttempts.cartId} not in (select ${carts.id} from ${carts})`)
      .orderBy(sql`${paymentAttempts.createdAt} desc`)
      .limit(1);
    expect(attempt?.status).toBe('canceled');
    const holds = await t.db
      .select()
      .from(reservations)
      .where(eq(reservations.cartId, attempt?.cartId ?? ''));
    expect(holds.map((hold) => hold.status)).toEqual(['released']);
    // Both places are there for the next buyer.
    expect((await start(slot.item(2), '10.38.0.2')).statusCode).toBe(200);
  });

  it('keeps no payment attempt of a start that found the places gone', async () => {
    const slot = await hotSlot(t.db, 1, testToday());
    const attempts = async () => (await t.db.select({ id: paymentAttempts.id }).from(paymentAttempts)).length;
    expect((await start(slot.item(1), '10.38.0.3')).statusCode).toBe(200);
    const before = await attempts();
    // start_hold records the attempt before it takes the slot's lock, and deletes it when nothing fits.
    expect((await start(slot.item(1), '10.38.0.4')).json().code).toBe('CART_NOT_BOOKABLE');
    expect(await attempts()).toBe(before);
  });
});

// A start is counted once against what one address may start, whether it holds places, finds them
// gone or fails before it reaches the hold (start_hold counts it, or it is counted alone).
describe('counting payment starts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({ app: { checkout: { paymentStartsPerClient: { limit: 3, windowMs: 60_000 } } } });
  });
  afterAll(async () => t?.close());

  const start = (item: unknown, client: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/en/checkout/initPayment',
      remoteAddress: client,
      payload: { payart: EXPRESS, cart: { ver: 1, items: [item] }, url: RETURN_URLS },
    });

  it('counts held, sold-out and unpriceable starts alike, each once', async () => {
    const slot = await hotSlot(t.db, 2, testToday());
    const client = '10.38.1.1';
    expect((await start(slot.item(1), client)).statusCode).toBe(200);
    // More places than the slot has: refused under the locks.
    const soldOut = await start(slot.item(3), client);
    expect(soldOut.json().code).toBe('CART_NOT_BOOKABLE');
    // A time the event has no slot at: refused when it is priced, before any hold.
    const unpriceable = await start({ ...slot.item(1), datetime: `${slot.date} 12:00` }, client);
    expect(unpriceable.statusCode).toBe(422);
    const fourth = await start(slot.item(1), client);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().code).toBe('RATE_LIMITED');
    // The refused start held nothing: the other place is there for another address.
    expect((await start(slot.item(1), '10.38.1.2')).statusCode).toBe(200);
    expect((await start(slot.item(1), '10.38.1.3')).json().code).toBe('CART_NOT_BOOKABLE');
  });
});
