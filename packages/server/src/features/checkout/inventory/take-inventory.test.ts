import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eventSlots } from '../../../db/schema/events.ts';
import { reservationItems, reservations } from '../../../db/schema/reservations.ts';
import { tourSlots } from '../../../db/schema/tours.ts';
import { voucherCodes } from '../../../db/schema/vouchers.ts';
import { seedSales } from '../../../db/seed/reservations.ts';
import { DEMO_SHOP_ID } from '../../../db/seed/shop.ts';
import { build, type TestApp } from '../../../test-support/build.ts';
import { setDatabaseClock } from '../../../test-support/database-clock.ts';
import { hotSlot, scarceArticle, takenCountersAstray, voucherCode } from '../checkout.test-support.ts';
import {
  releaseExpiredHolds,
  releaseHold,
  sellReservation,
  sellValidHold,
  takeInventory as takeInventoryOf,
} from './inventory.repository.ts';

const MINUTE = 60_000;

// The database function take_inventory (migrations 0006, 0009) decides who gets the last place: each
// rule it counts by is pinned here, on the embedded database and on PostgreSQL alike. Holds lapse by
// the database's clock (decision 0016), which these tests pin and move.
describe('taking inventory in one statement', () => {
  let t: TestApp;
  const now = new Date('2030-01-01T10:00:00Z');
  const inMinutes = (minutes: number) => new Date(now.getTime() + minutes * MINUTE);
  /** Sets the database's clock `minutes` after `now`. */
  const clockAt = (minutes: number) => setDatabaseClock(t.db, { at: inMinutes(minutes) });
  const heldBy = (cartId: string) => t.db.select().from(reservations).where(eq(reservations.cartId, cartId));
  /** What does not fit (take_inventory's shortfalls); with `hold`, holds when everything fits. */
  const takeInventory = async (...args: Parameters<typeof takeInventoryOf>) =>
    (await takeInventoryOf(...args)).shortfalls;

  beforeAll(async () => {
    t = await build();
  });
  afterAll(async () => t?.close());
  beforeEach(() => clockAt(0));

  /** A sale made elsewhere (no cart), as the demo's: it counts for everyone, whoever is being booked. */
  const soldElsewhere = (sale: { eventSlotId: number; places: number }) =>
    seedSales(t.db, DEMO_SHOP_ID, [sale]);

  it('counts sales without a cart and holds, holds only what fits, and leaves out the booked cart', async () => {
    const slot = await hotSlot(t.db, 5, '2030-01-01');
    await soldElsewhere({ eventSlotId: slot.slotId, places: 3 });
    const need = (places: number) => [{ kind: 'eventSlot' as const, id: slot.slotId, places }];

    const tooMany = await takeInventory(t.db, need(3), {
      hold: { shopId: DEMO_SHOP_ID, cartId: 'cart-a', holdMs: 20 * MINUTE },
    });
    expect(tooMany).toEqual([{ need: need(3)[0], available: 2, closed: false }]);
    expect(await heldBy('cart-a')).toHaveLength(0);

    expect(
      await takeInventory(t.db, need(2), {
        hold: { shopId: DEMO_SHOP_ID, cartId: 'cart-b', holdMs: 20 * MINUTE },
      }),
    ).toEqual([]);
    const [hold] = await heldBy('cart-b');
    expect(hold?.status).toBe('held');
    const items = await t.db
      .select()
      .from(reservationItems)
      .where(eq(reservationItems.reservationId, hold?.id ?? ''));
    expect(items).toMatchObject([{ eventSlotId: slot.slotId, places: 2, tours: 0, amount: 0 }]);

    expect(await takeInventory(t.db, need(1))).toEqual([{ need: need(1)[0], available: 0, closed: false }]);
    // Booking cart-b again (its hold lapsed, say) competes with everyone but itself.
    expect(await takeInventory(t.db, need(2), { exceptCartId: 'cart-b' })).toEqual([]);
    expect(await takeInventory(t.db, need(3), { exceptCartId: 'cart-b' })).toHaveLength(1);
  });

  it('says of a time staff have closed that it is closed, read under its lock (issue 40)', async () => {
    const slot = await hotSlot(t.db, 5, '2030-01-02');
    const need = [{ kind: 'eventSlot' as const, id: slot.slotId, places: 1 }];
    await t.db.update(eventSlots).set({ closed: true }).where(eq(eventSlots.id, slot.slotId));
    expect(await takeInventory(t.db, need)).toEqual([{ need: need[0], available: 0, closed: true }]);
    await t.db.update(eventSlots).set({ closed: false }).where(eq(eventSlots.id, slot.slotId));
    expect(await takeInventory(t.db, need)).toEqual([]);
  });

  it('stops counting a hold once it has lapsed', async () => {
    const slot = await hotSlot(t.db, 2, '2030-01-01');
    const need = [{ kind: 'eventSlot' as const, id: slot.slotId, places: 2 }];
    const hold = { shopId: DEMO_SHOP_ID, cartId: 'cart-lapsing', holdMs: 20 * MINUTE };
    expect(await takeInventory(t.db, need, { hold })).toEqual([]);
    await clockAt(19);
    expect(await takeInventory(t.db, need)).toHaveLength(1);
    await clockAt(20);
    expect(await takeInventory(t.db, need)).toEqual([]);
  });

  it('gives back the lapsed holds wholly on the rows it locks, as the sweep would, and counts out the rest', async () => {
    const slot = await hotSlot(t.db, 2, '2030-01-01');
    const article = await scarceArticle(t.db, 5);
    const onSlot = { kind: 'eventSlot' as const, id: slot.slotId, places: 1 };
    const hold = (cartId: string) => ({ shopId: DEMO_SHOP_ID, cartId, holdMs: 20 * MINUTE });
    expect(await takeInventory(t.db, [onSlot], { hold: hold('cart-slot-only') })).toEqual([]);
    const withArticle = [onSlot, { kind: 'article' as const, id: article.articleId, pieces: 1 }];
    expect(await takeInventory(t.db, withArticle, { hold: hold('cart-slot-and-article') })).toEqual([]);

    await clockAt(21);
    expect(await takeInventory(t.db, [{ ...onSlot, places: 2 }], { hold: hold('cart-after') })).toEqual([]);
    // Given back: a later payment for it cannot sell it.
    expect(await heldBy('cart-slot-only')).toMatchObject([{ status: 'released', expiresAt: null }]);
    expect(await sellValidHold(t.db, 'cart-slot-only')).toBe(false);
    // Its article's row was not locked, so it is only counted out, until the sweep gives it back.
    expect(await heldBy('cart-slot-and-article')).toMatchObject([{ status: 'held' }]);
    expect(await takenCountersAstray(t.db)).toEqual([]);
    expect(await releaseExpiredHolds(t.db)).toBeGreaterThanOrEqual(1);
    expect(await heldBy('cart-slot-and-article')).toMatchObject([{ status: 'released' }]);
    expect(await takenCountersAstray(t.db)).toEqual([]);
  });

  it('dates a hold by the database clock, which also judges whether a hold can still be sold', async () => {
    const slot = await hotSlot(t.db, 2, '2030-01-01');
    const need = [{ kind: 'eventSlot' as const, id: slot.slotId, places: 1 }];
    const hold = (cartId: string) => ({ shopId: DEMO_SHOP_ID, cartId, holdMs: 20 * MINUTE });
    const taken = await takeInventoryOf(t.db, need, { hold: hold('cart-dated') });
    expect(taken).toEqual({ shortfalls: [], heldUntil: inMinutes(20) });
    expect(await heldBy('cart-dated')).toMatchObject([{ status: 'held', expiresAt: inMinutes(20) }]);
    expect(await takeInventoryOf(t.db, need)).toEqual({ shortfalls: [], heldUntil: null });

    await clockAt(10);
    await takeInventoryOf(t.db, need, { hold: hold('cart-late') });
    await clockAt(25);
    expect(await sellValidHold(t.db, 'cart-late')).toBe(true);
    expect(await sellValidHold(t.db, 'cart-dated')).toBe(false);
    expect(await heldBy('cart-dated')).toMatchObject([{ status: 'held' }]);
    expect(await heldBy('cart-late')).toMatchObject([{ status: 'sold', expiresAt: null }]);
  });

  it('checks the whole tours of a tour slot apart from its places', async () => {
    const [slot] = await t.db.select().from(tourSlots).limit(1);
    if (!slot) throw new Error('the demo has tour slots');
    const need = (tours: number) => [{ kind: 'tourSlot' as const, id: slot.id, places: 1, tours }];
    expect(await takeInventory(t.db, need(slot.tours + 1))).toEqual([
      { need: need(slot.tours + 1)[0], available: slot.tours, closed: false },
    ]);
    const tooManyPlaces = [{ kind: 'tourSlot' as const, id: slot.id, places: slot.capacity + 1, tours: 0 }];
    expect(await takeInventory(t.db, tooManyPlaces)).toEqual([
      { need: tooManyPlaces[0], available: slot.capacity, closed: false },
    ]);
  });

  it('counts an article by pieces and a voucher code by what is left of its amount', async () => {
    const article = await scarceArticle(t.db, 2);
    const code = await voucherCode(t, 1_000);
    const [voucher] = await t.db
      .update(voucherCodes)
      .set({ usedAmount: 400 })
      .where(eq(voucherCodes.code, code))
      .returning({ id: voucherCodes.id });
    if (!voucher) throw new Error('voucher code not found');
    const needs = [
      { kind: 'article' as const, id: article.articleId, pieces: 3 },
      { kind: 'voucherCode' as const, id: voucher.id, amount: 700 },
    ];
    expect(await takeInventory(t.db, needs)).toEqual([
      { need: needs[0], available: 2, closed: false },
      { need: needs[1], available: 600, closed: false },
    ]);
    const fitting = [
      { kind: 'article' as const, id: article.articleId, pieces: 2 },
      { kind: 'voucherCode' as const, id: voucher.id, amount: 600 },
    ];
    const hold = { shopId: DEMO_SHOP_ID, cartId: 'cart-shop', holdMs: 20 * MINUTE };
    expect(await takeInventory(t.db, fitting, { hold })).toEqual([]);
    const [reservation] = await heldBy('cart-shop');
    const items = await t.db
      .select({
        merchandiseId: reservationItems.merchandiseId,
        voucherCodeId: reservationItems.voucherCodeId,
        places: reservationItems.places,
        amount: reservationItems.amount,
      })
      .from(reservationItems)
      .where(eq(reservationItems.reservationId, reservation?.id ?? ''));
    expect(items).toEqual(
      expect.arrayContaining([
        { merchandiseId: article.articleId, voucherCodeId: null, places: 2, amount: 0 },
        { merchandiseId: null, voucherCodeId: voucher.id, places: 0, amount: 600 },
      ]),
    );
  });

  it('gives nothing of a code disabled after the cart was priced', async () => {
    const code = await voucherCode(t, 1_000);
    const [voucher] = await t.db
      .update(voucherCodes)
      .set({ disabledAt: new Date() })
      .where(eq(voucherCodes.code, code))
      .returning({ id: voucherCodes.id });
    if (!voucher) throw new Error('voucher code not found');
    const needs = [{ kind: 'voucherCode' as const, id: voucher.id, amount: 100 }];
    expect(await takeInventory(t.db, needs)).toEqual([{ need: needs[0], available: 0, closed: false }]);
  });

  it('holds a cart that needs nothing (a cart of voucher products)', async () => {
    const hold = { shopId: DEMO_SHOP_ID, cartId: 'cart-empty', holdMs: 20 * MINUTE };
    expect(await takeInventory(t.db, [], { hold })).toEqual([]);
    expect(await heldBy('cart-empty')).toMatchObject([{ status: 'held' }]);
  });

  // Migration 0007: take_inventory reads a counter per row instead of adding up its sales; the
  // database's triggers keep it, whatever writes the reservations.
  describe('taken counters', () => {
    const takenOf = async (slotId: number) => {
      const [row] = await t.db
        .select({ taken: eventSlots.taken })
        .from(eventSlots)
        .where(eq(eventSlots.id, slotId));
      return row?.taken;
    };

    it('follow every hold, sale, release, lapse and deletion of the reservations', async () => {
      const slot = await hotSlot(t.db, 10, '2030-01-01');
      const need = (places: number) => [{ kind: 'eventSlot' as const, id: slot.slotId, places }];
      const hold = (cartId: string, minutes = 20) => ({
        shopId: DEMO_SHOP_ID,
        cartId,
        holdMs: minutes * MINUTE,
      });
      await soldElsewhere({ eventSlotId: slot.slotId, places: 2 });
      expect(await takenOf(slot.slotId)).toBe(2);

      expect(await takeInventory(t.db, need(3), { hold: hold('cart-c1') })).toEqual([]);
      expect(await takeInventory(t.db, need(1), { hold: hold('cart-c2', 5) })).toEqual([]);
      expect(await takenOf(slot.slotId)).toBe(6);

      // Sold: still taken. Released: given back.
      expect(await sellValidHold(t.db, 'cart-c1')).toBe(true);
      expect(await takenOf(slot.slotId)).toBe(6);
      await releaseHold(t.db, 'cart-c2');
      expect(await takenOf(slot.slotId)).toBe(5);

      // A lapsed hold no longer competes, and the next take of its slot gives it back.
      expect(await takeInventory(t.db, need(1), { hold: hold('cart-c3', 5) })).toEqual([]);
      expect(await takenOf(slot.slotId)).toBe(6);
      await clockAt(6);
      expect(await takeInventory(t.db, need(5))).toEqual([]);
      expect(await takenOf(slot.slotId)).toBe(5);
      expect(await takeInventory(t.db, need(6))).toHaveLength(1);

      // A released hold sold after all (a late payment with places still free) counts again.
      await sellReservation(t.db, 'cart-c3');
      expect(await takenOf(slot.slotId)).toBe(6);

      // Deleting a reservation takes its items off, once.
      const [sale] = await heldBy('cart-c1');
      await t.db.delete(reservations).where(eq(reservations.id, sale?.id ?? ''));
      expect(await takenOf(slot.slotId)).toBe(3);
      expect(await takenCountersAstray(t.db)).toEqual([]);
    });

    it('agree with the reservations after the demo seed and every test here', async () => {
      expect(await takenCountersAstray(t.db)).toEqual([]);
    });
  });
});
