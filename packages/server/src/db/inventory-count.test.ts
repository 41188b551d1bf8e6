import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  hotSlot,
  scarceArticle,
  takenCountersAstray,
  voucherCode,
} from '../features/checkout/checkout.test-support.ts';
import {
  releaseExpiredHolds,
  releaseHold,
  sellReservation,
  sellValidHold,
  takeInventory,
} from '../features/checkout/inventory/inventory.repository.ts';
import { giveBackNeeds, releaseSale } from '../features/checkout/orders/orders.repository.ts';
import { listArticles } from '../features/merchandise/merchandise.repository.ts';
import { findVoucherCode } from '../features/vouchers/vouchers.repository.ts';
import { PUBLISHED_ONLY } from '../lib/catalog-preview.ts';
import {
  findArticles,
  findEventSlots,
  findTourSlots,
  findVoucherCodes,
  listEventSlotCounts,
  listSlotCounts,
  listSlots,
} from '../modules/catalog/index.ts';
import { build, type TestApp } from '../test-support/build.ts';
import { setDatabaseClock } from '../test-support/database-clock.ts';
import type { Db } from './database.ts';
import type { InventoryNeed } from './schema/checkout.ts';
import { eventSlots } from './schema/events.ts';
import { merchandise } from './schema/merchandise.ts';
import { tourSlots, tours } from './schema/tours.ts';
import { voucherCodes } from './schema/vouchers.ts';
import { DEMO_SHOP_ID } from './seed/shop.ts';

const MINUTE = 60_000;
const HOLD_MS = 10 * MINUTE;

/**
 * A count as the rows say it: sold, and held by holds that have not lapsed by the database's clock,
 * of an item column (places, tours or amount) on the rows of one inventory row.
 */
async function recount(
  db: Db,
  column: 'event_slot_id' | 'merchandise_id' | 'tour_slot_id' | 'voucher_code_id',
  id: number,
  value: 'places' | 'tours' | 'amount' = 'places',
) {
  const result = (await db.execute(
    sql.raw(`
      select coalesce(sum(i.${value}) filter (where r.status = 'sold'), 0)::int as sold,
             coalesce(sum(i.${value}) filter (where r.status = 'held' and r.expires_at > hold_clock()), 0)::int as held
        from reservation_items i join reservations r on r.id = i.reservation_id
        where i.${column} = ${Number(id)}`),
  )) as unknown as { rows: { sold: number; held: number }[] };
  const row = result.rows[0];
  return { sold: Number(row?.sold ?? 0), held: Number(row?.held ?? 0) };
}

/** What take_inventory says is available of one need (asking far more than there can be). */
async function availableByTakeInventory(db: Db, need: InventoryNeed) {
  const { shortfalls } = await takeInventory(db, [need]);
  return shortfalls[0]?.available;
}

const step = fc.oneof(
  fc.record({
    op: fc.constant('hold' as const),
    cart: fc.nat(5),
    places: fc.nat(4),
    pieces: fc.nat(2),
    placesOnTour: fc.nat(3),
    tours: fc.nat(1),
    amount: fc.constantFrom(0, 500, 1_500),
  }),
  fc.record({ op: fc.constant('pay' as const), cart: fc.nat(5) }),
  fc.record({ op: fc.constant('payLate' as const), cart: fc.nat(5) }),
  fc.record({ op: fc.constant('cancel' as const), cart: fc.nat(5) }),
  fc.record({ op: fc.constant('refund' as const), cart: fc.nat(5), places: fc.nat(3) }),
  fc.record({ op: fc.constant('refundAll' as const), cart: fc.nat(5) }),
  fc.record({ op: fc.constant('wait' as const), minutes: fc.nat(12) }),
  fc.record({ op: fc.constant('sweep' as const) }),
  fc.record({
    op: fc.constant('capacity' as const),
    capacity: fc.nat(12),
    stock: fc.nat(6),
    tourCapacity: fc.nat(8),
    tours: fc.nat(3),
  }),
  fc.record({ op: fc.constant('close' as const), closed: fc.boolean() }),
);

