import {
  ALWAYS_ON_SALE,
  ANNUAL_PASS_KIND,
  type AppliedVoucher,
  addOnProblems,
  articleLine,
  benefitForEvent,
  benefitForTour,
  type CartItem,
  type CartLimits,
  type CartTotals,
  cartLimitProblems,
  cartTotals,
  dedupeProblems,
  isAddOn,
  type LineProblem,
  type MemberBenefit,
  type MemberTicketKind,
  memberClaimOf,
  memberTicketPrice,
  memberTicketProblem,
  normaliseVoucherCode,
  onSale,
  type PricedLine,
  placesProblem,
  type RulePart,
  type SaleWindow,
  slotPlacesWithShare,
  type TicketMode,
  type TicketRule,
  type TourRule,
  type Translations,
  ticketLineOfItem,
  tourCountProblems,
  tourCountsOfItem,
  tourLine,
  type VoucherScope,
  type VoucherTarget,
  voucherCodeProblem,
  voucherLine,
} from '@museum-shop/contract';
import type { InventoryNeed } from '../../../db/schema/checkout.ts';
import { availability } from '../../../lib/availability.ts';
import type { Translate } from '../../../lib/translate.ts';
import { type ClaimedCard, memberClaimKey } from '../../../modules/members/index.ts';

/**
 * Pricing a cart: the contract's sale rules (packages/contract/src/rules, the same the web app
 * shows) applied to what the database said about the catalog. Prices come from here only, never
 * from the cart sent (issue 12); this file adds only what needs the database's numbers: what is
 * left of a slot or an article, and whether a time has passed.
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
  /** The venue's postal address, printed on tickets. */
  venueAddress?: string | null;
  /** How long a tour takes (minutes): its entry window ends at its start plus this. */
  durationMinutes?: number;
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

/** A time slot of a tour or an event, with what is left of it. */
export interface SlotInfo {
  id: number;
  date: string;
  /** Start HH:mm. */
  time: string;
  /** Until when it can be booked: the start of a tour, the end of an event's slot (YYYY-MM-DD HH:mm). */
  closesAt: string;
  capacity: number;
  /** Places left: the database's one count (`inventory_count`), or all of them when not counted. */
  left: number;
  /** Whole tours (guides) of a tour slot; events have none. */
  tours: number;
  toursLeft: number;
  /** Closed by staff: nothing left to book. */
  closed?: boolean;
  /** Event slots: the benefits of passes that keep a share of it for members (issue 36). */
  memberShares?: readonly Pick<MemberBenefit, 'member_share_percent' | 'member_share_until_hours'>[];
  /** Of what is taken, the places members took with their cards (counted reads; else 0). */
  memberTaken?: number;
}

export interface TicketInfo extends Priced {
  id: number;
  eventId: number;
  mode: TicketMode;
  venue: Translations;
  venueAddress?: string | null;
  eventName: Translations;
  family: boolean;
  subtickets: Map<number, Priced & { minQuantity: number; maxQuantity: number }>;
  /** When it is sold (contract rules/sale-window.ts); absent: always. */
  saleWindow?: SaleWindow;
}

export interface ArticleInfo extends Priced {
  id: number;
  productKind: number;
  stock: number;
  /** Pieces left: the database's one count, or all of the stock when not counted. */
  left: number;
  weight: number;
}

export interface VoucherProductInfo extends Priced {
  id: number;
  variableAmount: boolean;
  /** A free amount's bounds in cents; null or absent: any amount the cart takes. */
  minAmount?: number | null;
  maxAmount?: number | null;
}

export interface VoucherCodeInfo {
  id: number;
  code: string;
  amount: number;
  /** Used outside this shop's checkout, sold and held: all that is taken of it. */
  taken: number;
  validFrom: Date;
  validTo: Date;
  /** What it may pay for (issue 36); null or absent: anything codes may pay. */
  scope?: VoucherScope | null;
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
  /** The cards the cart's member claims name, by claim key (members module's memberClaimKey). */
  memberCards?: Map<string, ClaimedCard>;
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
  /** What the cart limits and the add-on rule read of it. */
  slot: string | null;
  places: number;
  /** Persons a ticket line admits (an add-on's too, though it takes no place). */
  persons: number;
  wholeTours: boolean;
  addOn: boolean;
}

