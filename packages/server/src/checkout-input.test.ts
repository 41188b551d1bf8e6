import { type CartItem, errorResponseSchema, suggestionSchema } from '@museum-shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from './db/schema/checkout.ts';
import { demoToday } from './db/seed/catalog.ts';
import {
  EXPRESS,
  execPayment,
  hotSlot,
  initPayment,
  RETURN_URLS,
  sandboxAction,
  scarceArticle,
} from './features/checkout/checkout.test-support.ts';
import { build, type TestApp } from './test-support/build.ts';
import { testClock } from './test-support/clock.ts';
import { malformedRawBodies } from './test-support/malformed-bodies.ts';
import { type TableChanges, tableChangeCounter } from './test-support/table-changes.ts';

/**
 * Malformed input for every checkout call (issue 12, "Bad input"): malformed carts, prices and
 * totals sent by the client, bad payment types and details, return addresses to other sites,
 * oversized, mistyped and broken bodies. Each answer is a coded 4xx in the contract's error shape,
 * never a 5xx, and every table is as it was: nothing is reserved, no cart, payment or order made.
 */

/** What the cases build their bodies from, made in beforeAll. */
interface Ctx {
  ticket: (count?: number) => CartItem;
  /** An article in stock, and one sold out. */
  article: number;
  soldOutArticle: number;
  /** A held cart, a booked and paid order, and a booked order whose payment is open. */
  cartId: string;
  orderId: string;
  unpaidOrderId: string;
}

type Body = (ctx: Ctx) => unknown;
interface Case {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  body?: Body;
  /** A raw body with its content type instead of JSON. */
  raw?: { body: string; type: string };
  /**
   * The call counts a payment start against the client's limit before it looks at the cart, so
   * the limit's counter may move; everything else must stay as it was.
   */
  countsStart?: boolean;
  /** The code expected, where one is certain. */
  code?: string;
  /** The status expected, where one is certain. */
  status?: number;
}

const cartOf = (ctx: Ctx, items: unknown[] = [ctx.ticket(1)]) => ({ ver: 1, items });
const withLine = (ctx: Ctx, line: Record<string, unknown>) => cartOf(ctx, [{ ...ctx.ticket(1), ...line }]);

