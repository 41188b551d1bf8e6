import {
  ANNUAL_PASS_KIND,
  type AppliedVoucher,
  type CartItem,
  type CartTotals,
  type LineProblem,
  type PricedLine,
  type Translations,
  type VatAmount,
} from '@museum-shop/contract';
import type { InventoryNeed } from '../../db/schema/checkout.ts';
import { availability } from '../../lib/availability.ts';
import type { Translate } from '../../lib/translate.ts';
import { voucherCodeProblem } from '../../lib/voucher-codes.ts';

/**
 * The rules of pricing a cart, as pure functions over what the database said about the catalog:
 * prices come from here only, never from the cart sent (issue 12).
 */

export interface Priced {
  name: Translations;
  price: number;
  vatValue: number;
}

export interface TourInfo {
  id: number;
  name: Translations;
  venue: Translations;
  maxParticipants: number;
  singleTicketing: boolean;
  bookCompleteTour: boolean;
  bookingWithoutTickets: boolean;
  prices: Map<number, Priced>;
  tickets: Map<number, Priced & { subtickets: Map<number, Priced> }>;
  questions: {
    id: number;
    mandatory: boolean;
    question: Translations;
    options: { value: string; label: Translations }[];
  }[];
}

/** A time slot of a tour or an event, with what is taken of it. */
export interface SlotInfo {
  id: number;
  date: string;
  /** Start HH:mm. */
  time: string;
  /** Until when it can be booked: the start of a tour, the end of an event's slot (YYYY-MM-DD HH:mm). */
  closesAt: string;
  capacity: number;
  taken: number;
  /** Whole tours (guides) of a tour slot; events have none. */
  tours: number;
  toursTaken: number;
}

export interface TicketInfo extends Priced {
  id: number;
  eventId: number;
  venue: Translations;
  eventName: Translations;
  family: boolean;
  subtickets: Map<number, Priced & { minQuantity: number; maxQuantity: number }>;
}

export interface ArticleInfo extends Priced {
  id: number;
  productKind: number;
  stock: number;
  taken: number;
  weight: number;
}

export interface VoucherProductInfo extends Priced {
  id: number;
  variableAmount: boolean;
}

export interface VoucherCodeInfo {
  id: number;
  code: string;
  amount: number;
  /** Used outside this shop's checkout, sold and held: all that is taken of it. */
  taken: number;
  validFrom: Date;
  validTo: Date;
}

/** What the database knows of the things a cart names; slots are keyed `${ownerId} ${datetime}`. */
export interface CatalogSnapshot {
  tours: Map<number, TourInfo>;
  tourSlots: Map<string, SlotInfo>;
  tickets: Map<number, TicketInfo>;
  eventSlots: Map<string, SlotInfo>;
  articles: Map<number, ArticleInfo>;
  voucherProducts: Map<number, VoucherProductInfo>;
  /** By normalised code. */
  voucherCodes: Map<string, VoucherCodeInfo>;
}

export const slotKey = (ownerId: number, datetime: string) => `${ownerId} ${datetime}`;

export type { InventoryNeed };

export interface PricedCart {
  lines: PricedLine[];
  vouchers: AppliedVoucher[];
  totals: CartTotals;
  needs: InventoryNeed[];
  bookable: boolean;
}

export interface PricingClock {
  now: Date;
  /** The museum's local time, YYYY-MM-DD HH:mm. */
  localNow: string;
}

interface LineResult {
  line: Omit<PricedLine, 'index'>;
  needs: InventoryNeed[];
}

type Part = PricedLine['parts'][number];

const part = (t: Translate, item: Priced, count: number): Part => ({
  name: t(item.name),
  count,
  unit_price: item.price,
  vat_rate: item.vatValue,
});

const sumParts = (parts: Part[]) => parts.reduce((sum, p) => sum + p.unit_price * p.count, 0);

function slotProblem(slot: SlotInfo | undefined, clock: PricingClock, places: number): LineProblem | null {
  if (!slot) return { code: 'NOT_AVAILABLE' };
  const { state, left } = availability({
    capacity: slot.capacity,
    sold: slot.taken,
    held: 0,
    now: clock.localNow,
    closesAt: slot.closesAt,
  });
  if (state === 'expired') return { code: 'EXPIRED' };
  if (left === 0) return { code: 'SOLD_OUT' };
  if (places > left) return { code: 'NOT_ENOUGH_PLACES', requested: places, available: left };
  return null;
}

