import { type CartItem, memberClaimOf, normaliseVoucherCode } from '@museum-shop/contract';
import type { Db } from '../../../db/database.ts';
import type { ShopContext } from '../../../lib/shop-context.ts';
import { ttlCache } from '../../../lib/ttl-cache.ts';
import {
  findArticles,
  findEventSlots,
  findTicketTypes,
  findTourSlots,
  findTours,
  findVoucherCodes,
  findVoucherProducts,
  saleWindowOf,
} from '../../../modules/catalog/index.ts';
import { cardsOfClaims, memberPlacesTakenOf, memberSharesOfEvents } from '../../../modules/members/index.ts';
import { type CatalogSnapshot, type Priced, slotKey } from './pricing.ts';

// What a cart names, read from the catalog for pricing it: tours, tickets, slots, articles,
// vouchers and codes, as the CatalogSnapshot the pricing rules take.

const slotDate = (datetime: string) => datetime.slice(0, 10);

/** The ids and dates a cart names: what its catalog rows are looked up by. */
interface CartCatalogKey {
  shopId: number;
  tourIds: number[];
  tourDates: string[];
  ticketIds: number[];
  ticketDates: string[];
  articleIds: number[];
  voucherIds: number[];
}

const distinct = <T>(values: T[]) => [...new Set(values)];

function cartCatalogKey(shopId: number, items: readonly CartItem[]): CartCatalogKey {
  const tourItems = items.flatMap((item) => (item.type === 'guidedTour' ? [item] : []));
  const ticketItems = items.flatMap((item) =>
    item.type === 'ticket' || item.type === 'dayTicket' ? [item] : [],
  );
  return {
    shopId,
    tourIds: distinct(tourItems.map((item) => item.tourId)),
    tourDates: distinct(tourItems.map((item) => slotDate(item.datetime))),
    ticketIds: distinct(ticketItems.map((item) => item.id)),
    ticketDates: distinct(ticketItems.map((item) => slotDate(item.datetime))),
    articleIds: distinct(
      items.flatMap((item) => (item.type === 'merchandise' || item.type === 'annualPass' ? [item.id] : [])),
    ),
    voucherIds: distinct(items.flatMap((item) => (item.type === 'voucher' ? [item.id] : []))),
  };
}

type CatalogRows = Awaited<ReturnType<typeof findCatalogRows>>;

/**
 * The catalog rows of a cart's key; `counted`: slots and articles come with what is left of them
 * (the database's one count), else with all of their capacity left.
 */
async function findCatalogRows(db: Db, key: CartCatalogKey, counted: boolean) {
  const [tourData, tourSlotRows, ticketData, articles, products] = await Promise.all([
    findTours(db, key.shopId, key.tourIds),
    findTourSlots(db, key.tourIds, key.tourDates, counted),
    findTicketTypes(db, key.shopId, key.ticketIds),
    findArticles(db, key.shopId, key.articleIds, counted),
    findVoucherProducts(db, key.shopId, key.voucherIds),
  ]);
  const eventIds = distinct(ticketData.tickets.map((row) => row.ticket.eventId));
  const [eventSlotRows, memberShares] = await Promise.all([
    findEventSlots(db, eventIds, key.ticketDates, counted),
    memberSharesOfEvents(db, key.shopId, eventIds),
  ]);
  // What members took of the slots whose share is kept for them, in counted reads (else none).
  const memberTaken = counted
    ? await memberPlacesTakenOf(
        db,
        eventSlotRows.filter((slot) => memberShares.has(slot.eventId)).map((slot) => slot.id),
      )
    : new Map<number, number>();
  return { tourData, tourSlotRows, ticketData, eventSlotRows, memberShares, memberTaken, articles, products };
}

/** Reads a cart's catalog; `countTaken` false leaves out what is sold and held (all is left). */
export type CartCatalogLoader = (
  shop: ShopContext,
  items: readonly CartItem[],
  options: { countTaken: boolean },
) => Promise<CatalogSnapshot>;

/**
 * The cart catalog of one process. Counted reads (checkout/suggest shows what is left) go to the
 * database each time. Uncounted ones (initPayment, which counts under the inventory locks) are
 * kept for `cacheMs`, as the catalog's micro-cache keeps its answers (decision 0004): a price or
 * a slot changed is used within that time; what is left is never taken from here. Voucher codes
 * are always read: how much of a code is left decides what the cart pays.
 */
