import { type CartItem, type CartLimits, DEFAULT_CART_LIMITS } from '@museum-shop/contract';
import { describe, expect, it } from 'vitest';
import { translator } from '../../../lib/translate.ts';
import { type CatalogSnapshot, combineNeeds, priceCart, slotKey, type TourInfo } from './pricing.ts';

const t = translator('en', 'en');
const name = (en: string) => ({ en });
const clock = { now: new Date('2026-12-01T09:00:00Z'), localNow: '2026-12-01 10:00' };

const singlePlaces = {
  maxParticipants: 25,
  singleTicketing: true,
  bookCompleteTour: false,
  bookingWithoutTickets: false,
};

function tour(overrides: Partial<TourInfo> = {}): TourInfo {
  return {
    id: 1,
    name: name('Highlights'),
    venue: name('Main House'),
    ...singlePlaces,
    prices: new Map([[10, { name: name('Tour place'), price: 500, vatValue: 19 }]]),
    tickets: new Map([[20, { name: name('Adult'), price: 1_200, vatValue: 7, subtickets: new Map() }]]),
    questions: [{ id: 30, mandatory: true, question: name('Group name?'), options: [] }],
    ...overrides,
  };
}

function catalog(overrides: Partial<CatalogSnapshot> = {}): CatalogSnapshot {
  return {
    tours: new Map([[1, tour()]]),
    tourSlots: new Map([
      [
        slotKey(1, '2026-12-02 15:00'),
        {
          id: 100,
          date: '2026-12-02',
          time: '15:00',
          closesAt: '2026-12-02 15:00',
          capacity: 25,
          left: 2,
          tours: 1,
          toursLeft: 1,
        },
      ],
    ]),
    tickets: new Map([
      [
        40,
        {
          id: 40,
          eventId: 4,
          mode: 1,
          name: name('Family'),
          eventName: name('Neon Nights'),
          venue: name('Main House'),
          price: 0,
          vatValue: 7,
          family: true,
          subtickets: new Map([
            [41, { name: name('Adult'), price: 1_400, vatValue: 7, minQuantity: 1, maxQuantity: 2 }],
            [42, { name: name('Child'), price: 600, vatValue: 7, minQuantity: 1, maxQuantity: 3 }],
          ]),
        },
      ],
    ]),
    eventSlots: new Map([
      [
        slotKey(4, '2026-12-02 11:00'),
        {
          id: 200,
          date: '2026-12-02',
          time: '11:00',
          closesAt: '2026-12-02 12:00',
          capacity: 40,
          left: 3,
          tours: 0,
          toursLeft: 0,
        },
      ],
    ]),
    articles: new Map([
      [
        50,
        {
          id: 50,
          name: name('Kaleidoscope'),
          price: 1_500,
          vatValue: 19,
          productKind: 1,
          stock: 3,
          left: 2,
          weight: 200,
        },
      ],
      [
        51,
        {
          id: 51,
          name: name('Annual pass'),
          price: 6_000,
          vatValue: 0,
          productKind: 13,
          stock: 100,
          left: 100,
          weight: 0,
        },
      ],
    ]),
    voucherProducts: new Map([
      [60, { id: 60, name: name('Free amount'), price: 0, vatValue: 0, variableAmount: true }],
    ]),
    voucherCodes: new Map([
      [
        'LIGHT-25',
        {
          id: 70,
          code: 'LIGHT-25',
          amount: 2_500,
          taken: 0,
          validFrom: new Date('2026-01-01'),
          validTo: new Date('2027-01-01'),
        },
      ],
    ]),
    ...overrides,
  };
}

const price = (
  items: CartItem[],
  snapshot = catalog(),
  at = clock,
  limits: CartLimits = DEFAULT_CART_LIMITS,
) => priceCart(items, snapshot, at, t, limits);

