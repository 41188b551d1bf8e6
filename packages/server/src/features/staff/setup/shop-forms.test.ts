import type { CustomerFormSettings, PaymentTypeSettings, StaffPaymentType } from '@museum-shop/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentTypes } from '../../../db/schema/checkout.ts';
import { DEMO_SHOP_ID } from '../../../db/seed/shop.ts';
import { build, type TestApp } from '../../../test-support/build.ts';
import { paidOrder, staffToken, testSlot } from '../staff.test-support.ts';

/**
 * Issue 34: the owner sets the customer form (fields, countries, salutations, default country) and
 * the payment types offered and their order. Each change is audited with before and after; bad
 * input is a 422 field map and changes nothing; visitors' calls answer the change at once (they
 * read the database), and a type no longer offered keeps its row for the orders that used it.
 * Runs on PGlite, and on PostgreSQL with TEST_DB_KIND=postgres.
 */
describe('the customer form and the payment types', () => {
  let t: TestApp;
  let owner: string;

  beforeAll(async () => {
    t = await build();
    owner = await staffToken(t, 'owner');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', path: string, payload?: unknown, token = owner) =>
    t.app.inject({
      method,
      url: `/api/en/${path}?shop=${DEMO_SHOP_ID}&_=${token}`,
      ...(payload ? { payload } : {}),
    });
  const auditLog = async () =>
    (await call('GET', 'staff/audit')).json().data.items as Record<string, unknown>[];
  const visitor = async (path: string, lang = 'en') =>
    (await t.app.inject({ url: `/api/${lang}/${path}?shop=${DEMO_SHOP_ID}` })).json().data;
  const form = async () =>
    (await call('GET', 'staff/shop/customer-form')).json().data as CustomerFormSettings;
  const types = async () =>
    (await call('GET', 'staff/shop/payment-types')).json().data as PaymentTypeSettings;

  describe('the customer form', () => {
    it('is the owner’s alone', async () => {
      const viewer = await staffToken(t, 'viewer');
      expect((await call('GET', 'staff/shop/customer-form', undefined, viewer)).statusCode).toBe(403);
      expect((await t.app.inject({ url: '/api/en/staff/shop/customer-form' })).statusCode).toBe(401);
    });

    it('changes fields, countries, salutations and the default country; visitors see it at once; audited', async () => {
      const before = await form();
      expect(before).toMatchObject({ default_country: 'DE', salutations: ['ms', 'mr', 'none'] });
      expect(before.countries).toContain('DE');
      const change: CustomerFormSettings = {
        visible_fields: ['salutation', 'fname', 'lname', 'email', 'password', 'city', 'country', 'phone'],
        required_fields: ['fname', 'lname', 'email', 'password', 'country'],
        countries: ['ch', 'AT', 'DE', 'AT'],
        salutations: ['none', 'ms'],
        default_country: 'ch',
      };
      const saved = await call('POST', 'staff/shop/customer-form', change);
      expect(saved.statusCode, saved.body).toBe(200);
      const after = {
        visible_fields: ['salutation', 'fname', 'lname', 'phone', 'email', 'password', 'city', 'country'],
        required_fields: ['fname', 'lname', 'email', 'password', 'country'],
        countries: ['CH', 'AT', 'DE'],
        salutations: ['none', 'ms'],
        default_country: 'CH',
      };
      expect(saved.json().data).toEqual(after);
      expect(await form()).toEqual(after);

      expect(await visitor('customer/attr', 'de')).toEqual({
        countries: { CH: 'Schweiz', AT: 'Österreich', DE: 'Deutschland' },
        salutations: { none: 'Keine Anrede', ms: 'Frau' },
        visible_fields: after.visible_fields,
        required_fields: after.required_fields,
      });
      expect((await visitor('shopinfo/config')).default_user_country_key).toBe('CH');

      const [entry] = await auditLog();
      expect(entry).toMatchObject({
        action: 'settings.update',
        subject_id: 'customer_form',
        before: { default_country: 'DE', countries: before.countries },
        after,
      });

      // The visitor's forms follow it: a country no longer offered is refused, the hidden street is not asked.
      const guest = await t.app.inject({
        method: 'POST',
        url: '/api/en/auth/guest',
        remoteAddress: '10.9.0.1',
        payload: {
          c: { salutation: 'ms', fname: 'Greta', lname: 'Guest', email: 'greta@example.org', country: 'FR' },
        },
      });
      expect(guest.statusCode).toBe(422);
      expect(Object.keys(guest.json().errors)).toEqual(['country']);
    });

    it('refuses what breaks the rules with a field map, and changes nothing', async () => {
      const before = await form();
      const logged = (await auditLog()).length;
      const cases: [Partial<CustomerFormSettings>, Record<string, string[]>][] = [
        [
          { visible_fields: before.visible_fields.filter((f) => f !== 'email') },
          { 'fields.email': ['always_asked'] },
        ],
        [
          { required_fields: before.required_fields.filter((f) => f !== 'password') },
          { 'fields.password': ['always_asked'] },
        ],
        [{ required_fields: [...before.required_fields, 'zip'] }, { 'fields.zip': ['required_hidden'] }],
        [{ countries: [] }, { countries: ['choose_one'], default_country: ['default_country_not_offered'] }],
        [{ countries: ['CH', 'XX'] }, { 'countries.1': ['invalid'] }],
        [{ default_country: 'FR' }, { default_country: ['default_country_not_offered'] }],
        [{ salutations: ['ms', 'dr'] }, { 'salutations.1': ['invalid'] }],
        [{ salutations: [] }, { salutations: ['choose_one'] }],
      ];
      for (const [change, errors] of cases) {
        const answer = await call('POST', 'staff/shop/customer-form', { ...before, ...change });
        expect(answer.statusCode, JSON.stringify(change)).toBe(422);
        expect(answer.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors });
      }
      // A field the contract does not know, and a body of the wrong shape: 422 too, never a 500.
      for (const body of [
        { ...before, visible_fields: [...before.visible_fields, 'birthday'] },
        { ...before, countries: 'DE' },
        { ...before, extra: true },
      ])
        expect((await call('POST', 'staff/shop/customer-form', body)).statusCode).toBe(422);
      expect(await form()).toEqual(before);
      expect(await auditLog()).toHaveLength(logged);
    });
  });

  describe('the payment types', () => {
    const body = (list: StaffPaymentType[]) => ({ types: list });

    it('lists the shop’s types in order, then the kinds it has none of', async () => {
      const settings = await types();
      expect(settings.types.map((type) => [type.payart_id, type.kind, type.offered])).toEqual([
        [1, 'card', true],
        [74, 'direct_debit', true],
        [164, 'direct_debit', true],
        [90, 'wallet', true],
        [95, 'express', true],
      ]);
      expect(settings.standard_names.card?.de).toBe('Kredit- oder Debitkarte');
    });

    it('offers, hides and orders types; visitors see the new list and cannot start a hidden one', async () => {
      const slot = await testSlot(t, 10);
      // An order paid by card: its payment type must survive being hidden.
      await paidOrder(t, [slot.item()]);
      const current = (await types()).types;
      const byId = (id: number) => current.find((type) => type.payart_id === id) as StaffPaymentType;
      const saved = await call(
        'POST',
        'staff/shop/payment-types',
        body([
          { ...byId(95), names: { ...byId(95).names, en: '  Pay in one click ' } },
          { ...byId(74) },
          { ...byId(1), offered: false },
          { ...byId(164), offered: false },
          { ...byId(90), offered: false },
        ]),
      );
      expect(saved.statusCode, saved.body).toBe(200);
      const after = saved.json().data as PaymentTypeSettings;
      expect(after.types.map((type) => [type.payart_id, type.offered])).toEqual([
        [95, true],
        [74, true],
        [1, false],
        [164, false],
        [90, false],
      ]);
      expect(after.types[0]?.names.en).toBe('Pay in one click');

      const payments = (await visitor('checkout/payments')).payments as { payartId: number; name: string }[];
      expect(payments.map((payment) => [payment.payartId, payment.name])).toEqual([
        [95, 'Pay in one click'],
        [74, 'SEPA direct debit'],
      ]);
      // The card's row stays: the order paid with it names it still.
      const [card] = await t.db
        .select()
        .from(paymentTypes)
        .where(and(eq(paymentTypes.shopId, DEMO_SHOP_ID), eq(paymentTypes.payartId, 1)));
      expect(card).toMatchObject({ offered: false, names: { en: 'Credit or debit card' } });

      // A hidden type is as unknown to a payment start as one that never existed.
      const start = (payart: number) =>
        t.app.inject({
          method: 'POST',
          url: `/api/en/checkout/initPayment?shop=${DEMO_SHOP_ID}`,
          remoteAddress: '10.9.0.2',
          payload: {
            payart,
            cart: { ver: 1, items: [slot.item()] },
            url: {
              continue: 'http://localhost:3000/en/checkout/accepted',
              cancel: 'http://localhost:3000/en/checkout/canceled',
            },
          },
        });
      const hidden = await start(90);
      const unknown = await start(9999);
      expect(hidden.statusCode).toBe(422);
      expect(hidden.json().code).toBe('PAYMENT_TYPE_UNKNOWN');
      expect(unknown.json().code).toBe('PAYMENT_TYPE_UNKNOWN');
      expect(hidden.json().message).toBe(unknown.json().message.replace('9999', '90'));

      const [entry] = await auditLog();
      expect(entry).toMatchObject({ action: 'settings.update', subject_id: 'payment_types' });
      const logged = entry as { before: { types: StaffPaymentType[] }; after: { types: StaffPaymentType[] } };
      expect(logged.before.types.map((type) => type.payart_id)).toEqual([1, 74, 164, 90, 95]);
      expect(logged.after.types.map((type) => [type.payart_id, type.offered])).toEqual([
        [95, true],
        [74, true],
        [1, false],
        [164, false],
        [90, false],
      ]);

      // Offered again, the card comes back where it is put.
      await call(
        'POST',
        'staff/shop/payment-types',
        body(after.types.map((type) => ({ ...type, offered: true }))),
      );
      expect(
        ((await visitor('checkout/payments')).payments as { payartId: number }[]).map((p) => p.payartId),
      ).toEqual([95, 74, 1, 164, 90]);
    });

    it('refuses no type offered, a kept type without a name, and a type of no shop; changes nothing', async () => {
      const before = await types();
      const logged = (await auditLog()).length;
      const list = before.types;
      const cases: [StaffPaymentType[], Record<string, string[]>][] = [
        [list.map((type) => ({ ...type, offered: false })), { types: ['choose_one'] }],
        [
          list.map((type, index) => (index === 1 ? { ...type, names: { de: 'Lastschrift' } } : type)),
          { 'types.1.names.en': ['required'] },
        ],
        [
          [...list, { payart_id: 4242, kind: 'card', offered: true, names: { en: 'Card' } }],
          {
            'types.5.payart_id': ['invalid'],
          },
        ],
        [
          list.map((type, index) => (index === 0 ? { ...type, kind: 'wallet' } : type)),
          { 'types.0.kind': ['invalid'] },
        ],
        [[...list, list[0] as StaffPaymentType], { 'types.5': ['duplicate_row'] }],
      ];
      for (const [sent, errors] of cases) {
        const answer = await call('POST', 'staff/shop/payment-types', body(sent));
        expect(answer.statusCode, JSON.stringify(errors)).toBe(422);
        expect(answer.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors });
      }
      expect((await call('POST', 'staff/shop/payment-types', { types: [{ kind: 'cash' }] })).statusCode).toBe(
        422,
      );
      expect(await types()).toEqual(before);
      expect(await auditLog()).toHaveLength(logged);
    });
  });
});