export function cartCatalogLoader(db: Db, cacheMs: number): CartCatalogLoader {
  const uncounted = ttlCache(cacheMs, (key: string) =>
    findCatalogRows(db, JSON.parse(key) as CartCatalogKey, false),
  );
  return async (shop, items, { countTaken }) => {
    const key = cartCatalogKey(shop.shopId, items);
    const codes = distinct(
      items.flatMap((item) => (item.type === 'voucherCode' ? [normaliseVoucherCode(item.barcode)] : [])),
    );
    // Member cards are always read, as codes: a refund or a renewal changes what a card may book.
    const claims = items.flatMap((item) => memberClaimOf(item) ?? []);
    const [rows, voucherCodes, memberCards] = await Promise.all([
      countTaken ? findCatalogRows(db, key, true) : uncounted(JSON.stringify(key)),
      findVoucherCodes(db, shop.shopId, codes),
      claims.length > 0
        ? cardsOfClaims(
            db,
            shop.shopId,
            claims,
            countTaken ? distinct([...key.ticketDates, ...key.tourDates]) : [],
          )
        : new Map(),
    ]);
    return { ...catalogSnapshot(rows, voucherCodes), memberCards };
  };
}

function catalogSnapshot(
  {
    tourData,
    tourSlotRows,
    ticketData,
    eventSlotRows,
    memberShares,
    memberTaken,
    articles,
    products,
  }: CatalogRows,
  voucherCodes: Awaited<ReturnType<typeof findVoucherCodes>>,
): CatalogSnapshot {
  const priced = (row: Priced) => ({
    name: row.name,
    price: row.price,
    vatValue: row.vatValue,
  });
  const catalog: CatalogSnapshot = {
    tours: new Map(),
    tourSlots: new Map(),
    tickets: new Map(),
    eventSlots: new Map(),
    articles: new Map(
      articles.map((row) => [
        row.id,
        {
          ...priced(row),
          id: row.id,
          productKind: row.productKindRef,
          stock: row.stock,
          left: row.left,
          weight: row.weight,
        },
      ]),
    ),
    voucherProducts: new Map(
      products.map((row) => [
        row.id,
        {
          ...priced(row),
          id: row.id,
          variableAmount: row.variableAmount,
          minAmount: row.minAmount,
          maxAmount: row.maxAmount,
        },
      ]),
    ),
    voucherCodes: new Map(
      voucherCodes.map((row) => [
        row.code,
        {
          id: row.id,
          code: row.code,
          amount: row.amount,
          taken: row.taken,
          validFrom: row.validFrom,
          validTo: row.validTo,
          scope: row.redeemableFor,
        },
      ]),
    ),
  };
  for (const { tour, venue, venueAddress } of tourData.tours) {
    const tickets = tourData.tickets.filter((row) => row.tourId === tour.id);
    catalog.tours.set(tour.id, {
      id: tour.id,
      name: tour.name,
      venue,
      venueAddress,
      durationMinutes: tour.durationMinutes,
      maxParticipants: tour.maxParticipants,
      singleTicketing: tour.singleTicketing,
      bookCompleteTour: tour.bookCompleteTour,
      bookingWithoutTickets: tour.bookingWithoutTickets,
      prices: new Map(
        tourData.prices.filter((row) => row.tourId === tour.id).map((row) => [row.id, priced(row)]),
      ),
      tickets: new Map(
        tickets
          .filter((row) => row.parentId === null)
          .map((row) => [
            row.id,
            {
              ...priced(row),
              subtickets: new Map(
                tickets.filter((sub) => sub.parentId === row.id).map((sub) => [sub.id, priced(sub)]),
              ),
            },
          ]),
      ),
      questions: tourData.questions
        .filter((row) => row.tourId === tour.id)
        .map((row) => ({
          id: row.id,
          mandatory: row.mandatory,
          question: row.question,
          options: row.options,
        })),
    });
  }
  for (const slot of tourSlotRows) {
    const datetime = `${slot.date} ${slot.time}`;
    catalog.tourSlots.set(slotKey(slot.tourId, datetime), {
      id: slot.id,
      date: slot.date,
      time: slot.time,
      closesAt: datetime,
      capacity: slot.capacity,
      left: slot.left,
      tours: slot.tours,
      toursLeft: slot.toursLeft,
      closed: slot.closed,
    });
  }
  for (const { ticket, eventName, venue, venueAddress } of ticketData.tickets) {
    catalog.tickets.set(ticket.id, {
      ...priced(ticket),
      id: ticket.id,
      eventId: ticket.eventId,
      venue,
      venueAddress,
      eventName,
      mode: ticket.mode,
      family: ticket.family,
      saleWindow: saleWindowOf(ticket),
      subtickets: new Map(
        ticketData.subtickets
          .filter((sub) => sub.parentId === ticket.id)
          .map((sub) => [
            sub.id,
            { ...priced(sub), minQuantity: sub.minQuantity, maxQuantity: sub.maxQuantity },
          ]),
      ),
    });
  }
  for (const slot of eventSlotRows) {
    catalog.eventSlots.set(slotKey(slot.eventId, `${slot.date} ${slot.time}`), {
      id: slot.id,
      date: slot.date,
      time: slot.time,
      closesAt: `${slot.date} ${slot.endTime}`,
      capacity: slot.capacity,
      left: slot.left,
      tours: 0,
      toursLeft: 0,
      closed: slot.closed,
      memberShares: memberShares.get(slot.eventId) ?? [],
      memberTaken: memberTaken.get(slot.id) ?? 0,
    });
  }
  return catalog;
}
