import { createHash } from 'node:crypto';
import { errorResponseSchema, sessionResponseSchema } from '@museum-shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shops } from './db/schema/config.ts';
import { build, type TestApp } from './test-support/build.ts';
import { malformedRawBodies } from './test-support/malformed-bodies.ts';
import { type TableChanges, tableChangeCounter } from './test-support/table-changes.ts';

/**
 * Malformed input for every account call and the config/content calls: each answer is a 4xx in the
 * contract's error shape, and the database is exactly as it was.
 */
const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const PASSWORD = md5('Sweep-Password-1');
const EMAIL = 'sweep@example.org';

/** Values no string field may take: wrong JSON types, NUL and other controls, broken Unicode, size. */
const badStrings: [string, unknown][] = [
  ['a number', 42],
  ['true', true],
  ['null', null],
  ['an array', ['a']],
  ['an object', { a: 1 }],
  ['a NUL byte', 'a\u0000b'],
  ['a control character', 'a\u0007b'],
  ['a lone surrogate', 'a\ud800b'],
  ['a huge string', 'x'.repeat(200_000)],
];

/** A body accepted as it is, for each call that takes one; the sweep spoils one field at a time. */
let formCount = 0;
const validForm = () => ({
  salutation: 'ms',
  fname: 'Ada',
  lname: 'Lovelace',
  company: '',
  phone: '',
  // Each case a new address, so no case is refused only because an earlier one took the address.
  email: `new.sweep.${++formCount}@example.org`,
  password: md5('another'),
  street: 'Lichtstraße 1',
  zip: '10115',
  city: 'Berlin',
  country: 'DE',
});
const shipping = { name: 'A', street: 'S', zip: '1', city: 'B', country: 'DE' };

interface Case {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  payload?: unknown;
  /** A raw body with its content type instead of JSON. */
  raw?: { body: string; type: string | undefined };
}

/** `token` is replaced by a valid session token of the registered customer. */
const TOKEN = '{token}';
const formCalls = [
  '/api/en/customer/register',
  '/api/en/customer/validate',
  `/api/en/customer/update?_=${TOKEN}`,
  '/api/en/auth/guest',
];
const bodyCalls: { url: string; body: Record<string, unknown> }[] = [
  { url: '/api/en/auth/login', body: { _u: EMAIL, _p: PASSWORD } },
  { url: '/api/en/customer/pwdreset', body: { email: EMAIL, backlink: 'https://shop.example/en/recover' } },
  { url: '/api/en/customer/pwdconfirm', body: { token: 'x'.repeat(43), _p: PASSWORD } },
  { url: `/api/en/customer/pwdchange?_=${TOKEN}`, body: { _po: PASSWORD, _pn: PASSWORD } },
  { url: `/api/en/customer/emailchange?_=${TOKEN}`, body: { _po: PASSWORD, email: 'other@example.org' } },
  { url: '/api/en/customer/emailconfirm', body: { token: 'x'.repeat(43) } },
  { url: `/api/en/customer/export?_=${TOKEN}`, body: { _po: PASSWORD } },
  { url: `/api/en/customer/delete?_=${TOKEN}`, body: { _po: PASSWORD } },
  ...formCalls.map((url) => ({ url, body: { c: validForm() } })),
];
const tokenCalls = [
  { method: 'GET' as const, url: '/api/en/customer' },
  { method: 'GET' as const, url: '/api/en/customer/orders' },
  { method: 'POST' as const, url: '/api/en/customer/pwdchange', payload: { _po: PASSWORD, _pn: PASSWORD } },
];

