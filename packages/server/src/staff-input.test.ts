import {
  type Endpoint,
  errorResponseSchema,
  fillPath,
  STAFF_BOOK_ENDPOINTS,
  STAFF_ENDPOINTS,
} from '@museum-shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { paidOrder, staffToken, testSlot } from './features/staff/staff.test-support.ts';
import { addDays } from './lib/dates.ts';
import { build, type TestApp } from './test-support/build.ts';
import { testClock, testToday } from './test-support/clock.ts';
import { malformedRawBodies } from './test-support/malformed-bodies.ts';
import { type TableChanges, tableChangeCounter } from './test-support/table-changes.ts';

/**
 * Malformed input for every staff call (issue 25), generated from STAFF_ENDPOINTS and the books'
 * reports (STAFF_BOOK_ENDPOINTS, decision 0032): each body field, query parameter and path
 * parameter in turn gets values its schema refuses, whole bodies are
 * broken, tokens are wrong; then well-formed values that are no real date, id or line. Each answer
 * is a coded 4xx in the contract's shape, and the database is exactly as it was.
 */

const label = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;
/** Placeholders for what beforeAll makes: replaced in each case's address and body when it is sent. */
const TOKEN = '{token}';
const ORDER = '{order}';
const MEMBER = '{member}';
const SLOT = 1_999_999_999;
const today = testToday();

/** A call each endpoint would take (the sweep spoils one part of it at a time); never sent as it is. */
function validCall(endpoint: Endpoint) {
  const params: Record<string, string> = { number: ORDER, id: MEMBER, refund: 'no-such-refund' };
  const period = { from: addDays(today, -7), to: today };
  const queries: Record<string, Record<string, string>> = {
    'GET staff/members': { limit: '10' },
    'GET staff/orders': { q: 'a', from: period.from, to: period.to, state: 'paid', limit: '10' },
    'GET staff/audit': { from: period.from, to: period.to, limit: '10' },
    'GET staff/day-sheet': { date: today },
    'GET staff/day-sheet/list': { date: today },
    'GET staff/reports/sales': { ...period, group: 'product' },
    'GET staff/reports/utilisation': period,
    'GET staff/reports/export': { ...period, report: 'sales', format: 'csv' },
    'GET staff/reports/vat': period,
    'GET staff/reports/vouchers': period,
    'GET staff/reports/passes': period,
  };
  const bodies: Record<string, Record<string, unknown>> = {
    'POST staff/auth/login': { email: 'nobody@museum.example', password: 'correct horse battery' },
    'POST staff/auth/accept': { token: 'x'.repeat(43), password: 'correct horse battery', name: 'A' },
    'POST staff/auth/invitation': { token: 'x'.repeat(43) },
    'POST staff/members/invite': { email: 'new@museum.example', name: 'New', role: 'viewer', lang: 'de' },
    'POST staff/members/:id': { name: 'Renamed', role: 'viewer', active: true },
    'POST staff/settings': { box_office_refund_limit: 5_000 },
    'POST staff/orders/:number/refund': { lines: [0], reason: 'test' },
    'POST staff/orders/:number/refunds/:refund/manual': { reference: 'Transfer 1' },
    'POST staff/orders/:number/cancel': { reason: 'test' },
    'POST staff/orders/:number/notes': { text: 'note' },
    'POST staff/tickets/check': { code: 'T1.1.NOTHING' },
    'POST staff/slots/close': { kind: 'event', slot_id: SLOT, closed: true, reason: 'r' },
    'POST staff/days/close': { date: today, closed: true, reason: 'r' },
    'POST staff/slots/capacity': { kind: 'event', slot_id: SLOT, capacity: 10 },
  };
  const query: Record<string, string> = {
    ...(endpoint.access === 'staff' ? { _: TOKEN } : {}),
    ...queries[label(endpoint)],
  };
  return { params, query, body: endpoint.body ? bodies[label(endpoint)] : undefined };
}

/** Values no field of the wrong kind may take; each case keeps only those the field's schema refuses. */
const badValues: [string, unknown][] = [
  ['a number', 42],
  ['a negative number', -1],
  ['a fraction', 1.5],
  ['a huge number', 1e300],
  ['a number over 2^31', 2 ** 31],
  ['a numeric string', '42'],
  ['an empty string', ''],
  ['true', true],
  ['null', null],
  ['an array', ['a']],
  ['an empty array', []],
  ['an object', { a: 1 }],
  ['a NUL byte', 'a\u0000b'],
  ['a control character', 'a\u0007b'],
  ['a lone surrogate', 'a\ud800b'],
  ['a huge string', 'x'.repeat(200_000)],
];
/** Query and path values as they are sent (encoded), with what the server decodes them to. */
const badTexts: [string, string, unknown][] = [
  ['an empty value', '', ''],
  ['a NUL', 'a%00b', 'a\u0000b'],
  ['a control character', 'a%07b', 'a\u0007b'],
  ['a right-to-left override', '%E2%80%AE', '\u202e'],
  ['5000 characters', 'x'.repeat(5000), 'x'.repeat(5000)],
  ['a word', 'abc', 'abc'],
  ['-1', '-1', '-1'],
  ['0', '0', '0'],
  ['1.5', '1.5', '1.5'],
  ['1e400', '1e400', '1e400'],
  ['__proto__', '__proto__', '__proto__'],
];

