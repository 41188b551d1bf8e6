import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotSlot, scarceArticle, takenCountersAstray } from '../features/checkout/checkout.test-support.ts';
import {
  releaseExpiredHolds,
  releaseHold,
  sellReservation,
  sellValidHold,
  takeInventory,
} from '../features/checkout/inventory/inventory.repository.ts';
import { giveBackNeeds, releaseSale } from '../features/checkout/orders/orders.repository.ts';
import { findArticles, findEventSlots } from '../features/checkout/pricing/catalog.repository.ts';
import { listEventSlotCounts } from '../features/events/events.repository.ts';
import { listArticles } from '../features/merchandise/merchandise.repository.ts';
import { listSlots } from '../features/staff/day-sheet/day-sheet.repository.ts';
import { build, type TestApp } from '../test-support/build.ts';
import { setDatabaseClock } from '../test-support/database-clock.ts';
import type { Db } from './database.ts';
import type { InventoryNeed } from './schema/checkout.ts';
import { eventSlots } from './schema/events.ts';
import { merchandise } from './schema/merchandise.ts';
import { DEMO_SHOP_ID } from './seed/shop.ts';

const MINUTE = 60_000;
const HOLD_MS = 10 * MINUTE;

/** A count as the rows say it: sold, and held by holds that have not lapsed by the database's clock. */
async function recount(db: Db, column: 'event_slot_id' | 'merchandise_id', id: number) {
  const result = (await db.execute(
    sql.raw(`
      select coalesce(sum(i.places) filter (where r.status = 'sold'), 0)::int as sold,
             coalesce(sum(i.places) filter (where r.status = 'held' and r.expires_at > hold_clock()), 0)::int as held
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
  fc.record({ op: fc.constant('hold' as const), cart: fc.nat(5), places: fc.nat(4), pieces: fc.nat(2) }),
  fc.record({ op: fc.constant('pay' as const), cart: fc.nat(5) }),
  fc.record({ op: fc.constant('payLate' as const), cart: fc.nat(5) }),
  fc.record({ op: fc.constant('cancel' as const), cart: fc.nat(5) }),
  fc.record({ op: fc.constant('refund' as const), cart: fc.nat(5), places: fc.nat(3) }),
  fc.record({ op: fc.constant('refundAll' as const), cart: fc.nat(5) }),
  fc.record({ op: fc.constant('wait' as const), minutes: fc.nat(12) }),
  fc.record({ op: fc.constant('sweep' as const) }),
  fc.record({ op: fc.constant('capacity' as const), capacity: fc.nat(12), stock: fc.nat(6) }),
  fc.record({ op: fc.constant('close' as const), closed: fc.boolean() }),
);

// Issue 38, "one count of places": the database function inventory_count (db/inventory.sql) is the
// one count; every reader shows it. Whatever holds, lapses, payments (in time and late), refunds,
// sweeps and capacity changes come in whatever order, every reader agrees with a recount from the
// reservation rows, and the taken counters with their reservations. On PGlite and on PostgreSQL.
describe('the one count of places', () => {
  let t: TestApp;
  const start = new Date('2030-03-01T09:00:00Z');

  beforeAll(async () => {
    t = await build({ app: { clock: () => start } });
  });
  afterAll(async () => t?.close());

  async function expectReadersAgree(slot: Awaited<ReturnType<typeof hotSlot>>, articleId: number) {
    const [slotRow] = await t.db.select().from(eventSlots).where(eq(eventSlots.id, slot.slotId));
    const [articleRow] = await t.db.select().from(merchandise).where(eq(merchandise.id, articleId));
    if (!slotRow || !articleRow) throw new Error('the slot and the article exist');
    const places = await recount(t.db, 'event_slot_id', slot.slotId);
    const free = Math.max(0, slotRow.capacity - places.sold - places.held);
    const left = slotRow.closed ? 0 : free;
    const pieces = await recount(t.db, 'merchandise_id', articleId);
    const piecesLeft = Math.max(0, articleRow.stock - pieces.sold - pieces.held);

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

    const [article] = await listArticles(t.db, { shopId: DEMO_SHOP_ID, articleId });
    expect(article).toMatchObject({ ...pieces, left: piecesLeft });
    const [pricedArticle] = await findArticles(t.db, DEMO_SHOP_ID, [articleId], true);
    expect(pricedArticle?.left).toBe(piecesLeft);
    expect(await availableByTakeInventory(t.db, { kind: 'article', id: articleId, pieces: 1_000 })).toBe(
      piecesLeft,
    );
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
        const cartId = (cart: number) => `count-${run}-${cart}`;
        const needsOf = new Map<string, InventoryNeed[]>();
        for (const next of steps) {
          switch (next.op) {
            case 'hold': {
              const needs: InventoryNeed[] = [
                ...(next.places > 0
                  ? [{ kind: 'eventSlot' as const, id: slot.slotId, places: next.places }]
                  : []),
                ...(next.pieces > 0
                  ? [{ kind: 'article' as const, id: articleId, pieces: next.pieces }]
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
                  [{ kind: 'eventSlot', id: slot.slotId, places: next.places }],
                  0,
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
              break;
            case 'close':
              await t.db
                .update(eventSlots)
                .set({ closed: next.closed })
                .where(eq(eventSlots.id, slot.slotId));
              break;
          }
          await expectReadersAgree(slot, articleId);
        }
      }),
      { numRuns: 12 },
    );
  });
});
