import type { OpeningSchedule, TourDocument } from '@museum-shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tourSlots } from '../../db/schema/tours.ts';
import { paidOrder, staffToken } from '../../features/staff/staff.test-support.ts';
import { build, type TestApp } from '../../test-support/build.ts';

// Issue 35: the owner makes a daily German tour at 11:00 for 25 people with one mandatory
// question; its starts are made from the opening hours, a rule's capacity being its guides. The
// clock is pinned to a Saturday in the museum (2030-05-04 10:00 in Berlin).
const daily = (change: Partial<OpeningSchedule['rules'][number]> = {}): OpeningSchedule => ({
  rules: [
    {
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      from: '2030-05-01',
      until: '2030-05-31',
      times: { kind: 'list', times: ['11:00'] },
      duration: 60,
      capacity: 1,
      ...change,
    },
  ],
  closed: [],
  specials: [],
});

const text = (de: string) => ({ de, en: de });

function germanTour(
  refs: { venue: number; category: number },
  change: Partial<TourDocument> = {},
): TourDocument {
  return {
    name: text('Führung durch die Frühlingsausstellung'),
    description: { de: '<p>Eine Stunde mit unseren Guides.</p>' },
    event_name: text('Frühlingsausstellung'),
    image: null,
    venue_id: refs.venue,
    category_id: refs.category,
    language: 'de',
    custom_group_ids: [],
    sequence_no: 0,
    duration_minutes: 60,
    max_participants: 25,
    single_ticketing: false,
    book_complete_tour: false,
    booking_without_tickets: false,
    prices: [{ id: null, name: text('Führung'), price: 400, vat_value: 19 }],
    tickets: [{ id: null, name: text('Eintritt'), price: 1200, vat_value: 7, subtickets: [] }],
    questions: [
      {
        id: null,
        type: 'select',
        question: text('Wie alt sind die Teilnehmenden?'),
        mandatory: true,
        options: [
          { value: 'adults', label: text('Erwachsene') },
          { value: 'school', label: text('Schulklasse') },
        ],
      },
    ],
    schedule: daily(),
    ...change,
  };
}

