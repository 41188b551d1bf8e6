import {
  ANNUAL_PASS_KIND,
  type MembershipDocument,
  merchandiseListResponseSchema,
  PRODUCT_STOCK_MAX,
  type StaffMembership,
  staffMembershipSchema,
} from '@museum-shop/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema/events.ts';
import { membershipTypes } from '../../db/schema/members.ts';
import { merchandise } from '../../db/schema/merchandise.ts';
import { staffAudit } from '../../db/schema/staff.ts';
import { staffToken } from '../../features/staff/staff.test-support.ts';
import { build, type TestApp } from '../../test-support/build.ts';
import { tableChangeCounter } from '../../test-support/table-changes.ts';

// Issue 36: the owner makes membership types (the annual passes, kind 13) with their validity,
// persons per card and benefits; the visitor's passes list shows the published ones.

describe('membership types by the owner', () => {
  let t: TestApp;
  let owner: string;
  let eventId: number;
  beforeAll(async () => {
    t = await build();
    owner = await staffToken(t, 'owner');
    const [event] = await t.db.select({ id: events.id }).from(events).limit(1);
    eventId = event?.id ?? 0;
  });
  afterAll(async () => t?.close());

  const friends = (change: Partial<MembershipDocument> = {}): MembershipDocument => ({
    name: { en: 'Friends of the museum', de: 'Freundeskreis' },
    description: { en: 'A year of visits for two.' },
    images: ['/static/demo/pass.svg'],
    price: 95_00,
    vat_value: 0,
    sequence_no: 5,
    validity: 'months_from_first_use',
    persons: 2,
    benefits: [
      {
        event_ids: [eventId],
        discount_percent: 100,
        per_booking: 2,
        per_day: 2,
        member_share_percent: 10,
        member_share_until_hours: 24,
      },
    ],
    ...change,
  });

  const call = (method: 'GET' | 'POST', path: string, payload?: unknown, token = owner) =>
    t.app.inject({
      method,
      url: `/api/en/staff/catalog/memberships${path}?_=${token}`,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const membership = async (
    method: 'GET' | 'POST',
    path: string,
    payload?: unknown,
  ): Promise<StaffMembership> => {
    const answer = await call(method, path, payload);
    expect(answer.statusCode, answer.body).toBe(200);
    return staffMembershipSchema.parse(answer.json().data);
  };
  const passes = async () =>
    merchandiseListResponseSchema.parse(
      (await t.app.inject({ url: `/api/en/merchandise/select?product_kind=${ANNUAL_PASS_KIND}` })).json(),
    ).data.articles;

  it('lists the demo’s two passes as membership types with their persons and benefits', async () => {
    const list = (await call('GET', '')).json().data;
    const demo = list.memberships.filter((row: { name: { en?: string } }) =>
      ['Annual pass', 'Family annual pass'].includes(row.name.en ?? ''),
    );
    expect(demo).toEqual([
      expect.objectContaining({
        status: 'published',
        validity: 'months_from_purchase',
        persons: 1,
        benefits: 1,
      }),
      expect.objectContaining({
        status: 'published',
        validity: 'months_from_purchase',
        persons: 6,
        benefits: 1,
      }),
    ]);
  });

  it('creates a draft pass of kind 13 with its type; published, the passes list shows it', async () => {
    const created = await membership('POST', '', friends());
    expect(created).toMatchObject({ status: 'draft', cards: 0, document: friends() });
    const [pass] = await t.db.select().from(merchandise).where(eq(merchandise.id, created.id));
    expect(pass).toMatchObject({ productKindRef: ANNUAL_PASS_KIND, stock: PRODUCT_STOCK_MAX, price: 95_00 });
    const [type] = await t.db
      .select()
      .from(membershipTypes)
      .where(eq(membershipTypes.merchandiseId, created.id));
    expect(type).toMatchObject({ validity: 'months_from_first_use', persons: 2 });
    expect((await passes()).some((article) => article.id === created.id)).toBe(false);

    await membership('POST', `/${created.id}/status`, { status: 'published' });
    expect((await passes()).find((article) => article.id === created.id)).toMatchObject({
      name: 'Friends of the museum',
      price: 95_00,
    });

    const list = (await call('GET', '')).json().data;
    expect(list.memberships.find((row: { id: number }) => row.id === created.id)).toMatchObject({
      status: 'published',
      validity: 'months_from_first_use',
      persons: 2,
      benefits: 1,
      cards: 0,
    });
    expect(list.choices.events.some((event: { id: number }) => event.id === eventId)).toBe(true);
    // The product editor still leaves the passes out.
    const products = (await t.app.inject({ url: `/api/en/staff/catalog/products?_=${owner}` })).json().data;
    expect(products.products.some((row: { id: number }) => row.id === created.id)).toBe(false);
  });

  it('saves a new validity and benefits, archives, and audits every change', async () => {
    const created = await membership('POST', '', friends({ name: { en: 'Student pass' } }));
    const saved = await membership(
      'POST',
      `/${created.id}`,
      friends({
        name: { en: 'Student pass' },
        validity: 'calendar_year',
        persons: 1,
        benefits: [],
        price: 30_00,
      }),
    );
    expect(saved.document).toMatchObject({
      validity: 'calendar_year',
      persons: 1,
      benefits: [],
      price: 30_00,
    });
    expect((await membership('GET', `/${created.id}`)).document).toEqual(saved.document);
    await membership('POST', `/${created.id}/status`, { status: 'published' });
    await membership('POST', `/${created.id}/status`, { status: 'archived' });
    expect((await passes()).some((article) => article.id === created.id)).toBe(false);
    const actions = await t.db
      .select({ action: staffAudit.action })
      .from(staffAudit)
      .where(and(eq(staffAudit.subjectKind, 'membership'), eq(staffAudit.subjectId, String(created.id))));
    expect(actions.map((row) => row.action).sort()).toEqual([
      'membership.create',
      'membership.status',
      'membership.status',
      'membership.update',
    ]);
  });

  it('answers 404 for an article that is no pass and for an unknown id', async () => {
    const [article] = await t.db.select().from(merchandise).where(eq(merchandise.productKindRef, 1)).limit(1);
    expect((await call('GET', `/${article?.id ?? 0}`)).statusCode).toBe(404);
    expect((await call('POST', `/${article?.id ?? 0}`, friends())).statusCode).toBe(404);
    expect((await call('GET', '/999999')).statusCode).toBe(404);
  });

  it('refuses bad input with the field of every problem, and changes nothing', async () => {
    const created = await membership('POST', '', friends({ name: { en: 'Patron' } }));
    const changes = await tableChangeCounter(t.db);
    const before = await changes();
    const benefit = friends().benefits[0];
    if (!benefit) throw new Error('friends have a benefit');
    const cases: [string, string, unknown, Record<string, string[]>][] = [
      [
        'no name in the default language',
        `/${created.id}`,
        friends({ name: { de: 'Gönner' } }),
        { 'name.en': ['required'] },
      ],
      [
        'an unknown event',
        `/${created.id}`,
        friends({ benefits: [{ ...benefit, event_ids: [999_999] }] }),
        { 'benefits.0.event_ids.0': ['unknown_event'] },
      ],
      [
        'more per booking than per day',
        '',
        friends({ benefits: [{ ...benefit, per_booking: 3, per_day: 2 }] }),
        { 'benefits.0.per_booking': ['per_booking_above_per_day'] },
      ],
      [
        'two benefits for every event',
        '',
        friends({
          benefits: [
            { ...benefit, event_ids: null },
            { ...benefit, event_ids: null },
          ],
        }),
        { 'benefits.1.event_ids': ['duplicate_row'] },
      ],
      [
        'an image of no library',
        '',
        friends({ images: ['https://example.org/a.png'] }),
        { 'images.0': ['unknown_media'] },
      ],
    ];
    for (const [label, path, payload, errors] of cases) {
      const answer = await call('POST', path, payload);
      expect(answer.statusCode, label).toBe(422);
      expect(answer.json().errors, label).toEqual(errors);
    }
    // What the schema refuses: a validity it does not know, eleven persons, a field too many.
    for (const payload of [
      { ...friends(), validity: 'forever' },
      { ...friends(), persons: 11 },
      { ...friends(), stock: 3 },
      { ...friends(), benefits: [{ ...benefit, discount_percent: 0 }] },
    ]) {
      const answer = await call('POST', `/${created.id}`, payload);
      expect([400, 422], answer.body).toContain(answer.statusCode);
    }
    expect(
      (await call('POST', `/${created.id}/status`, { status: 'gone' })).statusCode,
    ).toBeGreaterThanOrEqual(400);
    // A call touches its staff session (when it was last used): nothing else may change.
    expect({ ...(await changes()), staff_sessions: 0 }).toEqual({ ...before, staff_sessions: 0 });
  });

  it('is the owner’s: other roles get 403 on every call, and nothing changes', async () => {
    const created = await membership('POST', '', friends({ name: { en: 'Guarded' } }));
    const [pass] = await t.db.select().from(merchandise).where(eq(merchandise.id, created.id));
    for (const role of ['box_office', 'viewer'] as const) {
      const token = await staffToken(t, role);
      const calls: ['GET' | 'POST', string, unknown?][] = [
        ['GET', ''],
        ['GET', `/${created.id}`],
        ['POST', '', friends()],
        ['POST', `/${created.id}`, friends({ price: 1 })],
        ['POST', `/${created.id}/status`, { status: 'published' }],
      ];
      for (const [method, path, payload] of calls)
        expect((await call(method, path, payload, token)).statusCode, `${role} ${method} ${path}`).toBe(403);
    }
    const [after] = await t.db.select().from(merchandise).where(eq(merchandise.id, created.id));
    expect(after).toEqual(pass);
    expect((await membership('GET', `/${created.id}`)).document).toEqual(
      friends({ name: { en: 'Guarded' } }),
    );
  });
});