/**
 * Guided tour counts (spec §5). Tour places are the price-list counts; participants are the
 * tickets (a ticket with sub-tickets counts its sub-tickets). Without complete-tour booking every
 * participant takes a tour place; with it the counts are whole tours of up to max_participants.
 */
export function tourCountProblems(
  tour: Pick<TourInfo, 'maxParticipants' | 'singleTicketing' | 'bookCompleteTour' | 'bookingWithoutTickets'>,
  tourCount: number,
  participants: number,
): LineProblem[] {
  const problems: LineProblem[] = [];
  if (tourCount === 0 && participants === 0) return [{ code: 'NOTHING_CHOSEN' }];
  if (tour.bookCompleteTour) {
    const most = tour.maxParticipants * tourCount;
    if (participants > most)
      problems.push({ code: 'OVER_MAX_PARTICIPANTS', requested: participants, available: most });
    if (tourCount === 0) problems.push({ code: 'NOTHING_CHOSEN' });
    if (tour.singleTicketing && !tour.bookingWithoutTickets && participants < tourCount)
      problems.push({ code: 'TICKETS_BELOW_TOURS', requested: participants, available: tourCount });
    return problems;
  }
  if (tourCount > tour.maxParticipants)
    problems.push({ code: 'OVER_MAX_PARTICIPANTS', requested: tourCount, available: tour.maxParticipants });
  if (!tour.bookingWithoutTickets && participants !== tourCount)
    problems.push({ code: 'TICKETS_TOURS_MISMATCH', requested: participants, available: tourCount });
  return problems;
}

/** The places and whole tours a tour booking takes of its slot. */
export function tourPlaces(
  tour: Pick<TourInfo, 'maxParticipants' | 'bookCompleteTour'>,
  tourCount: number,
  participants: number,
): { places: number; tours: number } {
  if (!tour.bookCompleteTour) return { places: Math.max(tourCount, participants), tours: 0 };
  // A whole tour booked without naming its participants takes all of its places.
  return { places: participants > 0 ? participants : tourCount * tour.maxParticipants, tours: tourCount };
}

function priceTour(
  item: Extract<CartItem, { type: 'guidedTour' }>,
  catalog: CatalogSnapshot,
  clock: PricingClock,
  t: Translate,
): LineResult {
  const tour = catalog.tours.get(item.tourId);
  const base = { type: item.type, datetime: item.datetime };
  if (!tour) return unknownLine(base, item.tourId);
  const parts: Part[] = [];
  const problems: LineProblem[] = [];
  let tourCount = 0;
  let participants = 0;
  for (const chosen of item.prices) {
    const price = tour.prices.get(chosen.id);
    if (!price) problems.push({ code: 'UNKNOWN_ITEM' });
    else if (chosen.count > 0) {
      parts.push(part(t, price, chosen.count));
      tourCount += chosen.count;
    }
  }
  for (const chosen of item.tickets) {
    const ticket = tour.tickets.get(chosen.id);
    if (!ticket) {
      problems.push({ code: 'UNKNOWN_ITEM' });
      continue;
    }
    if (chosen.count > 0) parts.push(part(t, ticket, chosen.count));
    let persons = 0;
    for (const sub of chosen.subtickets ?? []) {
      const subticket = ticket.subtickets.get(sub.id);
      if (!subticket) problems.push({ code: 'UNKNOWN_ITEM' });
      else if (sub.count > 0) {
        parts.push(part(t, subticket, sub.count));
        persons += sub.count;
      }
    }
    participants += persons > 0 ? persons : chosen.count;
  }
  problems.push(...tourCountProblems(tour, tourCount, participants));
  const need = tourPlaces(tour, tourCount, participants);
  const slot = catalog.tourSlots.get(slotKey(tour.id, item.datetime));
  const slotIssue = slotProblem(slot, clock, need.places);
  if (slotIssue) problems.push(slotIssue);
  if (slot && !slotIssue && need.tours > 0) {
    const toursLeft = Math.max(0, slot.tours - slot.toursTaken);
    if (need.tours > toursLeft)
      problems.push({ code: 'NOT_ENOUGH_TOURS', requested: need.tours, available: toursLeft });
  }
  const answered = new Map(item.answers.map((answer) => [answer.qId, answer.value]));
  const missing = tour.questions.some((question) => {
    if (!question.mandatory) return false;
    const value = answered.get(question.id);
    return value === undefined || (Array.isArray(value) ? value.length === 0 : value.trim() === '');
  });
  if (missing) problems.push({ code: 'ANSWERS_MISSING' });
  return {
    line: {
      ...base,
      name: t(tour.name),
      count: tourCount,
      parts,
      total: sumParts(parts),
      problems: dedupe(problems),
    },
    needs: slot ? [{ kind: 'tourSlot', id: slot.id, ...need }] : [],
  };
}

