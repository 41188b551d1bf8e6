import { type EventDocument, NO_MORE_TIMES, type OpeningSchedule } from '@museum-shop/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventSlots, ticketTypes } from '../../db/schema/events.ts';
import { paidOrder, staffToken } from '../../features/staff/staff.test-support.ts';
import { build, type TestApp } from '../../test-support/build.ts';

// Issue 35: the owner builds an exhibition with its ticket types and opening hours from the staff
// app; its slots are made from the rules, and a change never loses a sale. The clock is pinned to a
// Saturday in the museum (2030-05-04 10:00 in Berlin), so "today" is the same at any hour.
const SATURDAY = '2030-05-04';

const springHours = (change: Partial<OpeningSchedule['rules'][number]> = {}): OpeningSchedule => ({
  rules: [
    {
      weekdays: [2, 3, 4, 5, 6, 7],
      from: '2030-05-01',
      until: '2030-06-30',
      times: { kind: 'every', first: '10:00', last: '16:30', minutes: 30 },
      duration: 30,
      capacity: 40,
      ...change,
    },
  ],
  closed: [],
  specials: [],
});

const name = (en: string) => ({ en, de: en });

function springExhibition(venueId: number, change: Partial<EventDocument> = {}): EventDocument {
  const ticket = { group_id: null, book_with_cost: false, book_with_cost_warn: false } as const;
  const flags = {
    print_separately: false,
    unique_barcode: false,
    scan_separately: false,
    sale_from: null,
    sale_until_minutes_before: null,
  } as const;
  return {
    name: name('Spring Exhibition'),
    description: { en: '<p>Blossoms in art.</p>' },
    image: null,
    venue_id: venueId,
    custom_group_ids: [],
    sequence_no: 0,
    sorting_datetime: '2030-05-01 10:00',
    end: '2030-06-30',
    tickets: [
      {
        id: null,
        name: name('Adult'),
        mode: 1,
        price: 1200,
        vat_value: 7,
        family: false,
        subtickets: [],
        ...ticket,
        ...flags,
      },
      {
        id: null,
        name: name('Reduced'),
        mode: 1,
        price: 800,
        vat_value: 7,
        family: false,
        subtickets: [],
        ...ticket,
        ...flags,
      },
      {
        id: null,
        name: name('Family'),
        mode: 1,
        price: 3000,
        vat_value: 7,
        family: true,
        subtickets: [
          { id: null, name: name('Adult'), price: 0, vat_value: 7, min_quantity: 1, max_quantity: 2 },
          { id: null, name: name('Child'), price: 0, vat_value: 7, min_quantity: 1, max_quantity: 3 },
        ],
        ...ticket,
        ...flags,
      },
    ],
    schedule: springHours(),
    ...change,
  };
}

