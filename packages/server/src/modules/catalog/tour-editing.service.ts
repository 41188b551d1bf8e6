import {
  type CatalogProblem,
  type EventStatus,
  type StaffTour,
  type StaffTourSummary,
  type TourDocument,
  tourDocumentProblems,
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
import { catalogChoices, EMPTY_SCHEDULE } from './event-documents.repository.ts';
import {
  keptSlots,
  type MakingDay,
  makePastStarts,
  makeSlots,
  makingRange,
  type SlotOwner,
  tourSize,
} from './slot-making.ts';
import {
  deleteTourLines,
  findShopTour,
  insertTour,
  listShopTourRows,
  listShopTours,
  listTourCategories,
  retireTourLines,
  setTourSlotsMadeUntil,
  setTourStatus,
  soldTourLines,
  type TourRow,
  tourParts,
  updateTour,
  writeTourPrice,
  writeTourQuestions,
  writeTourTicket,
} from './tour-documents.repository.ts';
import { tourSlotStore, tourSlotsAhead } from './tour-slots.repository.ts';

const tourNotFound = () => notFound('NOT_FOUND', 'There is no such guided tour');

/** The document a tour row and its parts make. */
async function documentOf(db: Db, row: TourRow): Promise<TourDocument> {
  const parts = await tourParts(db, row.id);
  return {
    name: row.name,
    description: row.description,
    event_name: row.eventName,
    image: row.image,
    venue_id: row.venueId,
    category_id: row.categoryId,
    language: row.language,
    custom_group_ids: row.customGroupIds,
    sequence_no: row.sequenceNo,
    duration_minutes: row.durationMinutes,
    max_participants: row.maxParticipants,
    single_ticketing: row.singleTicketing,
    book_complete_tour: row.bookCompleteTour,
    booking_without_tickets: row.bookingWithoutTickets,
    prices: parts.prices.map((price) => ({
      id: price.id,
      name: price.name,
      price: price.price,
      vat_value: price.vatValue,
    })),
    tickets: parts.tickets
      .filter((ticket) => ticket.parentId === null)
      .map((ticket) => ({
        id: ticket.id,
        name: ticket.name,
        price: ticket.price,
        vat_value: ticket.vatValue,
        subtickets: parts.tickets
          .filter((sub) => sub.parentId === ticket.id)
          .map((sub) => ({ id: sub.id, name: sub.name, price: sub.price })),
      })),
    questions: parts.questions.map((question) => ({
      id: question.id,
      type: question.type,
      question: question.question,
      mandatory: question.mandatory,
      options: question.options,
    })),
    schedule: row.schedule ?? EMPTY_SCHEDULE,
  };
}

const ownerOf = (id: number, tour: Pick<TourDocument, 'schedule' | 'max_participants'>): SlotOwner => ({
  id,
  end: null,
  schedule: tour.schedule,
  size: tourSize(tour.max_participants),
});

async function staffTourOf(db: Db, row: TourRow, day: MakingDay): Promise<StaffTour> {
  const [document, kept, ahead] = await Promise.all([
    documentOf(db, row),
    row.schedule
      ? keptSlots(
          db,
          tourSlotStore,
          ownerOf(row.id, { schedule: row.schedule, max_participants: row.maxParticipants }),
          day,
        )
      : [],
    tourSlotsAhead(db, [row.id], day.today),
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

export async function listStaffTours(db: Db, shopId: number, day: MakingDay) {
  const [rows, categories] = await Promise.all([listShopTours(db, shopId), listTourCategories(db, shopId)]);
  const ahead = await tourSlotsAhead(
    db,
    rows.map((row) => row.id),
    day.today,
  );
  const summaries: StaffTourSummary[] = rows.map((row) => ({
    ...row,
    slots_ahead: ahead.get(row.id)?.count ?? 0,
  }));
  return { tours: summaries, categories };
}

export async function readStaffTour(db: Db, shopId: number, id: number, day: MakingDay) {
  const row = await findShopTour(db, shopId, id);
  if (!row) throw tourNotFound();
  return staffTourOf(db, row, day);
}

/** The tour's offered prices and tickets: id → its parent's id (null for a price or a ticket). */
async function currentLines(db: Db, tourId: number) {
  const parts = await tourParts(db, tourId);
  return {
    prices: new Map(parts.prices.map((price) => [price.id, null as number | null])),
    tickets: new Map(parts.tickets.map((ticket) => [ticket.id, ticket.parentId])),
    questions: new Set(parts.questions.map((question) => question.id)),
  };
}
type CurrentLines = Awaited<ReturnType<typeof currentLines>>;
const NO_LINES: CurrentLines = { prices: new Map(), tickets: new Map(), questions: new Set() };

/** Problems only the database can tell: a venue, category, group or row that is not the shop's or the tour's. */
async function referenceProblems(db: Db, shopId: number, tour: TourDocument, current: CurrentLines) {
  const [choices, categories] = await Promise.all([
    catalogChoices(db, shopId),
    listTourCategories(db, shopId),
  ]);
  const problems: CatalogProblem[] = [];
  if (!choices.venues.some((venue) => venue.id === tour.venue_id))
    problems.push({ path: 'venue_id', code: 'unknown_venue' });
  if (!categories.some((category) => category.id === tour.category_id))
    problems.push({ path: 'category_id', code: 'unknown_category' });
  tour.custom_group_ids.forEach((id, index) => {
    if (!choices.custom_groups.some((group) => group.id === id))
      problems.push({ path: `custom_group_ids.${index}`, code: 'unknown_group' });
  });
  tour.prices.forEach((price, index) => {
    if (price.id !== null && !current.prices.has(price.id))
      problems.push({ path: `prices.${index}`, code: 'unknown_ticket' });
  });
  tour.tickets.forEach((ticket, index) => {
    if (ticket.id !== null && current.tickets.get(ticket.id) !== null)
      problems.push({ path: `tickets.${index}`, code: 'unknown_ticket' });
    ticket.subtickets.forEach((sub, subIndex) => {
      if (sub.id !== null && (ticket.id === null || current.tickets.get(sub.id) !== ticket.id))
        problems.push({ path: `tickets.${index}.subtickets.${subIndex}`, code: 'unknown_ticket' });
    });
  });
  tour.questions.forEach((question, index) => {
    if (question.id !== null && !current.questions.has(question.id))
      problems.push({ path: `questions.${index}`, code: 'unknown_ticket' });
  });
  return problems;
}

async function refuseIfWrong(db: Db, shopId: number, tour: TourDocument, current: CurrentLines) {
  const problems = [...tourDocumentProblems(tour), ...(await referenceProblems(db, shopId, tour, current))];
  if (problems.length > 0) throw invalid(problems);
}

/** Lines left out: deleted, or retired when a cart sent to payment names them (a sub-ticket with its ticket). */
async function dropLines(
  tx: Db,
  kind: 'prices' | 'tickets',
  current: Map<number, number | null>,
  kept: Set<number>,
) {
  const gone = [...current.keys()].filter((id) => !kept.has(id));
  // A ticket stays (retired) while one of its sub-tickets was sold, and its sub-tickets with it.
  const retired = rowsToRetire(gone, await soldTourLines(tx, kind, gone), current);
  await retireTourLines(tx, kind, [...retired]);
  await deleteTourLines(
    tx,
    kind,
    gone.filter((id) => !retired.has(id)),
  );
}

/** Writes the document's prices, tickets and questions over the tour's (new prices apply to new carts). */
async function writeParts(tx: Db, tourId: number, tour: TourDocument, current: CurrentLines) {
  const prices = new Set<number>();
  for (const [index, price] of tour.prices.entries())
    prices.add(await writeTourPrice(tx, tourId, price.id, price, index + 1));
  const tickets = new Set<number>();
  for (const [index, ticket] of tour.tickets.entries()) {
    const id = await writeTourTicket(tx, tourId, null, ticket.id, ticket, index + 1);
    tickets.add(id);
    for (const [subIndex, sub] of ticket.subtickets.entries())
      tickets.add(
        await writeTourTicket(tx, tourId, id, sub.id, { ...sub, vat_value: ticket.vat_value }, subIndex + 1),
      );
  }
  await dropLines(tx, 'prices', current.prices, prices);
  await dropLines(tx, 'tickets', current.tickets, tickets);
  await writeTourQuestions(tx, tourId, tour.questions);
}

async function makeTourSlots(
  tx: Db,
  id: number,
  tour: Pick<TourDocument, 'schedule' | 'max_participants'>,
  day: MakingDay,
) {
  await makeSlots(tx, tourSlotStore, ownerOf(id, tour), day);
  await setTourSlotsMadeUntil(tx, id, makingRange(day, null).until);
}

/**
 * Writes a new tour in `status` with its parts (all new rows), and makes its starts: the one way a
 * tour comes into being, whether created or imported. The caller checked it and audits the change.
 */
export async function writeNewTour(tx: Db, shop: CatalogShop, tour: TourDocument, status: EventStatus) {
  const created = await insertTour(tx, shop.shopId, tour, status);
  await writeParts(tx, created.id, tour, NO_LINES);
  await makeTourSlots(tx, created.id, tour, shop);
  return created;
}

/** Creates a guided tour as a draft with its parts, and makes its starts. */
export async function createTour(db: Db, editor: CatalogEditor, tour: TourDocument): Promise<StaffTour> {
  await refuseIfWrong(db, editor.shopId, tour, NO_LINES);
  const row = await db.transaction(async (tx) => {
    const created = await writeNewTour(tx, editor, tour, 'draft');
    await auditCatalog(tx, editor, 'tour.create', { kind: 'tour', id: created.id }, null, { document: tour });
    return created;
  });
  return readStaffTour(db, editor.shopId, row.id, editor);
}

/** Saves a tour under its row lock: its fields and parts, then its starts; a refused document changes nothing. */
export async function saveTour(
  db: Db,
  editor: CatalogEditor,
  id: number,
  tour: TourDocument,
): Promise<StaffTour> {
  await db.transaction(async (tx) => {
    const row = await findShopTour(tx, editor.shopId, id, true);
    if (!row) throw tourNotFound();
    const current = await currentLines(tx, id);
    await refuseIfWrong(tx, editor.shopId, tour, current);
    const before = await documentOf(tx, row);
    await updateTour(tx, id, tour);
    await writeParts(tx, id, tour, current);
    await makeTourSlots(tx, id, tour, editor);
    await auditCatalog(
      tx,
      editor,
      'tour.update',
      { kind: 'tour', id },
      { document: before },
      { document: tour },
    );
  });
  return readStaffTour(db, editor.shopId, id, editor);
}

export async function changeTourStatus(db: Db, editor: CatalogEditor, id: number, status: EventStatus) {
  await db.transaction(async (tx) => {
    const row = await findShopTour(tx, editor.shopId, id, true);
    if (!row) throw tourNotFound();
    if (row.status === status) return;
    await setTourStatus(tx, id, status);
    await auditCatalog(tx, editor, 'tour.status', { kind: 'tour', id }, { status: row.status }, { status });
  });
  return readStaffTour(db, editor.shopId, id, editor);
}

/** Makes a tour's starts up to the horizon from the museum's day (the horizon job). */
export async function keepTourSlotsMade(tx: Db, row: TourRow, day: MakingDay) {
  if (row.schedule)
    await makeTourSlots(tx, row.id, { schedule: row.schedule, max_participants: row.maxParticipants }, day);
}

/** Makes the starts a tour's opening hours made on past days, from `days.from` (a catalog's history). */
export async function makePastTourSlots(tx: Db, row: TourRow, days: { from: string; today: string }) {
  if (row.schedule)
    await makePastStarts(
      tx,
      tourSlotStore,
      ownerOf(row.id, { schedule: row.schedule, max_participants: row.maxParticipants }),
      days,
    );
}

/** Every tour of the shop as its document with its state, in the order they were made (the export). */
export async function shopTourDocuments(db: Db, shopId: number) {
  const rows = await listShopTourRows(db, shopId);
  return Promise.all(rows.map(async (row) => ({ status: row.status, document: await documentOf(db, row) })));
}