type Part = PricedLine['parts'][number];

const named = (
  t: Translate,
  parts: readonly RulePart[],
  nameOf: (part: RulePart) => Translations | undefined,
): Part[] =>
  parts.map((part) => ({
    name: t(nameOf(part) ?? {}),
    count: part.count,
    unit_price: part.unit_price,
    vat_rate: part.vat_rate,
    // Kept on the order: which parts admit a person (contract rules/admissions.ts).
    kind: part.kind,
  }));

/**
 * Why a slot cannot be booked at all (gone, its time has passed, or closed by staff), and how many
 * places it has left. A closed time is CLOSED, never SOLD_OUT: the visitor is told what the event
 * and tour pages say of it (issue 40).
 */
function slotState(
  slot: SlotInfo | undefined,
  clock: PricingClock,
): { problem: LineProblem } | { left: number; toursLeft: number } {
  if (!slot) return { problem: { code: 'NOT_AVAILABLE' } };
  const { state, left } = availability({
    capacity: slot.capacity,
    left: slot.left,
    now: clock.localNow,
    closesAt: slot.closesAt,
    closed: slot.closed ?? false,
  });
  if (state === 'expired') return { problem: { code: 'EXPIRED' } };
  if (state === 'closed') return { problem: { code: 'CLOSED' } };
  return { left, toursLeft: slot.toursLeft };
}

const rulePrices = (prices: Map<number, Priced>) =>
  [...prices].map(([id, price]) => ({ id, price: price.price, vat_value: price.vatValue }));

/** A tour of the catalog as the contract's rules read it. */
export function tourRuleOf(tour: TourInfo): TourRule {
  return {
    max_participants: tour.maxParticipants,
    single_ticketing: tour.singleTicketing ? 1 : 0,
    book_complete_tour: tour.bookCompleteTour ? 1 : 0,
    booking_without_tickets: tour.bookingWithoutTickets ? 1 : 0,
    priceList: rulePrices(tour.prices),
    tickets: [...tour.tickets].map(([id, ticket]) => ({
      id,
      price: ticket.price,
      vat_value: ticket.vatValue,
      subtickets: rulePrices(ticket.subtickets),
    })),
  };
}

/** An event ticket of the catalog as the contract's rules read it. */
export function ticketRuleOf(ticket: TicketInfo): TicketRule {
  return {
    id: ticket.id,
    mode: ticket.mode,
    price: ticket.price,
    vat_value: ticket.vatValue,
    family: ticket.family,
    subtickets: [...ticket.subtickets].map(([id, sub]) => ({
      id,
      price: sub.price,
      vat_value: sub.vatValue,
      min_quantity: sub.minQuantity,
      max_quantity: sub.maxQuantity,
    })),
  };
}

