import { type OpeningSchedule, slotsOfSchedule } from '@museum-shop/contract';
import { and, eq, inArray, max } from 'drizzle-orm';
import { addDays } from '../../lib/dates.ts';
import type { Db } from '../database.ts';
import { eventSlots, events } from '../schema/events.ts';
import { tourSlots, tours } from '../schema/tours.ts';
import { demoToday } from './catalog.ts';
import { DEMO_SHOP_ID } from './shop.ts';

/** The demo is bookable this many days ahead, on every day the server runs (issue 11). */
export const DEMO_BOOKABLE_DAYS = 60;

/**
 * The demo's tours and events that run on a weekly schedule, found again on later starts by their
 * picture: the demo has no other stable key, and each picture belongs to one item.
 */
export const DEMO_TOUR_IMAGES = {
  highlights: '/static/demo/tour-highlights.svg',
  groups: '/static/demo/tour-groups.svg',
  lantern: '/static/demo/tour-lantern.svg',
  family: '/static/demo/tour-family.svg',
  observatory: '/static/demo/tour-observatory.svg',
} as const;

export const DEMO_EVENT_IMAGES = {
  exhibition: '/static/demo/exhibition-neon.svg',
  dayTicket: '/static/demo/day-ticket.svg',
  observatoryNight: '/static/demo/observatory-night.svg',
} as const;

/** How many days after "today" each scheduled event still runs; later starts push the end along. */
export const DEMO_EVENT_RUN_DAYS: Record<keyof typeof DEMO_EVENT_IMAGES, number> = {
  exhibition: 75,
  dayTicket: 365,
  observatoryNight: 45,
};

export type DemoTourIds = Record<keyof typeof DEMO_TOUR_IMAGES, number>;
export type DemoEventIds = Record<keyof typeof DEMO_EVENT_IMAGES, number>;
type TourSlot = typeof tourSlots.$inferInsert;
type EventSlot = typeof eventSlots.$inferInsert;

/** Weekday of a YYYY-MM-DD date; 0 is Sunday. */
function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The demo's tour slots on one day: public tours daily, group tours on weekdays, lanterns on Friday and Saturday, families at weekends. */
export function demoTourSlotsOn(ids: DemoTourIds, date: string): TourSlot[] {
  const day = weekday(date);
  const slots: TourSlot[] = [
    { tourId: ids.highlights, date, time: '11:00', tours: 1, capacity: 25 },
    { tourId: ids.highlights, date, time: '15:00', tours: 1, capacity: 25 },
    { tourId: ids.observatory, date, time: '13:00', tours: 1, capacity: 12 },
  ];
  if (day >= 1 && day <= 5)
    slots.push(
      { tourId: ids.groups, date, time: '09:30', tours: 2, capacity: 60 },
      { tourId: ids.groups, date, time: '13:30', tours: 1, capacity: 30 },
    );
  if (day === 5 || day === 6)
    slots.push({ tourId: ids.lantern, date, time: '20:00', tours: 1, capacity: 15 });
  if (day === 0 || day === 6) slots.push({ tourId: ids.family, date, time: '14:00', tours: 1, capacity: 20 });
  return slots;
}

/**
 * The opening hours of the demo's scheduled events (issue 35): the museum is closed on Mondays, the
 * exhibition lets visitors in every hour from 10:00 to 17:00, the day ticket is for 10:00–18:00,
 * the observatory opens on Friday and Saturday nights. The editor shows and changes these rules.
 */
export const DEMO_EVENT_SCHEDULES: Record<keyof typeof DEMO_EVENT_IMAGES, OpeningSchedule> = {
  exhibition: {
    rules: [
      {
        weekdays: [2, 3, 4, 5, 6, 7],
        from: '2000-01-01',
        until: null,
        times: { kind: 'every', first: '10:00', last: '17:00', minutes: 60 },
        duration: 59,
        capacity: 30,
      },
    ],
    closed: [],
    specials: [],
  },
  dayTicket: {
    rules: [
      {
        weekdays: [2, 3, 4, 5, 6, 7],
        from: '2000-01-01',
        until: null,
        times: { kind: 'list', times: ['10:00'] },
        duration: 480,
        capacity: 400,
      },
    ],
    closed: [],
    specials: [],
  },
  observatoryNight: {
    rules: [
      {
        weekdays: [5, 6],
        from: '2000-01-01',
        until: null,
        times: { kind: 'list', times: ['21:00'] },
        duration: 150,
        capacity: 20,
      },
    ],
    closed: [],
    specials: [],
  },
};

/** One scheduled event's slots on one day, as its opening hours make them. */
export function demoEventSlotsOn(
  event: keyof typeof DEMO_EVENT_IMAGES,
  eventId: number,
  date: string,
): EventSlot[] {
  return slotsOfSchedule(DEMO_EVENT_SCHEDULES[event], date, date).map((slot) => ({
    eventId,
    date,
    time: slot.time,
    endTime: slot.end_time,
    capacity: slot.capacity,
  }));
}

/** The days after `after` up to and including `until`. */
function daysAfter(after: string, until: string): string[] {
  const days: string[] = [];
  for (let date = addDays(after, 1); date <= until; date = addDays(date, 1)) days.push(date);
  return days;
}

