// The catalog as staff build it (issue 35): events and guided tours with their prices, tickets and
// the opening hours that make their slots, and the job that keeps the slots made a year ahead.
// Other code calls this file only, never the module's tables or repositories.

export { staffCatalogRoutes } from './catalog.routes.ts';
export { exportCatalog, importCatalog } from './catalog-transfer.service.ts';