function priceTour(
  item: Extract<CartItem, { type: 'guidedTour' }>,
  catalog: CatalogSnapshot,
  clock: PricingClock,
  t: Translate,
  inCart: MemberTicketsInCart,
): LineResult {
  const tour = catalog.tours.get(item.tourId);
  const base = { type: item.type, datetime: item.datetime };
  if (!tour) return unknownLine(base, item.tourId);
  const counts = tourCountsOfItem(item);
  const admissions = Object.values(counts.tickets).reduce((sum, count) => sum + count, 0);
  const subtickets = item.tickets.reduce((sum, ticket) => sum + (ticket.subtickets?.length ?? 0), 0);
  const member = memberTerms(
    item,
    admissions,
    { family: false, addOn: false, subtickets },
    catalog,
    inCart,
    (card) => benefitForTour(card.benefits),
  );
  const plain = tourRuleOf(tour);
  // A member's admission tickets cost what the pass's benefit leaves of them; the guide is paid as usual.
  const benefit = member?.benefit;
  const rule = benefit
    ? {
        ...plain,
        tickets: plain.tickets.map((ticket) => ({
          ...ticket,
          price: memberTicketPrice(ticket.price, benefit),
        })),
      }
    : plain;
  const line = tourLine(rule, counts);
  const problems: LineProblem[] = line.unknown ? [{ code: 'UNKNOWN_ITEM' }] : [];
  if (member?.problem) problems.push(member.problem);
  const slot = catalog.tourSlots.get(slotKey(tour.id, item.datetime));
  const state = slotState(slot, clock);
  const left = 'left' in state ? { places: state.left, tours: state.toursLeft } : undefined;
  problems.push(...tourCountProblems(rule, left, counts));
  if ('problem' in state) problems.push(state.problem);
  const answered = new Map(item.answers.map((answer) => [answer.qId, answer.value]));
  const missing = tour.questions.some((question) => {
    if (!question.mandatory) return false;
    const value = answered.get(question.id);
    return value === undefined || (Array.isArray(value) ? value.length === 0 : value.trim() === '');
  });
  if (missing) problems.push({ code: 'ANSWERS_MISSING' });
  const subticketName = (id: number) =>
    [...tour.tickets.values()].find((ticket) => ticket.subtickets.has(id))?.subtickets.get(id)?.name;
  const parts = named(t, line.parts, (part) =>
    part.kind === 'tourPrice'
      ? tour.prices.get(part.id)?.name
      : part.kind === 'tourTicket'
        ? tour.tickets.get(part.id)?.name
        : subticketName(part.id),
  );
  return {
    line: {
      ...base,
      name: t(tour.name),
      count: line.tourCount,
      parts,
      total: line.total,
      problems: dedupeProblems(problems),
    },
    needs: slot
      ? [
          { kind: 'tourSlot', id: slot.id, places: line.places, tours: line.tours },
          ...memberCardNeeds(member, slot.id, admissions, 'tour'),
        ]
      : [],
    slot: slot ? `tour ${slot.id}` : null,
    places: line.places,
    persons: line.participants,
    wholeTours: tour.bookCompleteTour,
    addOn: false,
  };
}

/** What a slot has left for everyone and for members, once the share kept for members is counted. */
function slotShare(slot: SlotInfo | undefined, left: number, clock: PricingClock) {
  if (!slot) return { share: 0, public: left, member: left };
  return slotPlacesWithShare(slot.memberShares ?? [], {
    capacity: slot.capacity,
    memberTaken: slot.memberTaken ?? 0,
    start: `${slot.date} ${slot.time}`,
    now: clock.localNow,
    left,
  });
}

/** The member tickets of each card a cart has priced so far: by card, and by card and day. */
type MemberTicketsInCart = Map<string, number>;

/**
 * A line of member tickets (issue 36): the card its claim names, the pass's benefit (`benefitOf`
 * the card), the contract's judgement of both, and the museum day they count for. `count` is the
 * line's member tickets.
 */
function memberTerms(
  item: Extract<CartItem, { type: 'ticket' | 'dayTicket' | 'guidedTour' }>,
  count: number,
  ticket: MemberTicketKind,
  catalog: CatalogSnapshot,
  inCart: MemberTicketsInCart,
  benefitOf: (card: ClaimedCard) => MemberBenefit | null,
) {
  const claim = memberClaimOf(item);
  if (!claim) return null;
  const key = memberClaimKey(claim);
  const card = key === null ? undefined : catalog.memberCards?.get(key);
  const benefit = card ? benefitOf(card) : null;
  const day = item.datetime.slice(0, 10);
  const inBooking = card ? (inCart.get(card.id) ?? 0) : 0;
  const sameDay = card ? (inCart.get(`${card.id} ${day}`) ?? 0) : 0;
  const problem = memberTicketProblem({
    card: card ?? null,
    day,
    benefit,
    ticket,
    count,
    // The rule counts the booking's tickets once: those of other days count for the booking only.
    taken: { inBooking, onDay: (card?.dayTaken.get(day) ?? 0) + sameDay - inBooking },
  });
  if (card) {
    inCart.set(card.id, inBooking + count);
    inCart.set(`${card.id} ${day}`, sameDay + count);
  }
  return { card, benefit, day, problem };
}