interface Case {
  name: string;
  method: 'GET' | 'POST';
  /** With `{token}` for the staff token. */
  url: string;
  payload?: unknown;
  raw?: { body: string; type: string };
}

const shapeOf = (schema: z.ZodMiniType | undefined) =>
  ((schema as z.ZodMiniObject | undefined)?.shape ?? {}) as Record<string, z.ZodMiniType>;

function urlOf(endpoint: Endpoint, params: Record<string, string>, query: [string, string][]) {
  const search = query.map(([key, value]) => `${key}=${value}`).join('&');
  return `/api/en/${fillPath(endpoint.path, params)}${search ? `?${search}` : ''}`;
}
const encodeQuery = (query: Record<string, string>): [string, string][] =>
  Object.entries(query).map(([key, value]) => [key, value === TOKEN ? value : encodeURIComponent(value)]);

function casesOf(endpoint: Endpoint): Case[] {
  const { params, query, body } = validCall(endpoint);
  const name = label(endpoint);
  const method = endpoint.method;
  const url = urlOf(endpoint, params, encodeQuery(query));
  const withBody = body === undefined ? {} : { payload: body };
  const cases: Case[] = [];

  // Each body field, and a field the body does not have.
  if (endpoint.body && body) {
    for (const field of Object.keys(shapeOf(endpoint.body))) {
      for (const [what, value] of badValues) {
        const spoilt = { ...body, [field]: value };
        if (endpoint.body.safeParse?.(spoilt).success ?? true) continue;
        cases.push({ name: `${name} with ${what} in ${field}`, method, url, payload: spoilt });
      }
      if (field in body) {
        const { [field]: _gone, ...without } = body;
        if (!endpoint.body.safeParse?.(without).success)
          cases.push({ name: `${name} without ${field}`, method, url, payload: without });
      }
    }
    cases.push(
      { name: `${name} with an extra field`, method, url, payload: { ...body, total: 1 } },
      { name: `${name} without a body`, method, url },
      { name: `${name} with an array body`, method, url, payload: [body] },
      {
        name: `${name} larger than 256 KB`,
        method,
        url,
        payload: { ...body, padding: 'x'.repeat(300 * 1024) },
      },
      ...malformedRawBodies(url, body).map((raw) => ({
        ...raw,
        name: `${name} ${raw.name.slice(url.length + 1)}`,
      })),
    );
  }

  // Each query parameter, the token and the shop included.
  const queryShape = shapeOf(endpoint.query);
  for (const key of Object.keys(queryShape)) {
    const values: [string, string, unknown][] = [
      ...badTexts,
      ['given twice', `a&${key}=b`, ['a', 'b']],
      ['a broken escape', '%E0%A4%A', '%E0%A4%A'],
    ];
    if (key === '_')
      values.push(['a wrong token', 'wrong', 'wrong'], ['the token twice', `${TOKEN}&_=${TOKEN}`, []]);
    if (key === 'shop') values.push(['shop 999', '999', '999'], ['shop 2', '2', '2']);
    for (const [what, sent, decoded] of values) {
      // A value its schema takes is no malformed input (the token and the shop are decided later).
      if (key !== '_' && key !== 'shop' && decoded !== undefined) {
        const parsed = endpoint.query.safeParse?.({ ...query, _: 'x', [key]: decoded });
        if (parsed?.success) continue;
      }
      const rest = encodeQuery(query).filter(([k]) => k !== key);
      cases.push({
        name: `${name} with ${what} in ${key}`,
        method,
        url: urlOf(endpoint, params, [...rest, [key, sent]]),
        ...withBody,
      });
    }
  }

  // Each path parameter.
  const paramShape = shapeOf(endpoint.params);
  for (const key of Object.keys(paramShape)) {
    for (const [what, sent, decoded] of [
      ...badTexts.filter(([, sent]) => sent !== ''),
      ['a broken escape', '%E0%A4%A', '%E0%A4%A'] as const,
    ]) {
      if (decoded !== undefined && paramShape[key]?.safeParse?.(decoded).success) continue;
      cases.push({
        name: `${name} with ${what} as ${key}`,
        method,
        url: urlOf(endpoint, { ...params, [key]: sent }, encodeQuery(query)),
        ...withBody,
      });
    }
  }
  return cases;
}

