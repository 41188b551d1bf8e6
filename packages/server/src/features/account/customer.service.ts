import {
  CUSTOMER_FIELDS,
  type Customer,
  type CustomerAttributes,
  type CustomerForm,
  type FieldErrors,
  isOn,
  type Language,
} from '@museum-shop/contract';
import type { Db } from '../../db/database.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Mailer, MailKind } from '../../mail/outbox.ts';
import type { RequestSession } from '../../plugins/session.ts';
import { type RateLimitRule, takeClientRateLimit } from '../../rate-limits.ts';
import { type AccountMail, accountTexts, type FieldProblem } from './account.messages.ts';
import {
  type CustomerRow,
  findCustomer,
  findRegisteredByEmail,
  findShopAccountSettings,
  insertCustomer,
  updateCustomer,
} from './account.repository.ts';
import type { AccountContext } from './account-context.ts';
import {
  checkCustomerForm,
  type FieldProblems,
  type FormPurpose,
  type FormRules,
  STANDARD_FORM_RULES,
} from './customer-form.ts';
import { hashPassword } from './passwords.ts';

/** The shop's configuration and customer form rules; 404 for an unknown shop. */
export async function shopSettings(ctx: AccountContext) {
  const row = await findShopAccountSettings(ctx.db, ctx.shopId);
  if (!row) throw notFound('SHOP_NOT_FOUND', `No shop with id ${ctx.shopId}`);
  // A shop without form settings of its own gets the standard form, for its default country.
  const rules: FormRules = row.form ?? {
    ...STANDARD_FORM_RULES,
    countries: [row.config.default_user_country_key],
  };
  return { config: row.config, rules };
}

/** 422 with each field's messages in the request's language. */
function formError(lang: Language, problems: FieldProblems): AppError {
  const texts = accountTexts[lang];
  const errors: FieldErrors = Object.fromEntries(
    Object.entries(problems).map(([field, list]) => [field, list.map((problem) => texts.fields[problem])]),
  );
  return new AppError(422, 'VALIDATION_FAILED', texts.formInvalid, errors);
}

export const fieldError = (lang: Language, field: string, problem: FieldProblem) =>
  formError(lang, { [field]: [problem] });

export function toCustomer(row: CustomerRow): Customer {
  const billingName = [row.fname, row.lname].filter(Boolean).join(' ') || row.company;
  return {
    salutation: row.salutation,
    fname: row.fname,
    lname: row.lname,
    email: row.email,
    phone: row.phone,
    company: { name: row.company },
    addrBilling: {
      name: billingName,
      street: row.street,
      zip: row.zip,
      city: row.city,
      country: row.country,
    },
    addrShipping: row.shipping,
    country: row.country,
    isGuest: row.isGuest,
  };
}

export async function customerAttributes(ctx: AccountContext): Promise<CustomerAttributes> {
  const { rules } = await shopSettings(ctx);
  const countryNames = new Intl.DisplayNames([ctx.lang], { type: 'region', fallback: 'code' });
  const salutationNames = accountTexts[ctx.lang].salutations;
  return {
    countries: Object.fromEntries(rules.countries.map((key) => [key, countryNames.of(key) ?? key])),
    salutations: Object.fromEntries(rules.salutations.map((key) => [key, salutationNames[key] ?? key])),
    required_fields: [...rules.requiredFields],
    visible_fields: [...rules.visibleFields],
  };
}

export interface CheckFormOptions {
  /** The customer whose own address does not count as taken. */
  exceptId?: string;
  /**
   * The per-client limit that counts a registration's address lookup. "Taken" tells a stranger who
   * has an account (and a registration goes on to an argon2 hash), so one client may not sweep a
   * list of addresses.
   */
  lookupLimit?: { name: string; rule: RateLimitRule };
}

/** Checks the form and, for a registration, that the address is free; throws the 422. */
export async function checkForm(
  ctx: AccountContext,
  form: CustomerForm,
  purpose: FormPurpose,
  { exceptId, lookupLimit }: CheckFormOptions = {},
) {
  const { config, rules } = await shopSettings(ctx);
  const { problems, values } = checkCustomerForm(form, rules, purpose);
  // Where no registration can follow, saying an address is taken would only tell a stranger who
  // has an account (the reset request is careful not to). The address is looked up, and counted,
  // only for an otherwise valid form: one refused for its fields costs nothing and changes nothing.
  const registrationOpen = isOn(config.user_registration);
  if (purpose === 'register' && registrationOpen && Object.keys(problems).length === 0 && values.email) {
    if (lookupLimit)
      await takeClientRateLimit(ctx.db, lookupLimit.name, ctx.clientIp, lookupLimit.rule, ctx.now);
    if (await findRegisteredByEmail(ctx.db, ctx.shopId, values.email, exceptId))
      problems.email = ['emailTaken'];
  }
  if (Object.keys(problems).length > 0) throw formError(ctx.lang, problems);
  return { config, values };
}

export function customerColumns(values: Awaited<ReturnType<typeof checkForm>>['values']) {
  const { password: _password, email: _email, ...columns } = values;
  return columns;
}