/** Every field of every body gets every bad value; with `_po` on pwdconfirm a wrong password is bad too. */
const fieldCases: Case[] = bodyCalls.flatMap(({ url, body }) =>
  Object.keys(body).flatMap((field) =>
    badStrings
      .filter(([, value]) => !(field === 'c' && value === null))
      .map(([what, value]) => ({
        name: `${url} with ${what} in ${field}`,
        method: 'POST' as const,
        url,
        payload: { ...body, [field]: value },
      })),
  ),
);
const formFieldCases: Case[] = formCalls.flatMap((url) =>
  [...Object.keys(validForm()), 'shipping'].flatMap((field) =>
    badStrings
      .filter(([, value]) => !(field === 'shipping' && value === null))
      .map(([what, value]) => ({
        name: `${url} with ${what} in c.${field}`,
        method: 'POST' as const,
        url,
        payload: { c: { ...validForm(), [field]: value } },
      })),
  ),
);
/** Addresses that look like another one: refused where an address is stored. */
const lookalikeEmails = ['ada\u202e@example.org', 'ada\u200b@example.org', 'ad\u00ada@example.org'];
const lookalikeCases: Case[] = lookalikeEmails.flatMap((email) => [
  ...['/api/en/customer/register', '/api/en/auth/guest'].map((url) => ({
    name: `${url} with the look-alike address ${JSON.stringify(email)}`,
    method: 'POST' as const,
    url,
    payload: { c: { ...validForm(), email } },
  })),
  {
    name: `emailchange to the look-alike address ${JSON.stringify(email)}`,
    method: 'POST' as const,
    url: `/api/en/customer/emailchange?_=${TOKEN}`,
    payload: { _po: PASSWORD, email },
  },
]);
const shippingCases: Case[] = Object.keys(shipping).flatMap((field) =>
  badStrings.map(([what, value]) => ({
    name: `register with ${what} in c.shipping.${field}`,
    method: 'POST' as const,
    url: '/api/en/customer/register',
    payload: { c: { ...validForm(), shipping: { ...shipping, [field]: value } } },
  })),
);
const wholeBodyCases: Case[] = bodyCalls.flatMap(({ url, body }) => [
  { name: `${url} without a body`, method: 'POST' as const, url },
  { name: `${url} with an array body`, method: 'POST' as const, url, payload: [body] },
  ...malformedRawBodies(url, body as Record<string, unknown>),
  {
    name: `${url} too large`,
    method: 'POST' as const,
    url,
    payload: { ...body, padding: 'x'.repeat(300 * 1024) },
  },
  { name: `${url} in shop 999`, method: 'POST' as const, url: withQuery(url, 'shop=999'), payload: body },
  { name: `${url} in shop 0`, method: 'POST' as const, url: withQuery(url, 'shop=0'), payload: body },
  {
    name: `${url} in shop [1,2]`,
    method: 'POST' as const,
    url: withQuery(url, 'shop=1&shop=2'),
    payload: body,
  },
  { name: `${url} in shop x`, method: 'POST' as const, url: withQuery(url, 'shop=x'), payload: body },
]);
const tokenCases: Case[] = tokenCalls.flatMap(({ method, url, payload }) =>
  [
    ['no token', ''],
    ['an empty token', '_='],
    ['a wrong token', '_=wrong'],
    ['a token given twice', `_=${TOKEN}&_=${TOKEN}`],
    ['two different tokens', `_=${TOKEN}&_=other`],
    ['a very long token', `_=${'x'.repeat(5000)}`],
    ['a NUL in the token', `_=${TOKEN}%00`],
    ['an encoded NUL token', '_=%00'],
    ['a broken escape', '_=%E0%A4%A'],
    ['another shop', `_=${TOKEN}&shop=999`],
  ].map(([what, query]) => ({
    name: `${method} ${url} with ${what}`,
    method,
    url: withQuery(url, query ?? ''),
    payload,
  })),
);
const getCases: Case[] = [
  '/api/en/customer/attr?shop=999',
  '/api/en/customer/attr?shop=1&shop=2',
  '/api/en/customer/attr?shop=-1',
  '/api/en/customer/attr?shop=1e400',
  '/api/en/customer/attr?shop=%00',
  '/api/xx/customer/attr',
  '/api/en/shopinfo/config',
  '/api/en/shopinfo/config?shop=999',
  '/api/en/shopinfo/config?shop=1&shop=2',
  '/api/en/shopinfo/config?shop=abc',
  '/api/en/shopinfo/config?shop=2147483648',
  '/api/en/shopinfo/config?shop=1.5',
  '/api/en/shopinfo/config?shop=%00',
  `/api/en/shopinfo/config?shop=${'9'.repeat(5000)}`,
  '/api/en/shopinfo',
  '/api/en/shopinfo?shop=999',
  '/api/en/shopinfo?shop=1&shop=1',
  '/api/en/shopinfo?shop=',
  '/api/en/page/imprint',
  '/api/en/page/imprint?shop=999',
  '/api/en/page/imprint?shop=1&shop=2',
  '/api/en/page/nope?shop=1',
  '/api/en/page/%00?shop=1',
  '/api/en/page/%E2%80%AE?shop=1',
  '/api/en/page/__proto__?shop=1',
  '/api/en/page/constructor?shop=1',
  `/api/en/page/${'x'.repeat(5000)}?shop=1`,
  '/api/en/page/%F0%9F%92%A9?shop=1',
  '/api/en/page/%ZZ?shop=1',
  '/api/EN/page/%C0%80?shop=1',
].map((url) => ({ name: `GET ${url.slice(0, 80)}`, method: 'GET' as const, url }));

