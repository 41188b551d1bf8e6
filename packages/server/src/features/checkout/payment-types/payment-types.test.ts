import { LANGUAGES, type PaymentAux, type PaymentKind, paymentsEndpoint } from '@museum-shop/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentTypes } from '../../../db/schema/checkout.ts';
import { DEMO_SHOP_ID } from '../../../db/seed/shop.ts';
import { build, type TestApp } from '../../../test-support/build.ts';
import { cachedPaymentTypes, checkPaymentDetails } from './payment-types.service.ts';

const VALID_IBAN = 'DE89370400440532013000';

describe('checkPaymentDetails', () => {
  const cases: { name: string; kind: PaymentKind; payart: number; aux: PaymentAux; errors: unknown }[] = [
    { name: 'a card needs nothing', kind: 'card', payart: 1, aux: {}, errors: null },
    { name: 'express needs nothing', kind: 'express', payart: 95, aux: {}, errors: null },
    {
      name: 'direct debit with holder and IBAN',
      kind: 'direct_debit',
      payart: 74,
      aux: { accountHolder: 'Greta Guest', iban: VALID_IBAN },
      errors: null,
    },
    {
      name: 'an IBAN as printed: spaces and lower case',
      kind: 'direct_debit',
      payart: 164,
      aux: { accountHolder: 'Lumen GmbH', iban: 'de89 3704 0044 0532 0130 00' },
      errors: null,
    },
    {
      name: 'an IBAN of another SEPA country',
      kind: 'direct_debit',
      payart: 74,
      aux: { accountHolder: 'Jan de Vries', iban: 'NL91ABNA0417164300' },
      errors: null,
    },
    {
      name: 'direct debit without anything',
      kind: 'direct_debit',
      payart: 74,
      aux: {},
      errors: { accountHolder: ['required'], iban: ['required'] },
    },
    {
      name: 'a holder of blanks only',
      kind: 'direct_debit',
      payart: 74,
      aux: { accountHolder: '   ', iban: VALID_IBAN },
      errors: { accountHolder: ['required'] },
    },
    {
      name: 'a holder of one letter (after trimming)',
      kind: 'direct_debit',
      payart: 74,
      aux: { accountHolder: '  G ', iban: VALID_IBAN },
      errors: { accountHolder: ['tooShort'] },
    },
    {
      name: 'a holder of exactly 2 characters',
      kind: 'direct_debit',
      payart: 74,
      aux: { accountHolder: 'Li', iban: VALID_IBAN },
      errors: null,
    },
    {
      name: 'a holder of exactly 70 characters',
      kind: 'direct_debit',
      payart: 74,
      aux: { accountHolder: 'x'.repeat(70), iban: VALID_IBAN },
      errors: null,
    },
    {
      name: 'a holder of 71 characters',
      kind: 'direct_debit',
      payart: 74,
      aux: { accountHolder: 'x'.repeat(71), iban: VALID_IBAN },
      errors: { accountHolder: ['tooLong'] },
    },
    {
      name: 'an IBAN with a wrong check digit',
      kind: 'direct_debit',
      payart: 74,
      aux: { accountHolder: 'Greta Guest', iban: 'DE88370400440532013000' },
      errors: { iban: ['invalidIban'] },
    },
    {
      name: 'an IBAN of the wrong length',
      kind: 'direct_debit',
      payart: 164,
      aux: { accountHolder: 'Greta Guest', iban: 'DE8937040044053201300' },
      errors: { iban: ['invalidIban'] },
    },
    {
      name: 'not an IBAN at all',
      kind: 'direct_debit',
      payart: 74,
      aux: { accountHolder: 'Greta Guest', iban: 'hello' },
      errors: { iban: ['invalidIban'] },
    },
    {
      name: 'payart 74 is a direct debit whatever the kind says (spec §9)',
      kind: 'card',
      payart: 74,
      aux: {},
      errors: { accountHolder: ['required'], iban: ['required'] },
    },
    {
      name: 'a wallet payment names a wallet',
      kind: 'wallet',
      payart: 90,
      aux: { wallets: ['APPLEPAY'] },
      errors: null,
    },
    {
      name: 'a wallet payment with both wallets',
      kind: 'wallet',
      payart: 90,
      aux: { wallets: ['APPLEPAY', 'GOOGLEPAY'] },
      errors: null,
    },
    {
      name: 'a wallet payment without wallets',
      kind: 'wallet',
      payart: 90,
      aux: {},
      errors: { wallets: ['required'] },
    },
    {
      name: 'a wallet payment with an empty list',
      kind: 'wallet',
      payart: 90,
      aux: { wallets: [] },
      errors: { wallets: ['required'] },
    },
  ];
  it.each(cases)('$name', ({ kind, payart, aux, errors }) => {
    expect(checkPaymentDetails(kind, payart, aux)).toEqual(errors);
  });
});

describe('GET checkout/payments', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build();
  });
  afterAll(() => t.close());

  const payments = async (lang: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/${lang}/checkout/payments?shop=1` });
    expect(response.statusCode).toBe(200);
    return paymentsEndpoint.response.parse(response.json()).data.payments;
  };

  it('lists the payment types in sequence_no order, named in English', async () => {
    const list = await payments('en');
    expect(list.map(({ payartId, kind, name }) => ({ payartId, kind, name }))).toEqual([
      { payartId: 1, kind: 'card', name: 'Credit or debit card' },
      { payartId: 74, kind: 'direct_debit', name: 'SEPA direct debit' },
      { payartId: 164, kind: 'direct_debit', name: 'SEPA direct debit for companies' },
      { payartId: 90, kind: 'wallet', name: 'Apple Pay / Google Pay' },
      { payartId: 95, kind: 'express', name: 'Express checkout' },
    ]);
    for (const payment of list) expect(Object.keys(payment.names).sort()).toEqual([...LANGUAGES].sort());
  });

  it('names them in the request’s language', async () => {
    const list = await payments('de');
    expect(list.map((payment) => payment.name)).toEqual([
      'Kredit- oder Debitkarte',
      'SEPA-Lastschrift',
      'SEPA-Firmenlastschrift',
      'Apple Pay / Google Pay',
      'Express-Bezahlung',
    ]);
  });

  it('finds the payment type of a payment start in a list each process keeps for the cache time', async () => {
    const find = cachedPaymentTypes(t.db, 60_000);
    expect((await find(DEMO_SHOP_ID, 95))?.kind).toBe('express');
    expect(await find(DEMO_SHOP_ID, 12_345)).toBeUndefined();
    await t.db
      .delete(paymentTypes)
      .where(and(eq(paymentTypes.shopId, DEMO_SHOP_ID), eq(paymentTypes.payartId, 90)));
    expect((await find(DEMO_SHOP_ID, 90))?.kind).toBe('wallet');
    expect(await cachedPaymentTypes(t.db, 0)(DEMO_SHOP_ID, 90)).toBeUndefined();
  });
});
