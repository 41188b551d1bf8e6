import {
  type CatalogFieldError,
  type EventDocument,
  type EventStatus,
  eventDocumentProblems,
  type StaffEvent,
  type StaffEventSummary,
} from '@museum-shop/contract';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../errors.ts';
import {
  auditCatalog,
  type CatalogEditor,
  type CatalogShop,
  invalid,
  rowsToRetire,
} from './catalog-editor.ts';
import {
  catalogChoices,
  deleteTicketTypes,
  EMPTY_SCHEDULE,
  type EventRow,
  findShopEvent,
  insertEvent,
  listEventTicketTypes,
  listShopEventRows,
  listShopEvents,
  retireTicketTypes,
  setEventStatus,
  setSlotsMadeUntil,
  soldTicketTypes,
  updateEvent,
  writeTicketType,
} from './event-documents.repository.ts';
import { eventSlotStore, eventSlotsAhead } from './event-slots.repository.ts';
import {
  eventSize,
  keptSlots,
  type MakingDay,
  makePastStarts,
  makeSlots,
  makingRange,
} from './slot-making.ts';
import { saleWindowOf } from './ticket-sale-window.ts';

const eventNotFound = () => notFound('NOT_FOUND', 'There is no such event');

/** The document an event row and its ticket types make. */
async function documentOf(db: Db, row: EventRow): Promise<EventDocument> {
  const rows = await listEventTicketTypes(db, row.id);
  const tickets = rows.filter((ticket) => ticket.parentId === null);
  return {
    name: row.name,
    description: row.description,
    image: row.image,
    venue_id: row.venueId,
    custom_group_ids: row.customGroupIds,
    sequence_no: row.sequenceNo,
    sorting_datetime: row.sortingDatetime,
    end: row.endDate,
    schedule: row.schedule ?? EMPTY_SCHEDULE,
    tickets: tickets.map((ticket) => ({
      id: ticket.id,
      name: ticket.name,
      mode: ticket.mode,
      price: ticket.price,
      vat_value: ticket.vatValue,
      group_id: ticket.groupId,
      family: ticket.family,
      book_with_cost: ticket.bookWithCost,
      book_with_cost_warn: ticket.bookWithCostWarn,
      print_separately: ticket.printSeparately,
      unique_barcode: ticket.uniqueBarcode,
      scan_separately: ticket.scanSeparately,
      ...saleWindowOf(ticket),
      subtickets: rows
        .filter((sub) => sub.parentId === ticket.id)
        .map((sub) => ({
          id: sub.id,
          name: sub.name,
          price: sub.price,
          vat_value: sub.vatValue,
          min_quantity: sub.minQuantity,
          max_quantity: sub.maxQuantity,
        })),
    })),
  };
}

async function staffEventOf(db: Db, row: EventRow, day: MakingDay): Promise<StaffEvent> {
  const [document, kept, ahead] = await Promise.all([
    documentOf(db, row),
    row.schedule
      ? keptSlots(
          db,
          eventSlotStore,
          { id: row.id, end: row.endDate, schedule: row.schedule, size: eventSize },
          day,
        )
      : [],
    eventSlotsAhead(db, [row.id], day.today),
  ]);
  const slots = ahead.get(row.id);
  return {
    id: row.id,
    status: row.status,
    document,
    kept_slots: kept,
    slots_ahead: slots?.count ?? 0,
    made_until: slots?.last ?? null,
  };
}

export async function listStaffEvents(db: Db, shopId: number, day: MakingDay) {
  const [rows, choices] = await Promise.all([listShopEvents(db, shopId), catalogChoices(db, shopId)]);
  const ahead = await eventSlotsAhead(
    db,
    rows.map((row) => row.id),
    day.today,
  );
  const events: StaffEventSummary[] = rows.map((row) => ({
    id: row.id,
    name: row.name,
    status: row.status,
    image: row.image,
    sorting_datetime: row.sortingDatetime,
    end: row.endDate,
    ticket_types: row.ticketTypes,
    slots_ahead: ahead.get(row.id)?.count ?? 0,
    // Counted when the event is opened: the list stays one cheap read.
    kept_slots: 0,
  }));
  return { events, choices };
}

export async function readStaffEvent(db: Db, shopId: number, id: number, day: MakingDay) {
  const row = await findShopEvent(db, shopId, id);
  if (!row) throw eventNotFound();
  return staffEventOf(db, row, day);
}

