import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketTypes } from '../../../db/schema/events.ts';
import { voucherCodes } from '../../../db/schema/vouchers.ts';
import { seedSales } from '../../../db/seed/reservations.ts';
import { DEMO_SHOP_ID } from '../../../db/seed/shop.ts';
import { shopContext } from '../../../lib/shop-context.ts';
import { build, type TestApp } from '../../../test-support/build.ts';
import { testClock, testToday } from '../../../test-support/clock.ts';
import { hotSlot, voucherCode } from '../checkout.test-support.ts';
import { cartCatalogLoader } from './cart-catalog.ts';

// A payment start prices its cart from catalog rows each process keeps for a short time; what is
// left of a slot and of a voucher code never comes from there.
describe('the cart catalog of a process', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await build();
  });
  afterAll(async () => t?.close());

  const shop = () =>
    shopContext({ shopId: DEMO_SHOP_ID, defaultLanguage: 'en', timeZone: null }, 'en', testClock());

  it('keeps the rows of an uncounted read, and counts afresh every time', async () => {
    const slot = await hotSlot(t.db, 5, testToday());
    const code = await voucherCode(t, 2_000);
    const items = [slot.item(1), { type: 'voucherCode' as const, barcode: code }];
    const catalog = cartCatalogLoader(t.db, 60_000);
    const priceOf = (snapshot: Awaited<ReturnType<typeof catalog>>) =>
      snapshot.tickets.get(slot.ticketId)?.price;
    const slotOf = (snapshot: Awaited<ReturnType<typeof catalog>>) => [...snapshot.eventSlots.values()][0];

    expect(priceOf(await catalog(shop(), items, { countTaken: false }))).toBe(1_000);
    await t.db.update(ticketTypes).set({ price: 1_500 }).where(eq(ticketTypes.id, slot.ticketId));
    await t.db.update(voucherCodes).set({ usedAmount: 500 }).where(eq(voucherCodes.code, code));
    await seedSales(t.db, DEMO_SHOP_ID, [{ eventSlotId: slot.slotId, places: 1 }]);

    const kept = await catalog(shop(), items, { countTaken: false });
    expect(priceOf(kept)).toBe(1_000);
    expect(slotOf(kept)?.left).toBe(5);
    // A voucher code is read every time: what is left of it decides what the cart pays.
    expect(kept.voucherCodes.get(code)?.taken).toBe(500);

    const counted = await catalog(shop(), items, { countTaken: true });
    expect(priceOf(counted)).toBe(1_500);
    expect(slotOf(counted)?.left).toBe(4);
    // The count of a line is not part of what is kept: a cart of two reads the same rows.
    expect(priceOf(await catalog(shop(), [slot.item(2)], { countTaken: false }))).toBe(1_000);
  });

  it('keeps nothing with a time of 0', async () => {
    const slot = await hotSlot(t.db, 5, testToday());
    const catalog = cartCatalogLoader(t.db, 0);
    expect(
      (await catalog(shop(), [slot.item(1)], { countTaken: false })).tickets.get(slot.ticketId)?.price,
    ).toBe(1_000);
    await t.db.update(ticketTypes).set({ price: 1_200 }).where(eq(ticketTypes.id, slot.ticketId));
    expect(
      (await catalog(shop(), [slot.item(1)], { countTaken: false })).tickets.get(slot.ticketId)?.price,
    ).toBe(1_200);
  });
});