// Issue 38, "one count of places": the database function inventory_count (db/inventory.sql) is the
// one count; every reader shows it, for an event's slot, a tour's time (places and whole tours), an
// article and a voucher code. Whatever holds, lapses, payments (in time and late), refunds,
// sweeps and capacity changes come in whatever order, every reader agrees with a recount from the
// reservation rows, and the taken counters with their reservations. On PGlite and on PostgreSQL.
describe('the one count of places', () => {
  let t: TestApp;
  const start = new Date('2030-03-01T09:00:00Z');

  beforeAll(async () => {
    t = await build({ app: { clock: () => start } });
  });
  afterAll(async () => t?.close());

  interface Rows {
    slot: Awaited<ReturnType<typeof hotSlot>>;
    articleId: number;
    tourSlot: { id: number; tourId: number; date: string };
    code: { id: number; code: string };
  }

  /** A time of a demo tour of the run's own: 6 places, 2 whole tours. */
  async function ownTourSlot(run: number) {
    const [tour] = await t.db.select({ id: tours.id }).from(tours).limit(1);
    if (!tour) throw new Error('the demo museum has a tour');
    const time = `${String(8 + Math.floor(run / 60)).padStart(2, '0')}:${String(run % 60).padStart(2, '0')}`;
    const [row] = await t.db
      .insert(tourSlots)
      .values({ tourId: tour.id, date: '2030-03-03', time, tours: 2, capacity: 6 })
      .returning({ id: tourSlots.id, tourId: tourSlots.tourId, date: tourSlots.date });
    if (!row) throw new Error('the tour slot was not made');
    return row;
  }

  async function expectReadersAgree({ slot, articleId, tourSlot, code }: Rows) {
    const [slotRow] = await t.db.select().from(eventSlots).where(eq(eventSlots.id, slot.slotId));
    const [articleRow] = await t.db.select().from(merchandise).where(eq(merchandise.id, articleId));
    const [tourRow] = await t.db.select().from(tourSlots).where(eq(tourSlots.id, tourSlot.id));
    const [codeRow] = await t.db.select().from(voucherCodes).where(eq(voucherCodes.id, code.id));
    if (!slotRow || !articleRow || !tourRow || !codeRow) throw new Error('the inventory rows exist');
    const leftOf = (capacity: number, counted: { sold: number; held: number }) =>
      Math.max(0, capacity - counted.sold - counted.held);

    // An event's time slot: the calendar, pricing, the day sheet and take_inventory.
    const places = await recount(t.db, 'event_slot_id', slot.slotId);
    const free = leftOf(slotRow.capacity, places);
    const left = slotRow.closed ? 0 : free;
    const [catalogSlot] = await listEventSlotCounts(t.db, {
      eventId: slot.eventId,
      start: slot.date,
      end: slot.date,
    });
    expect(catalogSlot).toMatchObject({ ...places, left });
    const [pricedSlot] = await findEventSlots(t.db, [slot.eventId], [slot.date], true);
    expect(pricedSlot?.left).toBe(left);
    const sheet = (await listSlots(t.db, DEMO_SHOP_ID, slot.date, slot.date)).find(
      (row) => row.kind === 'event' && row.slotId === slot.slotId,
    );
    expect(sheet).toMatchObject({ ...places, free });
    expect(await availableByTakeInventory(t.db, { kind: 'eventSlot', id: slot.slotId, places: 1_000 })).toBe(
      left,
    );

    // A tour's time: places and whole tours, in the tour calendar, pricing, the day sheet and take_inventory.
    const placesOnTour = await recount(t.db, 'tour_slot_id', tourSlot.id);
    const wholeTours = await recount(t.db, 'tour_slot_id', tourSlot.id, 'tours');
    const tourPlacesFree = leftOf(tourRow.capacity, placesOnTour);
    const tourPlacesLeft = tourRow.closed ? 0 : tourPlacesFree;
    const toursLeft = tourRow.closed ? 0 : leftOf(tourRow.tours, wholeTours);
    const [tourCounts] = await listSlotCounts(t.db, {
      shopId: DEMO_SHOP_ID,
      statuses: PUBLISHED_ONLY,
      tourId: tourSlot.tourId,
      start: tourSlot.date,
      end: tourSlot.date,
    }).then((rows) => rows.filter((row) => row.id === tourSlot.id));
    expect(tourCounts).toMatchObject({
      soldPlaces: placesOnTour.sold,
      heldPlaces: placesOnTour.held,
      leftPlaces: tourPlacesLeft,
      soldTours: wholeTours.sold,
      heldTours: wholeTours.held,
      leftTours: toursLeft,
    });
    const pricedTour = (await findTourSlots(t.db, [tourSlot.tourId], [tourSlot.date], true)).find(
      (row) => row.id === tourSlot.id,
    );
    expect(pricedTour).toMatchObject({ left: tourPlacesLeft, toursLeft });
    const tourSheet = (await listSlots(t.db, DEMO_SHOP_ID, tourSlot.date, tourSlot.date)).find(
      (row) => row.kind === 'tour' && row.slotId === tourSlot.id,
    );
    expect(tourSheet).toMatchObject({ ...placesOnTour, free: tourPlacesFree });
    expect(
      await availableByTakeInventory(t.db, { kind: 'tourSlot', id: tourSlot.id, places: 1_000, tours: 0 }),
    ).toBe(tourPlacesLeft);

    // An article: the merchandise list, pricing and take_inventory.
    const pieces = await recount(t.db, 'merchandise_id', articleId);
    const piecesLeft = leftOf(articleRow.stock, pieces);
    const [article] = await listArticles(t.db, { shopId: DEMO_SHOP_ID, articleId });
    expect(article).toMatchObject({ ...pieces, left: piecesLeft });
    const [pricedArticle] = await findArticles(t.db, DEMO_SHOP_ID, [articleId], true);
    expect(pricedArticle?.left).toBe(piecesLeft);
    expect(await availableByTakeInventory(t.db, { kind: 'article', id: articleId, pieces: 1_000 })).toBe(
      piecesLeft,
    );

    // A voucher code: the lookup, pricing and take_inventory.
    const amount = await recount(t.db, 'voucher_code_id', code.id, 'amount');
    const used = codeRow.usedAmount + amount.sold + amount.held;
    expect((await findVoucherCode(t.db, DEMO_SHOP_ID, code.code))?.usedAmount).toBe(used);
    expect((await findVoucherCodes(t.db, DEMO_SHOP_ID, [code.code]))[0]?.taken).toBe(used);
    expect(
      await availableByTakeInventory(t.db, { kind: 'voucherCode', id: code.id, amount: 1_000_000 }),
    ).toBe(Math.max(0, codeRow.amount - used));

    expect(await takenCountersAstray(t.db)).toEqual([]);
  }

  it('is what every reader shows, whatever happens in whatever order', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 4, maxLength: 14 }), async (steps) => {
        run += 1;
        let now = start.getTime();
        await setDatabaseClock(t.db, { at: new Date(now) });
        const slot = await hotSlot(t.db, 8, '2030-03-01');
        const { articleId } = await scarceArticle(t.db, 4);
        const tourSlot = await ownTourSlot(run);
        const code = await voucherCode(t, 3_000);
        const [codeRow] = await t.db.select().from(voucherCodes).where(eq(voucherCodes.code, code));
        if (!codeRow) throw new Error('the voucher code exists');
        const row = { slot, articleId, tourSlot, code: { id: codeRow.id, code } };
        const cartId = (cart: number) => `count-${run}-${cart}`;
        const needsOf = new Map<string, InventoryNeed[]>();
        for (const next of steps) {
          switch (next.op) {
            case 'hold': {
              const needs: InventoryNeed[] = [
                ...(next.placesOnTour > 0
                  ? [
                      {
                        kind: 'tourSlot' as const,
                        id: tourSlot.id,
                        places: next.placesOnTour,
                        tours: next.tours,
                      },
                    ]
                  : []),
                ...(next.places > 0
                  ? [{ kind: 'eventSlot' as const, id: slot.slotId, places: next.places }]
                  : []),
                ...(next.pieces > 0
                  ? [{ kind: 'article' as const, id: articleId, pieces: next.pieces }]
                  : []),
                ...(next.amount > 0
                  ? [{ kind: 'voucherCode' as const, id: codeRow.id, amount: next.amount }]
                  : []),
              ];
              // A cart holds once: a second start is another cart in the shop.
              if (needs.length === 0 || needsOf.has(cartId(next.cart))) break;
              const taken = await takeInventory(t.db, needs, {
                hold: { shopId: DEMO_SHOP_ID, cartId: cartId(next.cart), holdMs: HOLD_MS },
              });
              if (taken.shortfalls.length === 0) needsOf.set(cartId(next.cart), needs);
              break;
            }
            case 'pay':
              await t.db.transaction((tx) => sellValidHold(tx, cartId(next.cart)));
              break;
            case 'payLate': {
              // A payment that comes after its hold lapsed books if the places are still there.
              const needs = needsOf.get(cartId(next.cart));
              if (!needs) break;
              await t.db.transaction(async (tx) => {
                const { shortfalls } = await takeInventory(tx, needs, { exceptCartId: cartId(next.cart) });
                if (shortfalls.length === 0) await sellReservation(tx, cartId(next.cart));
              });
              break;
            }
            case 'cancel':
              await releaseHold(t.db, cartId(next.cart));
              break;
            case 'refund':
              await t.db.transaction((tx) =>
                giveBackNeeds(
                  tx,
                  cartId(next.cart),
                  [
                    { kind: 'eventSlot', id: slot.slotId, places: next.places },
                    { kind: 'tourSlot', id: tourSlot.id, places: next.places, tours: 0 },
                    { kind: 'article', id: articleId, pieces: 1 },
                  ],
                  500,
                ),
              );
              break;
            case 'refundAll':
              await t.db.transaction((tx) => releaseSale(tx, cartId(next.cart)));
              break;
            case 'wait':
              now += next.minutes * MINUTE;
              await setDatabaseClock(t.db, { at: new Date(now) });
              break;
            case 'sweep':
              await releaseExpiredHolds(t.db);
              break;
            case 'capacity':
              // Written as staff or an import could, even below what is sold: nothing counts below 0.
              await t.db
                .update(eventSlots)
                .set({ capacity: next.capacity })
                .where(eq(eventSlots.id, slot.slotId));
              await t.db.update(merchandise).set({ stock: next.stock }).where(eq(merchandise.id, articleId));
              await t.db
                .update(tourSlots)
                .set({ capacity: next.tourCapacity, tours: next.tours })
                .where(eq(tourSlots.id, tourSlot.id));
              break;
            case 'close':
              await t.db
                .update(eventSlots)
                .set({ closed: next.closed })
                .where(eq(eventSlots.id, slot.slotId));
              await t.db.update(tourSlots).set({ closed: next.closed }).where(eq(tourSlots.id, tourSlot.id));
              break;
          }
          await expectReadersAgree(row);
        }
      }),
      { numRuns: 12 },
    );
    // A dozen random histories with every reader checked after each step: 9 s on an idle machine,
    // 36 s when the suite shares its two cores, so it gets a guard of its own.
  }, 120_000);
});
