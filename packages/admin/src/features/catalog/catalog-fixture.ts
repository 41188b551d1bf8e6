import type {
  CatalogChoices,
  CatalogLists,
  EventDocument,
  StaffEvent,
  StaffEventSummary,
} from '@museum-shop/contract';

/** What the editor chooses from, as the staff API gives it: one venue, so it is chosen at once. */
export function choices(part: Partial<CatalogChoices> = {}): CatalogChoices {
  return {
    venues: [{ id: 3, name: { en: 'Main building', de: 'Hauptgebäude' } }],
    custom_groups: [
      { id: 4, name: { en: 'Exhibitions', de: 'Ausstellungen' } },
      { id: 5, name: { en: 'Evenings', de: 'Abende' } },
    ],
    ticket_groups: [{ id: 9, name: { en: 'Admission', de: 'Eintritt' } }],
    vat_rates: [7, 19],
    ...part,
  };
}

export function summary(part: Partial<StaffEventSummary> = {}): StaffEventSummary {
  return {
    id: 7,
    name: { en: 'Neon Nights', de: 'Neonnächte' },
    status: 'published',
    image: null,
    sorting_datetime: '2026-11-20 10:00',
    end: '2027-01-31',
    ticket_types: 3,
    slots_ahead: 1250,
    kept_slots: 0,
    ...part,
  };
}

/** A saved exhibition: one adult ticket, open Tuesday to Sunday every 30 minutes from 10:00 to 16:30. */
export function eventDocument(part: Partial<EventDocument> = {}): EventDocument {
  return {
    name: { en: 'Neon Nights', de: 'Neonnächte' },
    description: { en: 'Light art after dark.' },
    image: null,
    venue_id: 3,
    custom_group_ids: [4],
    sequence_no: 0,
    sorting_datetime: '2026-11-01 10:00',
    end: '2027-01-31',
    tickets: [
      {
        id: 21,
        name: { en: 'Adult', de: 'Erwachsene' },
        mode: 1,
        price: 1600,
        vat_value: 7,
        group_id: 9,
        family: false,
        subtickets: [],
        book_with_cost: false,
        book_with_cost_warn: false,
        print_separately: false,
        unique_barcode: false,
        scan_separately: false,
        sale_from: null,
        sale_until_minutes_before: null,
      },
    ],
    schedule: {
      rules: [
        {
          weekdays: [2, 3, 4, 5, 6, 7],
          from: '2026-11-01',
          until: null,
          times: { kind: 'every', first: '10:00', last: '16:30', minutes: 30 },
          duration: 30,
          capacity: 20,
        },
      ],
      closed: [{ date: '2026-12-25', holiday: true, name: 'Christmas Day' }],
      specials: [],
    },
    ...part,
  };
}

export function staffEvent(part: Partial<StaffEvent> = {}): StaffEvent {
  return {
    id: 7,
    status: 'draft',
    document: eventDocument(),
    kept_slots: [],
    slots_ahead: 1250,
    made_until: '2027-01-31',
    ...part,
  };
}

/** The catalog's lists as the staff API gives them. */
export function catalogLists(part: Partial<CatalogLists> = {}): CatalogLists {
  return {
    venues: [
      { id: 3, name: { en: 'Main building', de: 'Hauptgebäude' }, address: 'Museum Street 1, Berlin' },
    ],
    custom_groups: [
      { id: 4, name: { en: 'Exhibitions', de: 'Ausstellungen' } },
      { id: 5, name: { en: 'Evenings', de: 'Abende' } },
    ],
    ticket_groups: [{ id: 9, name: { en: 'Admission', de: 'Eintritt' } }],
    tour_categories: [{ id: 2, name: { en: 'Highlights', de: 'Höhepunkte' } }],
    ...part,
  };
}