function priceTicket(
  item: Extract<CartItem, { type: 'ticket' | 'dayTicket' }>,
  catalog: CatalogSnapshot,
  clock: PricingClock,
  t: Translate,
): LineResult {
  const ticket = catalog.tickets.get(item.id);
  const base = { type: item.type, datetime: item.datetime };
  if (!ticket) return unknownLine(base, item.id);
  const parts: Part[] = [];
  const problems: LineProblem[] = [];
  if (item.count > 0) parts.push(part(t, ticket, item.count));
  let persons = 0;
  const chosen = new Map((item.subtickets ?? []).map((sub) => [sub.id, sub.count]));
  for (const id of chosen.keys()) if (!ticket.subtickets.has(id)) problems.push({ code: 'UNKNOWN_ITEM' });
  for (const [id, subticket] of ticket.subtickets) {
    const count = chosen.get(id) ?? 0;
    if (count > 0) parts.push(part(t, subticket, count));
    persons += count;
    // A family ticket needs a quantity for each component, within its bounds (spec §5).
    const outOfBounds =
      count < subticket.minQuantity || (subticket.maxQuantity > 0 && count > subticket.maxQuantity);
    if ((ticket.family && count === 0) || (persons > 0 && outOfBounds))
      problems.push({
        code: 'COMPONENT_QUANTITY_MISSING',
        requested: count,
        available: subticket.maxQuantity,
      });
  }
  // A family ticket counts its members: its own count is 1 once any member is chosen (spec §4).
  const places = persons > 0 ? persons : item.count;
  if (places === 0) problems.push({ code: 'NOTHING_CHOSEN' });
  const slot = catalog.eventSlots.get(slotKey(ticket.eventId, item.datetime));
  const slotIssue = slotProblem(slot, clock, places);
  if (slotIssue) problems.push(slotIssue);
  return {
    line: {
      ...base,
      name:
        t(ticket.eventName) === t(ticket.name) ? t(ticket.name) : `${t(ticket.eventName)}: ${t(ticket.name)}`,
      count: item.count,
      parts,
      total: sumParts(parts),
      problems: dedupe(problems),
    },
    needs: slot ? [{ kind: 'eventSlot', id: slot.id, places }] : [],
  };
}

function priceArticle(
  item: Extract<CartItem, { type: 'merchandise' | 'annualPass' }>,
  catalog: CatalogSnapshot,
  t: Translate,
): LineResult {
  const article = catalog.articles.get(item.id);
  const base = { type: item.type, datetime: null };
  const isPass = article?.productKind === ANNUAL_PASS_KIND;
  if (!article || isPass !== (item.type === 'annualPass')) return unknownLine(base, item.id);
  const problems: LineProblem[] = [];
  if (item.count === 0) problems.push({ code: 'NOTHING_CHOSEN' });
  const left = Math.max(0, article.stock - article.taken);
  if (item.count > left)
    problems.push(
      left === 0
        ? { code: 'OUT_OF_STOCK' }
        : { code: 'OUT_OF_STOCK', requested: item.count, available: left },
    );
  if (item.type === 'annualPass') {
    const owners = item.owners ?? [];
    const complete = owners.filter((owner) => owner.fname.trim() !== '' && owner.lname.trim() !== '');
    if (owners.length !== item.count || complete.length !== owners.length)
      problems.push({ code: 'OWNERS_MISSING', requested: item.count, available: complete.length });
  }
  const parts = item.count > 0 ? [part(t, article, item.count)] : [];
  return {
    line: { ...base, name: t(article.name), count: item.count, parts, total: sumParts(parts), problems },
    needs: [{ kind: 'article', id: article.id, pieces: item.count }],
  };
}

