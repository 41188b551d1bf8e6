import { shippingFieldsReady } from '@museum-shop/contract';
import { describe, expect, it } from 'vitest';
import { formatClock, holdAnnouncement, holdSecondsLeft } from './rules.ts';

const full = { name: 'Ada', street: 'Main 1', zip: '10115', city: 'Berlin', country: 'DE' };

describe('shipping address readiness (spec §5)', () => {
  it.each([
    { editing: false, sameAsBilling: false, address: null, ready: true },
    { editing: true, sameAsBilling: true, address: null, ready: true },
    { editing: true, sameAsBilling: false, address: full, ready: true },
    { editing: true, sameAsBilling: false, address: { ...full, zip: ' ' }, ready: false },
    { editing: true, sameAsBilling: false, address: { name: 'Ada' }, ready: false },
    { editing: true, sameAsBilling: false, address: null, ready: false },
  ])('editing $editing, same as billing $sameAsBilling → ready $ready', ({ ready, ...state }) => {
    expect(shippingFieldsReady(state)).toBe(ready);
  });
});

describe('the hold', () => {
  const now = Date.parse('2026-06-01T10:00:00Z');

  it('has the seconds left until expires_at, never below 0', () => {
    expect(holdSecondsLeft('2026-06-01T10:20:00Z', now)).toBe(1_200);
    expect(holdSecondsLeft('2026-06-01T10:00:00.400Z', now)).toBe(1);
    expect(holdSecondsLeft('2026-06-01T09:59:00Z', now)).toBe(0);
    expect(holdSecondsLeft(null, now)).toBeNull();
    expect(holdSecondsLeft('not a date', now)).toBeNull();
  });

  it('is announced when first shown, at 15, 10, 5, 2 and 1 minutes, and once at the end: not every second', () => {
    expect(holdAnnouncement(null, 1_130)).toEqual({ kind: 'left', minutes: 19 });
    expect(holdAnnouncement(1_130, 1_129)).toBeNull();
    expect(holdAnnouncement(901, 900)).toEqual({ kind: 'left', minutes: 15 });
    expect(holdAnnouncement(900, 899)).toBeNull();
    expect(holdAnnouncement(601, 600)).toEqual({ kind: 'left', minutes: 10 });
    expect(holdAnnouncement(310, 290)).toEqual({ kind: 'left', minutes: 5 });
    expect(holdAnnouncement(121, 120)).toEqual({ kind: 'left', minutes: 2 });
    expect(holdAnnouncement(61, 60)).toEqual({ kind: 'left', minutes: 1 });
    expect(holdAnnouncement(59, 58)).toBeNull();
    expect(holdAnnouncement(1, 0)).toEqual({ kind: 'expired' });
    expect(holdAnnouncement(0, 0)).toBeNull();
    expect(holdAnnouncement(null, 0)).toEqual({ kind: 'expired' });
  });

  it('counts the announcements over a whole hold: seven, not one per second', () => {
    let previous: number | null = null;
    const said: unknown[] = [];
    for (let seconds = 1_200; seconds >= 0; seconds -= 1) {
      const announcement = holdAnnouncement(previous, seconds);
      if (announcement) said.push(announcement);
      previous = seconds;
    }
    expect(said).toEqual([
      { kind: 'left', minutes: 20 },
      { kind: 'left', minutes: 15 },
      { kind: 'left', minutes: 10 },
      { kind: 'left', minutes: 5 },
      { kind: 'left', minutes: 2 },
      { kind: 'left', minutes: 1 },
      { kind: 'expired' },
    ]);
  });

  it('shows the clock as m:ss', () => {
    expect(formatClock(1_200)).toBe('20:00');
    expect(formatClock(65)).toBe('1:05');
    expect(formatClock(-3)).toBe('0:00');
  });
});
