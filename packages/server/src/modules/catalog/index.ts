// The catalog as staff build it (issue 35): events with their ticket types and the opening hours
// that make their time slots, and the job that keeps the slots made a year ahead.
// Other code calls this file only, never the module's tables or repositories.

export { staffCatalogRoutes } from './catalog.routes.ts';
export { makeEventSlots, SLOT_HORIZON_DAYS } from './slot-making.ts';
