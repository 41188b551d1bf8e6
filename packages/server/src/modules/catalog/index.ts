// The catalog as staff build it (issue 35): events and guided tours with their prices, tickets and
// the opening hours that make their slots, the job that keeps the slots made up to the shop's
// horizon, and the whole catalog exported and imported as one document.
// Other code calls this file only, never the module's tables or repositories.

export { staffCatalogRoutes } from './catalog.routes.ts';
export {
  exportCatalog,
  type ImportedCatalog,
  importCatalog,
  writeCatalogDocument,
} from './catalog-transfer.service.ts';
export { makePastSlots } from './past-slots.ts';
