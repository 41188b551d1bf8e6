import type { CartItem } from '@museum-shop/contract';
import { type SQL, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoToday } from '../../db/seed/catalog.ts';
import { addDays } from '../../lib/dates.ts';
import { build, type TestApp } from '../../test-support/build.ts';
import { testClock } from '../../test-support/clock.ts';
import { setDatabaseClock } from '../../test-support/database-clock.ts';
import {
  cancelCart,
  EXPRESS,
  execPayment,
  hotSlot,
  initPayment,
  sandboxAction,
  scarceArticle,
  takenCountersAstray,
  voucherCode,
} from './checkout.test-support.ts';

/**
 * Property (issue 12, "Property tests"): whatever order buyers start payments, pay, fail, cancel,
 * confirm, and let their holds lapse in, on few places (a slot of 3 places, an article with 2
 * pieces, a voucher code of €15):
 *  - sold + held (holds that still count) never exceeds the slot's places, the article's stock or
 *    the code's amount;
 *  - every cart the provider says is paid has exactly one order, or is marked for refund, never
 *    two; every sold reservation belongs to an order and every order's reservation is sold;
 *  - after a sweep, no reservation is still held past its expiry;
 *  - every inventory row's taken counter (migration 0007) is what its reservations add up to;
 *  - repeated confirmations of a cart answer the same booking, and nothing answers a 5xx;
 *  - a buyer keeps at most one held cart (issue 21), also after two of its starts at once.
 *
 * Steps are a plain `fc.array(fc.oneof(...))` of step descriptions rather than `fc.commands`: the
 * invariants are read from the database after every step, so there is no model to keep in step,
 * and a step names its cart by a number taken modulo the carts started so far, which keeps every
 * generated sequence runnable and lets fast-check shrink a failure to a short list of steps.
 * A "together" step runs two steps at once (real races on PostgreSQL; PGlite runs them one after
 * another). One app serves every run; each run gets its own slot, article and code.
 */
const HOLD_MS = 20 * 60_000;
const SLOT_PLACES = 3;
const ARTICLE_STOCK = 2;
const CODE_AMOUNT = 1_500;
const BUYERS = 4;
const RUNS = Number(process.env.CHECKOUT_PROPERTY_RUNS ?? 60);
const MIN_STEPS = 20;
const MAX_STEPS = 40;

type Single =
  | { kind: 'start'; buyer: number; tickets: number; pieces: number; code: boolean }
  | { kind: 'page'; cart: number; action: 'pay' | 'fail' | 'cancel' }
  | { kind: 'exec'; cart: number }
  | { kind: 'cancel'; cart: number }
  | { kind: 'minutes'; minutes: number }
  | { kind: 'sweep' }
  | { kind: 'lapse' };
type Step = Single | { kind: 'together'; steps: [Single, Single] };

const singleStep: fc.Arbitrary<Single> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('start' as const),
      buyer: fc.nat(BUYERS - 1),
      tickets: fc.integer({ min: 1, max: 2 }),
      pieces: fc.nat(1),
      code: fc.boolean(),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('page' as const),
      cart: fc.nat(),
      action: fc.constantFrom('pay' as const, 'pay' as const, 'fail' as const, 'cancel' as const),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('exec' as const), cart: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), cart: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('minutes' as const), minutes: fc.integer({ min: 1, max: 15 }) }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'sweep' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'lapse' as const }) },
);
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 6, arbitrary: singleStep },
  {
    weight: 1,
    arbitrary: fc.tuple(singleStep, singleStep).map((steps) => ({ kind: 'together' as const, steps })),
  },
);

/** Answers each call may give besides 200, by code; anything else (a 5xx above all) fails the run. */
const EXPECTED: Record<string, string[]> = {
  start: ['CART_NOT_BOOKABLE', 'CHECKOUT_BUSY'],
  exec: ['PAYMENT_NOT_CONFIRMED', 'PAYMENT_FAILED', 'PLACES_GONE_REFUND', 'CART_GONE', 'CHECKOUT_BUSY'],
  cancel: ['CART_GONE'],
};

interface RunCart {
  cartId: string;
  redirect: string;
  bookings: Set<string>;
}

