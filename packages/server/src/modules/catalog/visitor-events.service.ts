import {
  type Event,
  type Lifetime,
  type MemberBenefit,
  NO_MORE_TIMES,
  onSale,
  slotPlacesWithShare,
  type TicketCalendarResponse,
  type TicketCollectResponse,
  type TicketType,
  type Timeslot,
} from '@museum-shop/contract';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../errors.ts';
import { availability, publicState } from '../../lib/availability.ts';
import type { VisibleStatuses } from '../../lib/catalog-preview.ts';
import { parseDate } from '../../lib/dates.ts';
import type { ShopContext } from '../../lib/shop-context.ts';
import { type CatalogRefs, loadCatalogRefs } from './catalog-refs.ts';
import { saleWindowOf } from './ticket-sale-window.ts';
import {
  type EventRow,
  type EventSlotCounts,
  findEvent,
  findEventSlotSpan,
  listEventSlotCounts,
  listEvents,
  listTicketTypes,
} from './visitor-events.repository.ts';

function toEvent(shop: ShopContext, row: EventRow, refs: CatalogRefs): Event {
  return {
    id: row.id,
    name: shop.t(row.name),
    description: shop.t(row.description),
    image: row.image,
    venue: refs.venue(row.venueId),
    custom_groups: refs.groups(row.customGroupIds),
    sequence_no: row.sequenceNo,
    sorting_datetime: row.sortingDatetime,
    end: row.endDate,
    expired: row.endDate < shop.today,
    ...(row.status === 'draft' && { draft: true }),
  };
}

export async function listEventList(db: Db, shop: ShopContext): Promise<Event[]> {
  const [rows, refs] = await Promise.all([listEvents(db, shop.shopId), loadCatalogRefs(db, shop)]);
  return rows.map((row) => toEvent(shop, row, refs));
}

/** The event asked for; one whose status the read may not show is as unknown as a missing id. */
async function requireEvent(
  db: Db,
  shop: ShopContext,
  eventId: number,
  statuses: VisibleStatuses,
): Promise<EventRow> {
  const row = await findEvent(db, shop.shopId, eventId, statuses);
  if (!row) throw notFound('EVENT_NOT_FOUND', `No event with id ${eventId}`);
  return row;
}

/** The member benefits that keep a share of an event's slots (issue 36); the members module reads them. */
export type MemberSharesOf = (db: Db, shopId: number, eventId: number) => Promise<MemberShares>;
type MemberShares = readonly Pick<MemberBenefit, 'member_share_percent' | 'member_share_until_hours'>[];

/**
 * A slot is bookable until it ends; one closed by staff says so (and, for older clients, sold out).
 * Where passes keep a share of it for members (`shares`), `left` is what everyone may take and
 * `member_left` what a member may.
 */
export function toTimeslot(slot: EventSlotCounts, localNow: string, shares: MemberShares = []): Timeslot {
  const places = slotPlacesWithShare(shares, {
    capacity: slot.capacity,
    memberTaken: slot.memberTaken,
    start: `${slot.date} ${slot.time}`,
    now: localNow,
    left: slot.left,
  });
  const { state, left } = availability({
    capacity: slot.capacity,
    left: places.public,
    now: localNow,
    closesAt: `${slot.date} ${slot.endTime}`,
    closed: slot.closed,
  });
  const memberLeft = state === 'expired' || state === 'closed' ? 0 : places.member;
  return {
    timeslotId: slot.id,
    datetime: `${slot.date} ${slot.time}`,
    datetime_end: `${slot.date} ${slot.endTime}`,
    capacity: slot.capacity,
    left,
    ...(shares.length > 0 && { member_left: memberLeft }),
    state: publicState(state),
    ...(state === 'closed' && { closed: true }),
  };
}

/** A ticket's times: those outside its sale window have no places for it. */
function scheduleOnSale(
  schedule: TicketType['schedule'],
  ticket: { saleFrom: string | null; saleUntilMinutes: number | null },
  localNow: string,
): TicketType['schedule'] {
  const window = saleWindowOf(ticket);
  return schedule.map((entry) =>
    onSale(window, entry.datetime, localNow) ? entry : { ...entry, max_tickets: 0 },
  );
}

/**
 * The event's tickets and time slots on a date: the requested one, else the first date from now
 * on that still has a slot. Each ticket's schedule lists the slots with what is left of them.
 */
