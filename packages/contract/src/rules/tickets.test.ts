import { describe, expect, it } from 'vitest';
import { applyTicketCount } from './counts.ts';
import {
  addOnProblems,
  EMPTY_TICKET_COUNTS,
  setSubticketCount,
  type TicketRule,
  ticketCartItems,
  ticketLine,
  ticketProblems,
  ticketsTotal,
  visibleTickets,
} from './tickets.ts';

const entry = (datetime: string, max_tickets: number) => ({ datetime, datetime_end: datetime, max_tickets });
const sub = (id: number, min_quantity: number, max_quantity: number, price = 0) => ({
  id,
  price,
  vat_value: 7,
  min_quantity,
  max_quantity,
});
/** Neon Nights' family ticket: 1–2 adults and 1–3 children, one price for all. */
const family = {
  id: 9,
  mode: 1 as const,
  price: 3600,
  vat_value: 7,
  family: true,
  subtickets: [sub(10, 1, 2), sub(11, 1, 3)],
  schedule: [entry('2026-11-24 11:00', 3)],
};

describe('ticket visibility and counts (spec §5)', () => {
  it('hides modes 1 and 5 without a schedule entry with places; day tickets stay', () => {
    const tickets = [
      { id: 1, mode: 1 as const, schedule: [entry('2026-11-27 21:00', 0)] },
      { id: 2, mode: 5 as const, schedule: [] },
      { id: 3, mode: 5 as const, schedule: [entry('2026-11-24 10:00', 0), entry('2026-11-24 11:00', 3)] },
      { id: 4, mode: 3 as const, schedule: [entry('2026-11-24 10:00', 0)] },
    ];
    expect(visibleTickets(tickets).map((ticket) => ticket.id)).toEqual([3, 4]);
  });

  it('ignores a count above the time’s max_tickets; non-numeric is 0; exactly max is fine', () => {
    expect(applyTicketCount(2, '4', 3)).toBe(2);
    expect(applyTicketCount(2, '3', 3)).toBe(3);
    expect(applyTicketCount(2, 'many', 3)).toBe(0);
    expect(applyTicketCount(1, '1', 0)).toBe(1);
  });
});

describe('sub-tickets (spec §4)', () => {
  it('sets the parent count to 1 when any sub-ticket is chosen, else 0', () => {
    let counts = setSubticketCount(EMPTY_TICKET_COUNTS, family, 10, '2');
    expect(counts.tickets[9]).toBe(1);
    counts = setSubticketCount(counts, family, 10, '0');
    expect(counts.tickets[9]).toBe(0);
  });

  it('ignores a sub-count above its max_quantity', () => {
    const counts = setSubticketCount(
      setSubticketCount(EMPTY_TICKET_COUNTS, family, 11, '3'),
      family,
      11,
      '4',
    );
    expect(counts.subtickets[9]?.[11]).toBe(3);
  });

  it('toggles fixed sub-tickets between 0 and their maximum with the others', () => {
    const withFixed = { id: 20, subtickets: [sub(21, 2, 2), sub(22, 0, 4)] };
    let counts = setSubticketCount(EMPTY_TICKET_COUNTS, withFixed, 22, '1');
    expect(counts.subtickets[20]).toEqual({ 21: 2, 22: 1 });
    // A fixed count is not typed: it follows the others.
    expect(setSubticketCount(counts, withFixed, 21, '0')).toBe(counts);
    counts = setSubticketCount(counts, withFixed, 22, '0');
    expect(counts.subtickets[20]).toEqual({ 21: 0, 22: 0 });
    expect(counts.tickets[20]).toBe(0);
  });

  it('a family ticket needs a quantity for every component', () => {
    const adultsOnly = setSubticketCount(EMPTY_TICKET_COUNTS, family, 10, '2');
    expect(ticketProblems([family], adultsOnly, { left: 3 })).toEqual([
      { code: 'COMPONENT_QUANTITY_MISSING', requested: 0, available: 3 },
    ]);
    const both = setSubticketCount(adultsOnly, family, 11, '1');
    expect(ticketProblems([family], both, { left: 3 })).toEqual([]);
  });

  it('counts the persons of a family ticket against the places left, naming both numbers', () => {
    const counts = setSubticketCount(
      setSubticketCount(EMPTY_TICKET_COUNTS, family, 10, '2'),
      family,
      11,
      '2',
    );
    expect(ticketProblems([family], counts, { left: 3 })).toEqual([
      { code: 'NOT_ENOUGH_PLACES', requested: 4, available: 3 },
    ]);
    expect(ticketProblems([family], EMPTY_TICKET_COUNTS, { left: 3 })).toEqual([{ code: 'NOTHING_CHOSEN' }]);
  });

  it('prices and sends the lines as the server reads them', () => {
    const audio = {
      id: 3,
      mode: 5 as const,
      price: 400,
      vat_value: 19,
      family: false,
      subtickets: [],
      schedule: family.schedule,
    };
    const day = {
      id: 4,
      mode: 3 as const,
      price: 1200,
      vat_value: 7,
      family: false,
      subtickets: [],
      schedule: [entry('2026-11-24 10:00', 400)],
    };
    let counts = setSubticketCount(setSubticketCount(EMPTY_TICKET_COUNTS, family, 10, '1'), family, 11, '2');
    counts = { ...counts, tickets: { ...counts.tickets, 3: 2, 4: 1 } };
    expect(ticketsTotal([family, audio, day], counts)).toBe(3600 + 2 * 400 + 1200);
    expect(ticketCartItems([family, audio, day], counts, '2026-11-24 11:00')).toEqual([
      {
        type: 'ticket',
        id: 9,
        count: 1,
        datetime: '2026-11-24 11:00',
        subtickets: [
          { id: 10, count: 1 },
          { id: 11, count: 2 },
        ],
      },
      { type: 'ticket', id: 3, count: 2, datetime: '2026-11-24 11:00' },
      { type: 'dayTicket', id: 4, count: 1, datetime: '2026-11-24 10:00' },
    ]);
  });
});