/** Problems only the database can tell: a venue, group or ticket type that is not the shop's or the event's. */
async function referenceProblems(
  db: Db,
  shopId: number,
  document: EventDocument,
  current: Map<number, number | null>,
) {
  const choices = await catalogChoices(db, shopId);
  const problems: { path: string; code: CatalogFieldError }[] = [];
  if (!choices.venues.some((venue) => venue.id === document.venue_id))
    problems.push({ path: 'venue_id', code: 'unknown_venue' });
  document.custom_group_ids.forEach((id, index) => {
    if (!choices.custom_groups.some((group) => group.id === id))
      problems.push({ path: `custom_group_ids.${index}`, code: 'unknown_group' });
  });
  document.tickets.forEach((ticket, index) => {
    if (ticket.group_id !== null && !choices.ticket_groups.some((group) => group.id === ticket.group_id))
      problems.push({ path: `tickets.${index}.group_id`, code: 'unknown_group' });
    if (ticket.id !== null && current.get(ticket.id) !== null)
      problems.push({ path: `tickets.${index}`, code: 'unknown_ticket' });
    ticket.subtickets.forEach((sub, subIndex) => {
      if (sub.id !== null && (ticket.id === null || current.get(sub.id) !== ticket.id))
        problems.push({ path: `tickets.${index}.subtickets.${subIndex}`, code: 'unknown_ticket' });
    });
  });
  return problems;
}

/**
 * Writes the document's ticket types over the event's: rows with an id are updated, new ones
 * added; one left out is deleted, or retired when a cart sent to payment names it (or one of its
 * sub-tickets), so its orders and tickets keep it. New prices apply to carts priced from now on:
 * a cart sent to payment and an order keep the prices they were priced with.
 */
async function writeTickets(
  tx: Db,
  eventId: number,
  document: EventDocument,
  current: Map<number, number | null>,
) {
  const kept = new Set<number>();
  for (const [index, ticket] of document.tickets.entries()) {
    const id = await writeTicketType(tx, eventId, null, ticket.id, ticket, index + 1);
    kept.add(id);
    for (const [subIndex, sub] of ticket.subtickets.entries())
      kept.add(await writeTicketType(tx, eventId, id, sub.id, { ...sub, mode: ticket.mode }, subIndex + 1));
  }
  const gone = [...current.keys()].filter((id) => !kept.has(id));
  // A family ticket stays (retired) as long as one of its parts was sold, and its parts with it.
  const retired = rowsToRetire(gone, await soldTicketTypes(tx, gone), current);
  await retireTicketTypes(tx, [...retired]);
  await deleteTicketTypes(
    tx,
    gone.filter((id) => !retired.has(id)),
  );
}

/** The event's offered ticket types: id → its parent's id (null for a ticket type itself). */
async function currentTickets(db: Db, eventId: number) {
  return new Map((await listEventTicketTypes(db, eventId)).map((row) => [row.id, row.parentId]));
}

async function refuseIfWrong(
  db: Db,
  shopId: number,
  document: EventDocument,
  current: Map<number, number | null>,
) {
  const problems = [
    ...eventDocumentProblems(document),
    ...(await referenceProblems(db, shopId, document, current)),
  ];
  if (problems.length > 0) throw invalid(problems);
}

const auditEvent = (
  tx: Db,
  editor: CatalogEditor,
  action: 'event.create' | 'event.update' | 'event.status' | 'event.duplicate',
  id: number,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
) => auditCatalog(tx, editor, action, { kind: 'event', id }, before, after);

/** Makes the event's slots and notes how far they reach. */
async function makeEventSlots(
  tx: Db,
  row: { id: number },
  document: Pick<EventDocument, 'end' | 'schedule'>,
  day: MakingDay,
) {
  const owner = { id: row.id, end: document.end, schedule: document.schedule, size: eventSize };
  await makeSlots(tx, eventSlotStore, owner, day);
  await setSlotsMadeUntil(tx, row.id, makingRange(day, document.end).until);
}

/** A document's ticket types and sub-tickets as new rows: without the ids of the rows they came from. */
export const withoutTicketIds = (document: EventDocument): EventDocument => ({
  ...document,
  tickets: document.tickets.map((ticket) => ({
    ...ticket,
    id: null,
    subtickets: ticket.subtickets.map((sub) => ({ ...sub, id: null })),
  })),
});