/** Carts that no call may accept: each replaces the valid cart of a body. */
const badCarts: [string, Body][] = [
  ['ver 2', (c) => ({ ...cartOf(c), ver: 2 })],
  ['ver "1"', (c) => ({ ...cartOf(c), ver: '1' })],
  ['no ver', (c) => ({ items: [c.ticket(1)] })],
  ['no items', () => ({ ver: 1, items: [] })],
  ['items missing', () => ({ ver: 1 })],
  ['items an object', (c) => ({ ver: 1, items: { 0: c.ticket(1) } })],
  [
    '51 lines',
    (c) =>
      cartOf(
        c,
        Array.from({ length: 51 }, () => c.ticket(1)),
      ),
  ],
  ['an unknown line type', () => cartOf({} as Ctx, [{ type: 'parking', id: 1, count: 1 }])],
  ['a line without type', (c) => cartOf(c, [{ ...c.ticket(1), type: undefined }])],
  ['a null line', () => cartOf({} as Ctx, [null])],
  ['a negative count', (c) => withLine(c, { count: -1 })],
  ['a fractional count', (c) => withLine(c, { count: 1.5 })],
  ['a count over 500', (c) => withLine(c, { count: 501 })],
  ['a huge count', (c) => withLine(c, { count: 1e300 })],
  ['a count as a string', (c) => withLine(c, { count: '1' })],
  ['an id as a string', (c) => withLine(c, { id: String((c.ticket(1) as { id: number }).id) })],
  ['id 0', (c) => withLine(c, { id: 0 })],
  ['a negative id', (c) => withLine(c, { id: -5 })],
  ['an id over 2^31', (c) => withLine(c, { id: 2 ** 31 })],
  ['a price on a line', (c) => withLine(c, { price: 1 })],
  ['a total on a line', (c) => withLine(c, { total: 1 })],
  ['a totalPrice on a line', (c) => withLine(c, { totalPrice: 1 })],
  ['a unit_price on a line', (c) => withLine(c, { unit_price: 1 })],
  ['a total on the cart', (c) => ({ ...cartOf(c), total: 0 })],
  ['a totalPrice on the cart', (c) => ({ ...cartOf(c), totalPrice: 0 })],
  ['tax 19', (c) => ({ ...cartOf(c), tax: 19 })],
  ['tax -1', (c) => ({ ...cartOf(c), tax: -1 })],
  ['tax "0"', (c) => ({ ...cartOf(c), tax: '0' })],
  ['a datetime that is no date', (c) => withLine(c, { datetime: 'tomorrow' })],
  // Of the right shape but no date or time (this once answered 500 on suggest and initPayment).
  ['a datetime of 30 February', (c) => withLine(c, { datetime: '2030-02-30 10:00' })],
  ['a time of 25:61', (c) => withLine(c, { datetime: '2030-01-01 25:61' })],
  ['a datetime of month 13', (c) => withLine(c, { datetime: '2030-13-01 10:00' })],
  ['sub-tickets with a negative count', (c) => withLine(c, { subtickets: [{ id: 1, count: -1 }] })],
  [
    'answers of 10 kB',
    () =>
      cartOf({} as Ctx, [
        {
          type: 'guidedTour',
          tourId: 1,
          datetime: '2030-01-01 10:00',
          prices: [{ id: 1, count: 1 }],
          tickets: [],
          answers: [{ qId: 1, type: 'text', value: 'x'.repeat(10_000) }],
        },
      ]),
  ],
  ['a barcode of 1 kB', (c) => cartOf(c, [c.ticket(1), { type: 'voucherCode', barcode: 'X'.repeat(1024) }])],
  ['an empty barcode', (c) => cartOf(c, [c.ticket(1), { type: 'voucherCode', barcode: '' }])],
  ['a barcode as a number', (c) => cartOf(c, [c.ticket(1), { type: 'voucherCode', barcode: 42 }])],
  [
    'a voucher of a negative amount',
    () => cartOf({} as Ctx, [{ type: 'voucher', id: 1, count: 1, amount: -100 }]),
  ],
  ['a NUL in the document number', (c) => ({ ...cartOf(c), external_document_number: 'PO\u0000-1' })],
  ['a document number of 1 kB', (c) => ({ ...cartOf(c), external_document_number: 'x'.repeat(1024) })],
  ['request_invoice "yes"', (c) => ({ ...cartOf(c), request_invoice: 'yes' })],
  ['a null cart', () => null],
  ['a cart as an array', (c) => [c.ticket(1)]],
  ['a cart as a string', () => 'cart'],
];

const URL_PREFIX = '/api/en/checkout';
/** The calls that take a cart, with a valid body around it. */
const cartCalls: {
  name: string;
  url: string;
  body: (ctx: Ctx, cart: unknown) => unknown;
  countsStart?: boolean;
}[] = [
  { name: 'suggest', url: `${URL_PREFIX}/suggest`, body: (_, cart) => ({ cart }) },
  {
    name: 'initPayment',
    url: `${URL_PREFIX}/initPayment`,
    body: (_, cart) => ({ payart: EXPRESS, cart, url: RETURN_URLS }),
  },
  {
    name: 'shippingCosts',
    url: `${URL_PREFIX}/shippingCosts`,
    body: (_, cart) => ({ cart, country: 'DE' }),
  },
];
/** Shipping costs look at merchandise only: a ticket's impossible date does not concern them. */
const shippingIgnores = new Set(['a datetime of 30 February', 'a datetime of month 13']);
const cartCases: Case[] = cartCalls.flatMap((call) =>
  badCarts
    .filter(([what]) => !(call.name === 'shippingCosts' && shippingIgnores.has(what)))
    .map(([what, cart]) => ({
      name: `${call.name} with ${what}`,
      method: 'POST' as const,
      url: call.url,
      body: (ctx: Ctx) => call.body(ctx, cart(ctx)),
    })),
);

