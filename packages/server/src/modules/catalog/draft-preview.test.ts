import type { CartItem } from '@museum-shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SHOP_ID } from '../../db/seed/shop.ts';
import { guestToken, RETURN_URLS } from '../../features/checkout/checkout.test-support.ts';
import { staffToken } from '../../features/staff/staff.test-support.ts';
import { addDays } from '../../lib/dates.ts';
import { makePreviewToken } from '../../lib/preview-token.ts';
import { build, type TestApp } from '../../test-support/build.ts';
import { compact } from '../../test-support/catalog.ts';
import { testClock, testToday } from '../../test-support/clock.ts';

// Issue 35: a draft event or tour is seen only in the owner's preview. The visitor's reads of one
// event or tour answer a draft through a valid "View as visitor" link of the shop, and as an
// unknown id without one; lists never show it, no cache keeps it, and checkout never sells it. The
// micro-cache is on, as in production, so a preview answer that leaked into it would show here.
describe('a draft seen in the staff preview (issue 35)', () => {
  let t: TestApp;
  let now = testClock();
  let owner: string;
  let preview: string;
  let until: Date;
  let eventId: number;
  let tourId: number;
  const today = testToday();
  const month = `${compact(today)};${compact(addDays(today, 30))}`;

  const get = (url: string) => t.app.inject({ url });
  const withToken = (url: string, token = preview) =>
    `${url}${url.includes('?') ? '&' : '?'}preview=${encodeURIComponent(token)}`;
  const setStatus = (kind: 'events' | 'tours', id: number, status: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/en/staff/catalog/${kind}/${id}/status?_=${owner}`,
      payload: { status },
    });

  /** The visitor's reads of one event, by what each answers. */
  const eventReads = () => [
    `/api/en/ticket/collect/event/${eventId}`,
    `/api/en/ticket/collect/event/${eventId}/date/${today}`,
    `/api/en/ticket/calendar/event/${eventId}/range/${month}?deep=1`,
    `/api/en/ticket/lifetime?event=${eventId}`,
  ];
  const tourReads = () => [
    `/api/en/tour?tour=${tourId}`,
    `/api/en/tour?tour=${tourId}&date=${today}`,
    `/api/en/tour/calendar/tour/${tourId}/range/${month}`,
    `/api/en/tour/soldout/tour/${tourId}/range/${month}`,
    `/api/en/tour/soldoutTimeslots/tour/${tourId}/date/${today}`,
    `/api/en/tour/lifetime/tour/${tourId}`,
  ];

  beforeAll(async () => {
    t = await build({ app: { clock: () => now, catalogCacheMs: 60_000 } });
    owner = await staffToken(t, 'owner');
    const staffEvents = await get(`/api/en/staff/catalog/events?_=${owner}`);
    const neon = staffEvents
      .json()
      .data.events.find((event: { name: { en: string } }) => event.name.en.startsWith('Neon Nights'));
    eventId = neon.id;
    tourId = (await get(`/api/en/staff/catalog/tours?_=${owner}`)).json().data.tours[0].id;
    expect((await setStatus('events', eventId, 'draft')).statusCode).toBe(200);
    expect((await setStatus('tours', tourId, 'draft')).statusCode).toBe(200);
    const link = (await get(`/api/en/staff/shop/preview?_=${owner}`)).json().data;
    preview = link.token;
    until = new Date(link.until);
  });
  afterAll(() => t?.close());

  it('answers a draft event as unknown to visitors, and as if published through the preview link', async () => {
    const unknown = (await get('/api/en/ticket/collect/event/2147483647')).json();
    for (const url of eventReads()) {
      const hidden = await get(url);
      expect(hidden.statusCode, url).toBe(404);
      expect(hidden.json().code, url).toBe(unknown.code);

      const shown = await get(withToken(url));
      expect(shown.statusCode, `${url} ${shown.body}`).toBe(200);
      // A preview answer is the owner's: no browser, proxy or micro-cache keeps it.
      expect(shown.headers['cache-control'], url).toBe('no-store');
      expect(shown.headers['x-micro-cache'], url).toBeUndefined();
    }
    const collected = (await get(withToken(eventReads()[0] ?? ''))).json().data;
    expect(collected.event).toMatchObject({ id: eventId, draft: true });
    expect(collected.tickets.length).toBeGreaterThan(0);
    expect(Object.keys(collected.timeslots).length).toBeGreaterThan(0);
  });

  it('answers a draft tour as unknown to visitors, and as if published through the preview link', async () => {
    for (const url of tourReads()) {
      const hidden = await get(url);
      expect(hidden.statusCode, url).toBe(404);
      expect(hidden.json().code, url).toBe('TOUR_NOT_FOUND');

      const shown = await get(withToken(url));
      expect(shown.statusCode, `${url} ${shown.body}`).toBe(200);
      expect(shown.headers['cache-control'], url).toBe('no-store');
    }
    expect((await get(withToken(tourReads()[0] ?? ''))).json().data).toMatchObject({
      id: tourId,
      draft: true,
    });
  });

  it('lists no draft, even through the preview link', async () => {
    const events = (await get(withToken('/api/de/event/select'))).json().data.events;
    expect(events.map((event: { id: number }) => event.id)).not.toContain(eventId);
    const tours = (await get(withToken('/api/de/tour/select/event'))).json().data.tours;
    expect(tours.map((tour: { id: number }) => tour.id)).not.toContain(tourId);
    const overview = (await get(withToken(`/api/de/tour/overview?date=${today}&lookahead=31`))).json();
    expect(Object.values(overview.data.toursPerDate).flat()).not.toContain(tourId);
  });

  it('takes a token of another shop, an altered or a made-up one for none: the draft stays unknown', async () => {
    const [shop, expiry, signature = ''] = preview.split('.');
    const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    const tokens = [
      await makePreviewToken(t.db, DEMO_SHOP_ID + 1, until),
      `${shop}.${Number(expiry) + 3600}.${signature}`,
      `${shop}.${expiry}.${flipped}`,
      'garbage',
      '',
    ];
    for (const token of tokens)
      for (const url of [eventReads()[0] ?? '', tourReads()[0] ?? '']) {
        const answer = await get(withToken(url, token));
        expect(answer.statusCode, `${url} with ${token}`).toBe(404);
        expect(answer.json().code).toMatch(/^(EVENT|TOUR)_NOT_FOUND$/);
      }
  });

  it('stops showing the draft when the link ends, by the server’s clock', async () => {
    const started = now;
    try {
      now = new Date(until.getTime() - 1000);
      expect((await get(withToken(eventReads()[0] ?? ''))).statusCode).toBe(200);
      now = until;
      expect((await get(withToken(eventReads()[0] ?? ''))).statusCode).toBe(404);
      expect((await get(withToken(tourReads()[0] ?? ''))).statusCode).toBe(404);
    } finally {
      now = started;
    }
  });

  it('never lets the cache hand a preview answer to a visitor', async () => {
    const url = eventReads()[1] ?? '';
    for (let i = 0; i < 2; i++) {
      const shown = await get(withToken(url));
      expect(shown.statusCode).toBe(200);
      expect(shown.headers['x-micro-cache']).toBeUndefined();
    }
    expect((await get(url)).statusCode).toBe(404);
    // The cache is on: a published event's second read is a hit, one with a token never is.
    await setStatus('events', eventId, 'published');
    try {
      await get(url);
      expect((await get(url)).headers['x-micro-cache']).toBe('hit');
      const previewed = await get(withToken(url));
      expect(previewed.headers['x-micro-cache']).toBeUndefined();
      expect(previewed.json().data.event.draft).toBeUndefined();
    } finally {
      await setStatus('events', eventId, 'draft');
    }
  });

  it('keeps an archived event or tour unknown, even through the preview link', async () => {
    await setStatus('events', eventId, 'archived');
    await setStatus('tours', tourId, 'archived');
    try {
      expect((await get(withToken(eventReads()[0] ?? ''))).statusCode).toBe(404);
      expect((await get(withToken(tourReads()[0] ?? ''))).statusCode).toBe(404);
    } finally {
      await setStatus('events', eventId, 'draft');
      await setStatus('tours', tourId, 'draft');
    }
  });

  it('never sells a draft’s ticket, whatever link the buyer came through', async () => {
    const collected = (await get(withToken(eventReads()[0] ?? ''))).json().data;
    const ticket = collected.tickets.find(
      (candidate: { mode: number; schedule: { max_tickets: number }[] }) =>
        candidate.mode === 1 && candidate.schedule.some((entry) => entry.max_tickets > 0),
    );
    const datetime = ticket.schedule.find((entry: { max_tickets: number }) => entry.max_tickets > 0).datetime;
    const items: CartItem[] = [{ type: 'ticket', id: ticket.id, count: 1, datetime }];
    const suggest = () =>
      t.app.inject({
        method: 'POST',
        url: withToken('/api/en/checkout/suggest'),
        payload: { cart: { ver: 1, items } },
      });
    const codes = (answer: Awaited<ReturnType<typeof suggest>>) =>
      answer
        .json()
        .data.lines.flatMap((line: { problems: { code: string }[] }) =>
          line.problems.map((problem) => problem.code),
        );

    const priced = await suggest();
    expect(priced.statusCode, priced.body).toBe(200);
    expect(priced.json().data.bookable).toBe(false);
    expect(codes(priced)).toEqual(['UNKNOWN_ITEM']);
    const started = await t.app.inject({
      method: 'POST',
      url: withToken(`/api/en/checkout/initPayment?_=${await guestToken(t)}`),
      payload: { payart: 1, cart: { ver: 1, items }, url: RETURN_URLS },
    });
    expect(started.statusCode, started.body).toBe(422);
    expect(started.json().problems).toContainEqual(expect.objectContaining({ code: 'UNKNOWN_ITEM' }));

    // The same line is sold once the event is published: only its status refused it.
    await setStatus('events', eventId, 'published');
    try {
      const published = await suggest();
      expect(codes(published)).toEqual([]);
      expect(published.json().data.bookable).toBe(true);
    } finally {
      await setStatus('events', eventId, 'draft');
    }
  });
});