/**
 * Writes a new event in `status` with its ticket types (all new rows), and makes its slots: the
 * one way an event comes into being, whether created, copied or imported. The caller checked the
 * document and audits the change.
 */
export async function writeNewEvent(tx: Db, shop: CatalogShop, document: EventDocument, status: EventStatus) {
  const created = await insertEvent(tx, shop.shopId, document, status);
  await writeTickets(tx, created.id, document, new Map());
  await makeEventSlots(tx, created, document, shop);
  return created;
}

/** Creates an event as a draft with its ticket types, and makes its slots. */
export async function createEvent(
  db: Db,
  editor: CatalogEditor,
  document: EventDocument,
): Promise<StaffEvent> {
  await refuseIfWrong(db, editor.shopId, document, new Map());
  const row = await db.transaction(async (tx) => {
    const created = await writeNewEvent(tx, editor, document, 'draft');
    await auditEvent(tx, editor, 'event.create', created.id, null, { document });
    return created;
  });
  return readStaffEvent(db, editor.shopId, row.id, editor);
}

/**
 * Saves an event's document under its row lock: its fields and ticket types, then its slots as
 * the opening hours make them (a slot with sales is kept, not moved). A refused document changes
 * nothing.
 */
export async function saveEvent(
  db: Db,
  editor: CatalogEditor,
  id: number,
  document: EventDocument,
): Promise<StaffEvent> {
  await db.transaction(async (tx) => {
    const row = await findShopEvent(tx, editor.shopId, id, true);
    if (!row) throw eventNotFound();
    const current = await currentTickets(tx, id);
    await refuseIfWrong(tx, editor.shopId, document, current);
    const before = await documentOf(tx, row);
    await updateEvent(tx, id, document);
    await writeTickets(tx, id, document, current);
    await makeEventSlots(tx, row, document, editor);
    await auditEvent(tx, editor, 'event.update', id, { document: before }, { document });
  });
  return readStaffEvent(db, editor.shopId, id, editor);
}

export async function changeEventStatus(db: Db, editor: CatalogEditor, id: number, status: EventStatus) {
  await db.transaction(async (tx) => {
    const row = await findShopEvent(tx, editor.shopId, id, true);
    if (!row) throw eventNotFound();
    if (row.status === status) return;
    await setEventStatus(tx, id, status);
    await auditEvent(tx, editor, 'event.status', id, { status: row.status }, { status });
  });
  return readStaffEvent(db, editor.shopId, id, editor);
}

/** Copies an event's document as a new draft (new rows, no ids kept), with its slots. */
export async function duplicateEvent(db: Db, editor: CatalogEditor, id: number): Promise<StaffEvent> {
  const row = await findShopEvent(db, editor.shopId, id);
  if (!row) throw eventNotFound();
  const copy = withoutTicketIds(await documentOf(db, row));
  const created = await db.transaction(async (tx) => {
    const made = await writeNewEvent(tx, editor, copy, 'draft');
    await auditEvent(tx, editor, 'event.duplicate', made.id, { from: id }, { document: copy });
    return made;
  });
  return readStaffEvent(db, editor.shopId, created.id, editor);
}

/** Makes an event's slots up to its end or the horizon from the museum's day (the horizon job). */
export async function keepEventSlotsMade(tx: Db, row: EventRow, day: MakingDay) {
  if (row.schedule) await makeEventSlots(tx, row, { end: row.endDate, schedule: row.schedule }, day);
}

/** Makes the slots an event's opening hours made on past days, from `days.from` (a catalog's history). */
export async function makePastEventSlots(tx: Db, row: EventRow, days: { from: string; today: string }) {
  if (row.schedule)
    await makePastStarts(
      tx,
      eventSlotStore,
      { id: row.id, end: row.endDate, schedule: row.schedule, size: eventSize },
      days,
    );
}

/** Every event of the shop as its document with its state, in the order they were made (the export). */
export async function shopEventDocuments(db: Db, shopId: number) {
  const rows = await listShopEventRows(db, shopId);
  return Promise.all(
    rows.map(async (row) => ({ id: row.id, status: row.status, document: await documentOf(db, row) })),
  );
}
