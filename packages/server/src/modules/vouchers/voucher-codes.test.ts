import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventSlots } from '../../db/schema/events.ts';
import { staffAudit } from '../../db/schema/staff.ts';
import { voucherCodeBatches, voucherCodes } from '../../db/schema/vouchers.ts';
import { paidOrder, staffToken, testSlot } from '../../features/staff/staff.test-support.ts';
import { toUtcPlusOne } from '../../lib/dates.ts';
import { build, type TestApp } from '../../test-support/build.ts';

// Issue 36: the owner makes voucher codes one at a time or in batches, exports a batch as CSV, sees
// each code's balance and uses, and disables a code; the cart honours a code's limit.
describe('voucher codes by staff (issue 36)', () => {
  let t: TestApp;
  let owner: string;

  beforeAll(async () => {
    t = await build();
    owner = await staffToken(t, 'owner');
  });
  afterAll(async () => t?.close());

  const day = 24 * 60 * 60_000;
  const validity = () => ({
    valid_from: toUtcPlusOne(new Date(t.app.clock().getTime() - day)),
    valid_to: toUtcPlusOne(new Date(t.app.clock().getTime() + 90 * day)),
  });
  const batch = (change: object = {}) => ({
    count: 3,
    prefix: 'summer',
    label: 'Summer promotion',
    value: 10_00,
    ...validity(),
    limit: null,
    ...change,
  });
  const make = (body: object, token = owner) =>
    t.app.inject({ method: 'POST', url: `/api/en/staff/vouchers/codes?_=${token}`, payload: body });
  const list = async (query: string, token = owner) =>
    (await t.app.inject({ url: `/api/en/staff/vouchers/codes?_=${token}&${query}` })).json().data;
  const suggest = async (items: object[]) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/en/checkout/suggest',
      payload: { cart: { ver: 1, items } },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as {
      bookable: boolean;
      totals: { total: number; discount: number };
      lines: { problems: { code: string }[] }[];
    };
  };
  const counts = async () => ({
    codes: (await t.db.select({ n: count() }).from(voucherCodes))[0]?.n,
    batches: (await t.db.select({ n: count() }).from(voucherCodeBatches))[0]?.n,
  });

  it('makes a batch of three with a prefix: unique codes of the value and validity asked', async () => {
    const asked = batch();
    const made = await make(asked);
    expect(made.statusCode, made.body).toBe(200);
    const { id } = made.json().data;
    expect(made.json().data).toMatchObject({ count: 3, prefix: 'SUMMER', value: 10_00, limit: null });
    const { codes } = await list(`batch=${id}`);
    expect(codes).toHaveLength(3);
    expect(new Set(codes.map((code: { code: string }) => code.code)).size).toBe(3);
    for (const code of codes) {
      expect(code.code).toMatch(/^SUMMER-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
      expect(code).toMatchObject({
        amount: 10_00,
        balance: 10_00,
        state: 'active',
        valid_from: asked.valid_from,
        valid_to: asked.valid_to,
        batch_id: id,
      });
    }
    // The visitor's lookup finds one, valid, with its value.
    const lookup = await t.app.inject({
      url: `/api/en/voucher?shop=1&voucher=${codes[0].code.toLowerCase()}`,
    });
    expect(lookup.statusCode, lookup.body).toBe(200);
    expect(lookup.json().data).toMatchObject({ amount: 10_00, available_amount: 10_00 });
  });

  it('refuses a batch of 0 or of 100 000 and writes nothing', async () => {
    const before = await counts();
    for (const size of [0, 100_000]) {
      const refused = await make(batch({ count: size }));
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({ count: ['count_out_of_range'] });
    }
    const wrong = await make(batch({ prefix: 'no space', value: 0, valid_to: '2020-01-01 00:00' }));
    expect(wrong.json().errors).toEqual({
      prefix: ['prefix_invalid'],
      value: ['amount_out_of_range'],
      valid_to: ['end_before_start'],
    });
    const unknown = await make(
      batch({ limit: { sections: [], products: [{ kind: 'event', id: 999_999 }] } }),
    );
    expect(unknown.json().errors).toEqual({ 'limit.products.0': ['unknown_product'] });
    expect(await counts()).toEqual(before);
  });

  it('exports a batch as CSV: code, value, validity in UTC+1 and balance', async () => {
    const made = (await make(batch({ count: 2, prefix: 'CSV', value: 25_50 }))).json().data;
    const file = await t.app.inject({ url: `/api/en/staff/vouchers/batches/${made.id}/export?_=${owner}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
    expect(file.headers['content-disposition']).toContain(`vouchers-CSV-${made.id}.csv`);
    const lines = file.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('code,value,valid_from,valid_to,balance');
    const { codes } = await list(`batch=${made.id}`);
    expect(lines.slice(1).sort()).toEqual(
      codes
        .map((code: { code: string }) => `${code.code},25.50,${made.valid_from},${made.valid_to},25.50`)
        .sort(),
    );
    const [exported] = await t.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.action, 'voucher_code.export'));
    expect(exported?.subjectId).toBe(String(made.id));
  });

  it('shows the use of a code in a paid order and its balance, and a disabled code is refused at checkout', async () => {
    const made = (await make(batch({ count: 2, prefix: 'USE' }))).json().data;
    const [used, other] = (await list(`batch=${made.id}`)).codes;
    const slot = await testSlot(t, 20);
    // Two tickets at €10; the €10 code pays one.
    const orderNumber = await paidOrder(t, [slot.item(2), { type: 'voucherCode', barcode: used.code }]);
    const detail = (await t.app.inject({ url: `/api/en/staff/vouchers/codes/${used.id}?_=${owner}` })).json()
      .data;
    expect(detail.code).toMatchObject({ balance: 0, state: 'used_up' });
    expect(detail.uses).toEqual([
      expect.objectContaining({ order_number: orderNumber, amount: 10_00, state: 'sold' }),
    ]);
    // Found by a part of its text, in any case.
    const found = await list(`search=${used.code.slice(4, 13).toLowerCase()}`);
    expect(found.codes.map((code: { id: number }) => code.id)).toEqual([used.id]);

    const disabled = await t.app.inject({
      method: 'POST',
      url: `/api/en/staff/vouchers/codes/${other.id}/disable?_=${owner}`,
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json().data.state).toBe('disabled');
    const cart = await suggest([slot.item(1), { type: 'voucherCode', barcode: other.code }]);
    expect(cart.bookable).toBe(false);
    expect(cart.lines[1]?.problems).toEqual([{ code: 'VOUCHER_NOT_FOUND' }]);
    const lookup = await t.app.inject({ url: `/api/en/voucher?shop=1&voucher=${other.code}` });
    expect(lookup.json().code).toBe('VOUCHER_NOT_FOUND');
    const [entry] = await t.db.select().from(staffAudit).where(eq(staffAudit.action, 'voucher_code.disable'));
    expect(entry).toMatchObject({
      subjectId: String(other.id),
      before: { code: other.code, balance: 10_00 },
    });
  });

  it('pays with a code limited to an event only for that event’s tickets', async () => {
    const mine = await testSlot(t, 20);
    const another = await testSlot(t, 20);
    const eventId = await eventOf(mine.slotId);
    const made = (
      await make(
        batch({
          count: 1,
          prefix: 'EVENT',
          limit: { sections: [], products: [{ kind: 'event', id: eventId }] },
        }),
      )
    ).json().data;
    const [code] = (await list(`batch=${made.id}`)).codes;
    const refused = await suggest([another.item(1), { type: 'voucherCode', barcode: code.code }]);
    expect(refused.bookable).toBe(false);
    expect(refused.totals.discount).toBe(0);
    expect(refused.lines[1]?.problems).toEqual([{ code: 'VOUCHER_NOT_FOR_THESE_ITEMS' }]);
    const mixed = await suggest([another.item(1), mine.item(1), { type: 'voucherCode', barcode: code.code }]);
    expect(mixed.bookable).toBe(true);
    expect(mixed.totals).toMatchObject({ discount: 10_00, total: 10_00 });
  });

  it('lets the box office look codes up but not make or disable them; the viewer not at all', async () => {
    const boxOffice = await staffToken(t, 'box_office');
    const viewer = await staffToken(t, 'viewer');
    expect((await t.app.inject({ url: `/api/en/staff/vouchers/codes?_=${boxOffice}` })).statusCode).toBe(200);
    expect((await make(batch(), boxOffice)).statusCode).toBe(403);
    const [code] = (await list('')).codes;
    for (const [method, url] of [
      ['POST', `/api/en/staff/vouchers/codes/${code.id}/disable?_=${boxOffice}`],
      ['GET', `/api/en/staff/vouchers/codes?_=${viewer}`],
      ['GET', `/api/en/staff/vouchers/codes/${code.id}?_=${viewer}`],
      ['GET', `/api/en/staff/vouchers/batches/${code.batch_id}/export?_=${boxOffice}`],
    ] as const)
      expect((await t.app.inject({ method, url })).statusCode, url).toBe(403);
  });

  const eventOf = async (slotId: number) => {
    const [row] = await t.db
      .select({ id: eventSlots.eventId })
      .from(eventSlots)
      .where(eq(eventSlots.id, slotId));
    return row?.id ?? 0;
  };
});
