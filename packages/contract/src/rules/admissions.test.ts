import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OrderLine } from '../checkout.ts';
import { type Admission, admissions } from './admissions.ts';
import type { PartKind, RulePart } from './money.ts';
import { parentCountOf, ticketLine } from './tickets.ts';
import { tourLine } from './tours.ts';

type Part = OrderLine['parts'][number];
const part = (kind: PartKind | undefined, name: string, count: number, unit_price = 1000): Part => ({
  name,
  count,
  unit_price,
  vat_rate: 7,
  ...(kind ? { kind } : {}),
});
const line = (type: OrderLine['type'], parts: Part[], count = 1) => ({
  type,
  name: 'Neon Nights',
  count,
  parts,
});
/** The admissions as `type price n/N` (and ` in {ticket}`, ` group`): one string each, easy to read. */
const summary = (list: Admission[]) =>
  list.map(
    (a) =>
      `${a.type} ${a.unit_price ?? '-'} ${a.n}/${a.of}${a.within ? ` in ${a.within.name} ${a.within.unit_price}` : ''}${a.group ? ' group' : ''}`,
  );

describe('admissions: one per person a line admits', () => {
  it.each([
    [
      'a ticket admits its count',
      line('ticket', [part('ticket', 'Adult', 2, 1200)], 2),
      ['Adult 1200 1/2', 'Adult 1200 2/2'],
    ],
    ['a day ticket too', line('dayTicket', [part('ticket', 'Day ticket', 1, 900)]), ['Day ticket 900 1/1']],
    [
      'a family ticket admits its sub-tickets, not itself',
      line('ticket', [
        part('ticket', 'Family', 1, 3600),
        part('subticket', 'Adult', 2, 0),
        part('subticket', 'Child', 1, 0),
      ]),
      ['Adult 0 1/3 in Family 3600', 'Adult 0 2/3 in Family 3600', 'Child 0 3/3 in Family 3600'],
    ],
    [
      'a tour with tickets admits its participants, not its price',
      line(
        'guidedTour',
        [
          part('tourPrice', 'Tour', 2, 500),
          part('tourTicket', 'Adult', 1, 1200),
          part('tourTicket', 'Student', 1, 800),
        ],
        2,
      ),
      ['Adult 1200 1/2', 'Student 800 2/2'],
    ],
    [
      'a tour ticket with sub-tickets counts its sub-tickets; the next ticket stands alone',
      line('guidedTour', [
        part('tourPrice', 'Tour', 1, 0),
        part('tourTicket', 'Family', 1, 3000),
        part('subticket', 'Adult', 1, 0),
        part('subticket', 'Child', 2, 0),
        part('tourTicket', 'Adult', 1, 1200),
      ]),
      [
        'Adult 0 1/4 in Family 3000',
        'Child 0 2/4 in Family 3000',
        'Child 0 3/4 in Family 3000',
        'Adult 1200 4/4',
      ],
    ],
    [
      'a tour booked without tickets: one group admission per tour price counted',
      line('guidedTour', [part('tourPrice', 'Whole tour', 2, 9000)], 2),
      ['Whole tour 9000 1/2 group', 'Whole tour 9000 2/2 group'],
    ],
    ['an article admits nobody', line('merchandise', [part('article', 'Catalogue', 3, 2500)], 3), []],
    ['a voucher admits nobody', line('voucher', [part('voucher', 'Gift voucher', 1, 5000)]), []],
    [
      'an order booked before part kinds: one per counted line, named by its only part',
      line('ticket', [part(undefined, 'Adult', 3, 1200)], 3),
      ['Adult 1200 1/3', 'Adult 1200 2/3', 'Adult 1200 3/3'],
    ],
    [
      'an older order of several parts: named by the line, no price it cannot tell',
      line('guidedTour', [part(undefined, 'Tour', 2, 500), part(undefined, 'Adult', 2, 1200)], 2),
      ['Neon Nights - 1/2', 'Neon Nights - 2/2'],
    ],
    ['an older merchandise line admits nobody', line('merchandise', [part(undefined, 'Poster', 2)], 2), []],
  ])('%s', (_, input, expected) => {
    expect(summary(admissions(input))).toEqual(expected);
  });
});

