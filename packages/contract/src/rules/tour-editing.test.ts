import { describe, expect, it } from 'vitest';
import { tourDocumentSchema } from '../staff-catalog-tours.ts';
import type { OpeningSchedule } from './opening-hours.ts';
import { TOUR_GUIDES_MAX, TOUR_TICKETS_PER_BOOKING_MAX, tourDocumentProblems } from './tour-editing.ts';

const text = (en: string) => ({ en });

const rule = (times: string[], change: Partial<OpeningSchedule['rules'][number]> = {}) => ({
  weekdays: [1, 2, 3, 4, 5, 6, 7] as OpeningSchedule['rules'][number]['weekdays'],
  from: '2027-03-01',
  until: null,
  times: { kind: 'list' as const, times },
  duration: 60,
  capacity: 1,
  ...change,
});

const tour = () => ({
  name: text('Highlights'),
  description: text(''),
  event_name: text('Highlights'),
  image: null,
  venue_id: 1,
  category_id: 1,
  language: 'en' as const,
  custom_group_ids: [],
  sequence_no: 0,
  duration_minutes: 60,
  max_participants: 25,
  single_ticketing: false,
  book_complete_tour: false,
  booking_without_tickets: false,
  prices: [{ id: null, name: text('Place'), price: 400, vat_value: 19 }],
  tickets: [{ id: null, name: text('Admission'), price: 1200, vat_value: 7, subtickets: [] }],
  questions: [
    {
      id: null,
      type: 'radio' as const,
      question: text('Age?'),
      mandatory: true,
      options: [{ value: 'a', label: text('Adults') }],
    },
  ],
  schedule: { rules: [rule(['11:00'])], closed: [], specials: [] } as OpeningSchedule,
});

describe('the problems of a guided tour document', () => {
  it('has none for a valid tour, which the schema takes', () => {
    expect(tourDocumentProblems(tour())).toEqual([]);
    expect(tourDocumentSchema.safeParse(tour()).success).toBe(true);
  });

  it.each([
    ['no name', { name: {} }, 'name', 'required'],
    ['no price', { prices: [] }, 'prices', 'needs_price'],
    ['no tickets where tickets are needed', { tickets: [] }, 'tickets', 'needs_tickets'],
    [
      'more people than one booking’s tickets',
      { max_participants: TOUR_TICKETS_PER_BOOKING_MAX + 1 },
      'max_participants',
      'participants_above_tickets',
    ],
    [
      'a choice without options',
      {
        questions: [
          { id: null, type: 'select' as const, question: text('Q'), mandatory: false, options: [] },
        ],
      },
      'questions.0.options',
      'needs_options',
    ],
    [
      'options on a text question',
      {
        questions: [
          {
            id: null,
            type: 'text' as const,
            question: text('Q'),
            mandatory: false,
            options: [{ value: 'a', label: text('A') }],
          },
        ],
      },
      'questions.0.options',
      'options_not_asked',
    ],
    ['no opening hours', { schedule: { rules: [], closed: [], specials: [] } }, 'schedule', 'needs_schedule'],
    [
      'more guides than a museum has',
      { schedule: { rules: [rule(['11:00'], { capacity: TOUR_GUIDES_MAX + 1 })], closed: [], specials: [] } },
      'schedule.rules.0.capacity',
      'capacity_invalid',
    ],
    [
      'two rules making the same start',
      {
        schedule: {
          rules: [rule(['11:00']), rule(['11:00', '14:00'], { weekdays: [6, 7] })],
          closed: [],
          specials: [],
        },
      },
      'schedule.rules.1',
      'overlapping_rules',
    ],
  ])('names %s', (_, change, path, code) => {
    expect(tourDocumentProblems({ ...tour(), ...change })).toContainEqual({ path, code });
  });

  it('lets two guides be out at once: rules whose tours overlap but start apart are fine', () => {
    const schedule = { rules: [rule(['11:00']), rule(['11:30'])], closed: [], specials: [] };
    expect(tourDocumentProblems({ ...tour(), schedule })).toEqual([]);
  });

  it('needs no tickets for a tour booked without them, whatever its size', () => {
    expect(
      tourDocumentProblems({ ...tour(), booking_without_tickets: true, tickets: [], max_participants: 400 }),
    ).toEqual([]);
  });
});
