import { describe, expect, it } from 'vitest';
import { type EventDocument, eventDocumentSchema, type TicketTypeDraft } from '../staff-catalog.ts';
import { CATALOG_FIELD_ERRORS, type CatalogProblem, eventDocumentProblems } from './event-editing.ts';
import { type OpeningSchedule, SCHEDULE_LIMITS, SCHEDULE_PROBLEMS } from './opening-hours.ts';

type Subticket = TicketTypeDraft['subtickets'][number];

/** The museum: every 30 minutes from 10:00 to 16:30, 40 places, closed on Mondays. */
const museum = (change: Partial<OpeningSchedule> = {}): OpeningSchedule => ({
  rules: [
    {
      weekdays: [2, 3, 4, 5, 6, 7],
      from: '2027-03-01',
      until: null,
      times: { kind: 'every', first: '10:00', last: '16:30', minutes: 30 },
      duration: 30,
      capacity: 40,
    },
  ],
  closed: [{ date: '2027-12-25', holiday: true, name: 'Christmas' }],
  specials: [
    { date: '2027-03-04', times: { kind: 'list', times: ['18:00', '19:00'] }, duration: 90, capacity: 20 },
  ],
  ...change,
});

const subticket = (change: Partial<Subticket> = {}): Subticket => ({
  id: null,
  name: { en: 'Adult', de: 'Erwachsene' },
  price: 0,
  vat_value: 7,
  min_quantity: 1,
  max_quantity: 2,
  ...change,
});

const ticket = (change: Partial<TicketTypeDraft> = {}): TicketTypeDraft => ({
  id: null,
  name: { en: 'Adult', de: 'Erwachsene' },
  mode: 1,
  price: 14_00,
  vat_value: 7,
  group_id: null,
  family: false,
  subtickets: [],
  book_with_cost: false,
  book_with_cost_warn: false,
  print_separately: false,
  unique_barcode: false,
  scan_separately: false,
  sale_from: null,
  sale_until_minutes_before: null,
  ...change,
});

const family = (change: Partial<TicketTypeDraft> = {}) =>
  ticket({
    id: 2,
    name: { en: 'Family' },
    price: 30_00,
    family: true,
    subtickets: [
      subticket({ id: 3 }),
      subticket({ id: 4, name: { en: 'Child' }, min_quantity: 1, max_quantity: 4 }),
    ],
    ...change,
  });

const document = (change: Partial<EventDocument> = {}): EventDocument => ({
  name: { en: 'Sundials', de: 'Sonnenuhren' },
  description: { en: 'Time, told by the sun.' },
  image: null,
  venue_id: 1,
  custom_group_ids: [],
  sequence_no: 0,
  sorting_datetime: '2027-03-02 10:00',
  end: '2027-12-31',
  tickets: [ticket({ id: 1 }), family(), ticket({ name: { en: 'Audio guide' }, mode: 5, price: 3_00 })],
  schedule: museum(),
  ...change,
});

/** Every problem the cases below meet, to check their codes are the catalog's. */
const met: CatalogProblem[] = [];
const problemsOf = (of: EventDocument) => {
  const problems = eventDocumentProblems(of);
  met.push(...problems);
  return problems;
};