/** Parts as the sale rules price them, named `${kind} ${id}` as the server would name them. */
const named = (parts: RulePart[]): Part[] =>
  parts.map((p) => ({
    name: `${p.kind} ${p.id}`,
    count: p.count,
    unit_price: p.unit_price,
    vat_rate: p.vat_rate,
    kind: p.kind,
  }));

const count = fc.nat(6);
const subCounts = fc.array(count, { minLength: 0, maxLength: 3 });

describe('admissions agree with the sale rules', () => {
  it('a ticket line admits exactly the persons the ticket rules count, numbered 1..N', () => {
    fc.assert(
      fc.property(count, subCounts, fc.boolean(), (ticketCount, subs, family) => {
        const ticket = {
          id: 1,
          mode: 1 as const,
          price: 3600,
          vat_value: 7,
          family,
          subtickets: subs.map((_, i) => ({
            id: 10 + i,
            price: 100 * i,
            vat_value: 7,
            min_quantity: 0,
            max_quantity: 0,
          })),
        };
        // As a booked line has it: a ticket with sub-tickets counts 1 when any is chosen, else 0.
        const booked = subs.length > 0 ? parentCountOf(subs) : ticketCount;
        const priced = ticketLine(ticket, booked, Object.fromEntries(subs.map((c, i) => [10 + i, c])));
        const result = admissions({ type: 'ticket', name: 'x', count: booked, parts: named(priced.parts) });
        expect(result).toHaveLength(priced.persons);
        expect(result.map((a) => a.n)).toEqual(Array.from({ length: priced.persons }, (_, i) => i + 1));
        expect(result.every((a) => a.of === priced.persons)).toBe(true);
        const paid = result.reduce((sum, a) => sum + (a.unit_price ?? 0), 0);
        const membersPaid = priced.parts
          .filter((p) => p.kind === 'subticket')
          .reduce((s, p) => s + p.count * p.unit_price, 0);
        const hasMembers = priced.parts.some((p) => p.kind === 'subticket');
        expect(paid).toBe(hasMembers ? membersPaid : priced.total);
      }),
    );
  });

  it('a tour line admits its participants, or one group per tour count when it names none', () => {
    fc.assert(
      fc.property(
        fc.array(count, { minLength: 1, maxLength: 2 }),
        fc.array(fc.tuple(count, subCounts), { maxLength: 3 }),
        (prices, tickets) => {
          const tour = {
            max_participants: 30,
            single_ticketing: 0 as const,
            book_complete_tour: 0 as const,
            booking_without_tickets: 0 as const,
            priceList: prices.map((_, i) => ({ id: i + 1, price: 500, vat_value: 19 })),
            tickets: tickets.map(([, subs], i) => ({
              id: 20 + i,
              price: 1200,
              vat_value: 7,
              subtickets: subs.map((_, j) => ({ id: 100 * (i + 1) + j, price: 0 })),
            })),
          };
          const counts = {
            prices: Object.fromEntries(prices.map((c, i) => [i + 1, c])),
            // As a booked line has them: a ticket with sub-tickets counts 1 when any is chosen, else 0.
            tickets: Object.fromEntries(
              tickets.map(([c, subs], i) => [20 + i, subs.length > 0 ? parentCountOf(subs) : c]),
            ),
            subtickets: Object.fromEntries(
              tickets.map(([, subs], i) => [
                20 + i,
                Object.fromEntries(subs.map((c, j) => [100 * (i + 1) + j, c])),
              ]),
            ),
          };
          const priced = tourLine(tour, counts);
          const result = admissions({
            type: 'guidedTour',
            name: 'x',
            count: priced.tourCount,
            parts: named(priced.parts),
          });
          const expected = priced.participants > 0 ? priced.participants : priced.tourCount;
          expect(result).toHaveLength(expected);
          expect(result.every((a) => a.group === (priced.participants === 0))).toBe(true);
          expect(result.map((a) => `${a.n}/${a.of}`)).toEqual(
            Array.from({ length: expected }, (_, i) => `${i + 1}/${expected}`),
          );
        },
      ),
    );
  });

  it('an order booked before part kinds admits its count, whatever its parts', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<OrderLine['type'][]>('ticket', 'dayTicket', 'guidedTour'),
        count,
        fc.array(count, { maxLength: 3 }),
        (type, n, parts) => {
          const result = admissions({
            type,
            name: 'x',
            count: n,
            parts: parts.map((c) => part(undefined, 'p', c)),
          });
          expect(result).toHaveLength(n);
        },
      ),
    );
  });
});
