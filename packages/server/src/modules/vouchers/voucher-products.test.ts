import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAudit } from '../../db/schema/staff.ts';
import { voucherProducts } from '../../db/schema/vouchers.ts';
import { staffToken } from '../../features/staff/staff.test-support.ts';
import { build, type TestApp } from '../../test-support/build.ts';

// Issue 36: the owner makes, edits, publishes and archives voucher products and keeps their groups;
// the visitor sees published products only.
describe('voucher products by staff (issue 36)', () => {
  let t: TestApp;
  let owner: string;
  let groupId: number;
  let languages: string[];

  beforeAll(async () => {
    t = await build();
    owner = await staffToken(t, 'owner');
    const { groups } = await read();
    groupId = groups[0].id;
    languages = (await t.app.inject({ url: '/api/en/shopinfo/config?shop=1' })).json().data.languages;
  });
  afterAll(async () => t?.close());

  const read = async () =>
    (await t.app.inject({ url: `/api/en/staff/vouchers/products?_=${owner}` })).json().data;
  const post = (path: string, body: object, token = owner) =>
    t.app.inject({ method: 'POST', url: `/api/en/staff/vouchers/${path}?_=${token}`, payload: body });
  const named = (text: string) => Object.fromEntries(languages.map((lang) => [lang, `${text} (${lang})`]));
  const product = (change: object = {}) => ({
    name: named('Gift voucher €75'),
    description: named('For everything in the shop'),
    image: '/media/gift.webp',
    group_id: groupId,
    price: 75_00,
    vat_value: 0,
    variable_amount: false,
    min_amount: null,
    max_amount: null,
    sequence_no: 9,
    ...change,
  });
  const visitorList = async () =>
    (await t.app.inject({ url: '/api/en/voucher/select/event?shop=1' })).json().data.vouchers as {
      id: number;
      min_amount?: number | null;
      max_amount?: number | null;
    }[];

  it('offers no VAT and the rates the shop uses, and a rate a voucher product took', async () => {
    // The demo sells tickets at 7 % and 19 % and vouchers at none.
    expect((await read()).vat_rates).toEqual([0, 7, 19]);
    const created = await post('products', product({ vat_value: 9 }));
    expect(created.statusCode, created.body).toBe(200);
    expect((await read()).vat_rates).toEqual([0, 7, 9, 19]);
    expect((await post(`products/${created.json().data.id}/status`, { status: 'archived' })).statusCode).toBe(
      200,
    );
  });

  it('creates a draft the visitor does not see, publishes it, edits it to a free amount, archives it', async () => {
    const created = await post('products', product());
    expect(created.statusCode, created.body).toBe(200);
    const { id, status, document } = created.json().data;
    expect(status).toBe('draft');
    expect(document).toEqual(product());
    expect((await visitorList()).map((row) => row.id)).not.toContain(id);

    expect((await post(`products/${id}/status`, { status: 'published' })).json().data.status).toBe(
      'published',
    );
    expect((await visitorList()).map((row) => row.id)).toContain(id);

    const free = product({ variable_amount: true, price: 40_00, min_amount: 20_00, max_amount: 300_00 });
    const saved = await post(`products/${id}`, free);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.document).toEqual(free);
    expect((await visitorList()).find((row) => row.id === id)).toMatchObject({
      min_amount: 20_00,
      max_amount: 300_00,
    });
    // The cart holds the buyer to the bounds.
    const suggest = (amount: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/en/checkout/suggest',
        payload: { cart: { ver: 1, items: [{ type: 'voucher', id, count: 1, amount }] } },
      });
    expect((await suggest(10_00)).json().data.lines[0].problems).toEqual([{ code: 'AMOUNT_MISSING' }]);
    expect((await suggest(50_00)).json().data).toMatchObject({ bookable: true, totals: { total: 50_00 } });

    expect((await post(`products/${id}/status`, { status: 'archived' })).json().data.status).toBe('archived');
    expect((await visitorList()).map((row) => row.id)).not.toContain(id);
    expect((await suggest(50_00)).json().data.lines[0].problems).toEqual([{ code: 'UNKNOWN_ITEM' }]);

    const actions = (
      await t.db
        .select()
        .from(staffAudit)
        .where(eq(staffAudit.subjectId, String(id)))
    )
      .filter((entry) => entry.subjectKind === 'voucher')
      .map((entry) => entry.action);
    expect(actions).toEqual(['voucher.create', 'voucher.status', 'voucher.update', 'voucher.status']);
  });

  it('refuses a product the rules refuse with each field’s codes, and writes nothing', async () => {
    const before = (await t.db.select({ n: count() }).from(voucherProducts))[0]?.n;
    const [first, second] = languages;
    const refused = await post(
      'products',
      product({
        name: { [first ?? 'en']: 'Only one language' },
        variable_amount: true,
        min_amount: 50_00,
        max_amount: 20_00,
        group_id: 999_999,
      }),
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      [`name.${second}`]: ['required'],
      ...Object.fromEntries(languages.slice(2).map((lang) => [`name.${lang}`, ['required']])),
      max_amount: ['min_above_max'],
      group_id: ['unknown_group'],
    });
    expect((await post('products', product({ price: 0 }))).json().errors).toEqual({
      price: ['amount_out_of_range'],
    });
    expect((await t.db.select({ n: count() }).from(voucherProducts))[0]?.n).toBe(before);
    expect((await post('products/999999', product())).statusCode).toBe(404);
  });

  it('keeps the voucher groups: adds and renames, and refuses to delete one in use', async () => {
    const { groups } = await read();
    const added = await post('groups', { groups: [...groups, { id: null, name: { en: 'Workshops' } }] });
    expect(added.statusCode, added.body).toBe(200);
    const made = added.json().data.groups.at(-1);
    expect(made).toMatchObject({ name: { en: 'Workshops' } });
    const inUse = await post('groups', { groups: [made] });
    expect(inUse.statusCode).toBe(422);
    expect(Object.values(inUse.json().errors)).toContainEqual(['in_use']);
    const removed = await post('groups', { groups });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data.groups.map((group: { id: number }) => group.id)).not.toContain(made.id);
  });

  it('is the owner’s: the box office and the viewer are refused', async () => {
    for (const role of ['box_office', 'viewer'] as const) {
      const token = await staffToken(t, role);
      expect((await t.app.inject({ url: `/api/en/staff/vouchers/products?_=${token}` })).statusCode).toBe(
        403,
      );
      expect((await post('products', product(), token)).statusCode).toBe(403);
    }
  });
});
