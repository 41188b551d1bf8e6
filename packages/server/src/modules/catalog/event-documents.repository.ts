import type { EventDocument, EventStatus, OpeningSchedule, TicketTypeDraft } from '@museum-shop/contract';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { customGroups, venues } from '../../db/schema/catalog.ts';
import { carts } from '../../db/schema/checkout.ts';
import { events, ticketGroups, ticketTypes } from '../../db/schema/events.ts';

export type EventRow = typeof events.$inferSelect;
type TicketRow = typeof ticketTypes.$inferSelect;

export const EMPTY_SCHEDULE: OpeningSchedule = { rules: [], closed: [], specials: [] };

/** The shop's events in every state, for the staff's list: the museum's order, then newest. */
export function listShopEvents(db: Db, shopId: number) {
  return db
    .select({
      id: events.id,
      name: events.name,
      status: events.status,
      image: events.image,
      sortingDatetime: events.sortingDatetime,
      endDate: events.endDate,
      schedule: events.schedule,
      ticketTypes: sql<number>`(select count(*)::int from ${ticketTypes} t where t.event_id = ${events.id} and t.parent_id is null and not t.retired)`,
    })
    .from(events)
    .where(eq(events.shopId, shopId))
    .orderBy(sql`${events.status} = 'archived'`, asc(events.sortingDatetime), asc(events.id));
}

