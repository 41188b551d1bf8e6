import {
  type Endpoint,
  fillPath,
  STAFF_ENDPOINTS,
  STAFF_PAGE_MAX,
  STAFF_ROLES,
  type StaffRole,
} from '@museum-shop/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts, orders, sandboxPayments } from '../../db/schema/checkout.ts';
import { eventSlots, events } from '../../db/schema/events.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { merchandise } from '../../db/schema/merchandise.ts';
import { staffAudit } from '../../db/schema/staff.ts';
import { voucherCodes } from '../../db/schema/vouchers.ts';
import { demoToday } from '../../db/seed/catalog.ts';
import { DEMO_SHOP_ID } from '../../db/seed/shop.ts';
import { addDays } from '../../lib/dates.ts';
import { build, type TestApp } from '../../test-support/build.ts';
import { PASSWORD, paidOrder, staffToken, testSlot } from './staff.test-support.ts';

const label = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;
const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';

/** An input each staff call accepts as well-formed, so that only the role decides 403. */
function sampleCall(endpoint: Endpoint, today: string) {
  const params = { number: '1999-00001', id: UNKNOWN_UUID, refund: 'no-such-refund' };
  const query: Record<string, string> = {
    'GET staff/day-sheet': `date=${today}`,
    'GET staff/day-sheet/list': `date=${today}`,
    'GET staff/reports/sales': `from=${today}&to=${today}`,
    'GET staff/reports/utilisation': `from=${today}&to=${today}`,
    'GET staff/reports/export': `from=${today}&to=${today}&report=sales&format=csv`,
  };
  const bodies: Record<string, unknown> = {
    'POST staff/members/invite': { email: 'new@museum.example', name: 'New', role: 'viewer' },
    'POST staff/members/:id': { name: 'Renamed' },
    'POST staff/settings': { box_office_refund_limit: 5_000 },
    'POST staff/orders/:number/refund': { reason: 'test' },
    'POST staff/orders/:number/refunds/:refund/manual': { reference: 'Transfer 1' },
    'POST staff/orders/:number/cancel': { reason: 'test' },
    'POST staff/orders/:number/notes': { text: 'note' },
    'POST staff/tickets/check': { code: 'T1.1.NOTHING' },
    'POST staff/tickets/unadmit': { code: 'T1.1.NOTHING' },
    'POST staff/slots/close': { kind: 'event', slot_id: 2_000_000_000, closed: true },
    'POST staff/days/close': { date: '2001-01-01', closed: false },
    'POST staff/slots/capacity': { kind: 'event', slot_id: 2_000_000_000, capacity: 10 },
  };
  return {
    path: fillPath(endpoint.path, params),
    query: query[label(endpoint)] ?? '',
    body: bodies[label(endpoint)] ?? {},
  };
}

const staffCalls = STAFF_ENDPOINTS.filter((endpoint) => endpoint.access === 'staff');