/** The e-mail address as a unique key fails when two registrations race; that is the same 422. */
export function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause)
    if ((cause as { code?: string }).code === '23505') return true;
  return false;
}

export async function register(ctx: AccountContext, form: CustomerForm): Promise<Customer> {
  const { config } = await shopSettings(ctx);
  // 422, not 403: the request is sound but this shop does not take it, and a client sends a 403 to its login screen.
  if (!isOn(config.user_registration))
    throw new AppError(422, 'REGISTRATION_DISABLED', accountTexts[ctx.lang].registrationDisabled);
  const { values } = await checkForm(ctx, form, 'register', {
    lookupLimit: { name: 'register-client', rule: ctx.limits.registerPerClient },
  });
  try {
    const row = await insertCustomer(ctx.db, {
      ...customerColumns(values),
      shopId: ctx.shopId,
      isGuest: false,
      email: values.email,
      passwordHash: await hashPassword(values.password),
      lang: ctx.lang,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    });
    return toCustomer(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError(ctx.lang, 'email', 'emailTaken');
    throw error;
  }
}

/** customer/validate: with a session it checks an update of that customer, without one a registration. */
export async function validateForm(
  ctx: AccountContext,
  form: CustomerForm,
  session: RequestSession | null,
): Promise<void> {
  await checkForm(
    ctx,
    session ? withStoredValues(form, await sessionCustomer(ctx, session)) : form,
    session ? 'update' : 'register',
    session
      ? { exceptId: session.customerId }
      : { lookupLimit: { name: 'validate-client', rule: ctx.limits.validatePerClient } },
  );
}

export async function sessionCustomer(ctx: AccountContext, session: RequestSession): Promise<CustomerRow> {
  const row = await findCustomer(ctx.db, session.customerId);
  // The session row is deleted with its customer, so this only happens in a race with a deletion.
  if (!row) throw new AppError(401, 'UNAUTHORIZED', 'The session has ended');
  return row;
}

export async function getCustomer(ctx: AccountContext, session: RequestSession): Promise<Customer> {
  return toCustomer(await sessionCustomer(ctx, session));
}

/** The update form with every field it leaves out filled in from the stored customer. */
export function withStoredValues(form: CustomerForm, stored: CustomerRow): CustomerForm {
  const merged: CustomerForm = { ...form };
  for (const field of CUSTOMER_FIELDS) {
    if (field === 'password' || field === 'email') continue;
    if (merged[field] === undefined) merged[field] = stored[field];
  }
  if (form.shipping === undefined) merged.shipping = stored.shipping;
  return merged;
}

export async function updateCustomerData(
  ctx: AccountContext,
  session: RequestSession,
  form: CustomerForm,
): Promise<Customer> {
  // A field the request leaves out keeps its value: only what is sent changes (an empty string
  // clears an optional field; `shipping: null` ships to the billing address again).
  // An update that names no field at all is a mistake of the client, not a request to keep everything.
  const named = CUSTOMER_FIELDS.some((field) => form[field] !== undefined) || form.shipping !== undefined;
  if (!named) throw formError(ctx.lang, { c: ['required'] });
  const stored = await sessionCustomer(ctx, session);
  const { values } = await checkForm(ctx, withStoredValues(form, stored), 'update', {
    exceptId: session.customerId,
  });
  const row = await updateCustomer(ctx.db, session.customerId, {
    ...customerColumns(values),
    lang: ctx.lang,
    updatedAt: ctx.now,
  });
  return toCustomer(row);
}

/** What each account e-mail is about, as the outbox records it. */
const MAIL_KINDS: Record<AccountMail, MailKind> = {
  resetMail: 'password-reset',
  emailChangedMail: 'email-change',
};

/**
 * Queues an account e-mail to the customer's address, in the language of the request that caused
 * it (the person reading the shop in it asked for it), greeting by name, or by address when the
 * name is not known. `expiresAt`: when the link it carries stops working; it is not sent after.
 */
export function mailCustomer(
  tx: Db,
  mailer: Mailer,
  customer: CustomerRow,
  kind: AccountMail,
  detail: string,
  options: { lang: Language; now: Date; expiresAt?: Date },
) {
  return queueAccountMail(
    tx,
    mailer,
    customer,
    accountTexts[options.lang][kind],
    MAIL_KINDS[kind],
    detail,
    options,
  );
}

/** Queues `mail` for the customer (or `recipient`, e.g. an address not yet confirmed); see mailCustomer. */
export function queueAccountMail(
  tx: Db,
  mailer: Mailer,
  customer: Pick<CustomerRow, 'fname' | 'lname' | 'email' | 'shopId'>,
  mail: { subject: string; body: (name: string, detail: string) => string },
  kind: MailKind,
  detail: string,
  { lang, now, expiresAt, recipient }: { lang: Language; now: Date; expiresAt?: Date; recipient?: string },
) {
  const name = [customer.fname, customer.lname].filter(Boolean).join(' ') || customer.email;
  return mailer.queue(
    tx,
    {
      shopId: customer.shopId,
      recipient: recipient ?? customer.email,
      subject: mail.subject,
      text: mail.body(name, detail),
      lang,
      kind,
      ...(expiresAt ? { expiresAt } : {}),
    },
    now,
  );
}