export async function collectTickets(
  db: Db,
  shop: ShopContext,
  eventId: number,
  statuses: VisibleStatuses,
  memberSharesOf: MemberSharesOf,
  date?: string,
): Promise<TicketCollectResponse['data']> {
  const requested = date === undefined ? undefined : parseDate(date);
  // The event first: an unknown id answers 404 without leaving other queries running behind it.
  const event = await requireEvent(db, shop, eventId, statuses);
  const [refs, ticketRows, shares, slots] = await Promise.all([
    loadCatalogRefs(db, shop),
    listTicketTypes(db, eventId),
    memberSharesOf(db, shop.shopId, eventId),
    listEventSlotCounts(
      db,
      requested === undefined
        ? { eventId, firstOpenAfter: shop.localNow }
        : { eventId, start: requested, end: requested },
    ),
  ]);
  const day = requested ?? slots[0]?.date ?? null;
  const timeslots: Record<string, Timeslot> = {};
  for (const slot of slots) {
    const timeslot = toTimeslot(slot, shop.localNow, shares);
    timeslots[timeslot.datetime] = timeslot;
  }
  const schedule = Object.values(timeslots).map((slot) => ({
    datetime: slot.datetime,
    datetime_end: slot.datetime_end,
    max_tickets: slot.left,
    ...(slot.closed && { closed: true }),
  }));
  const tickets: TicketType[] = ticketRows
    .filter(({ ticket }) => ticket.parentId === null)
    .map(({ ticket, groupName }) => ({
      id: ticket.id,
      name: shop.t(ticket.name),
      mode: ticket.mode,
      price: ticket.price,
      vat_value: ticket.vatValue,
      family: ticket.family,
      subtickets: ticketRows
        .filter((sub) => sub.ticket.parentId === ticket.id)
        .map(({ ticket: sub }) => ({
          id: sub.id,
          name: shop.t(sub.name),
          price: sub.price,
          vat_value: sub.vatValue,
          min_quantity: sub.minQuantity,
          max_quantity: sub.maxQuantity,
        })),
      schedule: scheduleOnSale(schedule, ticket, shop.localNow),
      group_id: ticket.groupId,
      group_name: groupName === null ? null : shop.t(groupName),
      book_with_cost: ticket.bookWithCost,
      book_with_cost_warn: ticket.bookWithCostWarn,
      print_separately: ticket.printSeparately,
      unique_barcode: ticket.uniqueBarcode,
      scan_separately: ticket.scanSeparately,
      eventId: ticket.eventId,
    }));
  return { event: toEvent(shop, event, refs), date: day, tickets, timeslots };
}

/**
 * Date → places left of the times not yet passed (deep) or 1/0 for bookable/sold out; a date whose
 * times have all passed, or are outside every ticket's sale window, is NO_MORE_TIMES, never 0,
 * which means sold out (decision 0013). The closed dates are those whose times not yet passed are
 * all closed by staff (their 0 means closed).
 */
export async function ticketCalendar(
  db: Db,
  shop: ShopContext,
  eventId: number,
  statuses: VisibleStatuses,
  range: { start: string; end: string },
  options: { deep: boolean; members: boolean; shares: MemberShares },
): Promise<TicketCalendarResponse> {
  await requireEvent(db, shop, eventId, statuses);
  const [slots, ticketRows] = await Promise.all([
    listEventSlotCounts(db, { eventId, ...range }),
    listTicketTypes(db, eventId),
  ]);
  // A member's calendar (`members`) counts the places kept for members too.
  const placesOf = (timeslot: Timeslot) =>
    options.members ? (timeslot.member_left ?? timeslot.left) : timeslot.left;
  // A time none of the event's tickets is on sale for cannot be booked, as one that has passed.
  const windows = ticketRows
    .filter(({ ticket }) => ticket.parentId === null)
    .map(({ ticket }) => saleWindowOf(ticket));
  const onSaleAt = (datetime: string) => windows.some((window) => onSale(window, datetime, shop.localNow));
  const calendar: Record<string, number> = {};
  /** Date → every time not yet passed is closed (so far). */
  const allClosed = new Map<string, boolean>();
  for (const slot of slots) {
    const timeslot = toTimeslot(slot, shop.localNow, options.shares);
    const sum = calendar[slot.date] ?? NO_MORE_TIMES;
    if (timeslot.state !== 'expired' && onSaleAt(timeslot.datetime)) {
      calendar[slot.date] = Math.max(sum, 0) + placesOf(timeslot);
      allClosed.set(slot.date, (allClosed.get(slot.date) ?? true) && timeslot.closed === true);
    } else calendar[slot.date] = sum;
  }
  if (!options.deep)
    for (const [date, left] of Object.entries(calendar)) calendar[date] = left > 0 ? 1 : left;
  const closedDates = [...allClosed].filter(([, closed]) => closed).map(([date]) => date);
  return { data: calendar, closed_dates: closedDates.sort() };
}

export async function ticketLifetime(
  db: Db,
  shop: ShopContext,
  eventId: number,
  statuses: VisibleStatuses,
): Promise<Lifetime> {
  await requireEvent(db, shop, eventId, statuses);
  return findEventSlotSpan(db, eventId, shop.localNow);
}
