import * as z from 'zod/mini';
import { CUSTOMER_FIELDS, type CustomerField, customerFieldSchema } from './account.ts';
import { COUNTRY_CODES, isCountryCode } from './countries.ts';
import { defineEndpoint, type StaffRole } from './endpoint.ts';
import { contractSchemas } from './schema-ids.ts';
import { staffQuerySchema } from './staff.ts';
import type { SetupFieldError } from './staff-shop.ts';
import { typedText } from './text.ts';

/**
 * The customer form of a shop (issue 34): which fields visitors see and must fill in, the
 * countries and salutations they choose from, and the country the form starts with. Visitors read
 * it through GET customer/attr; the owner changes it here. The rules are one pure function,
 * `checkCustomerFormSettings`, which the staff app runs before sending and the server again.
 */

const OWNER: readonly StaffRole[] = ['owner'];

/** The salutations the server can word in every language (customer/attr's labels). */
export const SALUTATION_KEYS = ['ms', 'mr', 'none'] as const;
export type SalutationKey = (typeof SALUTATION_KEYS)[number];

/**
 * Fields every form shows and requires: customers sign in with their e-mail address and password
 * (spec §7 auth/login), and the tickets and confirmation go to the address. A guest is never asked
 * for a password.
 */
export const ALWAYS_ASKED_FIELDS: readonly CustomerField[] = ['email', 'password'];

/** The standard form: every field shown, phone and company optional, every salutation. */
export const STANDARD_CUSTOMER_FORM = {
  visible_fields: [...CUSTOMER_FIELDS] as CustomerField[],
  required_fields: CUSTOMER_FIELDS.filter((field) => field !== 'phone' && field !== 'company'),
  salutations: [...SALUTATION_KEYS] as string[],
};

export const customerFormSettingsSchema = z
  .object({
    visible_fields: z.array(customerFieldSchema),
    required_fields: z.array(customerFieldSchema),
    /** ISO 3166-1 alpha-2 keys (COUNTRY_CODES), in the order the form lists them. */
    countries: z.array(z.string()),
    /** Keys of SALUTATION_KEYS. */
    salutations: z.array(z.string()),
    /** The country the form starts with (default_user_country_key); one of `countries`. */
    default_country: z.string(),
  })
  .register(contractSchemas, { id: 'CustomerFormSettings' });
export type CustomerFormSettings = z.infer<typeof customerFormSettingsSchema>;

/** A field map of setup codes: field → codes (the 422's `errors`). */
export type SetupFieldErrors = Record<string, SetupFieldError[]>;

const add = (errors: SetupFieldErrors, field: string, code: SetupFieldError) => {
  errors[field] = [...(errors[field] ?? []), code];
};

/**
 * The settings as they are kept: fields in the form's order and each once, country keys trimmed
 * in capitals and each once, salutations each once. What is not known stays, for the check to name.
 */
export function normalizeCustomerFormSettings(input: CustomerFormSettings): CustomerFormSettings {
  const visible = new Set(input.visible_fields);
  const required = new Set(input.required_fields);
  return {
    visible_fields: CUSTOMER_FIELDS.filter((field) => visible.has(field)),
    required_fields: CUSTOMER_FIELDS.filter((field) => required.has(field)),
    countries: [...new Set(input.countries.map((key) => key.trim().toUpperCase()))],
    salutations: [...new Set(input.salutations.map((key) => key.trim()))],
    default_country: input.default_country.trim().toUpperCase(),
  };
}

/**
 * What is wrong with a customer form, as a field map of setup codes (empty: nothing). Keys:
 * `fields.<field>` (an always-asked field hidden or optional, or a required field hidden),
 * `countries` / `countries.<i>`, `salutations` / `salutations.<i>`, `default_country`. Indexes
 * are those of the normalised lists.
 */
export function customerFormProblems(settings: CustomerFormSettings): SetupFieldErrors {
  const errors: SetupFieldErrors = {};
  const value = normalizeCustomerFormSettings(settings);
  for (const field of ALWAYS_ASKED_FIELDS)
    if (!value.visible_fields.includes(field) || !value.required_fields.includes(field))
      add(errors, `fields.${field}`, 'always_asked');
  for (const field of value.required_fields)
    if (!value.visible_fields.includes(field) && !ALWAYS_ASKED_FIELDS.includes(field))
      add(errors, `fields.${field}`, 'required_hidden');
  if (value.countries.length === 0) add(errors, 'countries', 'choose_one');
  value.countries.forEach((key, index) => {
    if (!isCountryCode(key)) add(errors, `countries.${index}`, 'invalid');
  });
  if (!value.countries.includes(value.default_country))
    add(errors, 'default_country', value.default_country ? 'default_country_not_offered' : 'required');
  value.salutations.forEach((key, index) => {
    if (!(SALUTATION_KEYS as readonly string[]).includes(key)) add(errors, `salutations.${index}`, 'invalid');
  });
  if (value.visible_fields.includes('salutation') && value.salutations.length === 0)
    add(errors, 'salutations', 'choose_one');
  return errors;
}

const settingsResponse = z.object({ data: customerFormSettingsSchema });

export const staffCustomerFormEndpoint = defineEndpoint({
  method: 'GET',
  path: 'staff/shop/customer-form',
  feature: 'staff',
  summary: "The customer form's visible and required fields, countries, salutations and default country",
  query: staffQuerySchema,
  response: settingsResponse,
  access: 'staff',
  roles: OWNER,
});

export const staffCustomerFormSaveEndpoint = defineEndpoint({
  method: 'POST',
  path: 'staff/shop/customer-form',
  feature: 'staff',
  summary:
    'Change the customer form: a required field must be visible, e-mail and password are always asked, at least one ISO country, the default country among them',
  query: staffQuerySchema,
  // Bounded here; the keys themselves are checked by customerFormProblems, which names each in the field map.
  body: z.strictObject({
    visible_fields: z.array(customerFieldSchema).check(z.maxLength(CUSTOMER_FIELDS.length * 2)),
    required_fields: z.array(customerFieldSchema).check(z.maxLength(CUSTOMER_FIELDS.length * 2)),
    countries: z.array(typedText(8)).check(z.maxLength(COUNTRY_CODES.length * 2)),
    salutations: z.array(typedText(20)).check(z.maxLength(SALUTATION_KEYS.length * 4)),
    default_country: typedText(8),
  }),
  response: settingsResponse,
  access: 'staff',
  roles: OWNER,
});

/** The calls of the customer form settings; part of ENDPOINTS. */
export const CUSTOMER_FORM_ENDPOINTS = [staffCustomerFormEndpoint, staffCustomerFormSaveEndpoint] as const;
