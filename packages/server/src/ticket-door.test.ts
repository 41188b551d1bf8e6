import type { TicketCheck } from '@museum-shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from './db/schema/checkout.ts';
import { DEMO_SHOP_ID } from './db/seed/shop.ts';
import {
  shopKeys,
  signTicketCode,
  ticketCodes,
  ticketKeys,
  ticketMasterKey,
} from './features/checkout/documents/ticket-codes.ts';
import { paidOrder, staffToken, testSlot } from './features/staff/staff.test-support.ts';
import { addDays } from './lib/dates.ts';
import { build, type TestApp } from './test-support/build.ts';
import { testClock } from './test-support/clock.ts';

/**
 * The door (staff/tickets/check): the box office reads a ticket's code, and the shop answers
 * whether its holder may come in, once. It joins the staff API and checkout's signed codes, so it
 * is tested here, where both may be reached.
 */
describe('checking a ticket at the door', () => {
  let t: TestApp;
  let boxOffice: string;
  let owner: string;

  // The door's "today" is the app's clock: the tests move it to the visit's day and past it.
  let now = testClock();
  beforeAll(async () => {
    t = await build({ app: { clock: () => now } });
    boxOffice = await staffToken(t, 'box_office');
    owner = await staffToken(t, 'owner');
  }, 120_000);
  afterAll(() => t?.close());

  const check = (code: unknown, token: string | null = boxOffice) =>
    t.app.inject({
      method: 'POST',
      url: `/api/en/staff/tickets/check${token ? `?_=${token}` : ''}`,
      payload: { code },
    });
  const unadmit = (code: string, token: string = boxOffice) =>
    t.app.inject({
      method: 'POST',
      url: `/api/en/staff/tickets/unadmit?_=${token}`,
      payload: { code },
    });
  const answer = async (code: string): Promise<TicketCheck> => {
    const response = await check(code);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };

  async function orderWithTickets(persons: number) {
    const slot = await testSlot(t, 10);
    const number = await paidOrder(t, [slot.item(persons)]);
    const [order] = await t.db.select().from(orders).where(eq(orders.orderNumber, number));
    if (!order) throw new Error('the order is missing');
    const key = (await ticketKeys(t.db))(DEMO_SHOP_ID);
    return { number, order, tickets: ticketCodes(order, key) };
  }

  it('admits each person of a paid order on its day, says who, and ignores spaces a scanner adds', async () => {
    const { number, order, tickets } = await orderWithTickets(2);
    expect(tickets).toHaveLength(2);
    const day = order.lines[0]?.datetime?.slice(0, 10) ?? '';
    // Midday UTC is the same date in the museum's zone. A day's jump ends a staff session: sign in again.
    const at = async (instant: Date) => {
      now = instant;
      boxOffice = await staffToken(t, 'box_office');
    };
    // The day before, the ticket is not for today, and checking it does not use it up.
    await at(new Date(`${addDays(day, -1)}T12:00:00Z`));
    expect(await answer(tickets[0]?.code ?? '')).toMatchObject({ state: 'other-day', admitted_at: null });
    await at(new Date(`${day}T12:00:00Z`));
    // 12:00 UTC is 13:00 in Berlin in winter, 14:00 in summer.
    const admittedAt = new RegExp(`^${day} 1[34]:00$`);
    for (const ticket of tickets)
      expect(await answer(`  ${ticket.code}\n`)).toEqual({
        state: 'valid',
        reason: null,
        order_number: number,
        line: 0,
        person: ticket.admission.n,
        persons: 2,
        title: order.lines[0]?.name,
        datetime: order.lines[0]?.datetime,
        ticket_type: ticket.admission.type,
        admitted_at: expect.stringMatching(admittedAt),
      });
    // A ticket admits once: the same code later that day, also typed in lower case, is used.
    await at(new Date(`${day}T15:30:00Z`));
    const again = await answer(tickets[0]?.code.toLowerCase() ?? '');
    expect(again).toMatchObject({ state: 'used', person: 1, order_number: number });
    // When it came in first, in museum time: not the time of this second scan.
    expect(again.admitted_at).toMatch(admittedAt);
    // The order's page tells the box office who came in, ticket by ticket.
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/en/staff/orders/${number}?_=${boxOffice}`,
    });
    expect(detail.statusCode, detail.body).toBe(200);
    const shown = detail.json().data.tickets as { n: number; admitted_at: string | null }[];
    expect(shown.map((ticket) => ticket.n)).toEqual([1, 2]);
    expect(shown.every((ticket) => admittedAt.test(ticket.admitted_at ?? ''))).toBe(true);
    // The day after, the same ticket is paid but not for today: the door says which day it is for.
    await at(new Date(`${addDays(day, 1)}T12:00:00Z`));
    expect(await answer(tickets[1]?.code ?? '')).toMatchObject({
      state: 'other-day',
      datetime: order.lines[0]?.datetime,
      person: 2,
    });
    await at(testClock());
  });

  it('admits a ticket once when two doors scan it at the same moment', async () => {
    const { order, tickets } = await orderWithTickets(1);
    const code = tickets[0]?.code ?? '';
    now = new Date(`${order.lines[0]?.datetime?.slice(0, 10)}T12:00:00Z`);
    boxOffice = await staffToken(t, 'box_office');
    const answers = await Promise.all([answer(code), answer(code), answer(code)]);
    expect(answers.map((one) => one.state).sort()).toEqual(['used', 'used', 'valid']);
    expect(new Set(answers.map((one) => one.admitted_at)).size).toBe(1);
    now = testClock();
    boxOffice = await staffToken(t, 'box_office');
  });

  it('takes an admission back, so the code admits once more, and the audit log says who and which', async () => {
    const { number, order, tickets } = await orderWithTickets(1);
    const code = tickets[0]?.code ?? '';
    const day = order.lines[0]?.datetime?.slice(0, 10) ?? '';
    now = new Date(`${day}T12:00:00Z`);
    boxOffice = await staffToken(t, 'box_office');
    const first = await answer(code);
    expect(first.state).toBe('valid');

    // Typed in lower case at another desk: the same ticket.
    const undone = await unadmit(code.toLowerCase());
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().data).toEqual({
      order_number: number,
      line: 0,
      person: 1,
      admitted_at: first.admitted_at,
    });
    // Nothing left to take back; a code never admitted or made up has nothing either.
    expect((await unadmit(code)).statusCode).toBe(404);
    expect((await unadmit('HELLO')).json().code).toBe('NOT_FOUND');

    // The code admits once more, with the time of this admission.
    now = new Date(`${day}T14:00:00Z`);
    boxOffice = await staffToken(t, 'box_office');
    const again = await answer(code);
    expect(again.state).toBe('valid');
    expect(again.admitted_at).not.toBe(first.admitted_at);

    // An owner reads the log (a session of this day: the clock jumped).
    const auditor = await staffToken(t, 'owner');
    const log = await t.app.inject({
      method: 'GET',
      url: `/api/en/staff/audit?order=${number}&_=${auditor}`,
    });
    expect(log.statusCode, log.body).toBe(200);
    const entries = log.json().data.items as { action: string; before: unknown; after: unknown }[];
    expect(entries.filter((entry) => entry.action === 'ticket.unadmit')).toEqual([
      expect.objectContaining({
        // Who let it in, readable: the box office member the test signed in as.
        before: expect.objectContaining({
          line: 0,
          person: 1,
          admitted_at: first.admitted_at,
          admitted_by: expect.stringMatching(/^.+ <.+@.+>$/),
        }),
        after: null,
      }),
    ]);
    now = testClock();
    boxOffice = await staffToken(t, 'box_office');
  });

  it('is not for viewers, who read reports only', async () => {
    const viewer = await staffToken(t, 'viewer');
    const response = await check('T1', viewer);
    expect(response.statusCode, response.body).toBe(403);
    expect((await unadmit('T1', viewer)).statusCode).toBe(403);
  });

  it('refuses a refunded or unpaid order, a made-up, a changed and another shop’s code', async () => {
    const refunded = await orderWithTickets(1);
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/en/staff/orders/${refunded.number}/refund?_=${owner}`,
      payload: { reason: 'Cannot come' },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const [first] = refunded.tickets;
    if (!first) throw new Error('no ticket');
    expect(await answer(first.code)).toMatchObject({ state: 'refunded', order_number: refunded.number });

    const unpaid = await orderWithTickets(1);
    await t.db.update(orders).set({ paymentState: 'open' }).where(eq(orders.id, unpaid.order.id));
    expect(await answer(unpaid.tickets[0]?.code ?? '')).toMatchObject({ state: 'unpaid', person: 1 });

    const last = first.code.at(-1) === 'A' ? 'B' : 'A';
    expect(await answer(`${first.code.slice(0, -1)}${last}`)).toMatchObject({
      state: 'invalid',
      reason: 'forged',
      order_number: null,
    });
    expect(await answer('HELLO')).toMatchObject({ state: 'invalid', reason: 'malformed' });
    const master = await ticketMasterKey(t.db);
    const payload = { orderNumber: refunded.number, lineIndex: 0, person: 1, persons: 1 };
    const otherShop = signTicketCode({ ...payload, shopId: 2 }, shopKeys(master)(2));
    expect(await answer(otherShop)).toMatchObject({ state: 'invalid', reason: 'other-shop' });
    // Signed by this shop, for an order this database does not have.
    const elsewhere = signTicketCode(
      { ...payload, shopId: DEMO_SHOP_ID, orderNumber: '1999-99999' },
      shopKeys(master)(DEMO_SHOP_ID),
    );
    expect(await answer(elsewhere)).toMatchObject({ state: 'unknown', order_number: '1999-99999' });
  });

  it('needs a staff token, and refuses an empty, a long or a non-text code with a coded 4xx', async () => {
    expect((await check('T1', null)).statusCode).toBe(401);
    for (const code of ['', 'T'.repeat(201), 42, null]) {
      const response = await check(code);
      expect(response.statusCode, JSON.stringify(code)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, JSON.stringify(code)).toBeLessThan(500);
      expect(response.json().code, response.body).toMatch(/^[A-Z_]+$/);
    }
  });
});
