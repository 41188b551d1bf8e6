import { describe, expect, it } from 'vitest';
import { type CatalogDocument, catalogDocumentProblems } from './staff-catalog-transfer.ts';

// A catalog document refers to its own rows only: its list ids and its pictures (issue 35).
const schedule = {
  rules: [
    {
      weekdays: [2, 3, 4, 5, 6, 7] as (2 | 3 | 4 | 5 | 6 | 7)[],
      from: '2031-04-01',
      until: '2031-06-30',
      times: { kind: 'every' as const, first: '10:00', last: '16:30', minutes: 30 },
      duration: 30,
      capacity: 40,
    },
  ],
  closed: [],
  specials: [],
};
const ticket = {
  id: null,
  name: { en: 'Adult' },
  mode: 1 as const,
  price: 1600,
  vat_value: 7,
  group_id: 1,
  family: false,
  subtickets: [],
  book_with_cost: false,
  book_with_cost_warn: false,
  print_separately: false,
  unique_barcode: false,
  scan_separately: false,
  sale_from: null,
  sale_until_minutes_before: null,
};
type EventEntry = CatalogDocument['events'][number]['document'];
const documentWith = (
  change: (document: CatalogDocument, event: EventEntry) => void = () => {},
): CatalogDocument => {
  const document = {
    format: 'museum-shop-catalog',
    version: 1,
    setup: { config: {}, shipping_costs: [], slot_horizon_days: 365 },
    lists: {
      venues: [{ id: 1, name: { en: 'Main house' }, address: null }],
      custom_groups: [{ id: 1, name: { en: 'Families' } }],
      ticket_groups: [{ id: 1, name: { en: 'Admission' } }],
      tour_categories: [{ id: 1, name: { en: 'Highlights' } }],
    },
    events: [
      {
        status: 'published',
        document: {
          name: { en: 'Spring Exhibition' },
          description: {},
          image: 'media:1',
          venue_id: 1,
          custom_group_ids: [1],
          sequence_no: 1,
          sorting_datetime: '2031-04-01 10:00',
          end: '2031-06-30',
          tickets: [ticket],
          schedule,
        },
      },
    ],
    tours: [],
    media: [{ ref: 'media:1', alt: { en: 'A poster' }, webp_base64: '' }],
  } as unknown as CatalogDocument;
  const [first] = document.events;
  if (first) change(document, first.document);
  return document;
};

describe('a catalog document', () => {
  it('may be imported when it refers only to its own rows and pictures', () => {
    expect(catalogDocumentProblems(documentWith())).toEqual([]);
  });

  it('names every reference it does not hold, and every row id, by path', () => {
    const problems = catalogDocumentProblems(
      documentWith((document, event) => {
        event.venue_id = 2;
        event.custom_group_ids = [1, 5];
        event.image = 'media:2';
        event.tickets = [{ ...ticket, id: 7, group_id: 3 }];
        document.lists.venues.push({ id: 1, name: { en: 'Twice' }, address: null });
        document.lists.custom_groups.push({ id: null, name: { en: 'No id' } });
        document.media.push({ ref: 'media:1', alt: {}, webp_base64: '' });
      }),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        { path: 'lists.venues.1.id', code: 'duplicate_row' },
        { path: 'lists.custom_groups.1.id', code: 'required' },
        { path: 'media.1.ref', code: 'duplicate_row' },
        { path: 'events.0.document.venue_id', code: 'unknown_venue' },
        { path: 'events.0.document.custom_group_ids.1', code: 'unknown_group' },
        { path: 'events.0.document.image', code: 'unknown_media' },
        { path: 'events.0.document.tickets.0.group_id', code: 'unknown_group' },
        { path: 'events.0.document.tickets.0.id', code: 'unknown_ticket' },
      ]),
    );
    expect(problems).toHaveLength(8);
  });

  it('takes another shop’s library address for an unknown picture, a static or https one as it is', () => {
    const image = (address: string) =>
      catalogDocumentProblems(
        documentWith((_, event) => {
          event.image = address;
        }),
      );
    expect(image('/media/0b7c2f7e-5a7e-4c55-9d5e-2f1f3b0c9a11/160.webp')).toEqual([
      { path: 'events.0.document.image', code: 'unknown_media' },
    ]);
    expect(image('/static/demo/exhibition-neon.svg')).toEqual([]);
    expect(image('https://museum.example/poster.webp')).toEqual([]);
  });

  it('takes a document without products, and checks each product’s rules, categories and pictures', () => {
    expect(documentWith().products).toBeUndefined();
    const product = {
      name: { en: 'Catalogue' },
      description: {},
      product_kind: 1,
      custom_group_ids: [1],
      images: ['media:1', '/static/demo/poster.svg'],
      price: 32_00,
      vat_value: 7,
      weight: 1200,
      sequence_no: 1,
    };
    const fine = documentWith((document) => {
      document.products = [{ status: 'published', stock: 40, document: product }];
    });
    expect(catalogDocumentProblems(fine)).toEqual([]);
    const bad = documentWith((document) => {
      document.products = [
        { status: 'draft', stock: 0, document: product },
        {
          status: 'draft',
          stock: 0,
          document: { ...product, name: { de: 'Katalog' }, custom_group_ids: [7], images: ['media:5'] },
        },
      ];
    });
    expect(catalogDocumentProblems(bad)).toEqual([
      { path: 'products.1.document.name.en', code: 'required' },
      { path: 'products.1.document.custom_group_ids.0', code: 'unknown_group' },
      { path: 'products.1.document.images.0', code: 'unknown_media' },
    ]);
  });

  it('runs the editor’s own rules on every event, under its path', () => {
    const problems = catalogDocumentProblems(
      documentWith((_, event) => {
        event.tickets = [{ ...ticket, family: true }];
      }),
    );
    expect(problems).toEqual([
      { path: 'events.0.document.tickets.0.subtickets', code: 'family_without_components' },
    ]);
  });
  it('checks each membership type’s rules, and that its benefits name the document’s events by place', () => {
    const membership = (event_ids: number[] | null, custom_group_ids: number[]) => ({
      status: 'published' as const,
      custom_group_ids,
      document: {
        name: { en: 'Annual pass' },
        description: {},
        images: ['media:1'],
        price: 4500,
        vat_value: 0,
        sequence_no: 1,
        validity: 'months_from_purchase' as const,
        persons: 1,
        benefits: [
          {
            event_ids,
            discount_percent: 100,
            per_booking: 1,
            per_day: 1,
            member_share_percent: 0,
            member_share_until_hours: 0,
          },
        ],
      },
    });
    expect(documentWith().memberships).toBeUndefined();
    const fine = documentWith((document) => {
      document.memberships = [membership([1], [1]), membership(null, [])];
    });
    expect(catalogDocumentProblems(fine)).toEqual([]);
    const bad = documentWith((document) => {
      const nameless = membership([2, 0], [3]);
      nameless.document.name = { en: ' ' };
      document.memberships = [nameless];
    });
    expect(catalogDocumentProblems(bad)).toEqual([
      { path: 'memberships.0.document.name.en', code: 'required' },
      { path: 'memberships.0.custom_group_ids.0', code: 'unknown_group' },
      { path: 'memberships.0.document.benefits.0.event_ids.0', code: 'unknown_event' },
      { path: 'memberships.0.document.benefits.0.event_ids.1', code: 'unknown_event' },
    ]);
  });
});
