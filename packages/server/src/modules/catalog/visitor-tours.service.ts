import type {
  Language,
  Lifetime,
  Tour,
  TourAttributesResponse,
  TourCalendarResponse,
  TourPrice,
  TourSlot,
  TourSummary,
} from '@museum-shop/contract';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../errors.ts';
import { availability, publicState } from '../../lib/availability.ts';
import { PUBLISHED_ONLY, type VisibleStatuses } from '../../lib/catalog-preview.ts';
import { addDays, parseDate } from '../../lib/dates.ts';
import type { ShopContext } from '../../lib/shop-context.ts';
import { type CatalogRefs, loadCatalogRefs } from './catalog-refs.ts';
import {
  findSlotDateSpan,
  findTour,
  listCategories,
  listPrices,
  listQuestions,
  listSlotCounts,
  listTickets,
  listTours,
  type SlotCounts,
  type TourRow,
} from './visitor-tours.repository.ts';

const flag = (value: boolean) => (value ? 1 : 0) as 0 | 1;

const languageNames = new Map<Language, Intl.DisplayNames>();
/**
 * A language's name in the request's language as it is written inside a sentence (the ICU data):
 * "anglais", "inglés", "engelska", but "Englisch" and "Engels", where the language writes it so. The
 * web app puts it into "En {{language}}"; capitalising it gave "En Anglais" (issue 26).
 */
function languageName(identifier: Language, lang: Language): string {
  let names = languageNames.get(lang);
  if (!names) {
    names = new Intl.DisplayNames([lang], { type: 'language' });
    languageNames.set(lang, names);
  }
  return names.of(identifier) ?? identifier;
}

/** A language's name standing alone, as an option of the language filter: "Anglais", "Inglés". */
function languageLabel(identifier: Language, lang: Language): string {
  const name = languageName(identifier, lang);
  return name.charAt(0).toLocaleUpperCase(lang) + name.slice(1);
}

function toSummary(shop: ShopContext, tour: TourRow, refs: CatalogRefs, priceList: TourPrice[]): TourSummary {
  return {
    id: tour.id,
    name: shop.t(tour.name),
    eventName: shop.t(tour.eventName),
    description: shop.t(tour.description),
    image: tour.image,
    duration: tour.durationMinutes,
    max_participants: tour.maxParticipants,
    single_ticketing: flag(tour.singleTicketing),
    book_complete_tour: flag(tour.bookCompleteTour),
    booking_without_tickets: flag(tour.bookingWithoutTickets),
    langIdentifier: tour.language,
    langName: languageName(tour.language, shop.lang),
    museumId: shop.shopId,
    venue: refs.venue(tour.venueId),
    category: { id: tour.categoryId, name: shop.t(tour.categoryName) },
    custom_groups: refs.groups(tour.customGroupIds),
    priceList,
  };
}