describe('a new kind of payment in a new shop', () => {
  let t: TestApp;
  let owner: string;

  beforeAll(async () => {
    t = await build();
    owner = await staffToken(t, 'owner');
  });
  afterAll(() => t.close());

  it('gets its usual payart id and the standard name; one left unoffered gets no row', async () => {
    const call = (method: 'GET' | 'POST', payload?: unknown) =>
      t.app.inject({
        method,
        url: `/api/en/staff/shop/payment-types?shop=${DEMO_SHOP_ID}&_=${owner}`,
        ...(payload ? { payload } : {}),
      });
    // The demo without its wallet and express types: they become kinds it has none of.
    await t.db
      .delete(paymentTypes)
      .where(and(eq(paymentTypes.shopId, DEMO_SHOP_ID), eq(paymentTypes.payartId, 90)));
    await t.db
      .delete(paymentTypes)
      .where(and(eq(paymentTypes.shopId, DEMO_SHOP_ID), eq(paymentTypes.payartId, 95)));
    const listed = (await call('GET')).json().data as PaymentTypeSettings;
    const fresh = listed.types.filter((type) => type.payart_id === null);
    expect(fresh.map((type) => [type.kind, type.offered, type.names.en])).toEqual([
      ['wallet', false, 'Apple Pay / Google Pay'],
      ['express', false, 'Express checkout'],
    ]);
    const wallet = fresh[0] as StaffPaymentType;
    const express = fresh[1] as StaffPaymentType;
    const saved = await call('POST', {
      types: [
        { ...wallet, offered: true },
        express,
        ...listed.types.filter((type) => type.payart_id !== null),
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = (saved.json().data as PaymentTypeSettings).types;
    expect(after.map((type) => [type.payart_id, type.kind, type.offered])).toEqual([
      [90, 'wallet', true],
      [1, 'card', true],
      [74, 'direct_debit', true],
      [164, 'direct_debit', true],
      [null, 'express', false],
    ]);
    // A second new wallet gets an id above every other and above the direct debits' 74 and 164.
    const again = await call('POST', {
      types: [
        ...after.filter((type) => type.payart_id !== null),
        { ...wallet, offered: true, names: { en: 'Wallet' } },
      ],
    });
    expect(again.statusCode, again.body).toBe(200);
    expect((again.json().data as PaymentTypeSettings).types.map((type) => type.payart_id)).toEqual([
      90,
      1,
      74,
      164,
      165,
      null,
    ]);
  });
});
