import {
  lifetimeResponseSchema,
  tourAttributesResponseSchema,
  tourCalendarResponseSchema,
  tourListResponseSchema,
  tourOverviewResponseSchema,
  tourResponseSchema,
  tourSoldOutResponseSchema,
  tourSoldOutTimeslotsResponseSchema,
} from '@museum-shop/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { tourSlots, tours } from '../../db/schema/tours.ts';
import { seedSales } from '../../db/seed/reservations.ts';
import { DEMO_BOOKABLE_DAYS } from '../../db/seed/schedule.ts';
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
import { atMuseumTime, testClock, testToday } from '../../test-support/clock.ts';

describe('tour calls', () => {
  const app = appForTests();
  const today = testToday();
  /** Tour ids of the demo by their language: en highlights, de groups, fr lantern, it family, nl observatory. */
  const id: Record<string, number> = {};
  beforeAll(async () => {
    const { body } = await getJson(app(), '/api/en/tour/select/event');
    for (const tour of tourListResponseSchema.parse(body).data.tours) id[tour.langIdentifier] = tour.id;
  });

  it('lists the demo tours with their flags, price lists sorted by sequence_no', async () => {
    const { status, body } = await getJson(app(), '/api/en/tour/select/event');
    expect(status).toBe(200);
    const list = tourListResponseSchema.parse(body).data.tours;
    expect(list.length).toBeGreaterThanOrEqual(4);
    expect(new Set(list.map((tour) => tour.langIdentifier)).size).toBe(list.length);
    expect(list.some((tour) => tour.book_complete_tour === 1)).toBe(true);
    expect(list.some((tour) => tour.single_ticketing === 1)).toBe(true);
    expect(list.some((tour) => tour.booking_without_tickets === 1)).toBe(true);
    expect(new Set(list.map((tour) => tour.venue.id)).size).toBe(2);
    for (const tour of list) {
      const sequence = tour.priceList.map((price) => price.sequence_no);
      expect(sequence).toEqual([...sequence].sort((a, b) => a - b));
    }
    // The highlights' prices in the museum's order: the adult's first.
    const highlights = list.find((tour) => tour.id === id.en);
    expect(highlights?.priceList.map((price) => price.name)).toEqual(['Adult', 'Reduced']);
  });

  it('names everything in each of the eight languages', async () => {
    const names = await textPerLanguage(
      app(),
      (lang) => `/api/${lang}/tour/select/event`,
      (body) => {
        const tour = tourListResponseSchema.parse(body).data.tours.find((item) => item.id === id.de);
        return `${tour?.name}|${tour?.venue.name}|${tour?.category.name}|${tour?.langName}`;
      },
    );
    expect(names.size).toBe(8);
  });

  it('falls back to the museum default language where a text is missing', async () => {
    await app().db.execute(sql`UPDATE tours SET name = name - 'sv' WHERE id = ${id.fr}`);
    const { body } = await getJson(app(), '/api/sv/tour/select/event');
    const tour = tourListResponseSchema.parse(body).data.tours.find((item) => item.id === id.fr);
    expect(tour?.name).toBe('Lantern tour after closing time');
    expect(tour?.eventName).toBe('Kvällsvisning');
  });

  it('answers one tour with tickets, sub-tickets, questions and the schedule of a date', async () => {
    const tomorrow = addDays(today, 1);
    const { status, body } = await getJson(app(), `/api/en/tour?tour=${id.en}&date=${tomorrow}`);
    expect(status).toBe(200);
    const tour = tourResponseSchema.parse(body).data;
    expect(tour.date).toBe(tomorrow);
    expect(Object.keys(tour.schedule)).toEqual(['11:00', '15:00']);
    expect(tour.schedule['15:00']).toMatchObject({ tickets: 2, soldout: false, state: 'few_left' });
    expect(tour.schedule['11:00']?.priceList).toEqual(tour.priceList);

    const family = tourResponseSchema.parse((await getJson(app(), `/api/en/tour?tour=${id.it}`)).body).data;
    expect(family.schedule).toEqual({});
    expect(family.tickets.find((ticket) => ticket.subtickets.length > 0)?.subtickets).toHaveLength(2);
  });

  it('has mandatory group questions of every type on the group tour', async () => {
    const tour = tourResponseSchema.parse((await getJson(app(), `/api/de/tour?tour=${id.de}`)).body).data;
    expect(new Set(tour.questions.map((question) => question.type))).toEqual(
      new Set(['radio', 'select', 'checkbox', 'text', 'textarea', 'number']),
    );
    expect(tour.questions.filter((question) => question.mandatory).length).toBeGreaterThanOrEqual(3);
    expect(tour.questions[0]?.options.map((option) => option.label)).toContain('Schulklasse');
  });

  it('shows a calendar per date with nearly full and sold-out times', async () => {
    const range = `${compact(today)};${compact(addDays(today, 6))}`;
    const { status, body } = await getJson(app(), `/api/en/tour/calendar/tour/${id.en}/range/${range}`);
    expect(status).toBe(200);
    const calendar = tourCalendarResponseSchema.parse(body).data;
    expect(Object.keys(calendar)).toHaveLength(7);
    expect(calendar[addDays(today, 2)]?.every((slot) => slot.soldout && slot.state === 'sold_out')).toBe(
      true,
    );
    expect(calendar[addDays(today, 1)]?.map((slot) => slot.state)).toEqual(['available', 'few_left']);
  });

  it('takes the range separator encoded too (%3B)', async () => {
    const plain = await getJson(
      app(),
      `/api/en/tour/calendar/tour/${id.en}/range/${compact(today)};${compact(addDays(today, 3))}`,
    );
    const encoded = await getJson(
      app(),
      `/api/en/tour/calendar/tour/${id.en}/range/${compact(today)}%3B${compact(addDays(today, 3))}`,
    );
    expect(encoded.status).toBe(200);
    expect(encoded.body).toEqual(plain.body);
  });

  it('lists sold-out dates and sold-out times', async () => {
    const range = `${compact(addDays(today, -1))};${compact(addDays(today, 10))}`;
    const soldOut = tourSoldOutResponseSchema.parse(
      (await getJson(app(), `/api/en/tour/soldout/tour/${id.en}/range/${range}`)).body,
    ).data;
    // Yesterday's times have passed: that is over, not sold out.
    expect(soldOut).toEqual([addDays(today, 2)]);
    const times = tourSoldOutTimeslotsResponseSchema.parse(
      (await getJson(app(), `/api/en/tour/soldoutTimeslots/tour/${id.en}/date/${addDays(today, 2)}`)).body,
    ).data;
    expect(times.map((slot) => slot.time)).toEqual(['11:00', '15:00']);
    const none = (
      await getJson(app(), `/api/en/tour/soldoutTimeslots/tour/${id.en}/date/${addDays(today, 5)}`)
    ).body;
    expect(tourSoldOutTimeslotsResponseSchema.parse(none).data).toEqual([]);
  });

  it('counts held places until the hold expires, and whole tours for complete-tour booking', async () => {
    const day = addDays(today, 7);
    const [slot] = await app()
      .db.select()
      .from(tourSlots)
      .where(
        sql`${tourSlots.tourId} = ${id.en} and ${tourSlots.date} = ${day} and ${tourSlots.time} = '11:00'`,
      );
    if (!slot) throw new Error('no slot');
    const reservation = (status: string, minutes: number) => sql`
      WITH r AS (INSERT INTO reservations (shop_id, status, expires_at)
        VALUES (1, ${status}, ${new Date(testClock().getTime() + minutes * 60_000).toISOString()}) RETURNING id)
      INSERT INTO reservation_items (reservation_id, tour_slot_id, places) SELECT id, ${slot.id}, 10 FROM r`;
    await app().db.execute(reservation('held', 15));
    await app().db.execute(reservation('held', -15));
    const tour = tourResponseSchema.parse(
      (await getJson(app(), `/api/en/tour?tour=${id.en}&date=${day}`)).body,
    ).data;
    expect(tour.schedule['11:00']?.tickets).toBe(15);

    const groupRange = `${compact(today)};${compact(addDays(today, 14))}`;
    const group = tourCalendarResponseSchema.parse(
      (await getJson(app(), `/api/en/tour/calendar/tour/${id.de}/range/${groupRange}`)).body,
    ).data;
    const morning = Object.entries(group)
      .filter(([date]) => date > today)
      .flatMap(([, slots]) => slots.filter((item) => item.time === '09:30'));
    // The first morning after today has both guides booked: sold out although places are left.
    expect(morning[0]).toMatchObject({ soldout: true, tours: 0, tickets: 0 });
    expect(morning[1]).toMatchObject({ soldout: false, tours: 2 });
  });

  it('tells the tours per date for today and three days ahead', async () => {
    const { body } = await getJson(app(), `/api/en/tour/overview?date=${today}&lookahead=3`);
    const perDate = tourOverviewResponseSchema.parse(body).data.toursPerDate;
    expect(Object.keys(perDate)).toEqual([0, 1, 2, 3].map((offset) => addDays(today, offset)));
    expect(perDate[addDays(today, 2)]).not.toContain(id.en);
    expect(perDate[addDays(today, 3)]).toContain(id.en);
  });

  it('offers only the categories, languages and venues tours have', async () => {
    const { body } = await getJson(app(), '/api/fr/tour/attr');
    const attributes = tourAttributesResponseSchema.parse(body).data;
    expect(attributes.category.length).toBe(4);
    expect(attributes.languages.map((language) => language.identifier).sort()).toEqual(
      Object.keys(id).sort(),
    );
    expect(attributes.languages.find((language) => language.identifier === 'de')?.name).toBe('Allemand');
    expect(attributes.venues.map((venue) => venue.name)).toEqual(['Bâtiment principal', 'Observatoire']);
  });

  it('names a tour’s language as a sentence writes it: “En anglais”, not “En Anglais”', async () => {
    const expected = {
      fr: 'anglais',
      es: 'inglés',
      it: 'inglese',
      sv: 'engelska',
      da: 'engelsk',
      nl: 'Engels',
      de: 'Englisch',
    };
    for (const [lang, name] of Object.entries(expected)) {
      const { body } = await getJson(app(), `/api/${lang}/tour/select/event`);
      const tour = tourListResponseSchema.parse(body).data.tours.find((item) => item.id === id.en);
      expect(tour?.langName, lang).toBe(name);
    }
  });

  it('answers the first and last bookable date, both null when there is none', async () => {
    const lifetime = lifetimeResponseSchema.parse(
      (await getJson(app(), `/api/en/tour/lifetime/tour/${id.nl}`)).body,
    ).data;
    expect(lifetime.first === today || lifetime.first === addDays(today, 1)).toBe(true);
    expect(lifetime.last).toBe(addDays(today, DEMO_BOOKABLE_DAYS));
    await app()
      .db.delete(tourSlots)
      .where(sql`${tourSlots.tourId} = ${id.nl} and ${tourSlots.date} >= ${today}`);
    expect((await getJson(app(), `/api/en/tour/lifetime/tour/${id.nl}`)).body).toEqual({
      data: { first: null, last: null },
    });
  });

  it('reads the tours from the database, not from code', async () => {
    await app()
      .db.update(tours)
      .set({ maxParticipants: 7 })
      .where(eq(tours.id, id.it ?? 0));
    const tour = tourResponseSchema.parse((await getJson(app(), `/api/en/tour?tour=${id.it}`)).body).data;
    expect(tour.max_participants).toBe(7);
  });

  itAnswersClearly(app, [
    ...shopAndLanguageCases('/tour/select/event'),
    ['an unknown tour', '/api/en/tour?tour=9999', 404, 'TOUR_NOT_FOUND'],
    [
      'an unknown tour in a calendar',
      '/api/en/tour/calendar/tour/9999/range/20261201;20261231',
      404,
      'TOUR_NOT_FOUND',
    ],
    ['an unknown tour lifetime', '/api/en/tour/lifetime/tour/9999', 404, 'TOUR_NOT_FOUND'],
    ['a tour id that is no number', '/api/en/tour?tour=abc', 400, 'INVALID_REQUEST'],
    ['a negative tour id', '/api/en/tour/lifetime/tour/-1', 400, 'INVALID_REQUEST'],
    ['a tour id too large', '/api/en/tour/lifetime/tour/99999999999', 400, 'INVALID_REQUEST'],
    ['a fractional tour id', '/api/en/tour?tour=1.5', 400, 'INVALID_REQUEST'],
    ['a missing tour id', '/api/en/tour', 400, 'INVALID_REQUEST'],
    ['a date in the wrong format', '/api/en/tour?tour=1&date=01.12.2026', 400, 'INVALID_REQUEST'],
    ['a date that does not exist', '/api/en/tour?tour=1&date=2026-02-30', 422, 'INVALID_DATE'],
    ['a range without a separator', '/api/en/tour/calendar/tour/1/range/20261201', 400, 'INVALID_REQUEST'],
    [
      'a range with dashes',
      '/api/en/tour/calendar/tour/1/range/2026-12-01;2026-12-31',
      400,
      'INVALID_REQUEST',
    ],
    ['a range with a 13th month', '/api/en/tour/soldout/tour/1/range/20261301;20261302', 422, 'INVALID_DATE'],
    [
      'a range ending before it starts',
      '/api/en/tour/soldout/tour/1/range/20261231;20261201',
      422,
      'INVALID_DATE_RANGE',
    ],
    [
      'a range of more than a year',
      '/api/en/tour/calendar/tour/1/range/20260101;20270301',
      422,
      'INVALID_DATE_RANGE',
    ],
    [
      'a sold-out date that does not exist',
      '/api/en/tour/soldoutTimeslots/tour/1/date/2026-13-01',
      422,
      'INVALID_DATE',
    ],
    ['a look-ahead too long', '/api/en/tour/overview?date=2026-12-01&lookahead=400', 400, 'INVALID_REQUEST'],
    ['an overview without a date', '/api/en/tour/overview', 400, 'INVALID_REQUEST'],
    [
      'an overview at the end of time',
      '/api/en/tour/overview?date=9999-12-31&lookahead=31',
      422,
      'INVALID_DATE',
    ],
    ['a range in year 9999', '/api/en/tour/calendar/tour/1/range/99991225;99991231', 422, 'INVALID_DATE'],
  ]);
});

