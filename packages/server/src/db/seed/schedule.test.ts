import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays } from '../../lib/dates.ts';
import { build, type TestApp } from '../../test-support/build.ts';
import { tableChangeCounter } from '../../test-support/table-changes.ts';
import { eventSlots, events } from '../schema/events.ts';
import { tourSlots, tours } from '../schema/tours.ts';
import { demoToday } from './catalog.ts';
import { seedDemoMuseum } from './index.ts';
import { DEMO_BOOKABLE_DAYS, DEMO_EVENT_IMAGES, DEMO_EVENT_RUN_DAYS, DEMO_TOUR_IMAGES } from './schedule.ts';

/** Noon in Berlin on a pinned Wednesday: the demo's "today" is 2031-03-12 whatever the wall clock says. */
const seededAt = new Date('2031-03-12T11:00:00Z');
const daysLater = (days: number) => new Date(seededAt.getTime() + days * 86_400_000);

describe('the demo museum rolls forward on every start', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({ app: { clock: () => seededAt } });
  });
  afterAll(() => t.close());

  const tourId = async (image: string) =>
    (await t.db.select({ id: tours.id }).from(tours).where(eq(tours.image, image)))[0]?.id ?? 0;
  const eventId = async (image: string) =>
    (await t.db.select({ id: events.id }).from(events).where(eq(events.image, image)))[0]?.id ?? 0;
  const tourDates = async (id: number) =>
    (await t.db.select({ date: tourSlots.date }).from(tourSlots).where(eq(tourSlots.tourId, id))).map(
      (row) => row.date,
    );
  const eventDates = async (id: number) =>
    (await t.db.select({ date: eventSlots.date }).from(eventSlots).where(eq(eventSlots.eventId, id))).map(
      (row) => row.date,
    );
  const slotCounts = async () => {
    const [row] = (
      (await t.db.execute(
        sql`SELECT (SELECT count(*) FROM tour_slots)::int AS tours, (SELECT count(*) FROM event_slots)::int AS events`,
      )) as unknown as { rows: { tours: number; events: number }[] }
    ).rows;
    return row;
  };

  it('seeds with the clock it is given: slots from the pinned day, not the wall clock', async () => {
    expect(demoToday(seededAt)).toBe('2031-03-12');
    const highlights = await tourDates(await tourId(DEMO_TOUR_IMAGES.highlights));
    expect(highlights).toContain('2031-03-11');
    expect(highlights).toContain(addDays('2031-03-12', DEMO_BOOKABLE_DAYS));
    expect(highlights.every((date) => date >= '2031-03-11' && date <= '2031-05-11')).toBe(true);
  });

  it('adds the days up to today + 60 days, pushes the events’ ends along, and changes no sale, reservation or order', async () => {
    const digest = await tableChangeCounter(t.db);
    const before = await digest();
    const later = daysLater(20);
    const today = demoToday(later);
    const until = addDays(today, DEMO_BOOKABLE_DAYS);

    expect(await seedDemoMuseum(t.db, later)).toBe(false);

    const highlights = await tourDates(await tourId(DEMO_TOUR_IMAGES.highlights));
    for (let day = 0; day <= DEMO_BOOKABLE_DAYS; day++)
      expect(highlights.filter((date) => date === addDays(today, day))).toHaveLength(2);
    // Saturday and Sunday only: the weekly pattern goes on.
    const family = await tourDates(await tourId(DEMO_TOUR_IMAGES.family));
    expect(family).toContain('2031-05-31'); // a Saturday, after the first seeding's last day
    expect(family).not.toContain('2031-05-30');
    const exhibition = await eventDates(await eventId(DEMO_EVENT_IMAGES.exhibition));
    expect(until).toBe('2031-05-31');
    expect(exhibition.filter((date) => date === '2031-05-31')).toHaveLength(8);
    expect(exhibition).not.toContain('2031-05-26'); // a Monday: closed
    const [night] = await t.db
      .select({ end: events.endDate })
      .from(events)
      .where(eq(events.image, DEMO_EVENT_IMAGES.observatoryNight));
    expect(night?.end).toBe(addDays(today, DEMO_EVENT_RUN_DAYS.observatoryNight));

    const after = await digest();
    for (const table of ['reservations', 'reservation_items', 'orders', 'carts', 'vouchers'])
      if (table in before) expect(after[table], table).toBe(before[table]);
    expect(after.tour_slots).not.toBe(before.tour_slots);
  });

  it('adds nothing when started again on the same day, also when several processes start at once', async () => {
    const later = daysLater(20);
    const before = await slotCounts();
    expect(await Promise.all([seedDemoMuseum(t.db, later), seedDemoMuseum(t.db, later)])).toEqual([
      false,
      false,
    ]);
    expect(await slotCounts()).toEqual(before);
    const [duplicates] = (
      (await t.db.execute(
        sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM tour_slots GROUP BY tour_id, date, time HAVING count(*) > 1) d`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(duplicates?.n).toBe(0);
  });

  it('only reads on a restart with nothing missing, and writes again once a day is missing', async () => {
    const transaction = vi.spyOn(t.db, 'transaction');
    try {
      expect(await seedDemoMuseum(t.db, daysLater(20))).toBe(false);
      expect(transaction).not.toHaveBeenCalled();

      const nextDay = daysLater(21);
      expect(await seedDemoMuseum(t.db, nextDay)).toBe(false);
      expect(transaction).toHaveBeenCalledTimes(1);
      const lastDay = addDays(demoToday(nextDay), DEMO_BOOKABLE_DAYS);
      expect(await tourDates(await tourId(DEMO_TOUR_IMAGES.highlights))).toContain(lastDay);
    } finally {
      transaction.mockRestore();
    }
  });

  it('does not bring back a slot the shop deleted', async () => {
    const later = daysLater(20);
    const id = await tourId(DEMO_TOUR_IMAGES.highlights);
    const date = addDays(demoToday(later), 30);
    await t.db.delete(tourSlots).where(and(eq(tourSlots.tourId, id), eq(tourSlots.date, date)));
    await seedDemoMuseum(t.db, later);
    expect(await tourDates(id)).not.toContain(date);
  });
});
