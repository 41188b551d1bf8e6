import {
  eventListResponseSchema,
  lifetimeResponseSchema,
  NO_MORE_TIMES,
  ticketCalendarResponseSchema,
  ticketCollectResponseSchema,
} from '@museum-shop/contract';
import { and, eq, gte, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventSlots, events } from '../../db/schema/events.ts';
import { seedSales } from '../../db/seed/reservations.ts';
import { DEMO_SHOP_ID } from '../../db/seed/shop.ts';
import { addDays } from '../../lib/dates.ts';
import {
  appForTests,
  compact,
  getJson,
  itAnswersClearly,
  shopAndLanguageCases,
  textPerLanguage,
} from '../../test-support/catalog.ts';
import { atMuseumTime, testToday } from '../../test-support/clock.ts';

describe('event and ticket calls', () => {
  const app = appForTests();
  const today = testToday();
  let list: ReturnType<typeof eventListResponseSchema.parse>['data']['events'];
  const byName = (name: string) => {
    const event = list.find((item) => item.name === name);
    if (!event) throw new Error(`no event ${name}`);
    return event;
  };
  beforeAll(async () => {
    list = eventListResponseSchema.parse((await getJson(app(), '/api/en/event/select')).body).data.events;
  });

  it('sorts by sequence_no, those with 0 after, by sorting_datetime (spec §9)', async () => {
    expect(list.map((event) => [event.sequence_no, event.name])).toEqual([
      [1, 'Neon Nights: 100 years of glowing signs'],
      [2, 'A night at the observatory'],
      [0, 'Museum day ticket'],
      [0, 'Winter Lights'],
    ]);
    // Renumbering in the database reorders the answer.
    await app().db.update(events).set({ sequenceNo: 0 }).where(sql`${events.sequenceNo} = 1`);
    const again = eventListResponseSchema.parse((await getJson(app(), '/api/en/event/select')).body).data
      .events;
    expect(again.map((event) => event.name)).toEqual([
      'A night at the observatory',
      'Museum day ticket',
      'Winter Lights',
      'Neon Nights: 100 years of glowing signs',
    ]);
    await app()
      .db.update(events)
      .set({ sequenceNo: 1 })
      .where(sql`${events.id} = ${byName('Neon Nights: 100 years of glowing signs').id}`);
  });

  it('marks the event that has ended as expired', () => {
    expect(list.filter((event) => event.expired).map((event) => event.name)).toEqual(['Winter Lights']);
    expect(byName('Winter Lights').end < today).toBe(true);
  });

  it('names events in each of the eight languages, with the default as fallback', async () => {
    const names = await textPerLanguage(
      app(),
      (lang) => `/api/${lang}/event/select`,
      (body) => eventListResponseSchema.parse(body).data.events[0]?.name ?? '',
    );
    expect(names.size).toBe(8);
    await app().db.execute(sql`UPDATE events SET description = description - 'da'`);
    const danish = eventListResponseSchema.parse((await getJson(app(), '/api/da/event/select')).body).data
      .events;
    expect(danish[0]?.name).toBe('Neon Nights: 100 års lysreklamer');
    expect(danish[0]?.description).toMatch(/^Our special exhibition/);
  });

  it('collects the tickets of the timed exhibition with its family ticket and time slots', async () => {
    const exhibition = byName('Neon Nights: 100 years of glowing signs');
    const { status, body } = await getJson(app(), `/api/en/ticket/collect/event/${exhibition.id}`);
    expect(status).toBe(200);
    const data = ticketCollectResponseSchema.parse(body).data;
    expect(data.date !== null && data.date >= today).toBe(true);
    expect(new Set(data.tickets.map((ticket) => ticket.mode))).toEqual(new Set([1, 5]));
    const family = data.tickets.find((ticket) => ticket.family);
    expect(family?.subtickets.map((sub) => [sub.name, sub.min_quantity, sub.max_quantity])).toEqual([
      ['Adult', 1, 2],
      ['Child (6–17)', 1, 3],
    ]);
    expect(Object.values(data.timeslots).every((slot) => slot.datetime.startsWith(data.date ?? ''))).toBe(
      true,
    );
    expect(data.tickets[0]?.schedule.length).toBe(Object.keys(data.timeslots).length);
  });

  it('shows the sold-out and nearly full slots of the next open day, and a sold-out day', async () => {
    const exhibition = byName('Neon Nights: 100 years of glowing signs');
    const range = `${compact(addDays(today, 1))};${compact(addDays(today, 10))}`;
    const { body } = await getJson(
      app(),
      `/api/en/ticket/calendar/event/${exhibition.id}/range/${range}?deep=1`,
    );
    const calendar = ticketCalendarResponseSchema.parse(body).data;
    const [first, second, third] = Object.keys(calendar);
    if (!first || !second || !third) throw new Error('too few open days');
    expect(calendar[first]).toBe(8 * 30 - 30 - 27);
    expect(calendar[second]).toBe(240);
    expect(calendar[third]).toBe(0);
    const flags = ticketCalendarResponseSchema.parse(
      (await getJson(app(), `/api/en/ticket/calendar/event/${exhibition.id}/range/${range}`)).body,
    ).data;
    expect([flags[first], flags[third]]).toEqual([1, 0]);

    const day = ticketCollectResponseSchema.parse(
      (await getJson(app(), `/api/en/ticket/collect/event/${exhibition.id}/date/${first}`)).body,
    ).data;
    expect(day.timeslots[`${first} 10:00`]).toMatchObject({ left: 0, state: 'sold_out' });
    expect(day.timeslots[`${first} 11:00`]).toMatchObject({ left: 3, state: 'few_left' });
    expect(day.tickets[0]?.schedule.find((entry) => entry.datetime === `${first} 11:00`)?.max_tickets).toBe(
      3,
    );
  });

  it('frees the places of a released reservation: availability comes from the reservations', async () => {
    const exhibition = byName('Neon Nights: 100 years of glowing signs');
    const range = `${compact(addDays(today, 1))};${compact(addDays(today, 10))}`;
    const url = `/api/en/ticket/calendar/event/${exhibition.id}/range/${range}?deep=1`;
    const before = ticketCalendarResponseSchema.parse((await getJson(app(), url)).body).data;
    const soldOutDay = Object.keys(before).find((date) => before[date] === 0);
    if (!soldOutDay) throw new Error('no sold-out day');
    await app().db.execute(sql`
      UPDATE reservations SET status = 'released' WHERE id IN (
        SELECT reservation_id FROM reservation_items JOIN event_slots ON event_slots.id = event_slot_id
        WHERE event_slots.event_id = ${exhibition.id} AND event_slots.date = ${soldOutDay})`);
    const after = ticketCalendarResponseSchema.parse((await getJson(app(), url)).body).data;
    expect(after[soldOutDay]).toBeGreaterThan(0);
  });

  it('sells the day ticket as mode 3 with one slot per day', async () => {
    const dayTicket = byName('Museum day ticket');
    const data = ticketCollectResponseSchema.parse(
      (await getJson(app(), `/api/en/ticket/collect/event/${dayTicket.id}/date/${addDays(today, 8)}`)).body,
    ).data;
    expect(data.tickets.every((ticket) => ticket.mode === 3)).toBe(true);
    expect(Object.keys(data.timeslots).length).toBeLessThanOrEqual(1);
  });

  it('answers the lifetime of an event, and both null for one that is over', async () => {
    const exhibition = byName('Neon Nights: 100 years of glowing signs');
    const live = lifetimeResponseSchema.parse(
      (await getJson(app(), `/api/en/ticket/lifetime?event=${exhibition.id}`)).body,
    );
    expect(live.data.first !== null && live.data.first >= today).toBe(true);
    expect(live.data.last !== null && live.data.last <= addDays(today, 60)).toBe(true);
    const winter = byName('Winter Lights');
    expect((await getJson(app(), `/api/en/ticket/lifetime?event=${winter.id}`)).body).toEqual({
      data: { first: null, last: null },
    });
    const collected = ticketCollectResponseSchema.parse(
      (await getJson(app(), `/api/en/ticket/collect/event/${winter.id}`)).body,
    ).data;
    expect(collected).toMatchObject({ date: null, timeslots: {} });
    expect(collected.event.expired).toBe(true);
  });

  itAnswersClearly(app, [
    ...shopAndLanguageCases('/event/select'),
    ['an unknown event', '/api/en/ticket/collect/event/9999', 404, 'EVENT_NOT_FOUND'],
    [
      'an unknown event on a date',
      '/api/en/ticket/collect/event/9999/date/2026-12-01',
      404,
      'EVENT_NOT_FOUND',
    ],
    [
      'an unknown event calendar',
      '/api/en/ticket/calendar/event/9999/range/20261201;20261231',
      404,
      'EVENT_NOT_FOUND',
    ],
    ['an unknown event lifetime', '/api/en/ticket/lifetime?event=9999', 404, 'EVENT_NOT_FOUND'],
    ['an event id that is no number', '/api/en/ticket/collect/event/abc', 400, 'INVALID_REQUEST'],
    ['a lifetime without an event', '/api/en/ticket/lifetime', 400, 'INVALID_REQUEST'],
    ['a date in the wrong format', '/api/en/ticket/collect/event/1/date/20261201', 400, 'INVALID_REQUEST'],
    ['a date that does not exist', '/api/en/ticket/collect/event/1/date/2026-04-31', 422, 'INVALID_DATE'],
    ['a malformed range', '/api/en/ticket/calendar/event/1/range/2026120;20261231', 400, 'INVALID_REQUEST'],
    [
      'a range of more than a year',
      '/api/en/ticket/calendar/event/1/range/20260101;20280101',
      422,
      'INVALID_DATE_RANGE',
    ],
    [
      'a range ending before it starts',
      '/api/en/ticket/calendar/event/1/range/20261231;20261230',
      422,
      'INVALID_DATE_RANGE',
    ],
    [
      'deep with another value',
      '/api/en/ticket/calendar/event/1/range/20261201;20261231?deep=yes',
      400,
      'INVALID_REQUEST',
    ],
  ]);
});