describe('tour calendars tell times that have passed from sold-out ones (decision 0013)', () => {
  // A Wednesday: the highlights tour runs at 11:00 and 15:00 (bookable until it starts).
  const day = '2030-05-15';
  let now = atMuseumTime('10:00', day);
  const app = appForTests({ app: { clock: () => now } });
  let highlights = 0;
  beforeAll(async () => {
    const { body } = await getJson(app(), '/api/en/tour/select/event');
    highlights =
      tourListResponseSchema.parse(body).data.tours.find((tour) => tour.langIdentifier === 'en')?.id ?? 0;
  });
  const range = `${compact(addDays(day, -1))};${compact(addDays(day, 10))}`;
  const calendarDay = async () =>
    tourCalendarResponseSchema.parse(
      (await getJson(app(), `/api/en/tour/calendar/tour/${highlights}/range/${range}`)).body,
    ).data[day];
  const soldOutDates = async () =>
    tourSoldOutResponseSchema.parse(
      (await getJson(app(), `/api/en/tour/soldout/tour/${highlights}/range/${range}`)).body,
    ).data;
  const soldOutTimes = async () =>
    tourSoldOutTimeslotsResponseSchema
      .parse((await getJson(app(), `/api/en/tour/soldoutTimeslots/tour/${highlights}/date/${day}`)).body)
      .data.map((slot) => slot.time);

  it('marks the times of today that have passed expired, not sold out, and lists the day nowhere as sold out', async () => {
    now = atMuseumTime('23:30', day);
    const slots = await calendarDay();
    expect(slots?.map((slot) => [slot.time, slot.state, slot.soldout, slot.tickets])).toEqual([
      ['11:00', 'expired', false, 0],
      ['15:00', 'expired', false, 0],
    ]);
    // The demo's sold-out day (the day after tomorrow) is the only sold-out date.
    expect(await soldOutDates()).toEqual([addDays(day, 2)]);
    expect(await soldOutTimes()).toEqual([]);
    const overview = tourOverviewResponseSchema.parse(
      (await getJson(app(), `/api/en/tour/overview?date=${day}&lookahead=1`)).body,
    ).data.toursPerDate;
    expect(overview[day]).toEqual([]);
    expect(overview[addDays(day, 1)]).toContain(highlights);
  });

  it('calls today sold out when the times not yet passed are sold out', async () => {
    now = atMuseumTime('12:00', day);
    const [afternoon] = await app()
      .db.select({ id: tourSlots.id })
      .from(tourSlots)
      .where(
        sql`${tourSlots.tourId} = ${highlights} and ${tourSlots.date} = ${day} and ${tourSlots.time} = '15:00'`,
      );
    if (!afternoon) throw new Error('no afternoon tour');
    await seedSales(app().db, DEMO_SHOP_ID, [{ tourSlotId: afternoon.id, places: 25, tours: 1 }]);
    const slots = await calendarDay();
    expect(slots?.map((slot) => [slot.time, slot.state, slot.soldout])).toEqual([
      ['11:00', 'expired', false],
      ['15:00', 'sold_out', true],
    ]);
    expect(await soldOutDates()).toEqual([day, addDays(day, 2)]);
    expect(await soldOutTimes()).toEqual(['15:00']);
    // Once the sold-out time has passed too, the day is over, not sold out.
    now = atMuseumTime('15:30', day);
    expect(await soldOutDates()).toEqual([addDays(day, 2)]);
    expect(await soldOutTimes()).toEqual([]);
  });
});