/** One event of the shop, locked until the transaction ends when `lock` (saving, making slots). */
export async function findShopEvent(db: Db, shopId: number, id: number, lock = false) {
  const query = db
    .select()
    .from(events)
    .where(and(eq(events.shopId, shopId), eq(events.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The event's ticket types that are offered (not retired), sub-tickets included, in the museum's order. */
export function listEventTicketTypes(db: Db, eventId: number): Promise<TicketRow[]> {
  return db
    .select()
    .from(ticketTypes)
    .where(and(eq(ticketTypes.eventId, eventId), eq(ticketTypes.retired, false)))
    .orderBy(asc(ticketTypes.sequenceNo), asc(ticketTypes.id));
}

/** The event row's fields of a document. */
const eventFields = (document: EventDocument) => ({
  name: document.name,
  description: document.description,
  image: document.image,
  venueId: document.venue_id,
  customGroupIds: document.custom_group_ids,
  sequenceNo: document.sequence_no,
  sortingDatetime: document.sorting_datetime,
  endDate: document.end,
  schedule: document.schedule,
});

export async function insertEvent(tx: Db, shopId: number, document: EventDocument, status: EventStatus) {
  const [row] = await tx
    .insert(events)
    .values({ shopId, status, ...eventFields(document) })
    .returning();
  if (!row) throw new Error('The event was not written');
  return row;
}

export async function updateEvent(tx: Db, id: number, document: EventDocument) {
  await tx.update(events).set(eventFields(document)).where(eq(events.id, id));
}

export async function setEventStatus(tx: Db, id: number, status: EventStatus) {
  await tx.update(events).set({ status }).where(eq(events.id, id));
}

export async function setSlotsMadeUntil(tx: Db, id: number, until: string | null) {
  await tx.update(events).set({ slotsMadeUntil: until }).where(eq(events.id, id));
}

type TicketFields = Pick<TicketTypeDraft, 'name' | 'price' | 'vat_value'> &
  Partial<Omit<TicketTypeDraft, 'id' | 'name' | 'price' | 'vat_value' | 'subtickets'>> & {
    min_quantity?: number;
    max_quantity?: number;
  };

/** A ticket type's or sub-ticket's columns as a document states them. */
const ticketFields = (ticket: TicketFields, sequenceNo: number) => ({
  name: ticket.name,
  price: ticket.price,
  vatValue: ticket.vat_value,
  mode: ticket.mode ?? 1,
  groupId: ticket.group_id ?? null,
  family: ticket.family ?? false,
  minQuantity: ticket.min_quantity ?? 0,
  maxQuantity: ticket.max_quantity ?? 0,
  bookWithCost: ticket.book_with_cost ?? false,
  bookWithCostWarn: ticket.book_with_cost_warn ?? false,
  printSeparately: ticket.print_separately ?? false,
  uniqueBarcode: ticket.unique_barcode ?? false,
  scanSeparately: ticket.scan_separately ?? false,
  saleFrom: ticket.sale_from ?? null,
  saleUntilMinutes: ticket.sale_until_minutes_before ?? null,
  sequenceNo,
});

/** Writes a ticket type or sub-ticket: a new row without id, else the row of that id. Answers its id. */
export async function writeTicketType(
  tx: Db,
  eventId: number,
  parentId: number | null,
  id: number | null,
  ticket: TicketFields,
  sequenceNo: number,
): Promise<number> {
  const fields = ticketFields(ticket, sequenceNo);
  if (id !== null) {
    await tx.update(ticketTypes).set(fields).where(eq(ticketTypes.id, id));
    return id;
  }
  const [row] = await tx
    .insert(ticketTypes)
    .values({ eventId, parentId, ...fields })
    .returning({ id: ticketTypes.id });
  if (!row) throw new Error('The ticket type was not written');
  return row.id;
}

/**
 * Of these ticket types (or sub-tickets), those some cart sent to payment names: held, paid or
 * ended, an order, its tickets and its documents may read them again, so they are kept.
 */
export async function soldTicketTypes(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const result = (await db.execute(sql`
    select distinct named.id from ${carts} c,
      lateral jsonb_array_elements(c.cart->'items') item,
      lateral (
        select (item->>'id')::int as id
        union all
        select (sub->>'id')::int from jsonb_array_elements(coalesce(item->'subtickets', '[]'::jsonb)) sub
      ) named
     where item->>'type' in ('ticket', 'dayTicket')
       and named.id = any(${sql.param(ids)}::int[])`)) as unknown as { rows: { id: number }[] };
  return new Set(result.rows.map((row) => Number(row.id)));
}

export async function retireTicketTypes(tx: Db, ids: number[]) {
  if (ids.length > 0) await tx.update(ticketTypes).set({ retired: true }).where(inArray(ticketTypes.id, ids));
}

export async function deleteTicketTypes(tx: Db, ids: number[]) {
  if (ids.length > 0) await tx.delete(ticketTypes).where(inArray(ticketTypes.id, ids));
}

/** What the editor chooses from: the shop's venues, custom groups and ticket groups, the VAT rates in use. */
export async function catalogChoices(db: Db, shopId: number) {
  const [venueRows, groupRows, ticketGroupRows, vatRows] = await Promise.all([
    db
      .select({ id: venues.id, name: venues.name })
      .from(venues)
      .where(eq(venues.shopId, shopId))
      .orderBy(asc(venues.sequenceNo), asc(venues.id)),
    db
      .select({ id: customGroups.id, name: customGroups.name })
      .from(customGroups)
      .where(eq(customGroups.shopId, shopId))
      .orderBy(asc(customGroups.sequenceNo), asc(customGroups.id)),
    db
      .select({ id: ticketGroups.id, name: ticketGroups.name })
      .from(ticketGroups)
      .where(eq(ticketGroups.shopId, shopId))
      .orderBy(asc(ticketGroups.id)),
    db
      .selectDistinct({ vat: ticketTypes.vatValue })
      .from(ticketTypes)
      .innerJoin(events, eq(events.id, ticketTypes.eventId))
      .where(and(eq(events.shopId, shopId), isNull(ticketTypes.parentId))),
  ]);
  return {
    venues: venueRows,
    custom_groups: groupRows,
    ticket_groups: ticketGroupRows,
    vat_rates: vatRows.map((row) => Number(row.vat)).sort((a, b) => a - b),
  };
}

/** Every event of the shop in the order they were made (the catalog's export). */
export function listShopEventRows(db: Db, shopId: number): Promise<EventRow[]> {
  return db.select().from(events).where(eq(events.shopId, shopId)).orderBy(asc(events.id));
}