describe('the event calendar tells a day whose times have passed from a sold-out day (decision 0013)', () => {
  // A Wednesday: the exhibition has hourly slots from 10:00 to 17:59 that day and the days around it.
  const day = '2030-05-15';
  let now = atMuseumTime('10:30', day);
  const app = appForTests({ app: { clock: () => now } });
  /** The exhibition, Neon Nights: first in the list. */
  let exhibition = 0;
  beforeAll(async () => {
    const list = eventListResponseSchema.parse((await getJson(app(), '/api/en/event/select')).body).data;
    exhibition = list.events[0]?.id ?? 0;
  });
  const calendarOf = async (deep: boolean) => {
    const range = `${compact(addDays(day, -1))};${compact(addDays(day, 10))}`;
    const url = `/api/en/ticket/calendar/event/${exhibition}/range/${range}${deep ? '?deep=1' : ''}`;
    const { status, body } = await getJson(app(), url);
    expect(status).toBe(200);
    return ticketCalendarResponseSchema.parse(body).data;
  };

  it('answers the places of the times still open in the morning, and 1 without deep', async () => {
    now = atMuseumTime('10:30', day);
    expect((await calendarOf(true))[day]).toBe(8 * 30);
    expect((await calendarOf(false))[day]).toBe(1);
  });

  it('answers NO_MORE_TIMES (-1), not 0, for today after its last time and for yesterday', async () => {
    now = atMuseumTime('23:30', day);
    for (const deep of [true, false]) {
      const calendar = await calendarOf(deep);
      expect(calendar[day]).toBe(NO_MORE_TIMES);
      expect(calendar[addDays(day, -1)]).toBe(NO_MORE_TIMES);
      // The demo's sold-out day (three open days on) is still 0: sold out keeps its value.
      const soldOut = Object.keys(calendar).filter((date) => calendar[date] === 0);
      expect(soldOut).toHaveLength(1);
      expect(soldOut[0] !== undefined && soldOut[0] > day).toBe(true);
    }
    expect(NO_MORE_TIMES).toBe(-1);
  });

  it('answers 0 for today when the times not yet passed are sold out, and -1 once they have passed', async () => {
    now = atMuseumTime('16:30', day);
    const open = await app()
      .db.select({ id: eventSlots.id })
      .from(eventSlots)
      .where(
        and(eq(eventSlots.eventId, exhibition), eq(eventSlots.date, day), gte(eventSlots.time, '16:00')),
      );
    expect(open).toHaveLength(2);
    await seedSales(
      app().db,
      DEMO_SHOP_ID,
      open.map((slot) => ({ eventSlotId: slot.id, places: 30 })),
    );
    expect((await calendarOf(true))[day]).toBe(0);
    expect((await calendarOf(false))[day]).toBe(0);
    now = atMuseumTime('18:00', day);
    expect((await calendarOf(true))[day]).toBe(NO_MORE_TIMES);
  });
});

