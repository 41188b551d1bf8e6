import * as z from 'zod/mini';
import { typedText } from './account.ts';
import { defineEndpoint, type StaffRole } from './endpoint.ts';
import { translationsSchema } from './languages.ts';
import { staffQuerySchema } from './staff.ts';

/**
 * The catalog's named lists, as the owner keeps them (issue 35): venues (with the address printed
 * on tickets), custom groups (the visitor's filters; the merchandise categories are custom groups
 * too), ticket groups and tour categories. A list is saved whole, in its order: a row without id is
 * new, a row left out is deleted, and one still in use is refused (422, `in_use` at its path).
 */

const OWNER: readonly StaffRole[] = ['owner'];

/** Rows of one list: far more than a museum names. */
export const CATALOG_LIST_MAX = 200;

const rowIdSchema = z.nullable(z.int().check(z.positive(), z.maximum(2_147_483_647)));
const namedRowSchema = z.strictObject({ id: rowIdSchema, name: translationsSchema });
const namedRows = z.array(namedRowSchema).check(z.maxLength(CATALOG_LIST_MAX));

export const catalogListsSchema = z
  .strictObject({
    venues: z
      .array(z.strictObject({ ...namedRowSchema.shape, address: z.nullable(typedText(500)) }))
      .check(z.maxLength(CATALOG_LIST_MAX)),
    custom_groups: namedRows,
    ticket_groups: namedRows,
    tour_categories: namedRows,
  })
  .register(z.globalRegistry, { id: 'CatalogLists' });
export type CatalogLists = z.infer<typeof catalogListsSchema>;
export const CATALOG_LIST_NAMES = ['venues', 'custom_groups', 'ticket_groups', 'tour_categories'] as const;
export type CatalogListName = (typeof CATALOG_LIST_NAMES)[number];

const listsAnswer = z.object({ data: catalogListsSchema });

export const staffCatalogListsEndpoint = defineEndpoint({
  method: 'GET',
  path: 'staff/catalog/lists',
  feature: 'staff',
  summary: 'Venues, custom groups, ticket groups and tour categories, in their order',
  query: staffQuerySchema,
  response: listsAnswer,
  access: 'staff',
  roles: OWNER,
});

export const staffCatalogListsSaveEndpoint = defineEndpoint({
  method: 'POST',
  path: 'staff/catalog/lists',
  feature: 'staff',
  summary:
    'Save the catalog lists whole: new rows added, rows left out deleted; a row still in use is refused (422 in_use)',
  query: staffQuerySchema,
  body: catalogListsSchema,
  response: listsAnswer,
  access: 'staff',
  roles: OWNER,
});

export const STAFF_CATALOG_LIST_ENDPOINTS = [
  staffCatalogListsEndpoint,
  staffCatalogListsSaveEndpoint,
] as const;