describe('staff build an exhibition (issue 35)', () => {
  let t: TestApp;
  let now = new Date(`${SATURDAY}T08:00:00Z`).getTime();
  let owner: string;
  let venueId: number;

  beforeAll(async () => {
    t = await build({ app: { clock: () => new Date(now) } });
    owner = await staffToken(t, 'owner');
    const list = await t.app.inject({ url: `/api/en/staff/catalog/events?_=${owner}` });
    venueId = list.json().data.choices.venues[0].id;
  });
  afterAll(async () => t?.close());

  const create = (document: EventDocument, token = owner) =>
    t.app.inject({ method: 'POST', url: `/api/en/staff/catalog/events?_=${token}`, payload: document });
  const save = (id: number, document: EventDocument) =>
    t.app.inject({ method: 'POST', url: `/api/en/staff/catalog/events/${id}?_=${owner}`, payload: document });
  const setStatus = (id: number, status: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/en/staff/catalog/events/${id}/status?_=${owner}`,
      payload: { status },
    });
  const slotsOf = (eventId: number) =>
    t.db
      .select({
        id: eventSlots.id,
        date: eventSlots.date,
        time: eventSlots.time,
        capacity: eventSlots.capacity,
      })
      .from(eventSlots)
      .where(eq(eventSlots.eventId, eventId))
      .orderBy(eventSlots.date, eventSlots.time);
  const visitorEvents = async () =>
    (await t.app.inject({ url: '/api/en/event/select' }))
      .json()
      .data.events.map((event: { id: number }) => event.id);

  it('creates a draft whose opening hours make its slots, and publishing puts it in the shop', async () => {
    const created = await create(springExhibition(venueId));
    expect(created.statusCode, created.body).toBe(200);
    const event = created.json().data;
    expect(event.status).toBe('draft');
    expect(event.document.tickets.map((ticket: { name: { en: string } }) => ticket.name.en)).toEqual([
      'Adult',
      'Reduced',
      'Family',
    ]);
    expect(event.document.tickets[2].subtickets).toHaveLength(2);

    const slots = await slotsOf(event.id);
    // From today (a Saturday) to 30 June: 14 starts a day, none on a Monday.
    expect(slots[0]).toMatchObject({ date: SATURDAY, time: '10:00', capacity: 40 });
    expect(slots.some((slot) => slot.date === '2030-05-06')).toBe(false);
    expect(slots.filter((slot) => slot.date === '2030-05-07')).toHaveLength(14);
    expect(slots.at(-1)).toMatchObject({ date: '2030-06-30', time: '16:30' });
    expect(event.slots_ahead).toBe(slots.length);

    expect(await visitorEvents()).not.toContain(event.id);
    expect((await setStatus(event.id, 'published')).json().data.status).toBe('published');
    expect(await visitorEvents()).toContain(event.id);
    const calendar = await t.app.inject({
      url: `/api/en/ticket/calendar/event/${event.id}/range/20300501;20300531`,
    });
    expect(calendar.statusCode, calendar.body).toBe(200);
  });

  it.each<[string, (document: EventDocument) => EventDocument, string, string]>([
    [
      'a family ticket without components',
      (document: EventDocument) => ({
        ...document,
        tickets: document.tickets.map((ticket) => ({ ...ticket, subtickets: [] })),
      }),
      'tickets.2.subtickets',
      'family_without_components',
    ],
    [
      'timed tickets without opening hours',
      (document: EventDocument) => ({ ...document, schedule: { rules: [], closed: [], specials: [] } }),
      'schedule',
      'needs_schedule',
    ],
    [
      'overlapping rules',
      (document: EventDocument) => ({
        ...document,
        schedule: {
          ...document.schedule,
          rules: [
            ...document.schedule.rules,
            {
              ...document.schedule.rules[0],
              weekdays: [6],
              times: { kind: 'list', times: ['11:15'] },
            } as OpeningSchedule['rules'][number],
          ],
        },
      }),
      'schedule.rules.1',
      'overlapping_rules',
    ],
    [
      'a venue that is not the shop’s',
      (document: EventDocument) => ({ ...document, venue_id: 999_999 }),
      'venue_id',
      'unknown_venue',
    ],
  ])('refuses %s, naming the path, and changes nothing', async (_, change, path, code) => {
    const before = await t.app.inject({ url: `/api/en/staff/catalog/events?_=${owner}` });
    const answer = await create(change(springExhibition(venueId)));
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { [path]: [code] } });
    const after = await t.app.inject({ url: `/api/en/staff/catalog/events?_=${owner}` });
    expect(after.json().data.events).toHaveLength(before.json().data.events.length);
  });

  it('never lowers a slot below what it sold, keeps a sold slot the new hours drop, and keeps old prices on orders', async () => {
    const event = (await create(springExhibition(venueId))).json().data;
    await setStatus(event.id, 'published');
    const adult = event.document.tickets[0].id as number;
    const order = await paidOrder(t, [{ type: 'ticket', id: adult, count: 3, datetime: '2030-05-07 10:30' }]);

    // Two places a slot would leave the sold 10:30 slot with fewer places than it sold.
    const lower = await save(event.id, springExhibition(venueId, { schedule: springHours({ capacity: 2 }) }));
    expect(lower.statusCode).toBe(422);
    expect(lower.json().errors).toEqual({ 'schedule.rules.0.capacity': ['capacity_below_taken'] });
    const sold = await t.db
      .select({ capacity: eventSlots.capacity })
      .from(eventSlots)
      .where(
        and(
          eq(eventSlots.eventId, event.id),
          eq(eventSlots.date, '2030-05-07'),
          eq(eventSlots.time, '10:30'),
        ),
      );
    expect(sold).toEqual([{ capacity: 40 }]);

    // Hourly from 10:00: the 10:30 starts go, except the sold one, which is kept and listed; prices rise.
    const hourly = springExhibition(venueId, {
      schedule: springHours({
        times: { kind: 'every', first: '10:00', last: '16:00', minutes: 60 },
        duration: 60,
      }),
      tickets: event.document.tickets.map((ticket: EventDocument['tickets'][number]) => ({
        ...ticket,
        price: ticket.price + 500,
      })),
    });
    const saved = await save(event.id, hourly);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.kept_slots).toEqual([
      expect.objectContaining({ date: '2030-05-07', time: '10:30', taken: 3, reason: 'not_in_schedule' }),
    ]);
    const slots = await slotsOf(event.id);
    expect(slots.filter((slot) => slot.date === '2030-05-08').map((slot) => slot.time)).toEqual([
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
    ]);
    expect(slots.filter((slot) => slot.date === '2030-05-07').map((slot) => slot.time)).toContain('10:30');

    const staffOrder = await t.app.inject({ url: `/api/en/staff/orders/${order}?_=${owner}` });
    expect(staffOrder.json().data.order.lines[0]).toMatchObject({ count: 3, total: 3600 });

    // Saving the same document again changes no slot.
    const again = await save(event.id, hourly);
    expect(again.statusCode).toBe(200);
    expect(await slotsOf(event.id)).toEqual(slots);
  });

  it('retires a sold ticket type that is taken off, and deletes one nobody bought', async () => {
    const event = (await create(springExhibition(venueId))).json().data;
    await setStatus(event.id, 'published');
    const [adult, reduced] = event.document.tickets;
    await paidOrder(t, [{ type: 'ticket', id: adult.id, count: 1, datetime: '2030-05-08 11:00' }]);
    const answer = await save(event.id, {
      ...springExhibition(venueId),
      tickets: [event.document.tickets[2]],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const rows = await t.db
      .select({ id: ticketTypes.id, retired: ticketTypes.retired })
      .from(ticketTypes)
      .where(eq(ticketTypes.eventId, event.id));
    expect(rows.find((row) => row.id === adult.id)).toEqual({ id: adult.id, retired: true });
    expect(rows.find((row) => row.id === reduced.id)).toBeUndefined();
    expect(answer.json().data.document.tickets).toHaveLength(1);
  });

  it('copies an event as a new draft, and keeps the catalog to owners', async () => {
    const event = (await create(springExhibition(venueId))).json().data;
    const copy = await t.app.inject({
      method: 'POST',
      url: `/api/en/staff/catalog/events/${event.id}/duplicate?_=${owner}`,
    });
    expect(copy.statusCode, copy.body).toBe(200);
    expect(copy.json().data).toMatchObject({ status: 'draft', slots_ahead: event.slots_ahead });
    expect(copy.json().data.id).not.toBe(event.id);
    expect(copy.json().data.document.tickets[0].id).not.toBe(event.document.tickets[0].id);

    const boxOffice = await staffToken(t, 'box_office');
    expect((await create(springExhibition(venueId), boxOffice)).statusCode).toBe(403);
  });

  it('sells a ticket type only inside its sale window, on the event page and at payment', async () => {
    // The clock: Saturday 10:00 in the museum. Adults stop selling two hours before a start; the
    // reduced ticket goes on sale next Saturday.
    const base = springExhibition(venueId);
    const [adult, reduced, family] = base.tickets;
    if (!adult || !reduced || !family) throw new Error('the spring exhibition has three tickets');
    const event = (
      await create({
        ...base,
        tickets: [
          { ...adult, sale_until_minutes_before: 120 },
          { ...reduced, sale_from: '2030-05-11' },
          family,
        ],
      })
    ).json().data;
    await setStatus(event.id, 'published');
    const page = await t.app.inject({ url: `/api/en/ticket/collect/event/${event.id}/date/${SATURDAY}` });
    expect(page.statusCode, page.body).toBe(200);
    const tickets: { id: number; schedule: { datetime: string; max_tickets: number }[] }[] =
      page.json().data.tickets;
    const placesAt = (index: number, time: string) =>
      tickets[index]?.schedule.find((entry) => entry.datetime === `${SATURDAY} ${time}`)?.max_tickets;
    expect(placesAt(0, '11:30')).toBe(0);
    expect(placesAt(0, '12:00')).toBe(40);
    expect(tickets[1]?.schedule.every((entry) => entry.max_tickets === 0)).toBe(true);
    expect(placesAt(2, '10:30')).toBe(40);

    const adultId = event.document.tickets[0].id;
    const item = (time: string) => ({
      type: 'ticket' as const,
      id: adultId,
      datetime: `${SATURDAY} ${time}`,
      count: 1,
    });
    await expect(paidOrder(t, [item('11:30')])).rejects.toThrow(/NOT_AVAILABLE/);
    expect(await paidOrder(t, [item('12:00')])).toMatch(/\S/);
  });

  it('offers in the calendar only the times some ticket is on sale for', async () => {
    const base = springExhibition(venueId);
    const [adult, reduced] = base.tickets;
    if (!adult || !reduced) throw new Error('the spring exhibition has an adult and a reduced ticket');
    const calendarOf = async (tickets: EventDocument['tickets']) => {
      const event = (await create({ ...base, tickets })).json().data;
      await setStatus(event.id, 'published');
      const answer = await t.app.inject({
        url: `/api/en/ticket/calendar/event/${event.id}/range/20300504;20300506?deep=1`,
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().data;
    };
    // Adults until two hours before a start: today from 12:00 (ten times of 40), all of Sunday; closed on Monday.
    expect(await calendarOf([{ ...adult, sale_until_minutes_before: 120 }])).toEqual({
      '2030-05-04': 400,
      '2030-05-05': 560,
    });
    // Only a ticket on sale from next Saturday: no time can be booked yet, which is not sold out.
    expect(await calendarOf([{ ...reduced, sale_from: '2030-05-11' }])).toEqual({
      '2030-05-04': NO_MORE_TIMES,
      '2030-05-05': NO_MORE_TIMES,
    });
  });

  it('keeps making slots as the days pass up to the horizon the museum sets, once however often the job runs', async () => {
    // The demo makes slots 60 days ahead; this museum sells a year ahead.
    const settings = `/api/en/staff/catalog/settings?_=${owner}`;
    expect((await t.app.inject({ url: settings })).json().data).toEqual({ slot_horizon_days: 60 });
    const tooFar = await t.app.inject({ method: 'POST', url: settings, payload: { slot_horizon_days: 731 } });
    expect(tooFar.statusCode).toBe(422);
    const year = await t.app.inject({ method: 'POST', url: settings, payload: { slot_horizon_days: 365 } });
    expect(year.json().data).toEqual({ slot_horizon_days: 365 });
    const open = springExhibition(venueId, {
      end: '2031-12-31',
      schedule: springHours({ until: null, times: { kind: 'list', times: ['11:00'] } }),
    });
    const event = (await create(open)).json().data;
    const made = await slotsOf(event.id);
    // A year ahead of today, not further.
    expect(made.at(-1)?.date).toBe('2031-05-04');
    now += 10 * 24 * 60 * 60_000;
    await t.app.sweepExpired();
    await t.app.sweepExpired();
    await t.app.jobs.runOnce();
    const later = await slotsOf(event.id);
    expect(later.at(-1)?.date).toBe('2031-05-14');
    expect(new Set(later.map((slot) => `${slot.date} ${slot.time}`)).size).toBe(later.length);

    // Two saves at once (on PostgreSQL, two connections) take turns on the event's row. Ten days
    // on, the owner signs in again.
    owner = await staffToken(t, 'owner');
    const wider = {
      ...open,
      schedule: springHours({ until: null, times: { kind: 'list', times: ['11:00', '15:00'] } }),
    };
    const both = await Promise.all([save(event.id, wider), save(event.id, wider)]);
    expect(both.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const twice = await slotsOf(event.id);
    expect(twice.filter((slot) => slot.date === '2030-05-15').map((slot) => slot.time)).toEqual([
      '11:00',
      '15:00',
    ]);
    expect(new Set(twice.map((slot) => `${slot.date} ${slot.time}`)).size).toBe(twice.length);
  });
});