describe('staff build a guided tour (issue 35)', () => {
  let t: TestApp;
  const now = new Date('2030-05-04T08:00:00Z').getTime();
  let owner: string;
  let refs: { venue: number; category: number };

  beforeAll(async () => {
    t = await build({ app: { clock: () => new Date(now) } });
    owner = await staffToken(t, 'owner');
    const [events, tours] = await Promise.all([
      t.app.inject({ url: `/api/en/staff/catalog/events?_=${owner}` }),
      t.app.inject({ url: `/api/en/staff/catalog/tours?_=${owner}` }),
    ]);
    refs = { venue: events.json().data.choices.venues[0].id, category: tours.json().data.categories[0].id };
  });
  afterAll(async () => t?.close());

  const create = (tour: TourDocument) =>
    t.app.inject({ method: 'POST', url: `/api/en/staff/catalog/tours?_=${owner}`, payload: tour });
  const save = (id: number, tour: TourDocument) =>
    t.app.inject({ method: 'POST', url: `/api/en/staff/catalog/tours/${id}?_=${owner}`, payload: tour });
  const startsOf = (tourId: number) =>
    t.db
      .select({
        date: tourSlots.date,
        time: tourSlots.time,
        tours: tourSlots.tours,
        capacity: tourSlots.capacity,
      })
      .from(tourSlots)
      .where(eq(tourSlots.tourId, tourId))
      .orderBy(tourSlots.date, tourSlots.time);

  it('makes a daily 11:00 start for 25 people, and publishing puts the tour in the shop', async () => {
    const created = await create(germanTour(refs));
    expect(created.statusCode, created.body).toBe(200);
    const tour = created.json().data;
    expect(tour).toMatchObject({ status: 'draft', slots_ahead: 28 });
    expect(tour.document.questions[0]).toMatchObject({ type: 'select', mandatory: true });
    expect((await startsOf(tour.id))[0]).toEqual({
      date: '2030-05-04',
      time: '11:00',
      tours: 1,
      capacity: 25,
    });

    const listed = async () =>
      (await t.app.inject({ url: '/api/de/tour/select/event' }))
        .json()
        .data.tours.map((row: { id: number }) => row.id);
    expect(await listed()).not.toContain(tour.id);
    const published = await t.app.inject({
      method: 'POST',
      url: `/api/en/staff/catalog/tours/${tour.id}/status?_=${owner}`,
      payload: { status: 'published' },
    });
    expect(published.json().data.status).toBe('published');
    expect(await listed()).toContain(tour.id);
  });

  it.each<[string, (tour: TourDocument) => TourDocument, string, string]>([
    [
      'more participants than its tickets allow',
      (tour) => ({ ...tour, max_participants: 120 }),
      'max_participants',
      'participants_above_tickets',
    ],
    ['a tour needing tickets without any', (tour) => ({ ...tour, tickets: [] }), 'tickets', 'needs_tickets'],
    [
      'a choice question without options',
      (tour) => ({ ...tour, questions: tour.questions.map((question) => ({ ...question, options: [] })) }),
      'questions.0.options',
      'needs_options',
    ],
    [
      'a category that is not the shop’s',
      (tour) => ({ ...tour, category_id: 999_999 }),
      'category_id',
      'unknown_category',
    ],
  ])('refuses %s and changes nothing', async (_, change, path, code) => {
    const before = (await t.app.inject({ url: `/api/en/staff/catalog/tours?_=${owner}` })).json().data.tours
      .length;
    const answer = await create(change(germanTour(refs)));
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors).toMatchObject({ [path]: [code] });
    const after = (await t.app.inject({ url: `/api/en/staff/catalog/tours?_=${owner}` })).json().data.tours
      .length;
    expect(after).toBe(before);
  });

  it('takes more guides, never fewer places than sold, and keeps a sold ticket for its order', async () => {
    const tour = (await create(germanTour(refs, { max_participants: 10 }))).json().data;
    await t.app.inject({
      method: 'POST',
      url: `/api/en/staff/catalog/tours/${tour.id}/status?_=${owner}`,
      payload: { status: 'published' },
    });
    const [price] = tour.document.prices;
    const [ticket] = tour.document.tickets;
    await paidOrder(t, [
      {
        type: 'guidedTour',
        tourId: tour.id,
        datetime: '2030-05-06 11:00',
        prices: [{ id: price.id, count: 8 }],
        tickets: [{ id: ticket.id, count: 8 }],
        answers: [{ qId: tour.document.questions[0].id, type: 'select', value: 'adults' }],
      },
    ]);
    // The guide's list of the day shows the group's answer, as the group chose it.
    const list = await t.app.inject({ url: `/api/en/staff/day-sheet/list?date=2030-05-06&_=${owner}` });
    expect(list.json().data.entries).toMatchObject([
      {
        kind: 'tour',
        persons: 8,
        answers: [{ question: 'Wie alt sind die Teilnehmenden?', answer: 'Erwachsene' }],
      },
    ]);

    // Two guides at 11:00: twenty places a start.
    const two = await save(tour.id, { ...tour.document, schedule: daily({ capacity: 2 }) });
    expect(two.statusCode, two.body).toBe(200);
    expect((await startsOf(tour.id)).find((start) => start.date === '2030-05-06')).toMatchObject({
      tours: 2,
      capacity: 20,
    });

    // Three people a tour (six a start) would leave the sold start with fewer places than it sold.
    const smaller = await save(tour.id, { ...two.json().data.document, max_participants: 3 });
    expect(smaller.statusCode).toBe(422);
    expect(smaller.json().errors).toEqual({ 'schedule.rules.0.capacity': ['capacity_below_taken'] });

    // The admission ticket is replaced: the sold one is retired, not deleted, and no longer offered.
    const replaced = await save(tour.id, {
      ...two.json().data.document,
      tickets: [{ id: null, name: text('Eintritt 2031'), price: 1400, vat_value: 7, subtickets: [] }],
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().data.document.tickets.map((row: { id: number }) => row.id)).not.toContain(
      ticket.id,
    );
    const shown = await t.app.inject({ url: `/api/de/tour?id=${tour.id}` });
    expect(JSON.stringify(shown.json())).not.toContain('"Eintritt"');
  });
});