describe('a time or a day closed by staff is closed in the tour answers (issue 25)', () => {
  // A Wednesday: the highlights tour runs at 11:00 and 15:00 (bookable until it starts).
  const day = '2030-05-15';
  let now = atMuseumTime('09:00', day);
  const app = appForTests({ app: { clock: () => now } });
  let highlights = 0;
  beforeAll(async () => {
    const { body } = await getJson(app(), '/api/en/tour/select/event');
    highlights =
      tourListResponseSchema.parse(body).data.tours.find((tour) => tour.langIdentifier === 'en')?.id ?? 0;
  });
  const range = `${compact(day)};${compact(addDays(day, 6))}`;
  const calendar = async () =>
    tourCalendarResponseSchema.parse(
      (await getJson(app(), `/api/en/tour/calendar/tour/${highlights}/range/${range}`)).body,
    );
  const close = (closed: boolean, time?: string) =>
    app()
      .db.update(tourSlots)
      .set({ closed })
      .where(
        sql`${tourSlots.tourId} = ${highlights} and ${tourSlots.date} = ${day}${
          time === undefined ? sql`` : sql` and ${tourSlots.time} = ${time}`
        }`,
      );

  it('marks one closed time closed with nothing left; the day is not closed', async () => {
    await close(true, '11:00');
    const answer = await calendar();
    expect(
      answer.data[day]?.map((slot) => [slot.time, slot.state, slot.soldout, slot.tickets, slot.closed]),
    ).toEqual([
      ['11:00', 'sold_out', true, 0, true],
      ['15:00', 'available', false, 25, undefined],
    ]);
    expect(answer.closed_dates).toEqual([]);
    const tour = tourResponseSchema.parse(
      (await getJson(app(), `/api/en/tour?tour=${highlights}&date=${day}`)).body,
    ).data;
    expect(tour.schedule['11:00']).toMatchObject({ closed: true, tickets: 0 });
    expect(tour.schedule['15:00']).not.toHaveProperty('closed');
  });

  it('lists a day whose every time not yet passed is closed in closed_dates', async () => {
    await close(true);
    expect((await calendar()).closed_dates).toEqual([day]);
    // 11:00 has passed: the one time left, closed, still makes the day closed.
    now = atMuseumTime('12:00', day);
    await close(false, '11:00');
    expect((await calendar()).closed_dates).toEqual([day]);
    // Once every time has passed, the day is over, not closed.
    now = atMuseumTime('15:30', day);
    expect((await calendar()).closed_dates).toEqual([]);
    now = atMuseumTime('09:00', day);
    await close(false);
    const reopened = await calendar();
    expect(reopened.closed_dates).toEqual([]);
    expect(reopened.data[day]?.some((slot) => slot.closed)).toBe(false);
  });
});
