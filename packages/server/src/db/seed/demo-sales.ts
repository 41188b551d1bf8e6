import { asc, eq } from 'drizzle-orm';
import { addDays } from '../../lib/dates.ts';
import type { Db } from '../database.ts';
import { eventSlots } from '../schema/events.ts';
import { tourSlots } from '../schema/tours.ts';
import type { DemoRowIds } from './demo-catalog.ts';
import { seedSales } from './reservations.ts';
import { DEMO_SHOP_ID } from './shop.ts';

type Sale = Parameters<typeof seedSales>[2][number];
interface Slot {
  id: number;
  date: string;
  time: string;
}

const eventSlotsOf = (tx: Db, eventId: number): Promise<Slot[]> =>
  tx
    .select({ id: eventSlots.id, date: eventSlots.date, time: eventSlots.time })
    .from(eventSlots)
    .where(eq(eventSlots.eventId, eventId))
    .orderBy(asc(eventSlots.date), asc(eventSlots.time));

const tourSlotsOf = (tx: Db, tourId: number): Promise<Slot[]> =>
  tx
    .select({ id: tourSlots.id, date: tourSlots.date, time: tourSlots.time })
    .from(tourSlots)
    .where(eq(tourSlots.tourId, tourId))
    .orderBy(asc(tourSlots.date), asc(tourSlots.time));

/** Tours sold out or nearly full: the highlights tomorrow and the day after, the lantern evenings, a group morning. */
async function tourSales(tx: Db, ids: DemoRowIds, today: string): Promise<Sale[]> {
  const sales: Sale[] = [];
  const highlights = await tourSlotsOf(tx, ids.tours.highlights);
  // Highlights: nearly full tomorrow afternoon, sold out the day after tomorrow.
  for (const slot of highlights.filter((s) => s.date === addDays(today, 1) && s.time === '15:00'))
    sales.push({ tourSlotId: slot.id, places: 23 });
  for (const slot of highlights.filter((s) => s.date === addDays(today, 2)))
    sales.push({ tourSlotId: slot.id, places: 25 });
  // Lantern tour: the next two evenings it runs are nearly full and sold out.
  const lantern = (await tourSlotsOf(tx, ids.tours.lantern)).filter((s) => s.date >= today);
  if (lantern[0]) sales.push({ tourSlotId: lantern[0].id, places: 13 });
  if (lantern[1]) sales.push({ tourSlotId: lantern[1].id, places: 15 });
  // Group tour: both guides of the next morning slot are booked (whole tours sell out before places).
  const [groupMorning] = (await tourSlotsOf(tx, ids.tours.groups)).filter(
    (s) => s.date > today && s.time === '09:30',
  );
  if (groupMorning) sales.push({ tourSlotId: groupMorning.id, places: 48, tours: 2 });
  return sales;
}

/**
 * The exhibition: the next open day's 10:00 is sold out and 11:00 nearly full; three open days on,
 * every slot is gone. The day ticket is nearly sold out on the second open day, the first
 * observatory night is sold out.
 */
async function eventSales(tx: Db, ids: DemoRowIds, today: string): Promise<Sale[]> {
  const exhibition = await eventSlotsOf(tx, ids.events.exhibition);
  const openDays = [...new Set(exhibition.filter((s) => s.date > today).map((s) => s.date))];
  const sales: Sale[] = [];
  for (const slot of exhibition.filter((s) => s.date === openDays[0])) {
    if (slot.time === '10:00') sales.push({ eventSlotId: slot.id, places: 30 });
    if (slot.time === '11:00') sales.push({ eventSlotId: slot.id, places: 27 });
  }
  for (const slot of (await eventSlotsOf(tx, ids.events.dayTicket)).filter((s) => s.date === openDays[1]))
    sales.push({ eventSlotId: slot.id, places: 385 });
  for (const slot of exhibition.filter((s) => s.date === openDays[2]))
    sales.push({ eventSlotId: slot.id, places: 30 });
  const [firstNight] = await eventSlotsOf(tx, ids.events.observatoryNight);
  if (firstNight) sales.push({ eventSlotId: firstNight.id, places: 20 });
  return sales;
}

/**
 * The demo's sold-out and nearly full slots, as paid reservations (the tests and the README name
 * them): the tours' first, then the events'.
 */
export async function seedDemoSales(tx: Db, ids: DemoRowIds, today: string): Promise<void> {
  await seedSales(tx, DEMO_SHOP_ID, await tourSales(tx, ids, today));
  await seedSales(tx, DEMO_SHOP_ID, await eventSales(tx, ids, today));
}