describe('the cheats of issue 21, as the server meets them in a cart', () => {
  const adult: TicketRule = { id: 1, mode: 1, price: 1600, vat_value: 7, family: false, subtickets: [] };
  const audioGuide: TicketRule = { id: 3, mode: 5, price: 400, vat_value: 19, family: false, subtickets: [] };

  it('refuses a family with parent count 0 and its members: it would be free', () => {
    const line = ticketLine(family, 0, { 10: 2, 11: 3 });
    expect(line.problems).toContainEqual({ code: 'FAMILY_COUNT_MISMATCH', requested: 0, available: 1 });
    expect(line.places).toBe(5);
  });

  it('refuses a family bought 500 times for two persons', () => {
    const line = ticketLine(family, 500, { 10: 1, 11: 1 });
    expect(line.problems).toContainEqual({ code: 'FAMILY_COUNT_MISMATCH', requested: 500, available: 1 });
  });

  it('refuses a family without members, and one with a member above its bound', () => {
    expect(ticketLine(family, 2).problems).toContainEqual({
      code: 'FAMILY_COUNT_MISMATCH',
      requested: 2,
      available: 0,
    });
    expect(ticketLine(family, 1, { 10: 3, 11: 1 }).problems).toContainEqual({
      code: 'COMPONENT_QUANTITY_MISSING',
      requested: 3,
      available: 2,
    });
  });

  it('prices a right family once, and takes one place per person', () => {
    const line = ticketLine(family, 1, { 10: 2, 11: 3 });
    expect(line.problems).toEqual([]);
    expect(line.total).toBe(3600);
    expect(line.places).toBe(5);
  });

  it('names a sub-ticket the ticket does not have', () => {
    expect(ticketLine(family, 1, { 10: 1, 11: 1, 99: 1 }).problems).toContainEqual({ code: 'UNKNOWN_ITEM' });
  });

  it('an add-on takes no place and needs as many admissions of its slot', () => {
    expect(ticketLine(audioGuide, 1).places).toBe(0);
    expect(addOnProblems([{ slot: 'a', addOn: true, persons: 1 }])).toEqual(
      new Map([[0, { code: 'ADMISSION_REQUIRED', requested: 1, available: 0 }]]),
    );
    // 30 adults and one audio guide need 30 places, not 31.
    const lines = [
      { slot: 'a', addOn: false, persons: 30 },
      { slot: 'a', addOn: true, persons: 1 },
    ];
    expect(addOnProblems(lines).size).toBe(0);
    // Admissions of another slot do not count.
    expect(
      addOnProblems([
        { slot: 'b', addOn: false, persons: 2 },
        { slot: 'a', addOn: true, persons: 2 },
      ]).get(1),
    ).toEqual({ code: 'ADMISSION_REQUIRED', requested: 2, available: 0 });
    const counts = { tickets: { 1: 30, 3: 1 }, subtickets: {} };
    expect(ticketProblems([adult, audioGuide], counts, { left: 30 })).toEqual([]);
    expect(ticketProblems([adult, audioGuide], { tickets: { 3: 1 }, subtickets: {} }, { left: 30 })).toEqual([
      { code: 'ADMISSION_REQUIRED', requested: 1, available: 0 },
    ]);
  });
});