function priceVoucher(
  item: Extract<CartItem, { type: 'voucher' }>,
  catalog: CatalogSnapshot,
  t: Translate,
): LineResult {
  const product = catalog.voucherProducts.get(item.id);
  const base = { type: item.type, datetime: null };
  if (!product) return unknownLine(base, item.id);
  const problems: LineProblem[] = [];
  if (item.count === 0) problems.push({ code: 'NOTHING_CHOSEN' });
  // A free-amount voucher is worth what the buyer chose; a fixed one its price, whatever is sent.
  const price = product.variableAmount ? (item.amount ?? 0) : product.price;
  if (product.variableAmount && !item.amount) problems.push({ code: 'AMOUNT_MISSING' });
  const parts = item.count > 0 && price > 0 ? [part(t, { ...product, price }, item.count)] : [];
  return {
    line: { ...base, name: t(product.name), count: item.count, parts, total: sumParts(parts), problems },
    needs: [],
  };
}

function unknownLine(base: Pick<PricedLine, 'type' | 'datetime'>, id: number): LineResult {
  return {
    line: { ...base, name: `#${id}`, count: 0, parts: [], total: 0, problems: [{ code: 'UNKNOWN_ITEM' }] },
    needs: [],
  };
}

function dedupe(problems: LineProblem[]): LineProblem[] {
  const seen = new Set<string>();
  return problems.filter((problem) => {
    const key = JSON.stringify(problem);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Spec §5: the voucher codes in cart order each cover as much as remains of the total; what a code
 * does not cover stays on it. The discount never exceeds the total, so the total never goes below 0.
 */
export function spreadVouchers(
  total: number,
  codes: readonly { barcode: string; available: number }[],
): { vouchers: AppliedVoucher[]; discount: number } {
  let remaining = Math.max(0, total);
  const vouchers = codes.map(({ barcode, available }) => {
    const applied = Math.min(Math.max(0, available), remaining);
    remaining -= applied;
    return { barcode, available, applied, remaining: available - applied };
  });
  return { vouchers, discount: Math.max(0, total) - remaining };
}

/** VAT included in gross amounts, per rate, each rounded to the cent (spec §9). */
export function vatPerRate(parts: readonly Part[]): VatAmount[] {
  const gross = new Map<number, number>();
  for (const p of parts) gross.set(p.vat_rate, (gross.get(p.vat_rate) ?? 0) + p.unit_price * p.count);
  return [...gross.entries()]
    .filter(([rate]) => rate > 0)
    .sort(([a], [b]) => a - b)
    .map(([rate, amount]) => ({ rate, amount: Math.round((amount * rate) / (100 + rate)) }));
}

function priceLine(
  item: Exclude<CartItem, { type: 'voucherCode' }>,
  catalog: CatalogSnapshot,
  clock: PricingClock,
  t: Translate,
): LineResult {
  switch (item.type) {
    case 'guidedTour':
      return priceTour(item, catalog, clock, t);
    case 'ticket':
    case 'dayTicket':
      return priceTicket(item, catalog, clock, t);
    case 'voucher':
      return priceVoucher(item, catalog, t);
    case 'merchandise':
    case 'annualPass':
      return priceArticle(item, catalog, t);
  }
}

/** Prices every line of a cart and spreads its voucher codes; `needs` is what booking it takes. */
export function priceCart(
  items: readonly CartItem[],
  catalog: CatalogSnapshot,
  clock: PricingClock,
  t: Translate,
  normaliseCode: (raw: string) => string,
): PricedCart {
  const lines: PricedLine[] = [];
  const needs: InventoryNeed[] = [];
  const codes: { index: number; info: VoucherCodeInfo }[] = [];
  const seenCodes = new Set<string>();
  items.forEach((item, index) => {
    if (item.type === 'voucherCode') {
      const code = normaliseCode(item.barcode);
      const info = catalog.voucherCodes.get(code);
      const problem = seenCodes.has(code)
        ? 'VOUCHER_TWICE'
        : info
          ? voucherCodeProblem({ ...info, usedAmount: info.taken }, clock.now)
          : 'VOUCHER_NOT_FOUND';
      seenCodes.add(code);
      lines.push({
        index,
        type: 'voucherCode',
        name: code,
        datetime: null,
        count: 1,
        parts: [],
        total: 0,
        problems: problem ? [{ code: problem as LineProblem['code'] }] : [],
      });
      if (info && !problem) codes.push({ index, info });
      return;
    }
    const result = priceLine(item, catalog, clock, t);
    lines.push({ index, ...result.line });
    needs.push(...result.needs);
  });

  // Two lines of one slot or article must fit together, not each alone.
  const combined = combineNeeds(needs);
  markCombinedShortfalls(lines, items, catalog, combined);

  const subtotal = lines.reduce((sum, line) => sum + line.total, 0);
  const spread = spreadVouchers(
    subtotal,
    codes.map(({ info }) => ({ barcode: info.code, available: Math.max(0, info.amount - info.taken) })),
  );
  codes.forEach(({ info }, i) => {
    const applied = spread.vouchers[i]?.applied ?? 0;
    if (applied > 0) combined.push({ kind: 'voucherCode', id: info.id, amount: applied });
  });
  return {
    lines,
    vouchers: spread.vouchers,
    totals: {
      subtotal,
      discount: spread.discount,
      total: subtotal - spread.discount,
      vat: vatPerRate(lines.flatMap((line) => line.parts)),
    },
    needs: combined,
    bookable: lines.every((line) => line.problems.length === 0),
  };
}

/** Sums the needs of lines that take from the same slot or article. */
export function combineNeeds(needs: readonly InventoryNeed[]): InventoryNeed[] {
  const byKey = new Map<string, InventoryNeed>();
  for (const need of needs) {
    const key = `${need.kind} ${need.id}`;
    const seen = byKey.get(key);
    if (!seen) byKey.set(key, { ...need });
    else if (seen.kind === 'tourSlot' && need.kind === 'tourSlot') {
      seen.places += need.places;
      seen.tours += need.tours;
    } else if (seen.kind === 'eventSlot' && need.kind === 'eventSlot') seen.places += need.places;
    else if (seen.kind === 'article' && need.kind === 'article') seen.pieces += need.pieces;
    else if (seen.kind === 'voucherCode' && need.kind === 'voucherCode') seen.amount += need.amount;
  }
  return [...byKey.values()];
}

function markCombinedShortfalls(
  lines: PricedLine[],
  items: readonly CartItem[],
  catalog: CatalogSnapshot,
  combined: readonly InventoryNeed[],
) {
  for (const need of combined) {
    const left = needLeft(need, catalog);
    const asked =
      need.kind === 'article' ? need.pieces : need.kind === 'voucherCode' ? need.amount : need.places;
    if (left === undefined || asked <= left) continue;
    for (const line of lines) {
      const item = items[line.index];
      if (line.problems.length > 0 || !item || !lineTakesFrom(item, need, catalog)) continue;
      line.problems.push(
        need.kind === 'article'
          ? { code: 'OUT_OF_STOCK', requested: asked, available: left }
          : { code: 'NOT_ENOUGH_PLACES', requested: asked, available: left },
      );
    }
  }
}

function needLeft(need: InventoryNeed, catalog: CatalogSnapshot): number | undefined {
  const find = (slots: Map<string, SlotInfo>) => [...slots.values()].find((slot) => slot.id === need.id);
  if (need.kind === 'article') {
    const article = catalog.articles.get(need.id);
    return article && Math.max(0, article.stock - article.taken);
  }
  if (need.kind === 'voucherCode') return undefined;
  const slot = find(need.kind === 'tourSlot' ? catalog.tourSlots : catalog.eventSlots);
  return slot && Math.max(0, slot.capacity - slot.taken);
}

function lineTakesFrom(item: CartItem, need: InventoryNeed, catalog: CatalogSnapshot): boolean {
  if (need.kind === 'article')
    return (item.type === 'merchandise' || item.type === 'annualPass') && item.id === need.id;
  if (need.kind === 'tourSlot' && item.type === 'guidedTour')
    return catalog.tourSlots.get(slotKey(item.tourId, item.datetime))?.id === need.id;
  if (need.kind === 'eventSlot' && (item.type === 'ticket' || item.type === 'dayTicket')) {
    const ticket = catalog.tickets.get(item.id);
    return (
      ticket !== undefined && catalog.eventSlots.get(slotKey(ticket.eventId, item.datetime))?.id === need.id
    );
  }
  return false;
}