describe('the problems of an event document', () => {
  it('finds none in a valid document, which the schema accepts', () => {
    expect(problemsOf(document())).toEqual([]);
    expect(eventDocumentSchema.safeParse(document()).success).toBe(true);
  });

  it('finds none in a document without tickets nor opening hours', () => {
    expect(problemsOf(document({ tickets: [], schedule: { rules: [], closed: [], specials: [] } }))).toEqual(
      [],
    );
  });

  it.each<[string, Partial<EventDocument>, CatalogProblem[]]>([
    ['a missing name', { name: {} }, [{ path: 'name', code: 'required' }]],
    ['a name of blanks', { name: { en: '  ', de: '' } }, [{ path: 'name', code: 'required' }]],
    ['an end before the start', { end: '2027-03-01' }, [{ path: 'end', code: 'end_before_start' }]],
    ['an end on the day of the start', { end: '2027-03-02' }, []],
    [
      'a family ticket without components',
      { tickets: [ticket({ id: 1 }), family({ subtickets: [] })] },
      [{ path: 'tickets.1.subtickets', code: 'family_without_components' }],
    ],
    [
      'components without a family',
      { tickets: [family({ family: false })] },
      [{ path: 'tickets.0.subtickets', code: 'components_without_family' }],
    ],
    [
      'a sub-ticket whose minimum is above its maximum',
      { tickets: [family({ subtickets: [subticket(), subticket({ min_quantity: 3, max_quantity: 2 })] })] },
      [{ path: 'tickets.0.subtickets.1.max_quantity', code: 'min_above_max' }],
    ],
    [
      'a fixed count of a sub-ticket is no problem',
      { tickets: [family({ subtickets: [subticket({ min_quantity: 2, max_quantity: 2 })] })] },
      [],
    ],
    [
      'a ticket and a sub-ticket without a name',
      { tickets: [ticket({ name: { en: ' ' } }), family({ subtickets: [subticket({ name: {} })] })] },
      [
        { path: 'tickets.0.name', code: 'required' },
        { path: 'tickets.1.subtickets.0.name', code: 'required' },
      ],
    ],
    [
      'a VAT rate with three decimals',
      { tickets: [ticket({ vat_value: 7.125 }), family({ subtickets: [subticket({ vat_value: 19.001 })] })] },
      [
        { path: 'tickets.0.vat_value', code: 'vat_invalid' },
        { path: 'tickets.1.subtickets.0.vat_value', code: 'vat_invalid' },
      ],
    ],
    [
      'VAT rates with two decimals',
      { tickets: [ticket({ vat_value: 19.99 }), ticket({ vat_value: 0.07 }), ticket({ vat_value: 100 })] },
      [],
    ],
    [
      'a ticket id twice',
      { tickets: [ticket({ id: 1 }), ticket({ id: 1 })] },
      [{ path: 'tickets.1', code: 'duplicate_row' }],
    ],
    [
      'a sub-ticket with the id of a ticket (one table holds both)',
      { tickets: [ticket({ id: 3 }), family()] },
      [{ path: 'tickets.1.subtickets.0', code: 'duplicate_row' }],
    ],
    ['new rows without ids', { tickets: [ticket(), ticket(), family({ id: null })] }, []],
    [
      'tickets with opening hours that make no slot',
      { schedule: museum({ rules: [], specials: [] }) },
      [{ path: 'schedule', code: 'needs_schedule' }],
    ],
    ['tickets with a special opening only', { schedule: museum({ rules: [] }) }, []],
    [
      'only combination tickets',
      { tickets: [ticket({ mode: 5 }), ticket({ mode: 5 })] },
      [{ path: 'tickets.0.mode', code: 'combination_alone' }],
    ],
    [
      'a problem of the opening hours, under schedule.',
      {
        schedule: museum({
          rules: [
            ...museum().rules,
            {
              ...(museum().rules[0] as OpeningSchedule['rules'][number]),
              times: { kind: 'list', times: ['11:15'] },
            },
          ],
        }),
      },
      [{ path: 'schedule.rules.1', code: 'overlapping_rules' }],
    ],
    [
      'a rule of the opening hours without weekdays: nothing made, and why',
      {
        schedule: museum({
          rules: [{ ...(museum().rules[0] as OpeningSchedule['rules'][number]), weekdays: [] }],
          specials: [],
        }),
      },
      [
        { path: 'schedule', code: 'needs_schedule' },
        { path: 'schedule.rules.0.weekdays', code: 'no_weekday' },
      ],
    ],
  ])('%s', (_, change, problems) => {
    expect(problemsOf(document(change))).toEqual(problems);
  });

  it('reaches every code of the catalog but the server’s', () => {
    const rule = museum().rules[0] as OpeningSchedule['rules'][number];
    const broken = document({
      name: {},
      end: '2027-01-01',
      tickets: [
        ticket({ id: 1, mode: 5, vat_value: 7.001, subtickets: [subticket()] }),
        ticket({ id: 1, mode: 5, name: {}, family: true }),
        family({ mode: 5, subtickets: [subticket({ id: 1, min_quantity: 3, max_quantity: 1 })] }),
      ],
      schedule: {
        rules: [
          {
            ...rule,
            weekdays: [],
            until: '2027-02-01',
            times: { kind: 'every', first: '9:00', last: '08:00', minutes: 1 },
          },
          { ...rule, from: '2027-13-01', times: { kind: 'list', times: [] }, duration: 0, capacity: 0 },
          { ...rule, times: { kind: 'every', first: '00:00', last: '23:55', minutes: 5 }, duration: 60 },
          { ...rule, times: { kind: 'list', times: ['10:00', '10:20'] } },
          { ...rule, times: { kind: 'every', first: '20:00', last: '10:00', minutes: 30 } },
          ...Array.from({ length: SCHEDULE_LIMITS.maxRules }, () => rule),
        ],
        closed: [
          { date: '2027-04-01', holiday: false, name: '' },
          { date: '2027-04-01', holiday: false, name: '' },
        ],
        specials: [
          { date: '2027-04-01', times: { kind: 'list', times: ['23:00'] }, duration: 61, capacity: 1 },
        ],
      },
    });
    // Overlapping rules make slots, so the opening hours that make none are another document's.
    const noSlots = document({ schedule: { rules: [], closed: [], specials: [] } });
    const codes = new Set([...problemsOf(broken), ...problemsOf(noSlots)].map((problem) => problem.code));
    // All but the codes only the server knows: the rows the document refers to, the places sold.
    const serverOnly = [
      'unknown_venue',
      'unknown_group',
      'unknown_ticket',
      'unknown_category',
      'in_use',
      'capacity_below_taken',
    ];
    // And a guided tour's own (tour-editing.test.ts).
    const toursOnly = [
      'needs_price',
      'needs_tickets',
      'participants_above_tickets',
      'needs_options',
      'options_not_asked',
    ];
    // And a whole catalog document's (staff-catalog-transfer.test.ts).
    const documentOnly = ['unknown_media'];
    // And voucher products' and codes' (voucher-products.test.ts, voucher-codes.test.ts).
    const vouchersOnly = ['amount_out_of_range', 'count_out_of_range', 'prefix_invalid', 'unknown_product'];
    // And a shop product's and its stock's (product-editing.test.ts).
    const productsOnly = [
      'not_a_product',
      'price_invalid',
      'weight_invalid',
      'sequence_invalid',
      'stock_invalid',
      'no_change',
      'stock_negative',
      'stock_below_taken',
    ];
    // And a membership type's (membership-editing.test.ts; unknown_event is the server's).
    const membershipsOnly = [
      'persons_invalid',
      'benefit_invalid',
      'per_booking_above_per_day',
      'unknown_event',
    ];
    expect(CATALOG_FIELD_ERRORS.filter((code) => !codes.has(code)).sort()).toEqual(
      [
        ...serverOnly,
        ...toursOnly,
        ...documentOnly,
        ...vouchersOnly,
        ...productsOnly,
        ...membershipsOnly,
      ].sort(),
    );
    expect(problemsOf(broken)).toContainEqual({ path: 'schedule.rules.0.times.first', code: 'time_invalid' });
    expect(problemsOf(broken)).toContainEqual({
      path: 'schedule.specials.0.duration',
      code: 'ends_after_midnight',
    });
  });

  it('names every code it answers, and every problem of a schedule, in CATALOG_FIELD_ERRORS', () => {
    const catalog: readonly string[] = CATALOG_FIELD_ERRORS;
    expect(met.length).toBeGreaterThan(0);
    for (const problem of met) expect(catalog).toContain(problem.code);
    for (const code of SCHEDULE_PROBLEMS) expect(catalog).toContain(code);
    expect(new Set(catalog).size).toBe(catalog.length);
  });
});