/** Builds summaries for several tours with one query per table, never one per tour. */
async function summarise(db: Db, shop: ShopContext, rows: TourRow[]): Promise<TourSummary[]> {
  const [refs, prices] = await Promise.all([
    loadCatalogRefs(db, shop),
    listPrices(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  return rows.map((row) =>
    toSummary(
      shop,
      row,
      refs,
      prices
        .filter((price) => price.tourId === row.id)
        .map((price) => ({
          id: price.id,
          name: shop.t(price.name),
          price: price.price,
          vat_value: price.vatValue,
          sequence_no: price.sequenceNo,
        })),
    ),
  );
}

export async function listTourSummaries(db: Db, shop: ShopContext): Promise<TourSummary[]> {
  return summarise(db, shop, await listTours(db, shop.shopId));
}

/** The tour asked for; one whose status the read may not show is as unknown as a missing id. */
async function requireTour(
  db: Db,
  shop: ShopContext,
  tourId: number,
  statuses: VisibleStatuses,
): Promise<TourRow> {
  const tour = await findTour(db, shop.shopId, tourId, statuses);
  if (!tour) throw notFound('TOUR_NOT_FOUND', `No guided tour with id ${tourId}`);
  return tour;
}

/** A time that can still be booked: it has not passed and has places and a tour left. */
const tourSlotBookable = (slot: TourSlot) => slot.state !== 'expired' && !slot.soldout;

/**
 * A slot as the visitor sees it: places and whole tours left, sold out when either is gone while
 * it can still be booked; once it has passed it is expired, with nothing left, and not sold out.
 */
export function toTourSlot(slot: SlotCounts, localNow: string): TourSlot {
  const closesAt = `${slot.date} ${slot.time}`;
  const places = availability({
    capacity: slot.capacity,
    left: slot.leftPlaces,
    now: localNow,
    closesAt,
    closed: slot.closed,
  });
  const wholeTours = availability({
    capacity: slot.tours,
    left: slot.leftTours,
    now: localNow,
    closesAt,
    closed: slot.closed,
  });
  // A time that has passed is over, not sold out (decision 0013). A closed one is also soldout and
  // sold_out, for clients that do not know `closed`.
  const expired = places.state === 'expired';
  const closed = places.state === 'closed';
  const soldout = !expired && (places.left === 0 || wholeTours.left === 0);
  const state = expired ? 'expired' : soldout ? 'sold_out' : publicState(places.state);
  return {
    timeslotId: slot.id,
    time: slot.time,
    tickets: soldout || expired ? 0 : places.left,
    tours: soldout || expired ? 0 : wholeTours.left,
    soldout,
    state,
    ...(closed && { closed: true }),
  };
}

export async function getTour(
  db: Db,
  shop: ShopContext,
  tourId: number,
  statuses: VisibleStatuses,
  date?: string,
): Promise<Tour> {
  const day = date === undefined ? null : parseDate(date);
  const tour = await requireTour(db, shop, tourId, statuses);
  const [[summary], tickets, questions, slots] = await Promise.all([
    summarise(db, shop, [tour]),
    listTickets(db, tourId),
    listQuestions(db, tourId),
    day === null
      ? Promise.resolve([])
      : listSlotCounts(db, { shopId: shop.shopId, statuses, tourId, start: day, end: day }),
  ]);
  if (!summary) throw notFound('TOUR_NOT_FOUND', `No guided tour with id ${tourId}`);
  const schedule: Tour['schedule'] = {};
  for (const slot of slots)
    schedule[slot.time] = { ...toTourSlot(slot, shop.localNow), priceList: summary.priceList };
  return {
    ...summary,
    tickets: tickets
      .filter((ticket) => ticket.parentId === null)
      .map((ticket) => ({
        id: ticket.id,
        name: shop.t(ticket.name),
        price: ticket.price,
        vat_value: ticket.vatValue,
        sequence_no: ticket.sequenceNo,
        subtickets: tickets
          .filter((sub) => sub.parentId === ticket.id)
          .map((sub) => ({ id: sub.id, name: shop.t(sub.name), price: sub.price })),
      })),
    questions: questions.map((question) => ({
      id: question.id,
      type: question.type,
      question: shop.t(question.question),
      mandatory: question.mandatory,
      options: question.options.map((option) => ({ value: option.value, label: shop.t(option.label) })),
    })),
    date: day,
    schedule,
    ...(tour.status === 'draft' && { draft: true }),
  };
}

/** Date → ids of tours with a time that can still be booked, for `date` and `lookahead` days after it. */
export async function tourOverview(
  db: Db,
  shop: ShopContext,
  date: string,
  lookahead: number,
): Promise<Record<string, number[]>> {
  const start = parseDate(date);
  const end = addDays(start, lookahead);
  // A list: the tours every visitor sees, never a draft (issue 35).
  const slots = await listSlotCounts(db, { shopId: shop.shopId, statuses: PUBLISHED_ONLY, start, end });
  const toursPerDate: Record<string, number[]> = {};
  for (let day = start; day <= end; day = addDays(day, 1)) toursPerDate[day] = [];
  for (const slot of slots) {
    const ids = toursPerDate[slot.date];
    if (ids && tourSlotBookable(toTourSlot(slot, shop.localNow)) && !ids.includes(slot.tourId))
      ids.push(slot.tourId);
  }
  for (const ids of Object.values(toursPerDate)) ids.sort((a, b) => a - b);
  return toursPerDate;
}

/** The filters of the tour list: only categories, languages and venues some tour has. */
export async function tourAttributes(db: Db, shop: ShopContext): Promise<TourAttributesResponse['data']> {
  const [rows, categories, refs] = await Promise.all([
    listTours(db, shop.shopId),
    listCategories(db, shop.shopId),
    loadCatalogRefs(db, shop),
  ]);
  const used = <T>(pick: (row: TourRow) => T) => new Set(rows.map(pick));
  const categoryIds = used((row) => row.categoryId);
  const venueIds = used((row) => row.venueId);
  const languages = [...used((row) => row.language)];
  return {
    category: categories
      .filter((row) => categoryIds.has(row.id))
      .map((row) => ({ id: row.id, name: shop.t(row.name) })),
    languages: languages.map((identifier) => ({ identifier, name: languageLabel(identifier, shop.lang) })),
    venues: refs.venues.filter((venue) => venueIds.has(venue.id)),
  };
}

async function tourSlotsPerDate(
  db: Db,
  shop: ShopContext,
  tourId: number,
  statuses: VisibleStatuses,
  range: { start: string; end: string },
): Promise<Record<string, TourSlot[]>> {
  await requireTour(db, shop, tourId, statuses);
  const slots = await listSlotCounts(db, { shopId: shop.shopId, statuses, tourId, ...range });
  const calendar: Record<string, TourSlot[]> = {};
  for (const slot of slots) {
    const day = calendar[slot.date] ?? [];
    day.push(toTourSlot(slot, shop.localNow));
    calendar[slot.date] = day;
  }
  return calendar;
}

/** Times that have not passed, all of them closed by staff (at least one). */
const allClosed = (slots: TourSlot[]) => {
  const open = slots.filter((slot) => slot.state !== 'expired');
  return open.length > 0 && open.every((slot) => slot.closed === true);
};

/** The tour's times per date, and the dates whose times not yet passed are all closed by staff. */
export async function tourCalendar(
  db: Db,
  shop: ShopContext,
  tourId: number,
  statuses: VisibleStatuses,
  range: { start: string; end: string },
): Promise<TourCalendarResponse> {
  const calendar = await tourSlotsPerDate(db, shop, tourId, statuses, range);
  const closedDates = Object.keys(calendar).filter((date) => allClosed(calendar[date] ?? []));
  return { data: calendar, closed_dates: closedDates.sort() };
}

/**
 * Dates of the range whose times that have not passed are all sold out; a date whose times have all
 * passed is over, not sold out (decision 0013).
 */
export async function soldOutDates(
  db: Db,
  shop: ShopContext,
  tourId: number,
  statuses: VisibleStatuses,
  range: { start: string; end: string },
): Promise<string[]> {
  const calendar = await tourSlotsPerDate(db, shop, tourId, statuses, range);
  return Object.entries(calendar)
    .filter(([, slots]) => {
      const open = slots.filter((slot) => slot.state !== 'expired');
      return open.length > 0 && open.every((slot) => slot.soldout);
    })
    .map(([date]) => date);
}

export async function soldOutTimeslots(
  db: Db,
  shop: ShopContext,
  tourId: number,
  statuses: VisibleStatuses,
  date: string,
) {
  const day = parseDate(date);
  const calendar = await tourSlotsPerDate(db, shop, tourId, statuses, { start: day, end: day });
  return (calendar[day] ?? [])
    .filter((slot) => slot.state === 'sold_out')
    .map((slot) => ({ timeslotId: slot.timeslotId, time: slot.time }));
}

export async function tourLifetime(
  db: Db,
  shop: ShopContext,
  tourId: number,
  statuses: VisibleStatuses,
): Promise<Lifetime> {
  await requireTour(db, shop, tourId, statuses);
  return findSlotDateSpan(db, tourId, shop.localNow);
}