describe('checkout under random interleavings', () => {
  let t: TestApp;
  // The tests' clock (TEST_CLOCK), never the machine's.
  const base = testClock();
  let now = base;
  // Two days ahead: a run moves its clock by at most 2 × 41 lapses of 20 min (28 h); the slot stays open.
  const today = addDays(demoToday(base), 1);

  beforeAll(async () => {
    t = await build({
      app: {
        clock: () => now,
        checkout: { holdMs: HOLD_MS, paymentStartsPerClient: { limit: 1_000_000, windowMs: 60_000 } },
      },
    });
  }, 180_000);
  afterAll(() => t?.close());

  /**
   * Moves the app's clock and the database's, which holds lapse by (decision 0016). One move at a
   * time (a "together" step may make two), each setting the clock the test reads last, so the two
   * clocks agree once every move has ended.
   */
  let moving: Promise<void> = Promise.resolve();
  const setNow = (at: Date) => {
    now = at;
    moving = moving.then(() => setDatabaseClock(t.db, { at: now }));
    return moving;
  };

  const inList = (ids: readonly string[]): SQL =>
    ids.length === 0
      ? sql`(NULL)`
      : sql`(${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`;

  it(
    'never oversells, books every paid cart once, and leaves no hold past a sweep',
    async () => {
      let runs = 0;
      let steps = 0;
      await fc.assert(
        fc.asyncProperty(fc.array(step, { minLength: MIN_STEPS, maxLength: MAX_STEPS }), async (plan) => {
          runs += 1;
          await setNow(base);
          const slot = await hotSlot(t.db, SLOT_PLACES, today);
          const article = await scarceArticle(t.db, ARTICLE_STOCK);
          const code = await voucherCode(t, CODE_AMOUNT);
          const carts: RunCart[] = [];
          const pick = (index: number) => (carts.length === 0 ? undefined : carts[index % carts.length]);
          const trail: string[] = [];

          const answer = (what: string, response: { statusCode: number; body: string }) => {
            trail.push(`${what} → ${response.statusCode} ${response.body.slice(0, 160)}`);
            const context = trail.join('\n');
            expect(response.statusCode, context).toBeLessThan(500);
            if (response.statusCode === 200) return true;
            const kind = what.split(' ')[0] ?? '';
            expect(EXPECTED[kind] ?? [], context).toContain(JSON.parse(response.body).code);
            return false;
          };

          const run = async (s: Single): Promise<void> => {
            switch (s.kind) {
              case 'start': {
                const items: CartItem[] = [slot.item(s.tickets)];
                if (s.pieces > 0) items.push(article.item(s.pieces));
                if (s.code) items.push({ type: 'voucherCode', barcode: code });
                const response = await initPayment(t, items, {
                  payart: EXPRESS,
                  client: `10.9.0.${s.buyer + 1}`,
                });
                if (answer(`start ${JSON.stringify(s)}`, response)) {
                  const { cartId, redirect } = response.json().data;
                  carts.push({ cartId, redirect, bookings: new Set() });
                }
                return;
              }
              case 'page': {
                const cart = pick(s.cart);
                // A cart the voucher paid in full has no payment page: it goes straight back.
                if (!cart || !new URL(cart.redirect, 'http://x').pathname.startsWith('/payment-sandbox/'))
                  return;
                const response = await sandboxAction(t, cart.redirect, s.action);
                trail.push(`${s.action} ${cart.cartId.slice(0, 6)} → ${response.statusCode}`);
                expect(response.statusCode, trail.join('\n')).toBe(303);
                return;
              }
              case 'exec': {
                const cart = pick(s.cart);
                if (!cart) return;
                const response = await execPayment(t, cart.cartId);
                if (answer(`exec ${cart.cartId.slice(0, 6)}`, response))
                  cart.bookings.add(response.json().data.booking_id);
                expect(cart.bookings.size, trail.join('\n')).toBeLessThanOrEqual(1);
                return;
              }
              case 'cancel': {
                const cart = pick(s.cart);
                if (!cart) return;
                answer(`cancel ${cart.cartId.slice(0, 6)}`, await cancelCart(t, cart.cartId));
                return;
              }
              case 'minutes':
                await setNow(new Date(now.getTime() + s.minutes * 60_000));
                trail.push(`+${s.minutes} min`);
                return;
              case 'sweep':
                await t.app.sweepExpired();
                trail.push('sweep');
                return;
              case 'lapse':
                await setNow(new Date(now.getTime() + HOLD_MS + 1_000));
                await t.app.sweepExpired();
                trail.push('lapse + sweep');
                return;
            }
          };

          const check = async (swept: boolean) => {
            const ids = carts.map((cart) => cart.cartId);
            const counted = (column: string, target: string, id: number | SQL) => sql`(
              SELECT coalesce(sum(ri.${sql.raw(column)}), 0)::int
              FROM reservation_items ri JOIN reservations r ON r.id = ri.reservation_id
              WHERE ri.${sql.raw(target)} = ${id}
                AND (r.status = 'sold' OR (r.status = 'held' AND r.expires_at > ${now.toISOString()})))`;
            const result = (await t.db.execute(sql`
              SELECT
                ${counted('places', 'event_slot_id', slot.slotId)} AS slot_taken,
                ${counted('places', 'merchandise_id', article.articleId)} AS article_taken,
                (SELECT vc.used_amount + ${counted('amount', 'voucher_code_id', sql`vc.id`)}
                   FROM voucher_codes vc WHERE vc.code = ${code}) AS code_taken,
                (SELECT count(*)::int FROM reservations r
                   WHERE r.cart_id IN ${inList(ids)} AND r.status = 'held'
                     AND r.expires_at < ${now.toISOString()}) AS stale_holds,
                (SELECT count(*)::int FROM reservations r
                   WHERE r.cart_id IN ${inList(ids)} AND r.status = 'held' AND r.expires_at IS NULL) AS endless_holds
            `)) as unknown as {
              rows: {
                slot_taken: number;
                article_taken: number;
                code_taken: number;
                stale_holds: number;
                endless_holds: number;
              }[];
            };
            const totals = result.rows[0];
            const context = trail.join('\n');
            expect(totals, context).toBeDefined();
            if (!totals) return;
            expect(totals.slot_taken, context).toBeLessThanOrEqual(SLOT_PLACES);
            expect(totals.article_taken, context).toBeLessThanOrEqual(ARTICLE_STOCK);
            expect(totals.code_taken, context).toBeLessThanOrEqual(CODE_AMOUNT);
            expect(totals.endless_holds, context).toBe(0);
            if (swept) expect(totals.stale_holds, context).toBe(0);
            // The counters take_inventory decides by agree with the reservations after every step.
            expect(await takenCountersAstray(t.db), context).toEqual([]);
            if (ids.length === 0) return;
            // A buyer (a client address) keeps one live cart, also after two starts at once.
            const owners = (await t.db.execute(sql`
              SELECT owner_key, count(*)::int AS held FROM carts
              WHERE id IN ${inList(ids)} AND status = 'held' GROUP BY owner_key HAVING count(*) > 1
            `)) as unknown as { rows: unknown[] };
            expect(owners.rows, context).toEqual([]);

            // Per cart: what the provider says, the cart's state, its orders and its reservation.
            const perCart = (await t.db.execute(sql`
              SELECT c.id, c.status, c.amount, p.status AS payment,
                (SELECT count(*)::int FROM orders o WHERE o.cart_id = c.id) AS orders,
                (SELECT string_agg(r.status, ',') FROM reservations r WHERE r.cart_id = c.id) AS reservation,
                (SELECT coalesce(sum(f.amount), 0)::int FROM refunds f JOIN payment_attempts a ON a.id = f.attempt_id
                  WHERE a.cart_id = c.id AND f.status = 'succeeded') AS refunded
              FROM carts c LEFT JOIN sandbox_payments p ON p.id = c.payment_ref
              WHERE c.id IN ${inList(ids)}
            `)) as unknown as {
              rows: {
                id: string;
                status: string;
                amount: number;
                payment: string | null;
                orders: number;
                reservation: string;
                refunded: number;
              }[];
            };
            expect(perCart.rows, context).toHaveLength(ids.length);
            for (const row of perCart.rows) {
              const where = `${context}\ncart ${row.id.slice(0, 6)}: ${JSON.stringify(row)}`;
              // One reservation per cart, and an order exactly when it is sold.
              expect(row.reservation.split(','), where).toHaveLength(1);
              expect(row.orders, where).toBeLessThanOrEqual(1);
              expect(row.orders === 1, where).toBe(row.reservation === 'sold');
              expect(row.orders === 1, where).toBe(row.status === 'booked');
              // The provider's word: a paid cart is booked once, or marked for refund.
              if (row.payment === 'paid')
                expect(
                  (row.status === 'booked' && row.orders === 1) ||
                    (row.status === 'refund' && row.orders === 0),
                  where,
                ).toBe(true);
              else if (row.amount > 0) expect(row.orders, where).toBe(0);
              if (row.status === 'refund') expect(row.reservation, where).toBe('released');
              // Money given back is the whole payment of a cart marked for refund, and only of those (issue 22).
              expect(row.refunded, where).toBe(row.status === 'refund' ? row.amount : 0);
            }
          };

          for (const s of plan) {
            if (s.kind === 'together') await Promise.all(s.steps.map(run));
            else await run(s);
            steps += s.kind === 'together' ? 2 : 1;
            const swept =
              s.kind === 'sweep' ||
              s.kind === 'lapse' ||
              (s.kind === 'together' && s.steps.every((one) => one.kind === 'sweep' || one.kind === 'lapse'));
            await check(swept);
          }
          // At the end every hold lapses and is swept: nothing stays held, every paid cart is settled.
          await run({ kind: 'lapse' });
          await check(true);
        }),
        { numRuns: RUNS, endOnFailure: true },
      );
      expect(runs).toBeGreaterThanOrEqual(RUNS);
      console.info(`checkout interleavings: ${runs} runs, ${steps} steps on ${t.dbKind}`);
    },
    30 * 60_000,
  );
});
