import type { EventStatus, TourDocument } from '@museum-shop/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { carts } from '../../db/schema/checkout.ts';
import { tourCategories, tourPrices, tourQuestions, tours, tourTickets } from '../../db/schema/tours.ts';

export type TourRow = typeof tours.$inferSelect;

/** The shop's tours in every state, for the staff's list. */
export function listShopTours(db: Db, shopId: number) {
  return db
    .select({
      id: tours.id,
      name: tours.name,
      status: tours.status,
      image: tours.image,
      language: tours.language,
    })
    .from(tours)
    .where(eq(tours.shopId, shopId))
    .orderBy(sql`${tours.status} = 'archived'`, asc(tours.sequenceNo), asc(tours.id));
}

export function listTourCategories(db: Db, shopId: number) {
  return db
    .select({ id: tourCategories.id, name: tourCategories.name })
    .from(tourCategories)
    .where(eq(tourCategories.shopId, shopId))
    .orderBy(asc(tourCategories.sequenceNo), asc(tourCategories.id));
}

/** One tour of the shop, locked until the transaction ends when `lock` (saving, making starts). */
export async function findShopTour(db: Db, shopId: number, id: number, lock = false) {
  const query = db
    .select()
    .from(tours)
    .where(and(eq(tours.shopId, shopId), eq(tours.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** A tour's offered prices, tickets (sub-tickets included) and questions, in the museum's order. */
export async function tourParts(db: Db, tourId: number) {
  const [prices, tickets, questions] = await Promise.all([
    db
      .select()
      .from(tourPrices)
      .where(and(eq(tourPrices.tourId, tourId), eq(tourPrices.retired, false)))
      .orderBy(asc(tourPrices.sequenceNo), asc(tourPrices.id)),
    db
      .select()
      .from(tourTickets)
      .where(and(eq(tourTickets.tourId, tourId), eq(tourTickets.retired, false)))
      .orderBy(asc(tourTickets.sequenceNo), asc(tourTickets.id)),
    db
      .select()
      .from(tourQuestions)
      .where(eq(tourQuestions.tourId, tourId))
      .orderBy(asc(tourQuestions.sequenceNo), asc(tourQuestions.id)),
  ]);
  return { prices, tickets, questions };
}

const tourFields = (tour: TourDocument) => ({
  name: tour.name,
  description: tour.description,
  eventName: tour.event_name,
  image: tour.image,
  venueId: tour.venue_id,
  categoryId: tour.category_id,
  language: tour.language,
  customGroupIds: tour.custom_group_ids,
  sequenceNo: tour.sequence_no,
  durationMinutes: tour.duration_minutes,
  maxParticipants: tour.max_participants,
  singleTicketing: tour.single_ticketing,
  bookCompleteTour: tour.book_complete_tour,
  bookingWithoutTickets: tour.booking_without_tickets,
  schedule: tour.schedule,
});

export async function insertTour(tx: Db, shopId: number, tour: TourDocument, status: EventStatus) {
  const [row] = await tx
    .insert(tours)
    .values({ shopId, status, ...tourFields(tour) })
    .returning();
  if (!row) throw new Error('The tour was not written');
  return row;
}

export async function updateTour(tx: Db, id: number, tour: TourDocument) {
  await tx.update(tours).set(tourFields(tour)).where(eq(tours.id, id));
}

export async function setTourStatus(tx: Db, id: number, status: EventStatus) {
  await tx.update(tours).set({ status }).where(eq(tours.id, id));
}

export async function setTourSlotsMadeUntil(tx: Db, id: number, until: string | null) {
  await tx.update(tours).set({ slotsMadeUntil: until }).where(eq(tours.id, id));
}

type PriceLine = { name: TourDocument['name']; price: number; vat_value: number };

/** Writes a price of the list: a new row without id, else the row of that id. Answers its id. */
export async function writeTourPrice(
  tx: Db,
  tourId: number,
  id: number | null,
  line: PriceLine,
  sequenceNo: number,
) {
  const fields = { name: line.name, price: line.price, vatValue: line.vat_value, sequenceNo };
  if (id !== null) {
    await tx.update(tourPrices).set(fields).where(eq(tourPrices.id, id));
    return id;
  }
  const [row] = await tx
    .insert(tourPrices)
    .values({ tourId, ...fields })
    .returning({ id: tourPrices.id });
  if (!row) throw new Error('The tour price was not written');
  return row.id;
}

/** Writes an admission ticket or sub-ticket of the tour. Answers its id. */
export async function writeTourTicket(
  tx: Db,
  tourId: number,
  parentId: number | null,
  id: number | null,
  line: PriceLine,
  sequenceNo: number,
) {
  const fields = { name: line.name, price: line.price, vatValue: line.vat_value, sequenceNo };
  if (id !== null) {
    await tx.update(tourTickets).set(fields).where(eq(tourTickets.id, id));
    return id;
  }
  const [row] = await tx
    .insert(tourTickets)
    .values({ tourId, parentId, ...fields })
    .returning({ id: tourTickets.id });
  if (!row) throw new Error('The tour ticket was not written');
  return row.id;
}

/**
 * Replaces the tour's questions: an order keeps its answers as text, so questions are rewritten
 * freely, the ones with an id in place (a held cart's answers still name them).
 */
export async function writeTourQuestions(tx: Db, tourId: number, questions: TourDocument['questions']) {
  const keep = questions.flatMap((question) => (question.id === null ? [] : [question.id]));
  await tx
    .delete(tourQuestions)
    .where(
      and(
        eq(tourQuestions.tourId, tourId),
        keep.length > 0 ? sql`${tourQuestions.id} <> all(${sql.param(keep)}::int[])` : sql`true`,
      ),
    );
  for (const [index, question] of questions.entries()) {
    const fields = {
      type: question.type,
      question: question.question,
      mandatory: question.mandatory,
      options: question.options,
      sequenceNo: index + 1,
    };
    if (question.id !== null)
      await tx.update(tourQuestions).set(fields).where(eq(tourQuestions.id, question.id));
    else await tx.insert(tourQuestions).values({ tourId, ...fields });
  }
}

/** Of these tour prices and tickets, those a cart sent to payment names: kept for its order. */
export async function soldTourLines(db: Db, kind: 'prices' | 'tickets', ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const result = (await db.execute(sql`
    select distinct named.id from ${carts} c,
      lateral jsonb_array_elements(c.cart->'items') item,
      lateral jsonb_array_elements(coalesce(item->${kind}, '[]'::jsonb)) line,
      lateral (
        select (line->>'id')::int as id
        union all
        select (sub->>'id')::int from jsonb_array_elements(coalesce(line->'subtickets', '[]'::jsonb)) sub
      ) named
     where item->>'type' = 'guidedTour'
       and named.id = any(${sql.param(ids)}::int[])`)) as unknown as { rows: { id: number }[] };
  return new Set(result.rows.map((row) => Number(row.id)));
}

export async function retireTourLines(tx: Db, kind: 'prices' | 'tickets', ids: number[]) {
  if (ids.length === 0) return;
  if (kind === 'prices')
    await tx.update(tourPrices).set({ retired: true }).where(inArray(tourPrices.id, ids));
  else await tx.update(tourTickets).set({ retired: true }).where(inArray(tourTickets.id, ids));
}

export async function deleteTourLines(tx: Db, kind: 'prices' | 'tickets', ids: number[]) {
  if (ids.length === 0) return;
  if (kind === 'prices') await tx.delete(tourPrices).where(inArray(tourPrices.id, ids));
  else await tx.delete(tourTickets).where(inArray(tourTickets.id, ids));
}

/** Every tour of the shop in the order they were made (the catalog's export). */
export function listShopTourRows(db: Db, shopId: number): Promise<TourRow[]> {
  return db.select().from(tours).where(eq(tours.shopId, shopId)).orderBy(asc(tours.id));
}
