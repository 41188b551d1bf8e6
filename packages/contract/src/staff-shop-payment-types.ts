import * as z from 'zod/mini';
import { PAYMENT_KINDS, type PaymentKind } from './checkout.ts';
import { defineEndpoint, type StaffRole } from './endpoint.ts';
import { type Language, languageSchema, translationsSchema } from './languages.ts';
import { contractSchemas } from './schema-ids.ts';
import { staffQuerySchema } from './staff.ts';
import type { SetupFieldErrors } from './staff-shop-customer-form.ts';
import { typedText } from './text.ts';

/**
 * The payment types a shop offers and their order (issue 34), as GET checkout/payments lists them.
 * A type once made is never deleted: orders, invoices and reports name it by its payart id. "Not
 * offered" hides it from visitors, and initPayment answers it as it answers an unknown one.
 */

const OWNER: readonly StaffRole[] = ['owner'];

/** The most payment types a shop has, and the longest name of one. */
export const PAYMENT_TYPES_MAX = 20;
export const PAYMENT_TYPE_NAME_MAX = 100;

export const staffPaymentTypeSchema = z.object({
  /** Null: a kind the shop has no type of yet; saved as offered, the server gives it an id. */
  payart_id: z.nullable(z.int()),
  kind: z.enum(PAYMENT_KINDS),
  offered: z.boolean(),
  /** The name per language; visitors of a language without one read the default language's. */
  names: translationsSchema,
});
export type StaffPaymentType = z.infer<typeof staffPaymentTypeSchema>;

export const paymentTypeSettingsSchema = z
  .object({
    /** The shop's types in the order visitors see them, then one new entry per kind it has none of. */
    types: z.array(staffPaymentTypeSchema),
    /** A standard name per kind in every language, for a name left empty. */
    standard_names: z.record(z.enum(PAYMENT_KINDS), translationsSchema),
  })
  .register(contractSchemas, { id: 'PaymentTypeSettings' });
export type PaymentTypeSettings = z.infer<typeof paymentTypeSettingsSchema>;

const add = (errors: SetupFieldErrors, field: string, code: SetupFieldErrors[string][number]) => {
  errors[field] = [...(errors[field] ?? []), code];
};

/**
 * What is wrong with a list of payment types, as a field map of setup codes (empty: nothing):
 * none offered (`types`), a type the shop does not have or of another kind than it has
 * (`types.<i>.payart_id`, `types.<i>.kind`), one listed twice (`types.<i>`), a kept type without a
 * name in the default language, or a name too long (`types.<i>.names.<lang>`). A new type that is
 * not offered is not kept, so its names do not matter. `existing` maps the shop's payart ids to kinds.
 */
export function paymentTypeProblems(
  types: readonly StaffPaymentType[],
  context: { defaultLanguage: Language; existing: ReadonlyMap<number, PaymentKind> },
): SetupFieldErrors {
  const errors: SetupFieldErrors = {};
  if (!types.some((type) => type.offered)) add(errors, 'types', 'choose_one');
  const seen = new Set<number>();
  types.forEach((type, index) => {
    const at = `types.${index}`;
    if (type.payart_id !== null) {
      const kind = context.existing.get(type.payart_id);
      if (kind === undefined) add(errors, `${at}.payart_id`, 'invalid');
      else if (kind !== type.kind) add(errors, `${at}.kind`, 'invalid');
      if (seen.has(type.payart_id)) add(errors, at, 'duplicate_row');
      seen.add(type.payart_id);
    }
    const kept = type.payart_id !== null || type.offered;
    if (!kept) return;
    if (!type.names[context.defaultLanguage]?.trim())
      add(errors, `${at}.names.${context.defaultLanguage}`, 'required');
    for (const [lang, name] of Object.entries(type.names))
      if ((name?.trim().length ?? 0) > PAYMENT_TYPE_NAME_MAX) add(errors, `${at}.names.${lang}`, 'too_long');
  });
  return errors;
}

const settingsResponse = z.object({ data: paymentTypeSettingsSchema });

export const staffPaymentTypesEndpoint = defineEndpoint({
  method: 'GET',
  path: 'staff/shop/payment-types',
  feature: 'staff',
  summary: 'The payment types the shop offers, their names and order, and the kinds it has none of yet',
  query: staffQuerySchema,
  response: settingsResponse,
  access: 'staff',
  roles: OWNER,
});

export const staffPaymentTypesSaveEndpoint = defineEndpoint({
  method: 'POST',
  path: 'staff/shop/payment-types',
  feature: 'staff',
  summary:
    'Choose which payment types are offered, name them per language and order them; at least one stays offered, none is deleted',
  query: staffQuerySchema,
  body: z.strictObject({
    types: z
      .array(
        z.strictObject({
          payart_id: z.nullable(z.int().check(z.positive(), z.maximum(2_147_483_647))),
          kind: z.enum(PAYMENT_KINDS),
          offered: z.boolean(),
          names: z.partialRecord(languageSchema, typedText(PAYMENT_TYPE_NAME_MAX * 5)),
        }),
      )
      .check(z.maxLength(PAYMENT_TYPES_MAX)),
  }),
  response: settingsResponse,
  access: 'staff',
  roles: OWNER,
});

/** The calls of the payment type settings; part of ENDPOINTS. */
export const PAYMENT_TYPE_ENDPOINTS = [staffPaymentTypesEndpoint, staffPaymentTypesSaveEndpoint] as const;