const tourItem = (places: number, answers = [{ qId: 30, type: 'text', value: 'Class 4b' }]): CartItem => ({
  type: 'guidedTour',
  tourId: 1,
  datetime: '2026-12-02 15:00',
  prices: [{ id: 10, count: places }],
  tickets: [{ id: 20, count: places }],
  answers,
});

describe('priceCart', () => {
  it('prices a tour from the catalog and holds its places', () => {
    const priced = price([tourItem(2)]);
    expect(priced.bookable).toBe(true);
    expect(priced.lines[0]?.total).toBe(2 * 500 + 2 * 1_200);
    expect(priced.needs).toEqual([{ kind: 'tourSlot', id: 100, places: 2, tours: 0 }]);
    expect(priced.totals).toMatchObject({ subtotal: 3_400, discount: 0, total: 3_400 });
  });

  it('names requested and available places when the slot has too few, and sold out at 0 left', () => {
    expect(price([tourItem(3)]).lines[0]?.problems).toContainEqual({
      code: 'NOT_ENOUGH_PLACES',
      requested: 3,
      available: 2,
    });
    const full = catalog();
    const slot = full.tourSlots.get(slotKey(1, '2026-12-02 15:00'));
    if (slot) slot.left = 0;
    expect(price([tourItem(1)], full).lines[0]?.problems).toContainEqual({ code: 'SOLD_OUT' });
  });

  it('says CLOSED, once and not SOLD_OUT, of a tour or event time closed by staff', () => {
    const closed = catalog();
    for (const slot of [...closed.tourSlots.values(), ...closed.eventSlots.values()]) slot.closed = true;
    const ticket: CartItem = { type: 'ticket', id: 40, count: 1, datetime: '2026-12-02 11:00' };
    const family: CartItem = {
      ...ticket,
      subtickets: [
        { id: 41, count: 1 },
        { id: 42, count: 1 },
      ],
    };
    const priced = price([tourItem(1), family], closed);
    expect(priced.lines.map((line) => line.problems)).toEqual([[{ code: 'CLOSED' }], [{ code: 'CLOSED' }]]);
    expect(priced.bookable).toBe(false);
    // Two lines of one closed time: each is closed, neither is also "not enough places".
    expect(price([tourItem(1), tourItem(1)], closed).lines.map((line) => line.problems)).toEqual([
      [{ code: 'CLOSED' }],
      [{ code: 'CLOSED' }],
    ]);
    // Its time passed, a closed time is expired like any other.
    const later = { now: new Date('2026-12-02T15:00:00Z'), localNow: '2026-12-02 16:00' };
    expect(price([tourItem(1)], closed, later).lines[0]?.problems).toEqual([{ code: 'EXPIRED' }]);
  });

  it('refuses a tour whose time has passed, and mandatory questions left open', () => {
    const later = { now: new Date('2026-12-02T15:00:00Z'), localNow: '2026-12-02 16:00' };
    expect(price([tourItem(1)], catalog(), later).lines[0]?.problems).toContainEqual({ code: 'EXPIRED' });
    expect(price([tourItem(1, [])]).lines[0]?.problems).toContainEqual({ code: 'ANSWERS_MISSING' });
    expect(price([tourItem(1, [{ qId: 30, type: 'text', value: '  ' }])]).lines[0]?.problems).toContainEqual({
      code: 'ANSWERS_MISSING',
    });
  });

  it('wants a quantity for every component of a family ticket and counts its members as places', () => {
    const family = (adults: number, children: number): CartItem => ({
      type: 'ticket',
      id: 40,
      count: 1,
      datetime: '2026-12-02 11:00',
      subtickets: [
        { id: 41, count: adults },
        { id: 42, count: children },
      ],
    });
    expect(price([family(2, 0)]).lines[0]?.problems).toContainEqual(
      expect.objectContaining({ code: 'COMPONENT_QUANTITY_MISSING' }),
    );
    const ok = price([family(1, 2)]);
    expect(ok.lines[0]?.problems).toEqual([]);
    expect(ok.lines[0]?.total).toBe(1_400 + 2 * 600);
    expect(ok.needs).toEqual([{ kind: 'eventSlot', id: 200, places: 3 }]);
    expect(price([family(2, 2)]).lines[0]?.problems).toContainEqual({
      code: 'NOT_ENOUGH_PLACES',
      requested: 4,
      available: 3,
    });
  });

  it('checks two lines of one slot together, not each alone', () => {
    const priced = price([tourItem(1), tourItem(2)]);
    expect(priced.needs).toEqual([{ kind: 'tourSlot', id: 100, places: 3, tours: 0 }]);
    expect(priced.bookable).toBe(false);
  });

  it('keeps articles within stock, and wants one owner per annual pass', () => {
    expect(price([{ type: 'merchandise', id: 50, count: 3 }]).lines[0]?.problems).toEqual([
      { code: 'OUT_OF_STOCK', requested: 3, available: 2 },
    ]);
    const owner = { title: 'Ms', fname: 'Ada', lname: 'Lovelace' };
    expect(price([{ type: 'annualPass', id: 51, count: 2, owners: [owner] }]).lines[0]?.problems).toEqual([
      { code: 'OWNERS_MISSING', requested: 2, available: 1 },
    ]);
    expect(price([{ type: 'annualPass', id: 51, count: 1, owners: [owner] }]).bookable).toBe(true);
    // A pass is not an ordinary article, nor the other way round.
    expect(price([{ type: 'merchandise', id: 51, count: 1 }]).lines[0]?.problems).toEqual([
      { code: 'UNKNOWN_ITEM' },
    ]);
  });

  it('prices a free-amount voucher at the amount chosen, and wants one', () => {
    expect(price([{ type: 'voucher', id: 60, count: 2, amount: 3_000 }]).totals.subtotal).toBe(6_000);
    expect(price([{ type: 'voucher', id: 60, count: 1 }]).lines[0]?.problems).toContainEqual({
      code: 'AMOUNT_MISSING',
    });
  });

  it('spreads a voucher code over the total, holds the amount it uses, and refuses it twice', () => {
    const priced = price([
      { type: 'merchandise', id: 50, count: 1 },
      { type: 'voucherCode', barcode: ' light-25 ' },
    ]);
    expect(priced.totals).toMatchObject({ subtotal: 1_500, discount: 1_500, total: 0 });
    expect(priced.vouchers).toEqual([
      { barcode: 'LIGHT-25', available: 2_500, applied: 1_500, remaining: 1_000 },
    ]);
    expect(priced.needs).toContainEqual({ kind: 'voucherCode', id: 70, amount: 1_500 });
    const twice = price([
      { type: 'voucherCode', barcode: 'LIGHT-25' },
      { type: 'voucherCode', barcode: 'light-25' },
    ]);
    expect(twice.lines[1]?.problems).toEqual([{ code: 'VOUCHER_TWICE' }]);
    expect(price([{ type: 'voucherCode', barcode: 'NOPE' }]).lines[0]?.problems).toEqual([
      { code: 'VOUCHER_NOT_FOUND' },
    ]);
  });

  it('answers unknown ids as a line problem, not an error', () => {
    expect(
      price([{ type: 'ticket', id: 999, count: 1, datetime: '2026-12-02 11:00' }]).lines[0]?.problems,
    ).toEqual([{ code: 'UNKNOWN_ITEM' }]);
  });
});

describe('combineNeeds', () => {
  it('adds up what lines take of the same inventory', () => {
    expect(
      combineNeeds([
        { kind: 'article', id: 1, pieces: 2 },
        { kind: 'tourSlot', id: 1, places: 2, tours: 1 },
        { kind: 'article', id: 1, pieces: 3 },
        { kind: 'tourSlot', id: 1, places: 1, tours: 1 },
      ]),
    ).toEqual([
      { kind: 'article', id: 1, pieces: 5 },
      { kind: 'tourSlot', id: 1, places: 3, tours: 2 },
    ]);
  });
});
