import {
  merchandiseListResponseSchema,
  type ProductDocument,
  type StaffProduct,
  staffProductSchema,
} from '@museum-shop/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchandise } from '../../db/schema/merchandise.ts';
import { staffAudit } from '../../db/schema/staff.ts';
import { paidOrder, staffToken } from '../../features/staff/staff.test-support.ts';
import { build, type TestApp } from '../../test-support/build.ts';
import { tableChangeCounter } from '../../test-support/table-changes.ts';
import { storeUploadedImage } from '../media/index.ts';
import { picture } from '../media/media.test-support.ts';

// Issue 36: staff make and change the shop's products without SQL, and their stock only with a
// reason, kept in a history. The visitor sees published products only, with what is left.

const ALL = ['en', 'de', 'fr', 'it', 'nl', 'es', 'sv', 'da'] as const;
const everywhere = (text: string) => Object.fromEntries(ALL.map((lang) => [lang, text]));

describe('shop products by staff', () => {
  let t: TestApp;
  let owner: string;
  let books: number;
  let image: string;
  beforeAll(async () => {
    t = await build();
    owner = await staffToken(t, 'owner');
    const [catalogue] = await t.db.select().from(merchandise).where(eq(merchandise.sequenceNo, 1));
    books = catalogue?.customGroupIds[0] ?? 0;
    image = (
      await storeUploadedImage(
        t.db,
        1,
        Buffer.from(await picture(600, 400).png().toBuffer()),
        everywhere('A book'),
        [...ALL],
      )
    ).src;
  });
  afterAll(async () => t?.close());

  const guide = (change: Partial<ProductDocument> = {}): ProductDocument => ({
    name: { en: 'Guide to the collection', de: 'Sammlungsführer' },
    description: { en: '120 pages.' },
    product_kind: 1,
    custom_group_ids: [books],
    images: [image],
    price: 18_00,
    vat_value: 7,
    weight: 500,
    sequence_no: 20,
    ...change,
  });

  const call = (method: 'GET' | 'POST', path: string, payload?: unknown, token = owner) =>
    t.app.inject({
      method,
      url: `/api/en/staff/catalog/products${path}?_=${token}`,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const product = async (method: 'GET' | 'POST', path: string, payload?: unknown): Promise<StaffProduct> => {
    const answer = await call(method, path, payload);
    expect(answer.statusCode, answer.body).toBe(200);
    return staffProductSchema.parse(answer.json().data);
  };
  /** A guest sends a cart with the article to payment and does not pay: its pieces are held. */
  const holdArticle = async (id: number, count: number) => {
    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/en/auth/guest',
      remoteAddress: '10.9.0.1',
      payload: {
        c: {
          salutation: 'ms',
          fname: 'Hanna',
          lname: 'Holder',
          company: '',
          phone: '+49 30 1234567',
          email: 'holder@example.org',
          street: 'Lichtweg 1',
          zip: '10117',
          city: 'Berlin',
          country: 'DE',
        },
      },
    });
    const start = await t.app.inject({
      method: 'POST',
      url: `/api/en/checkout/initPayment?_=${guest.json().data.token}`,
      remoteAddress: '10.9.0.1',
      payload: {
        payart: 1,
        cart: { ver: 1, items: [{ type: 'merchandise', id, count }], request_invoice: false },
        url: {
          continue: 'http://localhost:3000/en/checkout/accepted',
          cancel: 'http://localhost:3000/en/checkout/canceled',
        },
      },
    });
    expect(start.statusCode, start.body).toBe(200);
  };
  const shopArticles = async () =>
    merchandiseListResponseSchema.parse((await t.app.inject({ url: '/api/en/merchandise/select' })).json())
      .data.articles;

  it('creates a draft without stock, which the visitor does not see until it is published', async () => {
    const created = await product('POST', '', guide());
    expect(created).toMatchObject({ status: 'draft', stock: 0, taken: 0, left: 0, history: [] });
    expect(created.document).toEqual(guide());
    expect((await shopArticles()).some((article) => article.id === created.id)).toBe(false);
    expect((await t.app.inject({ url: `/api/en/merchandise?article=${created.id}` })).statusCode).toBe(404);

    const published = await product('POST', `/${created.id}/status`, { status: 'published' });
    expect(published.status).toBe('published');
    const shown = (await shopArticles()).find((article) => article.id === created.id);
    expect(shown).toMatchObject({
      name: 'Guide to the collection',
      price: 18_00,
      state: 'sold_out',
      stock: 0,
    });

    const list = (await call('GET', '')).json().data;
    expect(list.products.some((row: { id: number }) => row.id === created.id)).toBe(true);
    expect(list.choices.custom_groups.length).toBeGreaterThan(0);
    expect(list.choices.vat_rates).toEqual(expect.arrayContaining([7, 19]));
  });

  it('saves, duplicates and archives; an archived product keeps its orders and leaves the shop', async () => {
    const created = await product('POST', '', guide({ name: { en: 'Pencil' }, price: 2_00 }));
    await product('POST', `/${created.id}/stock`, { mode: 'count', amount: 10, reason: 'counted', note: '' });
    await product('POST', `/${created.id}/status`, { status: 'published' });
    const order = await paidOrder(t, [{ type: 'merchandise', id: created.id, count: 2 }]);

    const saved = await product(
      'POST',
      `/${created.id}`,
      guide({ name: { en: 'Pencil, red' }, price: 2_50 }),
    );
    expect(saved.document.name.en).toBe('Pencil, red');
    expect(saved).toMatchObject({ stock: 10, taken: 2, left: 8 });

    const copy = await product('POST', `/${created.id}/duplicate`);
    expect(copy.id).not.toBe(created.id);
    expect(copy).toMatchObject({ status: 'draft', stock: 0, document: saved.document });

    await product('POST', `/${created.id}/status`, { status: 'archived' });
    expect((await shopArticles()).some((article) => article.id === created.id)).toBe(false);
    const review = await t.app.inject({ url: `/api/en/staff/orders/${order}?_=${owner}` });
    expect(review.statusCode).toBe(200);
    expect(review.body).toContain('Pencil');

    const actions = await t.db
      .select({ action: staffAudit.action })
      .from(staffAudit)
      .where(and(eq(staffAudit.subjectKind, 'product'), eq(staffAudit.subjectId, String(created.id))));
    expect(actions.map((row) => row.action)).toEqual(
      expect.arrayContaining(['product.create', 'product.stock', 'product.status', 'product.update']),
    );
  });

  it('changes the stock only with a reason, keeps every change, and the shop follows', async () => {
    const created = await product('POST', '', guide({ name: { en: 'Tote bag' } }));
    await product('POST', `/${created.id}/status`, { status: 'published' });
    const received = await product('POST', `/${created.id}/stock`, {
      mode: 'delta',
      amount: 8,
      reason: 'received',
      note: 'Delivery 42',
    });
    expect(received.stock).toBe(8);
    let shown = (await shopArticles()).find((article) => article.id === created.id);
    expect(shown).toMatchObject({ stock: 8, state: 'available' });

    const damaged = await product('POST', `/${created.id}/stock`, {
      mode: 'delta',
      amount: -6,
      reason: 'damaged',
      note: '',
    });
    expect(damaged.stock).toBe(2);
    shown = (await shopArticles()).find((article) => article.id === created.id);
    expect(shown).toMatchObject({ stock: 2, state: 'few_left' });

    const counted = await product('POST', `/${created.id}/stock`, {
      mode: 'count',
      amount: 0,
      reason: 'counted',
      note: '',
    });
    shown = (await shopArticles()).find((article) => article.id === created.id);
    expect(shown).toMatchObject({ stock: 0, state: 'sold_out' });
    expect(
      counted.history.map(({ before, after, reason, note }) => ({ before, after, reason, note })),
    ).toEqual([
      { before: 2, after: 0, reason: 'counted', note: '' },
      { before: 8, after: 2, reason: 'damaged', note: '' },
      { before: 0, after: 8, reason: 'received', note: 'Delivery 42' },
    ]);
    expect(counted.history[0]?.staff?.email).toMatch(/@museum\.example$/);
  });

  it('never lowers the stock below what sold and held reservations take', async () => {
    const created = await product('POST', '', guide({ name: { en: 'Mug' } }));
    await product('POST', `/${created.id}/stock`, { mode: 'count', amount: 5, reason: 'counted', note: '' });
    await product('POST', `/${created.id}/status`, { status: 'published' });
    await paidOrder(t, [{ type: 'merchandise', id: created.id, count: 3 }]);
    const refused = await call('POST', `/${created.id}/stock`, {
      mode: 'count',
      amount: 2,
      reason: 'counted',
      note: '',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { amount: ['stock_below_taken'] },
    });
    // A visitor's cart sent to payment holds one more piece: 4 of 5 are taken.
    await holdArticle(created.id, 1);
    expect((await product('GET', `/${created.id}`)).taken).toBe(4);
    const held = await call('POST', `/${created.id}/stock`, {
      mode: 'delta',
      amount: -2,
      reason: 'damaged',
      note: '',
    });
    expect(held.statusCode).toBe(422);
    expect(held.json().errors).toEqual({ amount: ['stock_below_taken'] });
    await product('POST', `/${created.id}/stock`, { mode: 'delta', amount: -1, reason: 'damaged', note: '' });
    const [row] = await t.db.select().from(merchandise).where(eq(merchandise.id, created.id));
    expect(row?.stock).toBe(4);
    expect((await product('GET', `/${created.id}`)).history).toHaveLength(2);
  });

  it('refuses bad input with the field of every problem, and changes nothing', async () => {
    const created = await product('POST', '', guide({ name: { en: 'Poster' } }));
    const changes = await tableChangeCounter(t.db);
    const before = await changes();
    const cases: [string, string, unknown, Record<string, string[]>][] = [
      [
        'a negative stock',
        `/${created.id}/stock`,
        { mode: 'delta', amount: -1, reason: 'damaged', note: '' },
        {
          amount: ['stock_negative'],
        },
      ],
      [
        'other without a note',
        `/${created.id}/stock`,
        { mode: 'delta', amount: 1, reason: 'other', note: '' },
        {
          note: ['required'],
        },
      ],
      [
        'no name in the default language',
        `/${created.id}`,
        guide({ name: { de: 'Plakat' } }),
        {
          'name.en': ['required'],
        },
      ],
      [
        'an unknown image',
        `/${created.id}`,
        guide({ images: ['/media/00000000-0000-4000-8000-000000000000/320.webp'] }),
        {
          'images.0': ['unknown_media'],
        },
      ],
      [
        'an image of no library',
        '',
        guide({ images: ['https://example.org/a.png'] }),
        {
          'images.0': ['unknown_media'],
        },
      ],
      [
        'an unknown category',
        '',
        guide({ custom_group_ids: [99_999] }),
        { 'custom_group_ids.0': ['unknown_group'] },
      ],
      ['an annual pass', '', guide({ product_kind: 13 }), { product_kind: ['not_a_product'] }],
    ];
    for (const [label, path, payload, errors] of cases) {
      const answer = await call('POST', path, payload);
      expect(answer.statusCode, label).toBe(422);
      expect(answer.json().errors, label).toEqual(errors);
    }
    const tooDear = await call('POST', `/${created.id}`, guide({ price: 2 ** 31 }));
    expect(tooDear.statusCode).toBe(422);
    expect(Object.keys(tooDear.json().errors)).toEqual(['price']);
    // A call touches its staff session (when it was last used): nothing else may change.
    expect({ ...(await changes()), staff_sessions: 0 }).toEqual({ ...before, staff_sessions: 0 });
  });

  it('leaves the annual passes out: not listed, not opened, not changed', async () => {
    const [pass] = await t.db.select().from(merchandise).where(eq(merchandise.productKindRef, 13));
    if (!pass) throw new Error('the demo has annual passes');
    const list = (await call('GET', '')).json().data.products as { id: number }[];
    expect(list.some((row) => row.id === pass.id)).toBe(false);
    expect((await call('GET', `/${pass.id}`)).statusCode).toBe(404);
    expect((await call('POST', `/${pass.id}`, guide())).statusCode).toBe(404);
    expect(
      (await call('POST', `/${pass.id}/stock`, { mode: 'delta', amount: 1, reason: 'received', note: '' }))
        .statusCode,
    ).toBe(404);
  });

  it('is the owner’s: other roles get 403 on every call, and nothing changes', async () => {
    const [article] = await t.db.select().from(merchandise).where(eq(merchandise.sequenceNo, 1));
    const id = article?.id ?? 0;
    for (const role of ['box_office', 'viewer'] as const) {
      const token = await staffToken(t, role);
      const calls: ['GET' | 'POST', string, unknown?][] = [
        ['GET', ''],
        ['GET', `/${id}`],
        ['POST', '', guide()],
        ['POST', `/${id}`, guide()],
        ['POST', `/${id}/status`, { status: 'archived' }],
        ['POST', `/${id}/duplicate`],
        ['POST', `/${id}/stock`, { mode: 'delta', amount: 1, reason: 'received', note: '' }],
      ];
      for (const [method, path, payload] of calls)
        expect((await call(method, path, payload, token)).statusCode, `${role} ${method} ${path}`).toBe(403);
    }
    const [after] = await t.db.select().from(merchandise).where(eq(merchandise.id, id));
    expect(after).toEqual(article);
  });
});
