import { type CustomerAttributes, isEmailAddress } from '@museum-shop/contract';
import * as z from 'zod/mini';
import {
  type GuestField,
  guestFields,
  guestFormSchema,
} from '../../components/customer-form/customer-form.ts';

/**
 * The account forms' rules (spec §5 "Forms"): what the browser can tell before a call. The server
 * checks again and answers 422 with messages per field. Messages here are keys of the `account`
 * texts; the customer fields' own are keys of the checkout texts (`signIn.…`), as in the guest form.
 */
export const ACCOUNT_ERRORS = {
  required: 'errors.required',
  email: 'errors.email',
  emailsDoNotMatch: 'errors.emailsDoNotMatch',
  passwordsDoNotMatch: 'errors.passwordsDoNotMatch',
  passwordTooShort: 'errors.passwordTooShort',
} as const;

/** The shortest new password the forms accept; the server only ever sees its MD5 value. */
export const MIN_PASSWORD_LENGTH = 8;

type Issue = { path: string; message: string };

/** A schema from a list of checks, each answering the issues of the values. */
function checked<Values extends Record<string, string>>(check: (values: Partial<Values>) => Issue[]) {
  return z.record(z.string(), z.string()).check(
    z.superRefine((values, ctx) => {
      for (const issue of check(values as Partial<Values>))
        ctx.issues.push({ code: 'custom', path: [issue.path], message: issue.message, input: values });
    }),
  ) as unknown as z.ZodMiniType<Values, Values>;
}

const blank = (value: string | undefined) => (value ?? '').trim() === '';

function requiredIssues(values: Record<string, string | undefined>, fields: readonly string[]): Issue[] {
  return fields
    .filter((field) => blank(values[field]))
    .map((path) => ({ path, message: ACCOUNT_ERRORS.required }));
}

function emailIssue(value: string | undefined, path: string): Issue[] {
  return !blank(value) && !isEmailAddress((value ?? '').trim())
    ? [{ path, message: ACCOUNT_ERRORS.email }]
    : [];
}

/** A new password typed twice: long enough, and the same both times ('Passwords do not match'). */
function newPasswordIssues(
  password: string | undefined,
  repeat: string | undefined,
  paths: [string, string],
) {
  const issues: Issue[] = [];
  if (!blank(password) && (password ?? '').length < MIN_PASSWORD_LENGTH)
    issues.push({ path: paths[0], message: ACCOUNT_ERRORS.passwordTooShort });
  if (!blank(repeat) && password !== repeat)
    issues.push({ path: paths[1], message: ACCOUNT_ERRORS.passwordsDoNotMatch });
  return issues;
}

export type LoginValues = { email: string; password: string };
export const loginSchema = checked<LoginValues>((values) => [
  ...requiredIssues(values, ['email', 'password']),
  ...emailIssue(values.email, 'email'),
]);

export type ForgotPasswordValues = { email: string };
export const forgotPasswordSchema = checked<ForgotPasswordValues>((values) => [
  ...requiredIssues(values, ['email']),
  ...emailIssue(values.email, 'email'),
]);

export type NewPasswordValues = { password: string; passwordRepeat: string };
export const newPasswordSchema = checked<NewPasswordValues>((values) => [
  ...requiredIssues(values, ['password', 'passwordRepeat']),
  ...newPasswordIssues(values.password, values.passwordRepeat, ['password', 'passwordRepeat']),
]);

export type ChangePasswordValues = { current: string; next: string; nextRepeat: string };
export const changePasswordSchema = checked<ChangePasswordValues>((values) => [
  ...requiredIssues(values, ['current', 'next', 'nextRepeat']),
  ...newPasswordIssues(values.next, values.nextRepeat, ['next', 'nextRepeat']),
]);

export type ChangeEmailValues = { email: string; emailRepeat: string; current: string };
export const changeEmailSchema = checked<ChangeEmailValues>((values) => [
  ...requiredIssues(values, ['email', 'emailRepeat', 'current']),
  ...emailIssue(values.email, 'email'),
  ...(!blank(values.emailRepeat) &&
  (values.email ?? '').trim().toLowerCase() !== (values.emailRepeat ?? '').trim().toLowerCase()
    ? [{ path: 'emailRepeat', message: ACCOUNT_ERRORS.emailsDoNotMatch }]
    : []),
]);

export type PasswordConfirmValues = { current: string };
export const passwordConfirmSchema = checked<PasswordConfirmValues>((values) =>
  requiredIssues(values, ['current']),
);

export type RegisterValues = Partial<Record<GuestField, string>> & {
  emailRepeat: string;
  password: string;
  passwordRepeat: string;
};

/**
 * Registration: the customer fields the shop shows and requires (customer/attr), as the guest form
 * checks them, then the e-mail address again ('Emails do not match') and a password twice.
 */
export function registerSchema(attributes: CustomerAttributes) {
  const customer = guestFormSchema(attributes);
  return checked<RegisterValues>((values) => {
    const parsed = customer.safeParse(values);
    const issues: Issue[] = parsed.success
      ? []
      : parsed.error.issues.map((issue) => ({ path: String(issue.path[0]), message: issue.message }));
    issues.push(...requiredIssues(values, ['emailRepeat', 'password', 'passwordRepeat']));
    if (
      !blank(values.emailRepeat) &&
      (values.email ?? '').trim().toLowerCase() !== (values.emailRepeat ?? '').trim().toLowerCase()
    )
      issues.push({ path: 'emailRepeat', message: ACCOUNT_ERRORS.emailsDoNotMatch });
    issues.push(...newPasswordIssues(values.password, values.passwordRepeat, ['password', 'passwordRepeat']));
    return issues;
  });
}

/** The customer fields of the details form in settings: those of registration, less the e-mail address. */
export const detailFields = (attributes: CustomerAttributes): GuestField[] =>
  guestFields(attributes).filter((field) => field !== 'email');

/** The details form: the shown customer fields, required ones filled in. */
export function detailsSchema(attributes: CustomerAttributes) {
  const required = new Set<string>(attributes.required_fields);
  return checked<Partial<Record<GuestField, string>>>((values) =>
    requiredIssues(
      values,
      detailFields(attributes).filter((field) => required.has(field)),
    ).map((issue) => ({
      ...issue,
      message: 'signIn.errors.required',
    })),
  );
}

export type ShippingValues = {
  separate: boolean;
  name: string;
  street: string;
  zip: string;
  city: string;
  country: string;
};
export const SHIPPING_PARTS = ['name', 'street', 'zip', 'city', 'country'] as const;
