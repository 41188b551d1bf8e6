import * as z from 'zod/mini';

/**
 * The contract's named schemas: the OpenAPI document lists each once, as a component under its id.
 * A registry of the contract's own, not zod's global one: the web app's server build bundles its own
 * copy of the contract, and its schemas, a second set under the same ids in the one global registry,
 * left the server unable to make the document once it had rendered a page (a 500 at /api/docs/json).
 */
export const contractSchemas = z.registry<{ id: string }>();
