import {
  type CustomerAttributes,
  type CustomerField,
  type CustomerForm,
  type FieldErrors,
  isEmailAddress,
} from '@museum-shop/contract';
import * as z from 'zod/mini';

/** The guest form's fields: those the shop shows, less the password (a guest has none), in the contract's order. */
export type GuestField = Exclude<CustomerField, 'password'>;
export type GuestFormValues = Record<GuestField, string>;

export const GUEST_FIELD_ORDER: readonly GuestField[] = [
  'salutation',
  'fname',
  'lname',
  'company',
  'email',
  'phone',
  'street',
  'zip',
  'city',
  'country',
];

export function guestFields(attributes: CustomerAttributes): GuestField[] {
  const visible = new Set<string>([...attributes.visible_fields, ...attributes.required_fields]);
  // E-mail is always asked: the tickets and the confirmation go there.
  visible.add('email');
  return GUEST_FIELD_ORDER.filter((field) => visible.has(field));
}

export const GUEST_ERRORS = { required: 'signIn.errors.required', email: 'signIn.errors.email' } as const;

/** Required fields come from the server (spec §5 "Forms"); the e-mail is checked as the server checks it. */
export function guestFormSchema(attributes: CustomerAttributes) {
  const required = new Set<string>([...attributes.required_fields, 'email']);
  return z.record(z.string(), z.string()).check(
    z.superRefine((values, ctx) => {
      for (const field of guestFields(attributes)) {
        const value = (values[field] ?? '').trim();
        if (required.has(field) && value === '')
          ctx.issues.push({ code: 'custom', path: [field], message: GUEST_ERRORS.required, input: value });
        else if (field === 'email' && value !== '' && !isEmailAddress(value))
          ctx.issues.push({ code: 'custom', path: [field], message: GUEST_ERRORS.email, input: value });
      }
    }),
  );
}

export const isGuestFieldRequired = (attributes: CustomerAttributes, field: GuestField) =>
  field === 'email' || attributes.required_fields.includes(field);

/**
 * The guest form's first values: empty, or what the last guest gave (`saved`, kept in session
 * storage), so a second order needs one click on "continue as guest" (a guest token books once).
 * Only the fields the form shows, and only text. The country starts at the shop's default
 * (`default_user_country_key`) when nothing is chosen yet.
 */
export function guestFormDefaults(
  fields: readonly GuestField[],
  saved: Readonly<Record<string, unknown>> | null | undefined,
  defaultCountry = '',
): Partial<GuestFormValues> {
  return Object.fromEntries(
    fields.map((field) => {
      const value = saved?.[field];
      const text = typeof value === 'string' ? value : '';
      return [field, field === 'country' && text === '' ? defaultCountry : text];
    }),
  );
}

/** The shop's default country (configuration `default_user_country_key`) when the form offers it, else none. */
export function offeredDefaultCountry(
  countries: Readonly<Record<string, string>>,
  defaultCountry: string | null | undefined,
): string {
  return defaultCountry && Object.hasOwn(countries, defaultCountry) ? defaultCountry : '';
}

/** The form `c` of auth/guest: the shown fields, trimmed; the shipping address goes to the billing address. */
export function guestFormBody(values: Partial<GuestFormValues>, fields: readonly GuestField[]): CustomerForm {
  const form: CustomerForm = {};
  for (const field of fields) form[field] = (values[field] ?? '').trim();
  return form;
}

/**
 * Whether a failed customer/validate still lets a guest through. Guest registration checks the
 * form with customer/validate first, which checks it as a registration. A guest sets no password,
 * so a 422 whose only complaint is the password means the form is fine (spec §5 "Forms"); any
 * other field's message, or any other failure, stops the guest at the form.
 */
export function isGuestFormAccepted(status: number | undefined, errors: FieldErrors | undefined): boolean {
  if (status !== 422 || !errors) return false;
  const fields = Object.keys(errors);
  return fields.length > 0 && fields.every((field) => field === 'password');
}
