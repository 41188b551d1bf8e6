import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDaysTo,
  admitMemberCard,
  benefitForEvent,
  cardBooksOn,
  daysFromTo,
  type MemberBenefit,
  memberCardState,
  memberPlacesKept,
  memberTicketPrice,
  memberTicketsLeft,
  passTerm,
  renewalReminderDue,
  slotPlacesLeft,
  slotPlacesWithShare,
} from './member-benefits.ts';

const benefit = (over: Partial<MemberBenefit> = {}): MemberBenefit => ({
  event_ids: null,
  discount_percent: 100,
  per_booking: 2,
  per_day: 2,
  member_share_percent: 10,
  member_share_until_hours: 24,
  ...over,
});

describe('benefitForEvent', () => {
  const forAll = benefit({ discount_percent: 50 });
  const forThree = benefit({ event_ids: [3], discount_percent: 100 });

  it('prefers a benefit naming the event over one for all events', () => {
    expect(benefitForEvent([forAll, forThree], 3)).toBe(forThree);
    expect(benefitForEvent([forAll, forThree], 4)).toBe(forAll);
  });

  it('gives none where no benefit covers the event', () => {
    expect(benefitForEvent([forThree], 4)).toBeNull();
    expect(benefitForEvent([], 3)).toBeNull();
  });
});

describe('memberTicketPrice', () => {
  it.each([
    [1250, 100, 0],
    [1250, 50, 625],
    [1250, 10, 1125],
    [999, 50, 500], // 499.5 rounds half up
    [1, 1, 1],
    [0, 20, 0],
  ])('%i cents at %i %% off cost %i', (price, discount_percent, expected) => {
    expect(memberTicketPrice(price, { discount_percent })).toBe(expected);
  });

  it('is a whole number of cents between 0 and the price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 100 }), (price, pct) => {
        const paid = memberTicketPrice(price, { discount_percent: pct });
        expect(Number.isInteger(paid)).toBe(true);
        expect(paid).toBeGreaterThanOrEqual(0);
        expect(paid).toBeLessThanOrEqual(price);
        if (pct === 100) expect(paid).toBe(0);
      }),
    );
  });
});

describe('memberTicketsLeft', () => {
  it.each([
    [{ per_booking: 2, per_day: 2 }, { inBooking: 0, onDay: 0 }, 2],
    [{ per_booking: 2, per_day: 2 }, { inBooking: 1, onDay: 0 }, 1],
    [{ per_booking: 2, per_day: 2 }, { inBooking: 0, onDay: 2 }, 0],
    [{ per_booking: 2, per_day: 4 }, { inBooking: 0, onDay: 3 }, 1],
    [{ per_booking: 2, per_day: 4 }, { inBooking: 2, onDay: 0 }, 0],
    [{ per_booking: 1, per_day: 1 }, { inBooking: 3, onDay: 5 }, 0],
  ])('%o with %o taken leaves %i', (caps, taken, expected) => {
    expect(memberTicketsLeft(caps, taken)).toBe(expected);
  });

  it('never lets a booking or a day pass its cap, however the tickets come', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 1, max: 50 }),
        fc.array(fc.array(fc.integer({ min: 1, max: 5 }), { maxLength: 4 }), { maxLength: 6 }),
        (perBooking, perDay, bookings) => {
          let onDay = 0;
          for (const wishes of bookings) {
            let inBooking = 0;
            for (const wish of wishes) {
              const granted = Math.min(
                wish,
                memberTicketsLeft({ per_booking: perBooking, per_day: perDay }, { inBooking, onDay }),
              );
              inBooking += granted;
            }
            expect(inBooking).toBeLessThanOrEqual(perBooking);
            onDay += inBooking;
            expect(onDay).toBeLessThanOrEqual(perDay);
          }
        },
      ),
    );
  });
});

