import { describe, expect, it } from 'vitest';
import { utilisationByDay } from './ReportsView.tsx';

const slot = (datetime: string, capacity: number, sold: number) => ({
  kind: 'event' as const,
  slot_id: 1,
  product_name: 'x',
  datetime,
  capacity,
  sold,
  utilisation: capacity ? sold / capacity : 0,
  closed: false,
});

describe('utilisationByDay', () => {
  it('adds up the places of each day, in date order', () => {
    expect(
      utilisationByDay([
        slot('2026-12-02 10:00', 30, 3),
        slot('2026-12-01 10:00', 30, 30),
        slot('2026-12-01 11:00', 20, 5),
      ]),
    ).toEqual([
      { date: '2026-12-01', capacity: 50, sold: 35 },
      { date: '2026-12-02', capacity: 30, sold: 3 },
    ]);
    expect(utilisationByDay([])).toEqual([]);
  });
});
