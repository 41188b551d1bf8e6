import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('the demo museum stays bookable by its opening hours', () => {
  let t: TestApp;
  let now = seededAt;
  beforeAll(async () => {
    t = await build({ app: { clock: () => now } });
    await t.app.ready();
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
  /** The housekeeping round on the app's clock, twice (a second round finds nothing behind), and the jobs it queued. */
  const slotJob = async () => {
    await t.app.sweepExpired();
    await t.app.sweepExpired();
    await t.app.jobs.runOnce();
  };

  it('seeds with the clock it is given: slots from the pinned day up to the demo’s horizon', async () => {
    expect(demoToday(seededAt)).toBe('2031-03-12');
    const highlights = await tourDates(await tourId(DEMO_TOUR_IMAGES.highlights));
    expect(highlights).toContain('2031-03-11');
    expect(highlights).toContain(addDays('2031-03-12', DEMO_BOOKABLE_DAYS));
    expect(highlights.every((date) => date >= '2031-03-11' && date <= '2031-05-11')).toBe(true);
    // The demo's past, which an import does not make: two days of the exhibition (closed on
    // Monday the 10th), the winter's weekly evenings.
    const exhibition = await eventDates(await eventId(DEMO_EVENT_IMAGES.exhibition));
    expect(exhibition).toContain('2031-03-11');
    expect(exhibition.every((date) => date >= '2031-03-10')).toBe(true);
    const winter = await eventDates(await eventId('/static/demo/winter-lights.svg'));
    expect(winter.sort()).toEqual(
      Array.from({ length: 13 }, (_, week) => addDays('2031-03-12', -120 + 7 * week)).filter(
        (date) => date <= addDays('2031-03-12', -30),
      ),
    );
  });

  it('makes nothing on the seeding day: what the seed made is what the opening hours make', async () => {
    const before = await slotCounts();
    await slotJob();
    expect(await slotCounts()).toEqual(before);
    expect(await seedDemoMuseum(t.db, seededAt)).toBe(false);
  });

  it('makes the later days with the slot job, by the weekly rules, and changes no sale, reservation or order', async () => {
    const digest = await tableChangeCounter(t.db);
    const before = await digest();
    now = daysLater(20);
    const today = demoToday(now);
    const until = addDays(today, DEMO_BOOKABLE_DAYS);
    expect(until).toBe('2031-05-31');
    await slotJob();

    const highlights = await tourDates(await tourId(DEMO_TOUR_IMAGES.highlights));
    for (let day = 0; day <= DEMO_BOOKABLE_DAYS; day++)
      expect(highlights.filter((date) => date === addDays(today, day))).toHaveLength(2);
    // Saturday and Sunday only: the weekly pattern goes on.
    const family = await tourDates(await tourId(DEMO_TOUR_IMAGES.family));
    expect(family).toContain('2031-05-31'); // a Saturday, after the seeding's last day
    expect(family).not.toContain('2031-05-30');
    const dayTicket = await eventDates(await eventId(DEMO_EVENT_IMAGES.dayTicket));
    expect(dayTicket).toContain('2031-05-31');
    expect(dayTicket).not.toContain('2031-05-26'); // a Monday: closed
    // An event's slots stop at its last day.
    const exhibition = await eventDates(await eventId(DEMO_EVENT_IMAGES.exhibition));
    const exhibitionEnd = addDays('2031-03-12', DEMO_EVENT_RUN_DAYS.exhibition);
    expect(exhibition.every((date) => date <= exhibitionEnd)).toBe(true);
    expect(exhibition).toContain(addDays(exhibitionEnd, -1));

    const after = await digest();
    for (const table of ['reservations', 'reservation_items', 'orders', 'carts', 'vouchers'])
      if (table in before) expect(after[table], table).toBe(before[table]);
    expect(after.tour_slots).not.toBe(before.tour_slots);
  });

  it('adds nothing when the job runs again that day, and never makes a slot twice', async () => {
    const before = await slotCounts();
    await Promise.all([slotJob(), slotJob()]);
    expect(await slotCounts()).toEqual(before);
    const [duplicates] = (
      (await t.db.execute(
        sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM tour_slots GROUP BY tour_id, date, time HAVING count(*) > 1) d`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(duplicates?.n).toBe(0);
  });
});