/** Rows found by picture, as ids by key; undefined when the demo was changed and one is gone. */
function idsByImage<Key extends string>(
  images: Record<Key, string>,
  rows: { id: number; image: string | null }[],
): Record<Key, number> | undefined {
  const ids = {} as Record<Key, number>;
  for (const [key, image] of Object.entries(images) as [Key, string][]) {
    const row = rows.find((candidate) => candidate.image === image);
    if (!row) return undefined;
    ids[key] = row.id;
  }
  return ids;
}

/** What the roll-forward looks at: the demo's scheduled tours and events with their last slot dates. */
interface DemoSchedule {
  tours: { id: number; image: string | null; last: string | null }[];
  events: { id: number; image: string | null; sorting: string; end: string; last: string | null }[];
}

/** What keeps the demo bookable from `today` on; all empty when nothing is missing. */
interface RollForward {
  tourSlots: TourSlot[];
  eventSlots: EventSlot[];
  eventEnds: { id: number; end: string }[];
}

async function readDemoSchedule(db: Db): Promise<DemoSchedule> {
  const tourRows = await db
    .select({ id: tours.id, image: tours.image, last: max(tourSlots.date) })
    .from(tours)
    .leftJoin(tourSlots, eq(tourSlots.tourId, tours.id))
    .where(and(eq(tours.shopId, DEMO_SHOP_ID), inArray(tours.image, Object.values(DEMO_TOUR_IMAGES))))
    .groupBy(tours.id);
  const eventRows = await db
    .select({
      id: events.id,
      image: events.image,
      sorting: events.sortingDatetime,
      end: events.endDate,
      last: max(eventSlots.date),
    })
    .from(events)
    .leftJoin(eventSlots, eq(eventSlots.eventId, events.id))
    .where(and(eq(events.shopId, DEMO_SHOP_ID), inArray(events.image, Object.values(DEMO_EVENT_IMAGES))))
    .groupBy(events.id);
  return { tours: tourRows, events: eventRows };
}

/**
 * Slots for today and the next DEMO_BOOKABLE_DAYS days, after the last day each tour or event
 * already has (so a restart on the same day adds nothing, and a slot the shop deleted is not
 * brought back), and the scheduled events' ends pushed along.
 */
function planRollForward(schedule: DemoSchedule, today: string): RollForward {
  const until = addDays(today, DEMO_BOOKABLE_DAYS);
  const plan: RollForward = { tourSlots: [], eventSlots: [], eventEnds: [] };

  const tourIds = idsByImage(DEMO_TOUR_IMAGES, schedule.tours);
  if (tourIds) {
    const last = new Map(schedule.tours.map((row) => [row.id, row.last ?? addDays(today, -1)]));
    plan.tourSlots = daysAfter(addDays(today, -1), until)
      .flatMap((date) => demoTourSlotsOn(tourIds, date))
      .filter((slot) => slot.date > (last.get(slot.tourId) ?? until));
  }

  const eventIds = idsByImage(DEMO_EVENT_IMAGES, schedule.events);
  if (!eventIds) return plan;
  for (const key of Object.keys(DEMO_EVENT_IMAGES) as (keyof typeof DEMO_EVENT_IMAGES)[]) {
    const row = schedule.events.find((candidate) => candidate.id === eventIds[key]);
    if (!row) continue;
    const end = addDays(today, DEMO_EVENT_RUN_DAYS[key]);
    if (row.end < end) plan.eventEnds.push({ id: row.id, end });
    // Slots only while the event runs: from its first day (the observatory opens a few days after seeding) to its end.
    const first = row.sorting.slice(0, 10);
    const last = row.last ?? addDays(today, -1);
    for (const date of daysAfter(last < today ? addDays(today, -1) : last, until))
      if (date >= first && date <= end) plan.eventSlots.push(...demoEventSlotsOn(key, row.id, date));
  }
  return plan;
}

/** True when the demo lacks a day or an event's end: the usual restart reads this and writes nothing. */
export async function demoNeedsRollForward(db: Db, now: Date): Promise<boolean> {
  const plan = planRollForward(await readDemoSchedule(db), demoToday(now));
  return plan.tourSlots.length > 0 || plan.eventSlots.length > 0 || plan.eventEnds.length > 0;
}

/**
 * Keeps the demo bookable (planRollForward). Sales, reservations and orders are not touched. Runs
 * in the caller's transaction, under the seed's lock.
 */
export async function rollDemoForward(db: Db, now: Date): Promise<void> {
  const plan = planRollForward(await readDemoSchedule(db), demoToday(now));
  // The unique (tour, date, time) and (event, date, time) make a second process starting at once add nothing.
  if (plan.tourSlots.length > 0) await db.insert(tourSlots).values(plan.tourSlots).onConflictDoNothing();
  for (const { id, end } of plan.eventEnds)
    await db.update(events).set({ endDate: end }).where(eq(events.id, id));
  if (plan.eventSlots.length > 0) await db.insert(eventSlots).values(plan.eventSlots).onConflictDoNothing();
}
