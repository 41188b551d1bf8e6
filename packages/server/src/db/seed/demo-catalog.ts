import {
  CATALOG_DOCUMENT_FORMAT,
  CATALOG_DOCUMENT_VERSION,
  type CatalogDocument,
} from '@museum-shop/contract';
import type { ImportedCatalog } from '../../modules/catalog/index.ts';
import { demoShippingCosts } from './checkout.ts';
import { DEMO_EVENT_ORDER, type DemoEvent, demoEvents } from './demo-events.ts';
import { DEMO_CUSTOM_GROUPS, DEMO_LISTS, type DemoCustomGroupIds } from './demo-lists.ts';
import { demoMemberships } from './demo-memberships.ts';
import { DEMO_TOUR_ORDER, type DemoTour, demoTours } from './demo-tours.ts';
import { demoVoucherCatalog } from './demo-vouchers.ts';
import { DEMO_BOOKABLE_DAYS } from './schedule.ts';
import { demoConfig } from './shop.ts';

/**
 * The demo museum's catalog as one document (decision 0029), as of its seeding day `today`: its
 * setup (the visitor's configuration, the shipping table, the slot horizon), its lists, its four
 * events, five tours, its voucher products and its two annual passes (membership types). The seed imports it the way an owner imports a document, so the demo
 * proves the document holds a whole museum; an export of the seeded demo gives it back.
 */
export function demoCatalogDocument(today: string): CatalogDocument {
  const { test_mode: _environment, ...config } = demoConfig;
  return {
    format: CATALOG_DOCUMENT_FORMAT,
    version: CATALOG_DOCUMENT_VERSION,
    setup: { config, shipping_costs: demoShippingCosts(), slot_horizon_days: DEMO_BOOKABLE_DAYS },
    lists: DEMO_LISTS,
    events: demoEvents(today),
    tours: demoTours(),
    vouchers: demoVoucherCatalog(),
    memberships: demoMemberships(),
    media: [],
  };
}

/** The database's ids of the demo's events, tours and custom groups, as the import wrote them. */
export interface DemoRowIds {
  events: Record<DemoEvent, number>;
  tours: Record<DemoTour, number>;
  customGroups: DemoCustomGroupIds;
  /** The gift vouchers of €25 and €50, the first two of the document's voucher products. */
  vouchers: { value25: number; value50: number };
}

export function demoRowIds(imported: ImportedCatalog): DemoRowIds {
  const written = (id: number | undefined) => {
    if (id === undefined) throw new Error('the demo document was not imported whole');
    return id;
  };
  return {
    events: Object.fromEntries(
      DEMO_EVENT_ORDER.map((event, index) => [event, written(imported.events[index])]),
    ) as DemoRowIds['events'],
    tours: Object.fromEntries(
      DEMO_TOUR_ORDER.map((tour, index) => [tour, written(imported.tours[index])]),
    ) as DemoRowIds['tours'],
    customGroups: Object.fromEntries(
      Object.entries(DEMO_CUSTOM_GROUPS).map(([group, id]) => [
        group,
        written(imported.lists.custom_groups.get(id)),
      ]),
    ) as DemoCustomGroupIds,
    vouchers: {
      value25: written(imported.voucherProducts[0]),
      value50: written(imported.voucherProducts[1]),
    },
  };
}
