import type { CartItem } from '@museum-shop/contract';
import { describe, expect, it } from 'vitest';
import { memberTicketsInCart } from './member-pass.ts';

const member = { number: '1234-5678-90', lname: 'Berg' };

describe('memberTicketsInCart (issue 36)', () => {
  it('counts the pass’s member tickets of that day on event and tour lines, not a family admission', () => {
    const items: CartItem[] = [
      {
        type: 'ticket',
        id: 11,
        count: 2,
        datetime: '2026-12-02 10:00',
        member: { ...member, number: '1234 5678 90' },
      },
      { type: 'ticket', id: 11, count: 5, datetime: '2026-12-02 10:00' },
      { type: 'dayTicket', id: 12, count: 1, datetime: '2026-12-03 00:00', member },
      {
        type: 'guidedTour',
        tourId: 1,
        datetime: '2026-12-02 15:00',
        prices: [{ id: 1, count: 3 }],
        tickets: [
          { id: 3, count: 3 },
          { id: 4, count: 1, subtickets: [{ id: 21, count: 2 }] },
        ],
        answers: [],
        member,
      },
      {
        type: 'guidedTour',
        tourId: 1,
        datetime: '2026-12-02 16:00',
        prices: [{ id: 1, count: 1 }],
        tickets: [{ id: 3, count: 1 }],
        answers: [],
      },
    ];
    expect(memberTicketsInCart(items, '1234-5678-90', '2026-12-02')).toBe(5);
    expect(memberTicketsInCart(items, '1234-5678-90', '2026-12-03')).toBe(1);
    expect(memberTicketsInCart(items, '9999-9999-99', '2026-12-02')).toBe(0);
  });
});