/** The card's need of a member line: its tickets of the day, counted under the card's lock. */
function memberCardNeeds(
  member: ReturnType<typeof memberTerms>,
  slotId: number,
  places: number,
  slot: 'event' | 'tour',
): InventoryNeed[] {
  if (!member?.card || !member.benefit || places <= 0) return [];
  return [
    {
      kind: 'memberCard',
      id: slotId,
      ...(slot === 'tour' && { slot }),
      card: member.card.id,
      places,
      perDay: member.benefit.per_day,
      day: member.day,
    },
  ];
}

function priceTicket(
  item: Extract<CartItem, { type: 'ticket' | 'dayTicket' }>,
  catalog: CatalogSnapshot,
  clock: PricingClock,
  t: Translate,
  inCart: MemberTicketsInCart,
): LineResult {
  const ticket = catalog.tickets.get(item.id);
  const base = { type: item.type, datetime: item.datetime };
  if (!ticket) return unknownLine(base, item.id);
  const member = memberTerms(
    item,
    item.count,
    { family: ticket.family, addOn: isAddOn(ticket), subtickets: item.subtickets?.length ?? 0 },
    catalog,
    inCart,
    (card) => benefitForEvent(card.benefits, ticket.eventId),
  );
  const rule = ticketRuleOf(ticket);
  // A member ticket costs what the pass's benefit leaves of the ticket's price.
  const priced = member?.benefit ? { ...rule, price: memberTicketPrice(rule.price, member.benefit) } : rule;
  const line = ticketLineOfItem(priced, item);
  const problems = [...line.problems];
  if (member?.problem) problems.push(member.problem);
  const slot = catalog.eventSlots.get(slotKey(ticket.eventId, item.datetime));
  const state = slotState(slot, clock);
  const places = slotShare(slot, 'left' in state ? state.left : 0, clock);
  const { share } = places;
  if ('problem' in state) problems.push(state.problem);
  else if (item.datetime && !onSale(ticket.saleWindow ?? ALWAYS_ON_SALE, item.datetime, clock.localNow))
    problems.push({ code: 'NOT_AVAILABLE' });
  else if (line.places > 0) {
    const full = placesProblem(line.places, member ? places.member : places.public);
    if (full) problems.push(full);
  }
  const parts = named(t, line.parts, (part) =>
    part.kind === 'ticket' ? ticket.name : ticket.subtickets.get(part.id)?.name,
  );
  const memberPlaces = member ? line.places : 0;
  const needs: InventoryNeed[] = slot
    ? [
        {
          kind: 'eventSlot',
          id: slot.id,
          places: line.places,
          ...(share > 0 && { memberShare: share }),
          ...(memberPlaces > 0 && { memberPlaces }),
        },
      ]
    : [];
  if (slot) needs.push(...memberCardNeeds(member, slot.id, memberPlaces, 'event'));
  return {
    line: {
      ...base,
      name:
        t(ticket.eventName) === t(ticket.name) ? t(ticket.name) : `${t(ticket.eventName)}: ${t(ticket.name)}`,
      count: item.count,
      parts,
      total: line.total,
      problems: dedupeProblems(problems),
    },
    needs,
    slot: slot ? `event ${slot.id}` : null,
    places: line.places,
    persons: line.persons,
    wholeTours: false,
    addOn: isAddOn(rule),
  };
}

const noPlaces = { slot: null, places: 0, persons: 0, wholeTours: false, addOn: false };