/** The calls that start a payment: payart, aux and url spoilt one at a time. */
const startCalls: { name: string; url: string; body: (ctx: Ctx) => Record<string, unknown> }[] = [
  {
    name: 'initPayment',
    url: `${URL_PREFIX}/initPayment`,
    body: (c) => ({ payart: EXPRESS, cart: cartOf(c), url: RETURN_URLS }),
  },
  {
    name: 'initPaymentOrder',
    url: `${URL_PREFIX}/initPaymentOrder`,
    body: (c) => ({ payart: EXPRESS, id: c.unpaidOrderId, url: RETURN_URLS }),
  },
];
const IBAN_OK = 'DE89 3704 0044 0532 0130 00';
/** [what, the fields replaced, whether the schema passes it (the call then counts a start), code]. */
const startSpoilers: [string, Record<string, unknown>, boolean, string?][] = [
  ['payart 0', { payart: 0 }, false],
  ['payart -1', { payart: -1 }, false],
  ['payart 1.5', { payart: 1.5 }, false],
  ['payart "95"', { payart: '95' }, false],
  ['payart null', { payart: null }, false],
  ['no payart', { payart: undefined }, false],
  ['an unknown payart', { payart: 9999 }, true, 'PAYMENT_TYPE_UNKNOWN'],
  ['payart 74 without details', { payart: 74 }, true, 'PAYMENT_DETAILS_INVALID'],
  [
    'payart 74 with an IBAN of the wrong shape',
    { payart: 74, aux: { accountHolder: 'Ada Lovelace', iban: 'DE00 1234 5678' } },
    true,
    'PAYMENT_DETAILS_INVALID',
  ],
  [
    'payart 74 with an IBAN of a wrong check sum',
    { payart: 74, aux: { accountHolder: 'Ada Lovelace', iban: 'DE89 3704 0044 0532 0130 01' } },
    true,
    'PAYMENT_DETAILS_INVALID',
  ],
  [
    'payart 74 with letters for an IBAN',
    { payart: 74, aux: { accountHolder: 'Ada Lovelace', iban: 'not an iban at all' } },
    true,
    'PAYMENT_DETAILS_INVALID',
  ],
  [
    'payart 74 with an IBAN of 43 characters',
    { payart: 74, aux: { accountHolder: 'Ada Lovelace', iban: 'D'.repeat(43) } },
    false,
  ],
  [
    'payart 164 without an account holder',
    { payart: 164, aux: { iban: IBAN_OK } },
    true,
    'PAYMENT_DETAILS_INVALID',
  ],
  [
    'an account holder with a control character',
    { payart: 74, aux: { accountHolder: 'Ada\u0007', iban: IBAN_OK } },
    false,
  ],
  [
    'an account holder of 1 kB',
    { payart: 74, aux: { accountHolder: 'A'.repeat(1024), iban: IBAN_OK } },
    false,
  ],
  ['a wallet not in the list', { aux: { wallets: ['PAYPAL'] } }, false],
  ['wallets in lower case', { aux: { wallets: ['applepay'] } }, false],
  ['three wallets', { aux: { wallets: ['APPLEPAY', 'GOOGLEPAY', 'APPLEPAY'] } }, false],
  ['wallets as a string', { aux: { wallets: 'APPLEPAY' } }, false],
  ['an unknown aux field', { aux: { cvv: '123' } }, false],
  ['aux as an array', { aux: [] }, false],
  [
    'a continue address on another site',
    { url: { ...RETURN_URLS, continue: 'https://evil.example/steal' } },
    true,
    'RETURN_ADDRESS_OUTSIDE_SHOP',
  ],
  [
    'a cancel address on another site',
    { url: { ...RETURN_URLS, cancel: 'https://localhost.evil.example/' } },
    true,
    'RETURN_ADDRESS_OUTSIDE_SHOP',
  ],
  [
    'a return address with credentials',
    { url: { ...RETURN_URLS, continue: 'http://user:pw@localhost:3000/en/checkout/accepted' } },
    true,
    'RETURN_ADDRESS_OUTSIDE_SHOP',
  ],
  [
    'a javascript: return address',
    { url: { ...RETURN_URLS, continue: 'javascript:alert(1)' } },
    true,
    'RETURN_ADDRESS_OUTSIDE_SHOP',
  ],
  [
    'an ftp return address',
    { url: { ...RETURN_URLS, cancel: 'ftp://localhost/x' } },
    true,
    'RETURN_ADDRESS_OUTSIDE_SHOP',
  ],
  ['a return address that is no address', { url: { ...RETURN_URLS, continue: 'accepted' } }, false],
  [
    'a return address of 3 kB',
    { url: { ...RETURN_URLS, continue: `http://localhost/${'x'.repeat(3000)}` } },
    false,
  ],
  ['no return addresses', { url: undefined }, false],
  ['a return address missing', { url: { continue: RETURN_URLS.continue } }, false],
  ['an extra field', { total: 1 }, false],
];
const startCases: Case[] = startCalls.flatMap((call) =>
  startSpoilers.map(([what, fields, reachesHandler, code]) => ({
    name: `${call.name} with ${what}`,
    method: 'POST' as const,
    url: call.url,
    body: (ctx: Ctx) => ({ ...call.body(ctx), ...fields }),
    countsStart: reachesHandler,
    ...(code ? { code } : {}),
  })),
);

