import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type MembershipBenefit,
  type MembershipDocument,
  membershipDocumentSchema,
} from '../staff-memberships.ts';
import { membershipDocumentProblems } from './membership-editing.ts';
import {
  MEMBER_SHARE_HOURS_MAX,
  MEMBER_TICKETS_MAX,
  MEMBERSHIP_BENEFITS_MAX,
  MEMBERSHIP_PERSONS_MAX,
} from './membership-limits.ts';
import { monthsLater } from './membership-validity.ts';

const benefit = (change: Partial<MembershipBenefit> = {}): MembershipBenefit => ({
  event_ids: null,
  discount_percent: 100,
  per_booking: 2,
  per_day: 4,
  member_share_percent: 10,
  member_share_until_hours: 48,
  ...change,
});

const family = (change: Partial<MembershipDocument> = {}): MembershipDocument => ({
  name: { en: 'Family pass', de: 'Familienkarte' },
  description: { en: 'Two adults and their children.' },
  images: ['/static/demo/pass-family.svg'],
  price: 79_00,
  vat_value: 0,
  sequence_no: 2,
  validity: 'months_from_purchase',
  persons: 4,
  benefits: [benefit(), benefit({ event_ids: [7, 9], discount_percent: 50 })],
  ...change,
});

const problemsOf = (document: MembershipDocument) => membershipDocumentProblems(document, 'en');
const parses = (document: unknown) => membershipDocumentSchema.safeParse(document).success;

describe('membershipDocumentProblems', () => {
  it('accepts a family pass with benefits, and a plain pass without any', () => {
    expect(problemsOf(family())).toEqual([]);
    expect(problemsOf(family({ benefits: [], images: [], persons: 1, price: 0 }))).toEqual([]);
  });

  it.each<[string, Partial<MembershipDocument>, { path: string; code: string }[]]>([
    ['no name in the default language', { name: { de: 'Karte' } }, [{ path: 'name.en', code: 'required' }]],
    ['a price in fractions of a cent', { price: 12.5 }, [{ path: 'price', code: 'price_invalid' }]],
    ['a VAT rate of three decimals', { vat_value: 7.125 }, [{ path: 'vat_value', code: 'vat_invalid' }]],
    ['no person', { persons: 0 }, [{ path: 'persons', code: 'persons_invalid' }]],
    [
      'more persons than a card admits',
      { persons: MEMBERSHIP_PERSONS_MAX + 1 },
      [{ path: 'persons', code: 'persons_invalid' }],
    ],
    ['a picture twice', { images: ['/a.png', '/a.png'] }, [{ path: 'images.1', code: 'duplicate_row' }]],
    [
      'more per booking than per day',
      { benefits: [benefit({ per_booking: 5, per_day: 4 })] },
      [{ path: 'benefits.0.per_booking', code: 'per_booking_above_per_day' }],
    ],
    [
      'a discount of nothing',
      { benefits: [benefit({ discount_percent: 0 })] },
      [{ path: 'benefits.0.discount_percent', code: 'benefit_invalid' }],
    ],
    [
      'a share kept longer than a month',
      { benefits: [benefit({ member_share_until_hours: MEMBER_SHARE_HOURS_MAX + 1 })] },
      [{ path: 'benefits.0.member_share_until_hours', code: 'benefit_invalid' }],
    ],
    [
      'two benefits for every event',
      { benefits: [benefit(), benefit({ discount_percent: 20 })] },
      [{ path: 'benefits.1.event_ids', code: 'duplicate_row' }],
    ],
    [
      'one event in two benefits',
      { benefits: [benefit({ event_ids: [3] }), benefit({ event_ids: [4, 3] })] },
      [{ path: 'benefits.1.event_ids.1', code: 'duplicate_row' }],
    ],
    [
      'an empty choice of events',
      { benefits: [benefit({ event_ids: [] })] },
      [{ path: 'benefits.0.event_ids', code: 'required' }],
    ],
  ])('refuses %s', (_name, change, problems) => {
    expect(problemsOf(family(change))).toEqual(problems);
  });

  it('holds the schema and the rule to the same bounds of persons and caps', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -2, max: MEMBERSHIP_PERSONS_MAX + 2 }),
        fc.integer({ min: -2, max: MEMBER_TICKETS_MAX + 2 }),
        (persons, perDay) => {
          const document = family({ persons, benefits: [benefit({ per_booking: 1, per_day: perDay })] });
          expect(parses(document)).toBe(problemsOf(document).length === 0);
        },
      ),
    );
  });

  it('takes no more benefits than the bound, in the schema too', () => {
    const many = Array.from({ length: MEMBERSHIP_BENEFITS_MAX + 1 }, (_, index) =>
      benefit({ event_ids: [index + 1] }),
    );
    expect(parses(family({ benefits: many }))).toBe(false);
    expect(problemsOf(family({ benefits: many }))).toContainEqual({
      path: 'benefits',
      code: 'count_out_of_range',
    });
    expect(parses(family({ benefits: many.slice(1) }))).toBe(true);
  });

  it('refuses in the schema what no rule could read', () => {
    expect(parses(family({ validity: 'forever' as never }))).toBe(false);
    expect(parses({ ...family(), stock: 5 })).toBe(false);
    expect(parses(family({ benefits: [benefit({ discount_percent: 101 })] }))).toBe(false);
    expect(parses(family({ benefits: [benefit({ member_share_percent: -1 })] }))).toBe(false);
  });
});

describe('monthsLater', () => {
  it.each([
    ['2026-12-02', '2027-12-01'],
    ['2026-01-01', '2026-12-31'],
    ['2028-02-29', '2029-02-28'],
    ['2026-03-01', '2027-02-28'],
  ])('twelve months from %s end on %s', (from, until) => {
    expect(monthsLater(from)).toBe(until);
  });
});
