import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts, sandboxPayments } from '../../db/schema/checkout.ts';
import { reservationItems, reservations } from '../../db/schema/reservations.ts';
import { demoToday } from '../../db/seed/catalog.ts';
import { build, type TestApp } from '../../test-support/build.ts';
import { testClock } from '../../test-support/clock.ts';
import { keepOneLiveCart } from './checkout.repository.ts';
import {
  cancelCart,
  EXPRESS,
  execPayment,
  guestToken,
  hotSlot,
  initPayment,
  sandboxAction,
} from './checkout.test-support.ts';
import { cartOwnerKey } from './live-carts.ts';

/**
 * Issue 21: a session, or without one a client address, keeps one live cart (a new payment start
 * releases the one before, and voids its payment), and a guest token books once (spec §6).
 */
describe('one live cart per session or client, and a guest that books once', () => {
  let t: TestApp;
  // The tests' clock (TEST_CLOCK), never the machine's.
  const now = testClock();
  const today = demoToday(now);
  let clients = 0;
  /** An address of its own for each visitor of these tests. */
  const newClient = () => {
    clients += 1;
    return `10.30.${clients >> 8}.${clients & 255}`;
  };

  beforeAll(async () => {
    t = await build({
      app: {
        clock: () => now,
        checkout: { paymentStartsPerClient: { limit: 10_000, windowMs: 60_000 } },
      },
    });
  });
  afterAll(() => t.close());

  /** Places of a slot held or sold. */
  const takenOf = async (slotId: number) => {
    const [row] = await t.db
      .select({ taken: sql<number>`coalesce(sum(${reservationItems.places}), 0)::int` })
      .from(reservationItems)
      .innerJoin(reservations, eq(reservations.id, reservationItems.reservationId))
      .where(and(eq(reservationItems.eventSlotId, slotId), sql`${reservations.status} IN ('held', 'sold')`));
    return row?.taken ?? 0;
  };
  const cartStatus = async (cartId: string) =>
    (await t.db.select({ status: carts.status }).from(carts).where(eq(carts.id, cartId)))[0]?.status;
  const paymentStatus = async (cartId: string) => {
    const [row] = await t.db
      .select({ status: sandboxPayments.status })
      .from(carts)
      .innerJoin(sandboxPayments, eq(sandboxPayments.id, carts.paymentRef))
      .where(eq(carts.id, cartId));
    return row?.status;
  };
  /** Starts a payment and answers its cart, failing the test on anything but 200. */
  const started = async (...args: Parameters<typeof initPayment>) => {
    const start = await initPayment(...args);
    expect(start.statusCode, start.body).toBe(200);
    return start.json().data as { cartId: string; redirect: string };
  };
  const goneOnExec = async (cartId: string) => {
    const response = await execPayment(t, cartId);
    expect(response.statusCode, response.body).toBe(410);
    expect(response.json().code).toBe('CART_GONE');
  };
  const payAndBook = async ({ cartId, redirect }: { cartId: string; redirect: string }) => {
    expect((await sandboxAction(t, redirect, 'pay')).statusCode).toBe(303);
    const booked = await execPayment(t, cartId);
    expect(booked.statusCode, booked.body).toBe(200);
    return booked;
  };

  describe('a new payment start', () => {
    it('by the same session releases the places of its cart before, whose payment is voided', async () => {
      const slot = await hotSlot(t.db, 10, today);
      const token = await guestToken(t, newClient());
      const first = await started(t, [slot.item(2)], { token, client: newClient() });
      expect(await takenOf(slot.slotId)).toBe(2);
      // The same session from another address (a phone that changed networks) is the same owner.
      const second = await started(t, [slot.item(3)], { token, client: newClient() });
      expect(await takenOf(slot.slotId)).toBe(3);
      expect(await cartStatus(first.cartId)).toBe('canceled');
      expect(await paymentStatus(first.cartId)).toBe('canceled');
      await goneOnExec(first.cartId);
      // Paying the first cart's page is too late: its payment was voided.
      await sandboxAction(t, first.redirect, 'pay');
      expect(await paymentStatus(first.cartId)).toBe('canceled');
      await payAndBook(second);
      expect(await takenOf(slot.slotId)).toBe(3);
    });

    it('gets back the places its own cart before held (a retry on the last places)', async () => {
      const slot = await hotSlot(t.db, 2, today);
      const token = await guestToken(t, newClient());
      const client = newClient();
      const first = await started(t, [slot.item(2)], { token, client });
      const again = await started(t, [slot.item(2)], { token, client });
      expect(await takenOf(slot.slotId)).toBe(2);
      await goneOnExec(first.cartId);
      await payAndBook(again);
    });

    it('of an anonymous express checkout releases the cart before from the same address', async () => {
      const slot = await hotSlot(t.db, 10, today);
      const client = newClient();
      const first = await started(t, [slot.item(4)], { payart: EXPRESS, client });
      const second = await started(t, [slot.item(1)], { payart: EXPRESS, client });
      expect(await takenOf(slot.slotId)).toBe(1);
      await goneOnExec(first.cartId);
      expect(await paymentStatus(first.cartId)).toBe('canceled');
      await payAndBook(second);

      // An IPv6 client counts by its /64, as the rate limits do: a new address is the same client.
      const v6first = await started(t, [slot.item(2)], { payart: EXPRESS, client: '2001:db8:5:6::1' });
      const v6second = await started(t, [slot.item(2)], { payart: EXPRESS, client: '2001:db8:5:6::beef' });
      await goneOnExec(v6first.cartId);
      expect(await cartStatus(v6second.cartId)).toBe('held');
      expect(await takenOf(slot.slotId)).toBe(3);
    });

    it('leaves the carts of other clients and other sessions alone', async () => {
      const slot = await hotSlot(t.db, 20, today);
      const shared = newClient();
      const anonymous = await started(t, [slot.item(1)], { payart: EXPRESS, client: shared });
      const elsewhere = await started(t, [slot.item(2)], { payart: EXPRESS, client: newClient() });
      // Two guests behind one address (a family's router): each session keeps its own cart, and
      // neither touches the anonymous cart of that address.
      const ada = await started(t, [slot.item(3)], {
        token: await guestToken(t, newClient()),
        client: shared,
      });
      const bob = await started(t, [slot.item(4)], {
        token: await guestToken(t, newClient()),
        client: shared,
      });
      for (const cart of [anonymous, elsewhere, ada, bob]) expect(await cartStatus(cart.cartId)).toBe('held');
      expect(await takenOf(slot.slotId)).toBe(10);
      for (const cart of [anonymous, elsewhere, ada, bob]) await payAndBook(cart);
    });

    it('leaves a booked cart booked', async () => {
      const slot = await hotSlot(t.db, 10, today);
      const client = newClient();
      const first = await started(t, [slot.item(1)], { payart: EXPRESS, client });
      await payAndBook(first);
      const second = await started(t, [slot.item(2)], { payart: EXPRESS, client });
      expect(await cartStatus(first.cartId)).toBe('booked');
      expect((await execPayment(t, first.cartId)).statusCode).toBe(200);
      expect(await takenOf(slot.slotId)).toBe(3);
      await payAndBook(second);
    });
  });

  describe('buyers behind one address (issue 38)', () => {
    it('each keep their hold and both pay: a browser session, not the address, keeps a live cart', async () => {
      const slot = await hotSlot(t.db, 10, today);
      const shared = newClient();
      const first = await started(t, [slot.item(2)], {
        payart: EXPRESS,
        client: shared,
        browserSession: 'first0000001',
      });
      const second = await started(t, [slot.item(3)], {
        payart: EXPRESS,
        client: shared,
        browserSession: 'second000002',
      });
      expect(await cartStatus(first.cartId)).toBe('held');
      expect(await cartStatus(second.cartId)).toBe('held');
      expect(await takenOf(slot.slotId)).toBe(5);
      await payAndBook(first);
      await payAndBook(second);
      expect(await cartStatus(first.cartId)).toBe('booked');
      expect(await cartStatus(second.cartId)).toBe('booked');
      expect(await takenOf(slot.slotId)).toBe(5);
    });

    it('one browser session still keeps one live cart: its next start releases the one before', async () => {
      const slot = await hotSlot(t.db, 10, today);
      const browser = { payart: EXPRESS, client: newClient(), browserSession: 'again0000003' };
      const before = await started(t, [slot.item(2)], browser);
      const after = await started(t, [slot.item(1)], browser);
      expect(await cartStatus(before.cartId)).toBe('canceled');
      expect(await paymentStatus(before.cartId)).toBe('canceled');
      expect(await cartStatus(after.cartId)).toBe('held');
      expect(await takenOf(slot.slotId)).toBe(1);
    });

    it('one address may not hold a week of places, whatever browser sessions it names', async () => {
      const slot = await hotSlot(t.db, 1000, today);
      const client = newClient();
      const held: string[] = [];
      // 20 places a start (a slot's most per cart): the 16th passes the 300 one address may hold.
      for (let start = 1; start <= 15; start += 1)
        held.push(
          (
            await started(t, [slot.item(20)], {
              payart: EXPRESS,
              client,
              browserSession: `hoard${String(start).padStart(7, '0')}`,
            })
          ).cartId,
        );
      const refused = await initPayment(t, [slot.item(20)], {
        payart: EXPRESS,
        client,
        browserSession: 'hoard0000016',
      });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('RATE_LIMITED');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(await takenOf(slot.slotId)).toBe(300);
      for (const cartId of held) expect(await cartStatus(cartId)).toBe('held');
      // Another address is not held back by it.
      await started(t, [slot.item(20)], {
        payart: EXPRESS,
        client: newClient(),
        browserSession: 'other0000017',
      });
      expect(await takenOf(slot.slotId)).toBe(320);
    });
  });

  describe('two starts of one owner at the same moment', () => {
    it('keep one cart: the one written last, and the other gives its places back', async () => {
      // Two carts of one owner both written and held, as two starts at once would leave them
      // without the look after writing (keep_one_live_cart), which keeps the later one only.
      const slot = await hotSlot(t.db, 10, today);
      const a = await started(t, [slot.item(2)], { payart: EXPRESS, client: newClient() });
      const b = await started(t, [slot.item(3)], { payart: EXPRESS, client: newClient() });
      const owner = cartOwnerKey(null, { ip: '203.0.113.77' });
      await t.db
        .update(carts)
        .set({ ownerKey: owner })
        .where(inArray(carts.id, [a.cartId, b.cartId]));
      // A second older than b, whatever clock wrote b's time (the database's own).
      const [written] = await t.db.select({ at: carts.createdAt }).from(carts).where(eq(carts.id, b.cartId));
      if (!written) throw new Error('cart b is missing');
      await t.db
        .update(carts)
        .set({ createdAt: new Date(written.at.getTime() - 1_000) })
        .where(eq(carts.id, a.cartId));
      expect(await takenOf(slot.slotId)).toBe(5);
      // Both starts look at once; each keeps the same cart, and the second finds nothing to do.
      const [first, second] = await Promise.all([keepOneLiveCart(t.db, owner), keepOneLiveCart(t.db, owner)]);
      expect([...(first ?? []), ...(second ?? [])]).toEqual([a.cartId]);
      expect(await cartStatus(a.cartId)).toBe('canceled');
      expect(await cartStatus(b.cartId)).toBe('held');
      expect(await takenOf(slot.slotId)).toBe(3);
    });

    it('by one session leave at most one cart held', async () => {
      const slot = await hotSlot(t.db, 20, today);
      const token = await guestToken(t, newClient());
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => initPayment(t, [slot.item(2)], { token, client: newClient() })),
      );
      const ids = answers.filter((answer) => answer.statusCode === 200).map((a) => a.json().data.cartId);
      expect(ids.length).toBeGreaterThan(0);
      const held = await t.db
        .select({ id: carts.id })
        .from(carts)
        .where(and(inArray(carts.id, ids), eq(carts.status, 'held')));
      expect(held).toHaveLength(1);
      expect(await takenOf(slot.slotId)).toBe(2);
    });
  });

  describe('the owner kept on a cart', () => {
    it('is a hash: neither the token nor the address is stored', async () => {
      const slot = await hotSlot(t.db, 5, today);
      const client = newClient();
      const token = await guestToken(t, newClient());
      const anonymous = await started(t, [slot.item(1)], { payart: EXPRESS, client });
      const signedIn = await started(t, [slot.item(1)], { token, client });
      const rows = await t.db
        .select({ ownerKey: carts.ownerKey })
        .from(carts)
        .where(inArray(carts.id, [anonymous.cartId, signedIn.cartId]));
      const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
      for (const { ownerKey } of rows) {
        expect(ownerKey).toMatch(/^[0-9a-f]{64}$/);
        expect(ownerKey).not.toContain(client);
        expect(ownerKey).not.toBe(sha256(token));
      }
      expect(new Set(rows.map((row) => row.ownerKey)).size).toBe(2);
    });
  });

  describe('a guest token', () => {
    it('books once: a second start after a booked order is refused, and holds nothing', async () => {
      const slot = await hotSlot(t.db, 10, today);
      const token = await guestToken(t, newClient());
      await payAndBook(await started(t, [slot.item(1)], { token, client: newClient() }));
      const again = await initPayment(t, [slot.item(1)], { token, client: newClient() });
      expect(again.statusCode, again.body).toBe(409);
      expect(again.json().code).toBe('GUEST_ALREADY_ORDERED');
      expect(await takenOf(slot.slotId)).toBe(1);
      // Signing up as a guest again gives a token for the next order.
      const next = await guestToken(t, newClient());
      await payAndBook(await started(t, [slot.item(2)], { token: next, client: newClient() }));
      expect(await takenOf(slot.slotId)).toBe(3);
    });

    it('may start again after its payment was cancelled or failed', async () => {
      const slot = await hotSlot(t.db, 10, today);
      const token = await guestToken(t, newClient());
      const client = newClient();
      const canceled = await started(t, [slot.item(1)], { token, client });
      expect((await cancelCart(t, canceled.cartId)).statusCode).toBe(200);
      const failed = await started(t, [slot.item(1)], { token, client });
      await sandboxAction(t, failed.redirect, 'fail');
      expect((await execPayment(t, failed.cartId)).json().code).toBe('PAYMENT_FAILED');
      const leftOnPage = await started(t, [slot.item(1)], { token, client });
      await sandboxAction(t, leftOnPage.redirect, 'cancel');
      await goneOnExec(leftOnPage.cartId);
      await payAndBook(await started(t, [slot.item(2)], { token, client }));
      expect(await takenOf(slot.slotId)).toBe(2);
    });
  });
});