/** Carts of a valid shape that cannot be booked: initPayment refuses them and holds nothing. */
const unbookable: [string, (ctx: Ctx) => unknown[]][] = [
  [
    'an unknown ticket',
    () => [{ type: 'ticket', id: 2_000_000_000, count: 1, datetime: '2030-01-01 10:00' }],
  ],
  ['more places than the slot has', (c) => [c.ticket(6)]],
  ['a slot that does not exist', (c) => [{ ...c.ticket(1), datetime: '2031-03-03 03:03' }]],
  ['a sold-out article', (c) => [{ type: 'merchandise', id: c.soldOutArticle, count: 1 }]],
  ['more pieces than in stock', (c) => [{ type: 'merchandise', id: c.article, count: 6 }]],
  ['an unknown article', () => [{ type: 'merchandise', id: 2_000_000_000, count: 1 }]],
  ['an unknown voucher product', () => [{ type: 'voucher', id: 2_000_000_000, count: 1 }]],
  ['an unknown voucher code', (c) => [c.ticket(1), { type: 'voucherCode', barcode: 'NO-SUCH-CODE' }]],
  [
    'an unknown tour',
    () => [
      {
        type: 'guidedTour',
        tourId: 2_000_000_000,
        datetime: '2030-01-01 10:00',
        prices: [{ id: 1, count: 1 }],
        tickets: [],
        answers: [],
      },
    ],
  ],
  ['a line of count 0', (c) => [c.ticket(0)]],
];
const unbookableCases: Case[] = unbookable.map(([what, items]) => ({
  name: `initPayment with ${what}`,
  method: 'POST' as const,
  url: `${URL_PREFIX}/initPayment`,
  body: (ctx: Ctx) => ({ payart: EXPRESS, cart: cartOf(ctx, items(ctx)), url: RETURN_URLS }),
  countsStart: true,
  code: 'CART_NOT_BOOKABLE',
}));