describe('staff API', () => {
  let t: TestApp;
  const tokens = {} as Record<StaffRole, string>;
  let today: string;

  const call = (endpoint: Endpoint, token: string | undefined) => {
    const sample = sampleCall(endpoint, today);
    const search = [sample.query, token ? `_=${token}` : ''].filter(Boolean).join('&');
    return t.app.inject({
      method: endpoint.method,
      url: `/api/en/${sample.path}${search ? `?${search}` : ''}`,
      ...(endpoint.method === 'POST' ? { payload: sample.body as Record<string, unknown> } : {}),
    });
  };
  const get = (path: string, token: string) =>
    t.app.inject({ method: 'GET', url: `/api/en/${path}${path.includes('?') ? '&' : '?'}_=${token}` });
  const post = (path: string, token: string, payload: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url: `/api/en/${path}?_=${token}`, payload });

  beforeAll(async () => {
    t = await build();
    // The museum's date: from 00:00 to 01:00 in Berlin the UTC date is still yesterday's.
    today = demoToday(t.app.clock());
    for (const role of STAFF_ROLES) tokens[role] = await staffToken(t, role);
  });
  afterAll(() => t.close());

  describe.each(STAFF_ROLES)('as %s', (role) => {
    it.each(staffCalls.map((endpoint) => [label(endpoint), endpoint] as const))(
      '%s is allowed exactly for the roles the contract names, else 403',
      async (_label, endpoint) => {
        // Logging out ends the session: it gets one of its own.
        const token = endpoint.path === 'staff/auth/logout' ? await staffToken(t, role) : tokens[role];
        const response = await call(endpoint, token);
        if (endpoint.roles.includes(role)) {
          expect([401, 403], response.body).not.toContain(response.statusCode);
          expect(response.statusCode, response.body).toBeLessThan(500);
        } else {
          expect(response.statusCode, response.body).toBe(403);
          expect(response.json().code).toBe('FORBIDDEN');
        }
      },
    );
  });

  it.each(staffCalls.map((endpoint) => [label(endpoint), endpoint] as const))(
    "%s: no staff token, or a guest's token, is 401",
    async (_label, endpoint) => {
      expect((await call(endpoint, undefined)).statusCode).toBe(401);
      const guest = await t.app.inject({
        method: 'POST',
        url: '/api/en/auth/guest',
        payload: {
          c: {
            salutation: 'ms',
            fname: 'G',
            lname: 'G',
            company: '',
            phone: '1',
            email: 'g@example.org',
            street: 'S 1',
            zip: '10117',
            city: 'Berlin',
            country: 'DE',
          },
        },
      });
      const response = await call(endpoint, guest.json().data.token);
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('UNAUTHORIZED');
    },
  );

  it('signs in with the password, refuses a wrong one, and ends the session at logout', async () => {
    const owner = await get('staff/me', tokens.owner);
    const email = owner.json().data.member.email as string;
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/en/staff/auth/login',
      payload: { email, password: 'wrong password!' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('LOGIN_FAILED');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/en/staff/auth/login',
      payload: { email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const token = login.json().data.token as string;
    expect((await get('staff/me', token)).statusCode).toBe(200);
    expect((await post('staff/auth/logout', token)).statusCode).toBe(200);
    expect((await get('staff/me', token)).statusCode).toBe(401);
  });

  it('uses an invitation link once', async () => {
    const invite = await post('staff/members/invite', tokens.owner, {
      email: 'box@museum.example',
      name: 'Box',
      role: 'box_office',
    });
    expect(invite.statusCode).toBe(200);
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'box@museum.example'));
    const token = /#token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeTruthy();
    const accept = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/en/staff/auth/accept',
        payload: { token, password: PASSWORD },
      });
    const first = await accept();
    expect(first.statusCode).toBe(200);
    expect(first.json().data.member.role).toBe('box_office');
    const again = await accept();
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe('STAFF_INVITE_INVALID');
    expect(
      (
        await post('staff/members/invite', tokens.owner, {
          email: 'BOX@museum.example',
          name: 'Box',
          role: 'viewer',
        })
      ).json().code,
    ).toBe('STAFF_EMAIL_TAKEN');
  });

  it('keeps the last owner', async () => {
    const me = (await get('staff/me', tokens.owner)).json().data.member;
    const members = (await get(`staff/members?limit=${STAFF_PAGE_MAX}`, tokens.owner)).json().data.items as {
      id: string;
      role: string;
    }[];
    // Other owners made by other tests are demoted first, so this one is the last.
    for (const member of members.filter((m) => m.role === 'owner' && m.id !== me.id))
      await post(`staff/members/${member.id}`, tokens.owner, { role: 'viewer' });
    const response = await post(`staff/members/${me.id}`, tokens.owner, { role: 'viewer' });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('STAFF_LAST_OWNER');
  });

  it('pages every list with a limit, at most STAFF_PAGE_MAX', async () => {
    for (const path of ['staff/orders', 'staff/members', 'staff/audit'])
      expect((await get(`${path}?limit=${STAFF_PAGE_MAX + 1}`, tokens.owner)).statusCode).toBe(400);
    await paidOrder(t, [(await testSlot(t, 10)).item(1)]);
    await paidOrder(t, [(await testSlot(t, 10)).item(1)]);
    const first = (await get('staff/orders?limit=1', tokens.owner)).json().data;
    expect(first.items).toHaveLength(1);
    expect(first.next_cursor).toBe('1');
    const second = (await get(`staff/orders?limit=1&cursor=${first.next_cursor}`, tokens.owner)).json().data;
    expect(second.items[0].order_number).not.toBe(first.items[0].order_number);
    expect((await get('staff/orders?cursor=abc', tokens.owner)).statusCode).toBe(400);
  });

  it('refunds one line: places back, money back through the provider, an e-mail, a credit of the right amount, an audit entry', async () => {
    const slot = await testSlot(t, 10);
    const other = await testSlot(t, 10);
    const number = await paidOrder(t, [slot.item(2), other.item(1)], 'de');
    const found = (await get(`staff/orders?q=${number}`, tokens.box_office)).json().data.items;
    expect(found.map((order: { order_number: string }) => order.order_number)).toEqual([number]);
    const sheet = async () =>
      (await get(`staff/day-sheet?date=${slot.date}`, tokens.box_office))
        .json()
        .data.slots.find(
          (s: { slot_id: number; kind: string }) => s.kind === 'event' && s.slot_id === slot.slotId,
        );
    expect((await sheet()).free).toBe(8);
    const refund = await post(`staff/orders/${number}/refund`, tokens.owner, {
      lines: [0],
      reason: 'Room closed',
    });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(refund.json().data.amount).toBe(2_000);
    expect(refund.json().data.order.line_states.map((line: { refunded: boolean }) => line.refunded)).toEqual([
      true,
      false,
    ]);
    expect((await sheet()).free).toBe(10);
    const [taken] = await t.db
      .select({ taken: eventSlots.taken })
      .from(eventSlots)
      .where(eq(eventSlots.id, slot.slotId));
    expect(taken?.taken).toBe(0);
    await t.app.jobs.runOnce({ evenIfNotDue: true });
    const payments = await t.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.refundedAmount, 2_000));
    expect(payments.length).toBeGreaterThan(0);
    const detail = (await get(`staff/orders/${number}`, tokens.box_office)).json().data;
    expect(detail.refunds).toMatchObject([{ amount: 2_000, lines: [0], cause: 'staff' }]);
    expect(
      detail.mails.some(
        (mail: { kind: string; subject: string }) =>
          mail.kind === 'order-refund' && mail.subject.includes('Erstattung'),
      ),
    ).toBe(true);
    // Asked by a person, confirmed by the provider (decision 0024): both are in the log.
    const actions = detail.audit.map((entry: { action: string }) => entry.action);
    expect(actions.slice(0, 2)).toEqual(['order.refund.confirmed', 'order.refund']);
    expect(detail.audit[1]).toMatchObject({ action: 'order.refund', order_number: number });
    // The same line again is a conflict; the rest of the order closes it.
    expect(
      (await post(`staff/orders/${number}/refund`, tokens.owner, { lines: [0], reason: 'again' })).statusCode,
    ).toBe(409);
    const rest = await post(`staff/orders/${number}/refund`, tokens.owner, { reason: 'all of it' });
    expect(rest.json().data.amount).toBe(1_000);
    expect(rest.json().data.order.summary.state).toBe('refund');
  });

  it('refuses a box office refund above the owner limit, with nothing changed', async () => {
    expect((await post('staff/settings', tokens.owner, { box_office_refund_limit: 500 })).statusCode).toBe(
      200,
    );
    const number = await paidOrder(t, [(await testSlot(t, 10)).item(1)]);
    const response = await post(`staff/orders/${number}/refund`, tokens.box_office, { reason: 'too much' });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('REFUND_OVER_LIMIT');
    const detail = (await get(`staff/orders/${number}`, tokens.owner)).json().data;
    expect(detail.summary.state).toBe('paid');
    expect(detail.refunds).toEqual([]);
    await post('staff/settings', tokens.owner, { box_office_refund_limit: 100_000 });
    expect(
      (await post(`staff/orders/${number}/refund`, tokens.box_office, { reason: 'fine now' })).statusCode,
    ).toBe(200);
  });

  it('counts what the box office already refunded of the order today against the limit', async () => {
    await post('staff/settings', tokens.owner, { box_office_refund_limit: 1_500 });
    try {
      const number = await paidOrder(t, [(await testSlot(t, 10)).item(1), (await testSlot(t, 10)).item(1)]);
      const refund = (lines: number[], token: string) =>
        post(`staff/orders/${number}/refund`, token, { lines, reason: 'one by one' });
      expect((await refund([0], tokens.box_office)).statusCode).toBe(200);
      // €10 refunded already: another €10 of the same order passes the €15 limit.
      const second = await refund([1], tokens.box_office);
      expect(second.statusCode).toBe(403);
      expect(second.json().code).toBe('REFUND_OVER_LIMIT');
      const detail = (await get(`staff/orders/${number}`, tokens.owner)).json().data;
      expect(detail.summary.state).toBe('paid');
      // The owner has no limit; another order of the box office starts from nothing.
      expect((await refund([1], tokens.owner)).statusCode).toBe(200);
      const other = await paidOrder(t, [(await testSlot(t, 10)).item(1)]);
      expect(
        (await post(`staff/orders/${other}/refund`, tokens.box_office, { reason: 'fine' })).statusCode,
      ).toBe(200);
    } finally {
      await post('staff/settings', tokens.owner, { box_office_refund_limit: 100_000 });
    }
  });

  /**
   * An order made open again (a payment taken back after booking, a SEPA return say), and a way to
   * start paying it again (checkout/initPaymentOrder), as its customer would.
   */
  async function reopenedOrder() {
    const slot = await testSlot(t, 5);
    const number = await paidOrder(t, [slot.item(2)]);
    await t.db.update(orders).set({ paymentState: 'open' }).where(eq(orders.orderNumber, number));
    const [order] = await t.db.select().from(orders).where(eq(orders.orderNumber, number));
    if (!order) throw new Error('the order is missing');
    const payAgain = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/en/checkout/initPaymentOrder',
        payload: {
          payart: 1,
          id: order.publicId,
          url: {
            continue: 'http://localhost:3000/en/checkout/accepted',
            cancel: 'http://localhost:3000/en/checkout/canceled',
          },
        },
      });
    return { slot, number, order, payAgain };
  }

  it('cancels an unpaid order: a payment started for it is voided at the provider and cannot be paid', async () => {
    const { number, payAgain } = await reopenedOrder();
    const started = await payAgain();
    expect(started.statusCode, started.body).toBe(200);
    const { cartId, redirect } = started.json().data;

    const cancel = await post(`staff/orders/${number}/cancel`, tokens.box_office, { reason: 'No-show' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await t.app.jobs.runOnce({ evenIfNotDue: true });
    const [cart] = await t.db.select().from(carts).where(eq(carts.id, cartId));
    expect(cart?.status).toBe('canceled');
    const [payment] = await t.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, cart?.paymentRef ?? ''));
    expect(payment?.status).toBe('canceled');
    // The payment page no longer takes the money: paying there changes nothing.
    await t.app.inject({ method: 'POST', url: `${new URL(redirect, 'http://localhost').pathname}/pay` });
    const [after] = await t.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, cart?.paymentRef ?? ''));
    expect(after?.status).toBe('canceled');
    const detail = (await get(`staff/orders/${number}`, tokens.box_office)).json().data;
    expect(detail.summary.state).toBe('canceled');
    expect(detail.refunds).toEqual([]);
  });

  it('cancels an unpaid order: initPaymentOrder refuses it, and a payment paid before the shop knew is refunded, never booked', async () => {
    const { slot, number, order, payAgain } = await reopenedOrder();
    // Started while the order was open and paid at the provider, which has not told the shop yet
    // when staff cancel it: voiding it answers "paid".
    const started = await payAgain();
    expect(started.statusCode, started.body).toBe(200);
    const { cartId } = started.json().data;
    const [startedCart] = await t.db.select().from(carts).where(eq(carts.id, cartId));
    await t.db
      .update(sandboxPayments)
      .set({ status: 'paid' })
      .where(eq(sandboxPayments.id, startedCart?.paymentRef ?? ''));
    const cancel = await post(`staff/orders/${number}/cancel`, tokens.box_office, { reason: 'No-show' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().data.summary.state).toBe('canceled');
    const refused = await payAgain();
    expect(refused.statusCode, refused.body).toBe(406);
    expect(refused.json().code).toBe('ORDER_NOT_AVAILABLE');

    const exec = await t.app.inject({
      method: 'POST',
      url: '/api/en/checkout/execPayment',
      payload: { cartId },
    });
    expect(exec.statusCode, exec.body).toBe(422);
    expect(exec.json().code).toBe('PLACES_GONE_REFUND');
    await t.app.jobs.runOnce({ evenIfNotDue: true });
    const [cart] = await t.db.select().from(carts).where(eq(carts.id, cartId));
    expect(cart?.status).toBe('refund');
    const [payment] = await t.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, cart?.paymentRef ?? ''));
    expect(payment?.status).toBe('paid');
    expect(payment?.refundedAmount).toBe(cart?.amount);
    const [after] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(after?.paymentState).toBe('open');
    const [taken] = await t.db
      .select({ taken: eventSlots.taken })
      .from(eventSlots)
      .where(eq(eventSlots.id, slot.slotId));
    expect(taken?.taken).toBe(0);
    const detail = (await get(`staff/orders/${number}`, tokens.box_office)).json().data;
    expect(detail.summary.state).toBe('canceled');
    expect(detail.refunds).toMatchObject([{ amount: cart?.amount, cause: 'cart_canceled' }]);
  });

  it('lists each visitor of the day under the slot their order line took, older orders by time and name', async () => {
    // Two events at the same time, one's name inside the other's: time and name alone cannot tell them.
    const first = await testSlot(t, 10);
    const second = await testSlot(t, 10);
    const rename = async (slotId: number, name: string) => {
      const [slot] = await t.db
        .select({ eventId: eventSlots.eventId })
        .from(eventSlots)
        .where(eq(eventSlots.id, slotId));
      await t.db
        .update(events)
        .set({ name: { en: name } })
        .where(eq(events.id, slot?.eventId ?? 0));
    };
    await rename(first.slotId, 'Night');
    await rename(second.slotId, 'Night at the museum');
    const number = await paidOrder(t, [second.item(1)]);
    const [order] = await t.db.select().from(orders).where(eq(orders.orderNumber, number));
    expect(order?.lines[0]?.slot_id).toBe(second.slotId);
    const entryOf = async () =>
      (await get(`staff/day-sheet/list?date=${second.date}`, tokens.box_office))
        .json()
        .data.entries.find((entry: { order_number: string }) => entry.order_number === number);
    expect((await entryOf()).slot_id).toBe(second.slotId);
    // An order booked before lines kept their slot: matched by time and the only name it holds.
    await rename(first.slotId, 'Morning');
    await t.db
      .update(orders)
      .set({ lines: (order?.lines ?? []).map(({ slot_id: _id, ...line }) => line) })
      .where(eq(orders.orderNumber, number));
    expect((await entryOf()).slot_id).toBe(second.slotId);
  });

  it('closes a slot: no new holds, sales stay; capacity never below taken', async () => {
    const slot = await testSlot(t, 5);
    await paidOrder(t, [slot.item(2)]);
    const close = await post('staff/slots/close', tokens.box_office, {
      kind: 'event',
      slot_id: slot.slotId,
      closed: true,
    });
    expect(close.statusCode).toBe(200);
    expect(close.json().data).toMatchObject({ closed: true, sold: 2, free: 3 });
    await expect(paidOrder(t, [slot.item(1)])).rejects.toThrow(/initPayment failed/);
    const lower = await post('staff/slots/capacity', tokens.box_office, {
      kind: 'event',
      slot_id: slot.slotId,
      capacity: 1,
    });
    expect(lower.statusCode).toBe(422);
    expect(lower.json().code).toBe('CAPACITY_BELOW_TAKEN');
    expect(
      (
        await post('staff/slots/capacity', tokens.box_office, {
          kind: 'event',
          slot_id: slot.slotId,
          capacity: 2,
        })
      ).statusCode,
    ).toBe(200);
    await post('staff/slots/close', tokens.box_office, {
      kind: 'event',
      slot_id: slot.slotId,
      closed: false,
    });
    await post('staff/slots/capacity', tokens.box_office, {
      kind: 'event',
      slot_id: slot.slotId,
      capacity: 5,
    });
    expect(await paidOrder(t, [slot.item(1)])).toMatch(/^\d{4}-\d+$/);
    const entries = await t.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.subjectKind, 'slot'), eq(staffAudit.subjectId, `event:${slot.slotId}`)));
    expect(entries.map((entry) => entry.action).sort()).toEqual([
      'slot.capacity',
      'slot.capacity',
      'slot.close',
      'slot.reopen',
    ]);
    expect(entries.find((entry) => entry.action === 'slot.capacity')?.before).toEqual({ capacity: 5 });
  });

  it("reports sales whose totals equal the orders' to the cent, as JSON, CSV and XLSX", async () => {
    // An order with shipping and a voucher code, one line given back: the money went partly to the code.
    const [article] = await t.db
      .insert(merchandise)
      .values({
        shopId: DEMO_SHOP_ID,
        name: { en: 'Report test article' },
        description: { en: '' },
        price: 500,
        vatValue: 19,
        stock: 5,
        weight: 100,
      })
      .returning({ id: merchandise.id });
    const code = 'REPORT-TEST-700';
    await t.db.insert(voucherCodes).values({
      shopId: DEMO_SHOP_ID,
      code,
      name: { en: 'Test voucher' },
      amount: 700,
      validFrom: new Date('2000-01-01T00:00:00Z'),
      validTo: new Date('2100-01-01T00:00:00Z'),
    });
    const withCode = await paidOrder(t, [
      (await testSlot(t, 10)).item(2),
      { type: 'merchandise', id: article?.id ?? 0, count: 1 },
      { type: 'voucherCode', barcode: code },
    ]);
    const partly = await post(`staff/orders/${withCode}/refund`, tokens.owner, {
      lines: [0],
      reason: 'test',
    });
    expect(partly.statusCode, partly.body).toBe(200);
    expect(partly.json().data.order.order.shipping).toBeGreaterThan(0);

    const from = addDays(today, -30);
    const to = today;
    const orders = (
      await get(`staff/orders?limit=${STAFF_PAGE_MAX}&from=${from}&to=${to}`, tokens.owner)
    ).json().data.items as { total: number; refunded: number; state: string }[];
    const sold = orders.filter((order) => order.state === 'paid' || order.state === 'refund');
    const expected = sold.reduce((sum, order) => sum + order.total, 0);
    const refunded = sold.reduce((sum, order) => sum + order.refunded, 0);
    expect(expected).toBeGreaterThan(0);
    expect(refunded).toBeGreaterThan(0);
    const sum = (rows: Record<string, number>[], key: string) =>
      rows.reduce((total, row) => total + (row[key] ?? 0), 0);
    for (const group of ['day', 'product', 'payment_method', 'language']) {
      const report = (
        await get(`staff/reports/sales?from=${from}&to=${to}&group=${group}`, tokens.viewer)
      ).json().data;
      expect(report.totals).toEqual({
        orders: sold.length,
        quantity: sum(report.rows, 'quantity'),
        paid: expected,
        refunded,
        net: expected - refunded,
      });
      expect(sum(report.rows, 'gross'), group).toBe(expected);
      expect(sum(report.rows, 'refunded'), group).toBe(refunded);
      expect(sum(report.rows, 'net'), group).toBe(expected - refunded);
      if (group === 'product')
        expect(report.rows.map((row: { key: string }) => row.key)).toEqual(
          expect.arrayContaining(['#shipping', '#voucher-codes']),
        );
    }
    const csv = await get(
      `staff/reports/export?from=${from}&to=${to}&report=sales&format=csv`,
      tokens.viewer,
    );
    expect(csv.headers['content-type']).toContain('text/csv');
    const totalLine = csv.body.split('\r\n').find((line) => line.startsWith('total,'));
    expect(totalLine?.split(',')[3]).toBe((expected / 100).toFixed(2));
    // The totals row counts the items too (it left the quantity empty).
    expect(Number(totalLine?.split(',')[2])).toBeGreaterThan(0);
    const xlsx = await get(
      `staff/reports/export?from=${from}&to=${to}&report=utilisation&format=xlsx`,
      tokens.viewer,
    );
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await get(`staff/reports/sales?from=${to}&to=${from}`, tokens.viewer)).json().code).toBe(
      'INVALID_DATE_RANGE',
    );
  });
});

describe('staff sessions end', () => {
  let t: TestApp;
  let now = new Date('2026-06-01T08:00:00Z');
  beforeAll(async () => {
    t = await build({
      app: { clock: () => now, staff: { sessionTimes: { absoluteMs: 60 * 60_000, idleMs: 10 * 60_000 } } },
    });
  });
  afterAll(() => t.close());
  const me = (token: string) => t.app.inject({ method: 'GET', url: `/api/en/staff/me?_=${token}` });

  it('after a while unused, and after their whole length however used', async () => {
    const token = await staffToken(t, 'viewer');
    now = new Date(now.getTime() + 9 * 60_000);
    expect((await me(token)).statusCode).toBe(200);
    now = new Date(now.getTime() + 11 * 60_000);
    expect((await me(token)).statusCode).toBe(401);
    const busy = await staffToken(t, 'viewer');
    for (let minutes = 0; minutes < 60; minutes += 8) {
      now = new Date(now.getTime() + 8 * 60_000);
      if (minutes + 8 < 60) expect((await me(busy)).statusCode).toBe(200);
    }
    expect((await me(busy)).statusCode).toBe(401);
  });
});