describe('a slot or a day closed by staff is closed in the calendar and the collect answers (issue 25)', () => {
  // A Wednesday: the exhibition has hourly slots of 30 places from 10:00 to 17:00 that day.
  const day = '2030-05-15';
  let now = atMuseumTime('09:00', day);
  const app = appForTests({ app: { clock: () => now } });
  let exhibition = 0;
  beforeAll(async () => {
    const list = eventListResponseSchema.parse((await getJson(app(), '/api/en/event/select')).body).data;
    exhibition = list.events[0]?.id ?? 0;
  });
  const calendarOf = async (deep: boolean) => {
    const range = `${compact(day)};${compact(addDays(day, 10))}`;
    const url = `/api/en/ticket/calendar/event/${exhibition}/range/${range}${deep ? '?deep=1' : ''}`;
    const { status, body } = await getJson(app(), url);
    expect(status).toBe(200);
    return ticketCalendarResponseSchema.parse(body);
  };
  const collect = async () =>
    ticketCollectResponseSchema.parse(
      (await getJson(app(), `/api/en/ticket/collect/event/${exhibition}/date/${day}`)).body,
    ).data;
  const close = (closed: boolean, time?: string) =>
    app()
      .db.update(eventSlots)
      .set({ closed })
      .where(
        and(
          eq(eventSlots.eventId, exhibition),
          eq(eventSlots.date, day),
          time === undefined ? undefined : eq(eventSlots.time, time),
        ),
      );

  it('marks one closed slot closed, with nothing left, and the day stays open', async () => {
    await close(true, '10:00');
    const data = await collect();
    expect(data.timeslots[`${day} 10:00`]).toMatchObject({ left: 0, state: 'sold_out', closed: true });
    expect(data.timeslots[`${day} 11:00`]).toMatchObject({ left: 30, state: 'available' });
    expect(data.timeslots[`${day} 11:00`]).not.toHaveProperty('closed');
    const schedule = data.tickets[0]?.schedule ?? [];
    expect(schedule.find((entry) => entry.datetime === `${day} 10:00`)).toMatchObject({
      max_tickets: 0,
      closed: true,
    });
    expect(schedule.find((entry) => entry.datetime === `${day} 11:00`)).not.toHaveProperty('closed');
    const calendar = await calendarOf(true);
    expect(calendar.data[day]).toBe(7 * 30);
    expect(calendar.closed_dates).toEqual([]);
  });

  it('lists a day whose every slot is closed in closed_dates, with 0 places; a sold-out day is not closed', async () => {
    await close(true);
    for (const deep of [true, false]) {
      const calendar = await calendarOf(deep);
      expect(calendar.data[day]).toBe(0);
      expect(calendar.closed_dates).toEqual([day]);
      // The demo's sold-out day has 0 too, but it is sold out, not closed.
      const zeros = Object.keys(calendar.data).filter((date) => calendar.data[date] === 0);
      expect(zeros).toHaveLength(2);
    }
    expect(Object.values((await collect()).timeslots).every((slot) => slot.closed === true)).toBe(true);
  });

  it('does not call a day closed once its times have passed, nor when it is opened again', async () => {
    now = atMuseumTime('23:30', day);
    const over = await calendarOf(true);
    expect(over.data[day]).toBe(NO_MORE_TIMES);
    expect(over.closed_dates).toEqual([]);
    now = atMuseumTime('09:00', day);
    await close(false);
    const reopened = await calendarOf(true);
    expect(reopened.data[day]).toBe(8 * 30);
    expect(reopened.closed_dates).toEqual([]);
  });
});