describe('memberPlacesKept', () => {
  const slot = { capacity: 40, memberTaken: 0, start: '2026-12-05 10:00', now: '2026-12-01 12:00' };

  it('keeps the share, rounded down, less what members took', () => {
    expect(memberPlacesKept(benefit(), slot)).toBe(4);
    expect(memberPlacesKept(benefit({ member_share_percent: 15 }), slot)).toBe(6);
    expect(memberPlacesKept(benefit(), { ...slot, memberTaken: 3 })).toBe(1);
    expect(memberPlacesKept(benefit(), { ...slot, memberTaken: 9 })).toBe(0);
  });

  it('keeps it until the hours before the slot, counted on the wall clock, then none', () => {
    expect(memberPlacesKept(benefit(), { ...slot, now: '2026-12-04 10:00' })).toBe(4);
    expect(memberPlacesKept(benefit(), { ...slot, now: '2026-12-04 10:01' })).toBe(0);
    expect(memberPlacesKept(benefit(), { ...slot, now: '2026-12-05 11:00' })).toBe(0);
    expect(
      memberPlacesKept(benefit({ member_share_until_hours: 0 }), { ...slot, now: '2026-12-05 09:59' }),
    ).toBe(4);
  });

  it('keeps nothing without a share', () => {
    expect(memberPlacesKept(benefit({ member_share_percent: 0 }), slot)).toBe(0);
  });

  it('never keeps more than the share, nor gives the public more than is left', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: -100, max: 10_000 }),
        (capacity, pct, memberTaken, left) => {
          const kept = memberPlacesKept(benefit({ member_share_percent: pct }), {
            ...slot,
            capacity,
            memberTaken,
          });
          expect(kept).toBeGreaterThanOrEqual(0);
          expect(kept).toBeLessThanOrEqual(Math.floor((capacity * pct) / 100));
          const places = slotPlacesLeft(left, kept);
          expect(places.member).toBe(Math.max(0, left));
          expect(places.public).toBeLessThanOrEqual(places.member);
          expect(places.public).toBeGreaterThanOrEqual(0);
          expect(places.member - places.public).toBeLessThanOrEqual(kept);
        },
      ),
    );
  });
});

describe('passTerm', () => {
  const bought = { purchasedOn: '2026-11-29', firstUsedOn: null, renews: null };

  it('runs twelve months from the purchase', () => {
    expect(passTerm('months_from_purchase', bought)).toEqual({
      valid_from: '2026-11-29',
      valid_until: '2027-11-28',
    });
  });

  it('ends on the 28th of February for a pass bought on the 29th', () => {
    expect(passTerm('months_from_purchase', { ...bought, purchasedOn: '2028-02-29' })).toEqual({
      valid_from: '2028-02-29',
      valid_until: '2029-02-28',
    });
  });

  it('waits for its first use, then runs twelve months from it', () => {
    expect(passTerm('months_from_first_use', bought)).toEqual({ valid_from: null, valid_until: null });
    expect(passTerm('months_from_first_use', { ...bought, firstUsedOn: '2027-01-10' })).toEqual({
      valid_from: '2027-01-10',
      valid_until: '2028-01-09',
    });
  });

  it('runs to the end of the calendar year', () => {
    expect(passTerm('calendar_year', bought)).toEqual({
      valid_from: '2026-11-29',
      valid_until: '2026-12-31',
    });
  });

  it('starts a renewal the day after the old pass ends', () => {
    expect(passTerm('months_from_purchase', { ...bought, renews: '2026-12-20' })).toEqual({
      valid_from: '2026-12-21',
      valid_until: '2027-12-20',
    });
    expect(passTerm('months_from_first_use', { ...bought, renews: '2026-12-20' }).valid_from).toBe(
      '2026-12-21',
    );
    expect(passTerm('calendar_year', { ...bought, renews: '2026-12-31' })).toEqual({
      valid_from: '2027-01-01',
      valid_until: '2027-12-31',
    });
  });

  it('starts a pass bought after the old one ended on its purchase', () => {
    expect(passTerm('months_from_purchase', { ...bought, renews: '2026-11-01' }).valid_from).toBe(
      '2026-11-29',
    );
  });

  it('always covers its first day and lasts at most a year', () => {
    const day = fc
      .integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2040, 11, 31) })
      .map((ms) => new Date(ms).toISOString().slice(0, 10));
    fc.assert(
      fc.property(
        fc.constantFrom('months_from_purchase', 'months_from_first_use', 'calendar_year' as const),
        day,
        fc.option(day),
        (validity, purchasedOn, renews) => {
          const term = passTerm(validity, { purchasedOn, firstUsedOn: purchasedOn, renews });
          if (term.valid_from === null || term.valid_until === null) throw new Error('no term');
          const length = daysFromTo(term.valid_from, term.valid_until);
          expect(length).toBeGreaterThanOrEqual(0);
          expect(length).toBeLessThan(366);
          if (renews !== null && renews >= purchasedOn) expect(daysFromTo(renews, term.valid_from)).toBe(1);
        },
      ),
    );
  });
});