/** Well-formed input that is no real date, id, line or page: the call refuses it, never a 500. */
function oddCases(): Case[] {
  const get = (path: string) => ({
    name: `GET ${path}`,
    method: 'GET' as const,
    url: `/api/en/${path}&_=${TOKEN}`,
  });
  const post = (path: string, payload: Record<string, unknown>) => ({
    name: `POST ${path} with ${JSON.stringify(payload).slice(0, 80)}`,
    method: 'POST' as const,
    url: `/api/en/${path}?_=${TOKEN}`,
    payload,
  });
  const noDates = ['2026-02-30', '2026-13-01', '0000-00-00', '9999-99-99'];
  const notUuids = [
    '-'.repeat(36),
    'ffffffff-ffff-ffff-ffff-fffffffffff-',
    'abcdefabcdefabcdefabcdefabcdefabcdef',
  ];
  return [
    ...noDates.flatMap((date) => [
      get(`staff/orders?from=${date}`),
      get(`staff/orders?to=${date}`),
      get(`staff/orders?visit=${date}`),
      get(`staff/audit?from=${date}`),
      get(`staff/audit?to=${date}`),
      get(`staff/day-sheet?date=${date}`),
      get(`staff/day-sheet/list?date=${date}`),
      get(`staff/reports/sales?from=${date}&to=${today}`),
      get(`staff/reports/utilisation?from=${today}&to=${date}`),
      get(`staff/reports/export?from=${date}&to=${today}&report=sales&format=csv`),
      post('staff/days/close', { date, closed: true }),
    ]),
    ...notUuids.flatMap((id) => [
      get(`staff/audit?staff=${id}`),
      {
        name: `POST staff/members/${id}`,
        method: 'POST' as const,
        url: `/api/en/staff/members/${id}?_=${TOKEN}`,
        payload: { name: 'X' },
      },
    ]),
    ...['abc', '-1', '1e400', '99999999999999999999', '1.5'].flatMap((cursor) => [
      get(`staff/orders?cursor=${cursor}`),
      get(`staff/members?cursor=${cursor}`),
      get(`staff/audit?cursor=${cursor}`),
    ]),
    get(`staff/reports/sales?from=${today}&to=${addDays(today, 400)}`),
    get(`staff/reports/sales?from=${today}&to=${addDays(today, -1)}`),
    post(`staff/orders/${ORDER}/refund`, { lines: [49], reason: 'no such line' }),
    post(`staff/orders/${ORDER}/cancel`, { reason: 'a paid order' }),
    post('staff/orders/1999-00001/notes', { text: 'no such order' }),
    post('staff/slots/close', { kind: 'tour', slot_id: SLOT, closed: true }),
    post('staff/slots/capacity', { kind: 'event', slot_id: SLOT, capacity: 0 }),
  ];
}

/** The calls swept: the staff API of staff.ts and the books' reports. */
const SWEPT: readonly Endpoint[] = [...STAFF_ENDPOINTS, ...STAFF_BOOK_ENDPOINTS];
const cases: Case[] = [...SWEPT.flatMap(casesOf), ...oddCases()];

describe('staff calls with malformed input', () => {
  let t: TestApp;
  let fill: (text: string) => string;
  let snapshot: () => Promise<TableChanges>;
  // One instant: a staff session is touched by every call, with the same time it stays as it was.
  const now = testClock();

  beforeAll(async () => {
    t = await build({ app: { clock: () => now } });
    const token = await staffToken(t, 'owner');
    const slot = await testSlot(t, 10);
    const order = await paidOrder(t, [slot.item(2)]);
    const me = await t.app.inject({ method: 'GET', url: `/api/en/staff/me?_=${token}` });
    const member = me.json().data.member.id as string;
    fill = (text) =>
      text
        .replaceAll(TOKEN, token)
        .replaceAll(ORDER, order)
        .replaceAll(MEMBER, member)
        .replaceAll(String(SLOT), String(slot.slotId));
    await t.app.jobs.runOnce({ evenIfNotDue: true });
    snapshot = await tableChangeCounter(t.db);
  }, 120_000);
  afterAll(() => t?.close());

  it('covers every staff call, with many cases', () => {
    for (const endpoint of SWEPT)
      expect(
        cases.some((c) => c.name.startsWith(`${label(endpoint)} with`)),
        label(endpoint),
      ).toBe(true);
    expect(cases.length).toBeGreaterThan(500);
  });

  /** The tables as the last case left them: one case's "after" is the next one's "before". */
  let last: TableChanges | undefined;
  it.each(cases.map((c) => [c.name.slice(0, 200), c] as const))(
    '%s: a coded 4xx, nothing changed',
    async (_, c) => {
      const before = last ?? (await snapshot());
      const response = await t.app.inject({
        method: c.method,
        url: fill(c.url),
        ...(c.raw
          ? { body: fill(c.raw.body), headers: { 'content-type': c.raw.type } }
          : c.payload === undefined
            ? {}
            : { payload: JSON.parse(fill(JSON.stringify(c.payload))) as Record<string, unknown> }),
      });
      const said = `${response.statusCode} ${response.body.slice(0, 300)}`;
      expect(response.statusCode, said).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, said).toBeLessThan(500);
      expect(errorResponseSchema.safeParse(response.json()).success, said).toBe(true);
      last = await snapshot();
      expect(last, said).toEqual(before);
    },
    60_000,
  );
});
