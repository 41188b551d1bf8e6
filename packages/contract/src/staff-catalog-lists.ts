import * as z from 'zod/mini';
import { defineEndpoint, type StaffRole } from './endpoint.ts';
import { translationsSchema } from './languages.ts';
import { contractSchemas } from './schema-ids.ts';
import { staffQuerySchema } from './staff.ts';
import { typedText } from './text.ts';

/** How far ahead the shop makes time slots, in days: at least a week, at most two years (default a year). */
export const SLOT_HORIZON_LIMITS = { min: 7, max: 730, standard: 365 } as const;

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
  .register(contractSchemas, { id: 'CatalogLists' });
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

/** The catalog's own settings: how many days ahead the opening hours make time slots. */
export const catalogSettingsSchema = z
  .strictObject({
    slot_horizon_days: z.int().check(z.minimum(SLOT_HORIZON_LIMITS.min), z.maximum(SLOT_HORIZON_LIMITS.max)),
  })
  .register(contractSchemas, { id: 'CatalogSettings' });
export type CatalogSettings = z.infer<typeof catalogSettingsSchema>;

const settingsAnswer = z.object({ data: catalogSettingsSchema });

export const staffCatalogSettingsEndpoint = defineEndpoint({
  method: 'GET',
  path: 'staff/catalog/settings',
  feature: 'staff',
  summary: 'How many days ahead the opening hours make time slots',
  query: staffQuerySchema,
  response: settingsAnswer,
  access: 'staff',
  roles: OWNER,
});

export const staffCatalogSettingsSaveEndpoint = defineEndpoint({
  method: 'POST',
  path: 'staff/catalog/settings',
  feature: 'staff',
  summary:
    'Set how many days ahead slots are made: further days are made by the next round of the slot job, unsold slots beyond go on the next save',
  query: staffQuerySchema,
  body: catalogSettingsSchema,
  response: settingsAnswer,
  access: 'staff',
  roles: OWNER,
});

export const STAFF_CATALOG_LIST_ENDPOINTS = [
  staffCatalogListsEndpoint,
  staffCatalogListsSaveEndpoint,
  staffCatalogSettingsEndpoint,
  staffCatalogSettingsSaveEndpoint,
] as const;