/** execPayment and cancel: a cart id that is missing, mistyped, too long, or nobody's. */
const cartIdCases: Case[] = [
  { name: 'execPayment', url: `${URL_PREFIX}/execPayment` },
  { name: 'cancel', url: `${URL_PREFIX}/cancel?noRedirect=1` },
].flatMap(({ name, url }) =>
  (
    [
      ['no cart id', () => ({})],
      ['a numeric cart id', () => ({ cartId: 42 })],
      ['a null cart id', () => ({ cartId: null })],
      ['a cart id of 65 characters', () => ({ cartId: 'x'.repeat(65) })],
      ['a cart id with a NUL', () => ({ cartId: 'abc\u0000def' })],
      ['a cart id as an array', (c) => ({ cartId: [c.cartId] })],
      ['an extra field', (c) => ({ cartId: c.cartId, amount: 0 })],
      ['an unknown cart id', () => ({ cartId: 'no-such-cart-0000000000000000000000000000' }), 'CART_GONE'],
      ['an empty cart id', () => ({ cartId: '' }), 'CART_GONE'],
    ] as [string, Body, string?][]
  ).map(([what, body, code]) => ({
    name: `${name} with ${what}`,
    method: 'POST' as const,
    url,
    body,
    ...(code ? { code } : {}),
  })),
);
const otherCases: Case[] = [
  {
    name: 'cancel with noRedirect=2',
    method: 'POST',
    url: `${URL_PREFIX}/cancel?noRedirect=2`,
    body: (c) => ({ cartId: c.cartId }),
  },
  {
    name: 'execPayment of a cart of another shop',
    method: 'POST',
    url: `${URL_PREFIX}/execPayment?shop=999`,
    body: (c) => ({ cartId: c.cartId }),
  },
  {
    name: 'execPayment with a srcURL of 3 kB',
    method: 'POST',
    url: `${URL_PREFIX}/execPayment?srcURL=${'x'.repeat(3000)}`,
    body: (c) => ({ cartId: c.cartId }),
  },
  {
    name: 'initPaymentOrder of an unknown order',
    method: 'POST',
    url: `${URL_PREFIX}/initPaymentOrder`,
    body: () => ({ payart: EXPRESS, id: 'no-such-order', url: RETURN_URLS }),
    countsStart: true,
    code: 'ORDER_NOT_AVAILABLE',
  },
  {
    name: 'initPaymentOrder of a paid order',
    method: 'POST',
    url: `${URL_PREFIX}/initPaymentOrder`,
    body: (c) => ({ payart: EXPRESS, id: c.orderId, url: RETURN_URLS }),
    countsStart: true,
    code: 'ORDER_ALREADY_PAID',
  },
  {
    name: 'initPaymentOrder with an id of 1 kB',
    method: 'POST',
    url: `${URL_PREFIX}/initPaymentOrder`,
    body: () => ({ payart: EXPRESS, id: 'x'.repeat(1024), url: RETURN_URLS }),
  },
  {
    name: 'shippingCosts with a country in lower case',
    method: 'POST',
    url: `${URL_PREFIX}/shippingCosts`,
    body: (c) => ({ cart: cartOf(c, [{ type: 'merchandise', id: c.article, count: 1 }]), country: 'de' }),
  },
  {
    name: 'shippingCosts with a country of three letters',
    method: 'POST',
    url: `${URL_PREFIX}/shippingCosts`,
    body: (c) => ({ cart: cartOf(c, [{ type: 'merchandise', id: c.article, count: 1 }]), country: 'DEU' }),
  },
  {
    name: 'shippingCosts without a country',
    method: 'POST',
    url: `${URL_PREFIX}/shippingCosts`,
    body: (c) => ({ cart: cartOf(c, [{ type: 'merchandise', id: c.article, count: 1 }]) }),
    code: 'COUNTRY_MISSING',
  },
  {
    name: 'shippingCosts to a country without costs',
    method: 'POST',
    url: `${URL_PREFIX}/shippingCosts`,
    body: (c) => ({ cart: cartOf(c, [{ type: 'merchandise', id: c.article, count: 1 }]), country: 'AQ' }),
    code: 'NO_SHIPPING_COSTS_FOR_COUNTRY',
  },
  ...[
    ['no id', ''],
    ['an empty id', '?id='],
    ['an unknown id', '?id=not-an-order'],
    ['an id of 65 characters', `?id=${'x'.repeat(65)}`],
    ['an id with a NUL', '?id=abc%00def'],
    ['an id given twice', '?id=a&id=b'],
    ['a broken escape', '?id=%E0%A4%A'],
    ['shop 999', '?id=not-an-order&shop=999'],
    ['shop x', '?id=not-an-order&shop=x'],
  ].map(([what, query]) => ({
    name: `order/review with ${what}`,
    method: 'GET' as const,
    url: `/api/en/order/review${query}`,
  })),
];

/** Bodies no call may take: missing, of another type, broken, or too large. */
const bodyCalls = [
  'suggest',
  'initPayment',
  'initPaymentOrder',
  'execPayment',
  'cancel?noRedirect=1',
  'shippingCosts',
].map((call) => `${URL_PREFIX}/${call}`);
const wholeBodyCases: Case[] = bodyCalls.flatMap((url) => [
  { name: `${url} without a body`, method: 'POST' as const, url },
  { name: `${url} with an array body`, method: 'POST' as const, url, body: () => [{}] },
  ...malformedRawBodies(url, { cartId: 'abc', payart: '95' }),
  {
    name: `${url} as XML`,
    method: 'POST' as const,
    url,
    raw: { body: '<cart ver="1"/>', type: 'application/xml' },
  },
  {
    name: `${url} larger than 256 KB`,
    method: 'POST' as const,
    url,
    body: (c: Ctx) => ({ cart: cartOf(c), cartId: c.cartId, padding: 'x'.repeat(300 * 1024) }),
    status: 413,
  },
  {
    name: `${url} with 10 000 lines (larger than 256 KB)`,
    method: 'POST' as const,
    url,
    body: (c: Ctx) => ({
      cart: cartOf(
        c,
        Array.from({ length: 10_000 }, () => c.ticket(1)),
      ),
    }),
    status: 413,
  },
  {
    name: `${url} in shop 999`,
    method: 'POST' as const,
    url: `${url}${url.includes('?') ? '&' : '?'}shop=999`,
    body: (c: Ctx) => ({ cart: cartOf(c) }),
  },
]);