describe('memberCardState and the door', () => {
  const term = { valid_from: '2026-11-29', valid_until: '2027-11-28' };

  it.each([
    ['2026-11-28', 'not_yet_valid'],
    ['2026-11-29', 'valid'],
    ['2027-11-28', 'valid'],
    ['2027-11-29', 'expired'],
  ] as const)('on %s a card is %s', (today, state) => {
    expect(memberCardState(term, false, today)).toBe(state);
  });

  it('keeps a refunded card refused, and lets a waiting card start', () => {
    expect(memberCardState(term, true, '2027-01-01')).toBe('refunded');
    expect(memberCardState({ valid_from: null, valid_until: null }, false, '2027-01-01')).toBe(
      'waiting_first_use',
    );
    expect(cardBooksOn({ valid_from: null, valid_until: null }, false, '2027-01-01')).toBe(true);
    expect(cardBooksOn(term, true, '2027-01-01')).toBe(false);
    expect(cardBooksOn(term, false, '2027-11-29')).toBe(false);
  });

  it('admits each person once a day', () => {
    expect(admitMemberCard(term, false, '2027-01-01', 1, 0)).toEqual({ admit: true, left: 0 });
    expect(admitMemberCard(term, false, '2027-01-01', 1, 1)).toEqual({ admit: false, reason: 'used_today' });
    expect(admitMemberCard(term, false, '2027-01-01', 2, 1)).toEqual({ admit: true, left: 0 });
    expect(admitMemberCard(term, true, '2027-01-01', 2, 0)).toEqual({ admit: false, reason: 'refunded' });
    expect(admitMemberCard(term, false, '2028-01-01', 2, 0)).toEqual({ admit: false, reason: 'expired' });
  });
});

describe('renewalReminderDue', () => {
  const until = '2027-11-28';

  it.each([
    ['2027-10-28', [], null],
    ['2027-10-29', [], 30],
    ['2027-11-20', [], 30],
    ['2027-11-20', [30], null],
    ['2027-11-21', [30], 7],
    ['2027-11-21', [], 7],
    ['2027-11-28', [30], 7],
    ['2027-11-28', [30, 7], null],
    ['2027-11-29', [], null],
  ] as const)('on %s with %o sent, %s is due', (today, sent, due) => {
    expect(renewalReminderDue(until, today, sent)).toBe(due);
  });

  it('sends each reminder at most once, the 30-day one never after the 7-day one', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 60 }), (steps) => {
        const sent: (30 | 7)[] = [];
        let today = '2027-10-01';
        for (const step of steps) {
          const due = renewalReminderDue(until, today, sent);
          if (due !== null) sent.push(due);
          today = addDaysTo(today, step);
        }
        expect(new Set(sent).size).toBe(sent.length);
        expect(sent.join()).not.toBe('7,30');
      }),
    );
  });
});

describe('slotPlacesWithShare', () => {
  const share = { member_share_percent: 20, member_share_until_hours: 2 };
  const slot = { capacity: 10, start: '2026-12-03 10:00', now: '2026-12-02 10:00' };

  it('keeps the share less what members took, and gives members all that is left', () => {
    expect(slotPlacesWithShare([share], { ...slot, memberTaken: 1, left: 6 })).toEqual({
      share: 2,
      kept: 1,
      public: 5,
      member: 6,
    });
  });

  it('keeps nothing without a share or once its time has passed', () => {
    expect(slotPlacesWithShare([], { ...slot, memberTaken: 0, left: 4 })).toEqual({
      share: 0,
      kept: 0,
      public: 4,
      member: 4,
    });
    expect(
      slotPlacesWithShare([share], { ...slot, now: '2026-12-03 08:30', memberTaken: 0, left: 4 }),
    ).toEqual({ share: 0, kept: 0, public: 4, member: 4 });
  });
});