function priceArticle(
  item: Extract<CartItem, { type: 'merchandise' | 'annualPass' }>,
  catalog: CatalogSnapshot,
  t: Translate,
): LineResult {
  const article = catalog.articles.get(item.id);
  const base = { type: item.type, datetime: null };
  const isPass = article?.productKind === ANNUAL_PASS_KIND;
  if (!article || isPass !== (item.type === 'annualPass')) return unknownLine(base, item.id);
  const left = article.left;
  const line = articleLine(
    {
      id: article.id,
      price: article.price,
      vat_value: article.vatValue,
      product_kind_ref: article.productKind,
    },
    item,
    left,
  );
  return {
    line: {
      ...base,
      name: t(article.name),
      count: item.count,
      parts: named(t, line.parts, () => article.name),
      total: line.total,
      problems: line.problems,
    },
    needs: [{ kind: 'article', id: article.id, pieces: item.count }],
    ...noPlaces,
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
  const line = voucherLine(
    {
      id: product.id,
      price: product.price,
      vat_value: product.vatValue,
      variable_amount: product.variableAmount,
      min_amount: product.minAmount ?? null,
      max_amount: product.maxAmount ?? null,
    },
    item,
  );
  return {
    line: {
      ...base,
      name: t(product.name),
      count: item.count,
      parts: named(t, line.parts, () => product.name),
      total: line.total,
      problems: line.problems,
    },
    needs: [],
    ...noPlaces,
  };
}

function unknownLine(base: Pick<PricedLine, 'type' | 'datetime'>, id: number): LineResult {
  return {
    line: { ...base, name: `#${id}`, count: 0, parts: [], total: 0, problems: [{ code: 'UNKNOWN_ITEM' }] },
    needs: [],
    ...noPlaces,
  };
}

function priceLine(
  item: Exclude<CartItem, { type: 'voucherCode' }>,
  catalog: CatalogSnapshot,
  clock: PricingClock,
  t: Translate,
  members: MemberTicketsInCart,
): LineResult {
  switch (item.type) {
    case 'guidedTour':
      return priceTour(item, catalog, clock, t, members);
    case 'ticket':
    case 'dayTicket':
      return priceTicket(item, catalog, clock, t, members);
    case 'voucher':
      return priceVoucher(item, catalog, t);
    case 'merchandise':
    case 'annualPass':
      return priceArticle(item, catalog, t);
  }
}

/**
 * Prices every line of a cart with the contract's rules, applies the cart's limits and the add-on
 * rule across its lines, and spreads its voucher codes; `needs` is what booking it takes.
 */
export function priceCart(
  items: readonly CartItem[],
  catalog: CatalogSnapshot,
  clock: PricingClock,
  t: Translate,
  limits: CartLimits,
): PricedCart {
  const lines: PricedLine[] = [];
  const needs: InventoryNeed[] = [];
  const results: { line: PricedLine; result: LineResult }[] = [];
  const codes: { line: PricedLine; info: VoucherCodeInfo }[] = [];
  const seenCodes = new Set<string>();
  const members: MemberTicketsInCart = new Map();
  items.forEach((item, index) => {
    if (item.type === 'voucherCode') {
      const code = normaliseVoucherCode(item.barcode);
      const info = catalog.voucherCodes.get(code);
      const problem = seenCodes.has(code)
        ? 'VOUCHER_TWICE'
        : info
          ? voucherCodeProblem({ ...info, usedAmount: info.taken }, clock.now)
          : 'VOUCHER_NOT_FOUND';
      seenCodes.add(code);
      const line: PricedLine = {
        index,
        type: 'voucherCode',
        name: code,
        datetime: null,
        count: 1,
        parts: [],
        total: 0,
        problems: problem ? [{ code: problem }] : [],
      };
      lines.push(line);
      if (info && !problem) codes.push({ line, info });
      return;
    }
    const result = priceLine(item, catalog, clock, t, members);
    const line: PricedLine = { index, ...result.line };
    lines.push(line);
    results.push({ line, result });
    needs.push(...result.needs);
  });

  // Rules across lines: add-ons need admissions of their slot; the cart's limits.
  const ticketLines = results.filter(({ result }) => result.slot?.startsWith('event ') === true);
  for (const [position, problem] of addOnProblems(
    ticketLines.map(({ result }) => ({
      slot: result.slot ?? '',
      addOn: result.addOn,
      persons: result.persons,
    })),
  ))
    ticketLines[position]?.line.problems.push(problem);
  for (const [position, problems] of cartLimitProblems(
    results.map(({ result, line }) => ({ ...result, total: line.total })),
    limits,
  ))
    results[position]?.line.problems.push(...problems);

  // Two lines of one slot or article must fit together, not each alone.
  const combined = combineNeeds(needs);
  markCombinedShortfalls(lines, items, catalog, combined);

  const money = cartTotals(
    lines.map((line) => ({ ...line, target: targetOf(items[line.index], catalog) })),
    codes.map(({ info }) => ({
      barcode: info.code,
      available: Math.max(0, info.amount - info.taken),
      scope: info.scope,
    })),
  );
  codes.forEach(({ line, info }, i) => {
    const problem = money.codeProblems[i];
    if (problem) line.problems.push(problem);
    const applied = money.vouchers[i]?.applied ?? 0;
    if (applied > 0) combined.push({ kind: 'voucherCode', id: info.id, amount: applied });
  });
  return {
    lines,
    vouchers: money.vouchers,
    totals: money.totals,
    needs: combined,
    bookable: lines.every((line) => line.problems.length === 0),
  };
}

/** What a line is, as a code's limit reads it (contract rules/voucher-scope.ts); null: nothing a limit names. */
function targetOf(item: CartItem | undefined, catalog: CatalogSnapshot): VoucherTarget | null {
  switch (item?.type) {
    case 'ticket':
    case 'dayTicket': {
      const ticket = catalog.tickets.get(item.id);
      return ticket ? { section: 'tickets', product: { kind: 'event', id: ticket.eventId } } : null;
    }
    case 'guidedTour':
      return { section: 'tours', product: { kind: 'tour', id: item.tourId } };
    case 'merchandise':
      return { section: 'merchandise', product: { kind: 'article', id: item.id } };
    case 'annualPass':
      return { section: 'passes', product: { kind: 'article', id: item.id } };
    default:
      return null;
  }
}

/** Sums the needs of lines that take from the same slot, article, code or card's slot. */
export function combineNeeds(needs: readonly InventoryNeed[]): InventoryNeed[] {
  const byKey = new Map<string, InventoryNeed>();
  for (const need of needs) {
    const key =
      need.kind === 'memberCard'
        ? `${need.kind} ${need.slot ?? 'event'} ${need.id} ${need.card}`
        : `${need.kind} ${need.id}`;
    const seen = byKey.get(key);
    if (!seen) byKey.set(key, { ...need });
    else if (seen.kind === 'tourSlot' && need.kind === 'tourSlot') {
      seen.places += need.places;
      seen.tours += need.tours;
    } else if (seen.kind === 'eventSlot' && need.kind === 'eventSlot') {
      seen.places += need.places;
      const memberPlaces = (seen.memberPlaces ?? 0) + (need.memberPlaces ?? 0);
      const memberShare = Math.max(seen.memberShare ?? 0, need.memberShare ?? 0);
      if (memberPlaces > 0) seen.memberPlaces = memberPlaces;
      if (memberShare > 0) seen.memberShare = memberShare;
    } else if (seen.kind === 'article' && need.kind === 'article') seen.pieces += need.pieces;
    else if (seen.kind === 'voucherCode' && need.kind === 'voucherCode') seen.amount += need.amount;
    else if (seen.kind === 'memberCard' && need.kind === 'memberCard') seen.places += need.places;
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
    if (need.kind === 'memberCard') continue;
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
    return article?.left;
  }
  if (need.kind === 'voucherCode' || need.kind === 'memberCard') return undefined;
  const slot = find(need.kind === 'tourSlot' ? catalog.tourSlots : catalog.eventSlots);
  if (!slot || need.kind === 'tourSlot') return slot?.left;
  // The places kept for members are for the cart's member tickets only (as take_inventory counts).
  const kept = Math.max(0, (need.memberShare ?? 0) - (slot.memberTaken ?? 0));
  return Math.min(slot.left, Math.max(0, slot.left - kept) + (need.memberPlaces ?? 0));
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
