import type { CartItem } from '@museum-shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchandise } from '../../../db/schema/merchandise.ts';
import { DEMO_SHIPPING } from '../../../db/seed/checkout.ts';
import { DEMO_SHOP_ID } from '../../../db/seed/shop.ts';
import { build, type TestApp } from '../../../test-support/build.ts';
import { parcelWeight, type ShippingStep, shippingStep } from './shipping.service.ts';

const article = (
  id: number,
  count: number,
  type: 'merchandise' | 'annualPass' = 'merchandise',
): CartItem => ({
  type,
  id,
  count,
});

describe('shipping as pure functions', () => {
  const weights = new Map([
    [1, 250],
    [2, 1_200],
    [3, 0],
  ]);
  it.each([
    { name: 'nothing weighs 0', lines: [], grams: 0 },
    { name: 'weight × count', lines: [{ id: 1, count: 4 }], grams: 1_000 },
    {
      name: 'summed over lines',
      lines: [
        { id: 1, count: 2 },
        { id: 2, count: 3 },
      ],
      grams: 4_100,
    },
    { name: 'an article of 0 g', lines: [{ id: 3, count: 5 }], grams: 0 },
    { name: 'an unknown article counts 0', lines: [{ id: 99, count: 5 }], grams: 0 },
  ])('parcelWeight: $name', ({ lines, grams }) => {
    expect(parcelWeight(lines, weights)).toBe(grams);
  });

  const steps: ShippingStep[] = [
    { weightFrom: 5_000, cost: 990 },
    { weightFrom: 0, cost: 490 },
    { weightFrom: 1_000, cost: 690 },
  ];
  it.each([
    { grams: 0, cost: 490 },
    { grams: 999, cost: 490 },
    { grams: 1_000, cost: 690 },
    { grams: 4_999, cost: 690 },
    { grams: 5_000, cost: 990 },
    { grams: 250_000, cost: 990 },
  ])('shippingStep: $grams g → $cost (steps in any order)', ({ grams, cost }) => {
    expect(shippingStep(steps, grams)?.cost).toBe(cost);
  });
  it('shippingStep: no step for a country, or none as light as the parcel', () => {
    expect(shippingStep([], 100)).toBeUndefined();
    expect(shippingStep([{ weightFrom: 500, cost: 300 }], 499)).toBeUndefined();
  });
});

describe('POST checkout/shippingCosts', () => {
  let t: TestApp;
  /** Articles of the test's own, one per weight, by weight in grams. */
  const byWeight = new Map<number, number>();
  let guests = 0;

  beforeAll(async () => {
    t = await build();
    const rows = await t.db
      .insert(merchandise)
      .values(
        [1, 999, 1_000, 4_999, 5_000].map((weight) => ({
          shopId: DEMO_SHOP_ID,
          name: { en: `Parcel test ${weight} g` },
          description: { en: '' },
          price: 100,
          vatValue: 19,
          stock: 100,
          weight,
        })),
      )
      .returning({ id: merchandise.id, weight: merchandise.weight });
    for (const row of rows) byWeight.set(row.weight, row.id);
  });
  afterAll(() => t.close());

  const grams = (weight: number, count = 1) => article(byWeight.get(weight) as number, count);

  function shippingCosts(items: CartItem[], options: { country?: string; token?: string } = {}) {
    return t.app.inject({
      method: 'POST',
      url: `/api/en/checkout/shippingCosts${options.token ? `?_=${options.token}` : ''}`,
      payload: { cart: { ver: 1, items }, ...(options.country ? { country: options.country } : {}) },
    });
  }

  /** A guest customer with a billing address in `country`, as a visitor becomes one before paying. */
  async function guest(country: string, shipping?: { country: string }) {
    guests += 1;
    const address = { street: 'Lichtweg 1', zip: '10117', city: 'Lumen' };
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/en/auth/guest',
      remoteAddress: `10.9.0.${guests}`,
      payload: {
        c: {
          salutation: 'ms',
          fname: 'Greta',
          lname: 'Guest',
          company: '',
          phone: '+49 30 1234567',
          email: `shipping-guest${guests}@example.org`,
          ...address,
          country,
          ...(shipping ? { shipping: { name: 'Greta Guest', ...address, ...shipping } } : {}),
        },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.token as string;
  }

  it('costs by the body country and the weight steps, at their exact boundaries', async () => {
    const de = DEMO_SHIPPING.DE as readonly number[];
    const cases: [CartItem[], number][] = [
      [[grams(1)], de[0] as number],
      [[grams(999)], de[0] as number],
      [[grams(1_000)], de[1] as number],
      [[grams(999), grams(1)], de[1] as number],
      [[grams(4_999)], de[1] as number],
      [[grams(5_000)], de[2] as number],
      [[grams(4_999), grams(1)], de[2] as number],
      [[grams(1, 500), grams(999, 4), grams(1)], de[1] as number], // 500 + 3996 + 1 = 4497 g
    ];
    for (const [items, cost] of cases) {
      const response = await shippingCosts(items, { country: 'DE' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ data: cost });
    }
    expect((await shippingCosts([grams(1_000)], { country: 'CH' })).json()).toEqual({
      data: DEMO_SHIPPING.CH?.[1],
    });
  });

  it("costs to a signed-in customer's country, or to the body's country (the checkout's shipping address) when one is sent", async () => {
    const token = await guest('AT');
    const response = await shippingCosts([grams(5_000)], { token });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ data: DEMO_SHIPPING.AT?.[2] });
    expect((await shippingCosts([grams(1)], { token, country: 'DE' })).json()).toEqual({
      data: DEMO_SHIPPING.DE?.[0],
    });
  });

  it('costs to the shipping address where the customer gave one', async () => {
    const token = await guest('DE', { country: 'FR' });
    expect((await shippingCosts([grams(1)], { token })).json()).toEqual({ data: DEMO_SHIPPING.FR?.[0] });
  });

  it('takes the body country when the token is not valid', async () => {
    const response = await shippingCosts([grams(1)], { token: 'not-a-session', country: 'SE' });
    expect(response.json()).toEqual({ data: DEMO_SHIPPING.SE?.[0] });
  });

  it('costs 0 without merchandise, with or without a country', async () => {
    const ticketOnly: CartItem[] = [{ type: 'voucherCode', barcode: 'LIGHT-25' }];
    expect((await shippingCosts(ticketOnly)).json()).toEqual({ data: 0 });
    expect((await shippingCosts(ticketOnly, { country: 'PL' })).json()).toEqual({ data: 0 });
    expect((await shippingCosts([grams(1, 0)], { country: 'DE' })).json()).toEqual({ data: 0 });
  });

  it('counts an unknown article as 0 g: the lightest step still applies', async () => {
    const response = await shippingCosts([article(2_000_000, 3)], { country: 'DE' });
    expect(response.json()).toEqual({ data: DEMO_SHIPPING.DE?.[0] });
  });

  it('answers 422 NO_SHIPPING_COSTS_FOR_COUNTRY for a country without an entry', async () => {
    const response = await shippingCosts([grams(1)], { country: 'PL' });
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('NO_SHIPPING_COSTS_FOR_COUNTRY');
  });

  it('answers 422 COUNTRY_MISSING without a session or a country', async () => {
    const response = await shippingCosts([grams(1)]);
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('COUNTRY_MISSING');
  });

  it('refuses a malformed country', async () => {
    const response = await shippingCosts([grams(1)], { country: 'de' });
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  });
});
