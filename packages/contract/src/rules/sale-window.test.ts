import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALWAYS_ON_SALE, onSale, SALE_UNTIL_MINUTES_MAX } from './sale-window.ts';

describe('a ticket type’s sale window', () => {
  it.each([
    ['always, without a window', ALWAYS_ON_SALE, '2031-05-01 11:00', '2031-05-01 10:59', true],
    [
      'not before its first day',
      { sale_from: '2031-04-01', sale_until_minutes_before: null },
      '2031-05-01 11:00',
      '2031-03-31 23:59',
      false,
    ],
    [
      'from the first minute of its first day',
      { sale_from: '2031-04-01', sale_until_minutes_before: null },
      '2031-05-01 11:00',
      '2031-04-01 00:00',
      true,
    ],
    [
      'until exactly N minutes before the start',
      { sale_from: null, sale_until_minutes_before: 60 },
      '2031-05-01 11:00',
      '2031-05-01 10:00',
      true,
    ],
    [
      'not a minute later',
      { sale_from: null, sale_until_minutes_before: 60 },
      '2031-05-01 11:00',
      '2031-05-01 10:01',
      false,
    ],
    [
      'across midnight',
      { sale_from: null, sale_until_minutes_before: 24 * 60 },
      '2031-05-01 10:00',
      '2031-04-30 10:01',
      false,
    ],
    [
      'a day ahead, across a month',
      { sale_from: null, sale_until_minutes_before: 24 * 60 },
      '2031-05-01 10:00',
      '2031-04-30 09:59',
      true,
    ],
    [
      'zero minutes: until the start',
      { sale_from: null, sale_until_minutes_before: 0 },
      '2031-05-01 10:00',
      '2031-05-01 10:00',
      true,
    ],
  ] as const)('%s', (_, window, start, now, expected) => {
    expect(onSale(window, start, now)).toBe(expected);
  });

  const wallTime = fc
    .date({
      min: new Date('2030-01-01T00:00:00Z'),
      max: new Date('2032-12-31T23:59:00Z'),
      noInvalidDate: true,
    })
    .map((date) => date.toISOString().slice(0, 16).replace('T', ' '));

  it('stops selling earlier, never later, as the minutes before grow', () => {
    fc.assert(
      fc.property(
        wallTime,
        wallTime,
        fc.nat(SALE_UNTIL_MINUTES_MAX),
        fc.nat(SALE_UNTIL_MINUTES_MAX),
        (start, now, a, b) => {
          const [fewer, more] = a <= b ? [a, b] : [b, a];
          const window = (minutes: number) => ({ sale_from: null, sale_until_minutes_before: minutes });
          if (onSale(window(more), start, now)) expect(onSale(window(fewer), start, now)).toBe(true);
        },
      ),
    );
  });

  it('once on sale for a start, stays on sale until its cut-off: a later `now` never reopens it', () => {
    fc.assert(
      fc.property(wallTime, wallTime, wallTime, fc.nat(3000), (start, a, b, minutes) => {
        const [earlier, later] = a <= b ? [a, b] : [b, a];
        const window = { sale_from: null, sale_until_minutes_before: minutes };
        if (onSale(window, start, later)) expect(onSale(window, start, earlier)).toBe(true);
      }),
    );
  });
});