function withQuery(url: string, query: string): string {
  if (query === '') return url;
  return url.includes('?') ? `${url}&${query}` : `${url}?${query}`;
}

const cases: Case[] = [
  ...fieldCases,
  ...formFieldCases,
  ...shippingCases,
  ...lookalikeCases,
  ...wholeBodyCases,
  ...tokenCases,
  ...getCases,
];

describe('account, config and content calls with malformed input', () => {
  let t: TestApp;
  let token: string;
  let snapshot: () => Promise<TableChanges>;

  beforeAll(async () => {
    t = await build({ app: { clock: () => new Date('2026-06-01T10:00:00Z') } });
    // Registration on, and one customer whose token the calls can use.
    const [shop] = await t.db.select().from(shops).where(eq(shops.id, 1));
    if (!shop) throw new Error('the demo shop is missing');
    await t.db
      .update(shops)
      .set({ config: { ...shop.config, user_registration: true } })
      .where(eq(shops.id, 1));
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/en/customer/register',
      payload: { c: { ...validForm(), email: EMAIL, password: PASSWORD } },
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/en/auth/login',
      payload: { _u: EMAIL, _p: PASSWORD },
    });
    token = sessionResponseSchema.parse(login.json()).data.token;

    snapshot = await tableChangeCounter(t.db);
  });
  afterAll(() => t.close());

  it('covers many cases', () => {
    expect(cases.length).toBeGreaterThan(500);
  });

  /**
   * The tables as the last case left them: the cases run one after another, so one case's "after" is
   * the next one's "before", and each case digests the tables once instead of twice.
   */
  let last: TableChanges | undefined;
  it.each(cases.map((c) => [c.name, c] as const))('%s: a coded 4xx, nothing changed', async (_, c) => {
    const url = c.url.replaceAll(TOKEN, token);
    const before = last ?? (await snapshot());
    const response = await t.app.inject({
      method: c.method,
      url,
      ...(c.raw
        ? { body: c.raw.body, headers: c.raw.type ? { 'content-type': c.raw.type } : {} }
        : c.payload === undefined
          ? {}
          : { payload: c.payload as Record<string, unknown> }),
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBeGreaterThanOrEqual(400);
    expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);
    expect(errorResponseSchema.safeParse(response.json()).success, response.body.slice(0, 300)).toBe(true);
    last = await snapshot();
    expect(last).toEqual(before);
  });
});