const cases: Case[] = [
  ...cartCases,
  ...startCases,
  ...unbookableCases,
  ...cartIdCases,
  ...otherCases,
  ...wholeBodyCases,
];

describe('checkout calls with malformed input', () => {
  let t: TestApp;
  let ctx: Ctx;
  let snapshot: () => Promise<TableChanges>;
  const now = testClock();

  beforeAll(async () => {
    t = await build({
      app: {
        clock: () => now,
        checkout: { paymentStartsPerClient: { limit: 1_000_000, windowMs: 60_000 } },
      },
    });
    const slot = await hotSlot(t.db, 5, demoToday(now));
    const article = await scarceArticle(t.db, 5);
    const soldOut = await scarceArticle(t.db, 0);
    // A cart that holds a place, and an order that was paid, for the calls that name one.
    const held = await initPayment(t, [slot.item(1)], { payart: EXPRESS });
    expect(held.statusCode, held.body).toBe(200);
    const book = async () => {
      const paid = await initPayment(t, [slot.item(1)], { payart: EXPRESS });
      expect(paid.statusCode, paid.body).toBe(200);
      await sandboxAction(t, paid.json().data.redirect, 'pay');
      const booked = await execPayment(t, paid.json().data.cartId);
      expect(booked.statusCode, booked.body).toBe(200);
      return booked.json().data.booking_id as string;
    };
    const orderId = await book();
    // An order whose payment is open again (as after a failed direct debit): initPaymentOrder's case.
    const unpaidOrderId = await book();
    await t.db.update(orders).set({ paymentState: 'open' }).where(eq(orders.publicId, unpaidOrderId));
    ctx = {
      ticket: slot.item,
      article: article.articleId,
      soldOutArticle: soldOut.articleId,
      cartId: held.json().data.cartId,
      orderId,
      unpaidOrderId,
    };
    snapshot = await tableChangeCounter(t.db);
  }, 180_000);
  afterAll(() => t?.close());

  it('covers many cases', () => {
    expect(cases.length).toBeGreaterThan(250);
  });

  /** The tables as the last case left them: one case's "after" is the next one's "before". */
  let last: TableChanges | undefined;
  it.each(cases.map((c) => [c.name, c] as const))(
    '%s: a coded 4xx, nothing changed',
    async (_, c) => {
      const before = { ...(last ?? (await snapshot())) };
      const response = await t.app.inject({
        method: c.method,
        url: c.url,
        remoteAddress: '10.4.0.1',
        ...(c.raw
          ? { body: c.raw.body, headers: { 'content-type': c.raw.type } }
          : c.body === undefined
            ? {}
            : { payload: c.body(ctx) as Record<string, unknown> }),
      });
      const said = `${response.statusCode} ${response.body.slice(0, 300)}`;
      expect(response.statusCode, said).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, said).toBeLessThan(500);
      const parsed = errorResponseSchema.safeParse(response.json());
      expect(parsed.success, said).toBe(true);
      if (c.code) expect(parsed.data?.code, said).toBe(c.code);
      if (c.status) expect(response.statusCode, said).toBe(c.status);
      const after = await snapshot();
      last = { ...after };
      if (c.countsStart) {
        // Refused payment starts count against the client's limit (a flood of bad starts is a flood).
        delete before.rate_limit_counters;
        delete after.rate_limit_counters;
      }
      expect(after, said).toEqual(before);
    },
    60_000,
  );

  it('suggest reports unknown ids as line problems, and changes nothing', async () => {
    const before = await snapshot();
    const response = await t.app.inject({
      method: 'POST',
      url: `${URL_PREFIX}/suggest`,
      payload: {
        cart: cartOf(ctx, [
          { type: 'ticket', id: 2_000_000_000, count: 1, datetime: '2030-01-01 10:00' },
          { type: 'merchandise', id: 2_000_000_000, count: 1 },
        ]),
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const suggestion = suggestionSchema.parse(response.json().data);
    expect(suggestion.bookable).toBe(false);
    for (const line of suggestion.lines)
      expect(line.problems.length, JSON.stringify(line)).toBeGreaterThan(0);
    expect(await snapshot()).toEqual(before);
  });
});
