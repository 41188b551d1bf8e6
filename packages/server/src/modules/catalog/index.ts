// The catalog (issue 35): events and guided tours with their prices, tickets and the opening hours
// that make their slots, as staff build them and as visitors read them; the job that keeps the
// slots made up to the shop's horizon; what a cart names, read for pricing it; and the whole catalog
// exported and imported as one document.
// Other code calls this file only, never the module's tables or repositories.

export {
  findArticles,
  findEventSlots,
  findTicketTypes,
  findTourSlots,
  findTours,
  findVoucherCodes,
  findVoucherProducts,
} from './cart-catalog.repository.ts';
export { staffCatalogRoutes } from './catalog.routes.ts';
export {
  type CatalogItemName,
  catalogItemNames,
  productNames,
  slotNames,
} from './catalog-names.repository.ts';
export { type CatalogRefs, loadCatalogRefs } from './catalog-refs.ts';
export {
  exportCatalog,
  type ImportedCatalog,
  importCatalog,
  writeCatalogDocument,
  writeCatalogMemberships,
} from './catalog-transfer.service.ts';
export { listSlots, lockSlot, type SlotRow, setDayClosed, updateSlot } from './day-slots.repository.ts';
export { makePastSlots } from './past-slots.ts';
export { shopVatRates } from './product-editing.service.ts';
export { saleWindowOf } from './ticket-sale-window.ts';
export { listEventSlotCounts } from './visitor-events.repository.ts';
export { eventRoutes } from './visitor-events.routes.ts';
export { listSlotCounts } from './visitor-tours.repository.ts';
export { tourRoutes } from './visitor-tours.routes.ts';
