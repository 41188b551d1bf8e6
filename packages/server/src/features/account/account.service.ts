import {
  type Customer,
  type CustomerAttributes,
  type CustomerForm,
  type FieldErrors,
  isOn,
  type Language,
  type Session,
} from '@museum-shop/contract';
import type { Database, Db } from '../../db/database.ts';
import { AppError, notFound } from '../../errors.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import type { RequestSession } from '../../plugins/session.ts';
import { clientKey, type RateLimitRule, takeRateLimit } from '../../rate-limits.ts';
import { hashToken, newToken } from '../../tokens.ts';
import { type AccountMail, accountTexts, type FieldProblem } from './account.messages.ts';
import {
  type CustomerRow,
  closePasswordResetsOf,
  consumePasswordReset,
  deleteExpiredPasswordResets,
  deleteExpiredSessions,
  deleteSession,
  deleteSessionsOf,
  findCustomer,
  findRegisteredByEmail,
  findShopAccountSettings,
  insertCustomer,
  insertPasswordReset,
  insertSession,
  isPasswordResetOpen,
  type NewCustomerRow,
  updateCustomer,
} from './account.repository.ts';
import {
  checkCustomerForm,
  type FieldProblems,
  type FormPurpose,
  type FormRules,
  isEmailAddress,
  STANDARD_FORM_RULES,
} from './customer-form.ts';
import { hashPassword, needsRehash, verifyPassword } from './passwords.ts';
import { resetLinkBase } from './reset-link.ts';

export const SESSION_TTL_MS = 12 * 60 * 60_000;
export const RESET_LINK_TTL_MS = 60 * 60_000;

export interface AccountLimits {
  loginPerClient: RateLimitRule;
  loginPerAccount: RateLimitRule;
  resetPerClient: RateLimitRule;
  resetPerAddress: RateLimitRule;
  /** Guest sign-ups: each one stores a customer and a session, so one client may not create them without end. */
  guestPerClient: RateLimitRule;
}

/** The numbers are explained in docs/decisions/0003-passwords-and-sessions.md. */
export const DEFAULT_ACCOUNT_LIMITS: AccountLimits = {
  loginPerClient: { limit: 100, windowMs: 15 * 60_000 },
  loginPerAccount: { limit: 10, windowMs: 15 * 60_000 },
  resetPerClient: { limit: 10, windowMs: 60 * 60_000 },
  resetPerAddress: { limit: 3, windowMs: 60 * 60_000 },
  guestPerClient: { limit: 60, windowMs: 60 * 60_000 },
};

/** What every account call knows about its request. */
export interface AccountContext {
  db: Database;
  lang: Language;
  shopId: number;
  now: Date;
  clientIp: string;
  limits: AccountLimits;
  /** The shop's public address; when set, reset links must point into it. */
  publicUrl: string | undefined;
  /** Tells the outbox worker that a message is waiting. */
  wakeMail: () => void;
}

async function shopSettings(ctx: AccountContext) {
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

const fieldError = (lang: Language, field: string, problem: FieldProblem) =>
  formError(lang, { [field]: [problem] });

function resetLinkInvalid(lang: Language): AppError {
  const message = accountTexts[lang].fields.resetLinkInvalid;
  return new AppError(422, 'RESET_LINK_INVALID', message, { token: [message] });
}

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

/** Checks the form and, for a registration, that the address is free; throws the 422. */
async function checkForm(ctx: AccountContext, form: CustomerForm, purpose: FormPurpose, exceptId?: string) {
  const { config, rules } = await shopSettings(ctx);
  const { problems, values } = checkCustomerForm(form, rules, purpose);
  // Where no registration can follow, saying an address is taken would only tell a stranger who
  // has an account (the reset request is careful not to).
  const registrationOpen = isOn(config.user_registration);
  if (purpose === 'register' && registrationOpen && !problems.email && values.email) {
    if (await findRegisteredByEmail(ctx.db, ctx.shopId, values.email, exceptId))
      problems.email = ['emailTaken'];
  }
  if (Object.keys(problems).length > 0) throw formError(ctx.lang, problems);
  return { config, values };
}

function customerColumns(values: Awaited<ReturnType<typeof checkForm>>['values']) {
  const { password: _password, email: _email, ...columns } = values;
  return columns;
}

async function startSession(db: Db, customer: CustomerRow, now: Date): Promise<Session> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await insertSession(db, {
    tokenHash: hashToken(token),
    customerId: customer.id,
    expiresAt,
    createdAt: now,
  });
  return { token, expires_at: expiresAt.toISOString(), customer: toCustomer(customer) };
}

/** The e-mail address as a unique key fails when two registrations race; that is the same 422. */
function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause)
    if ((cause as { code?: string }).code === '23505') return true;
  return false;
}

export async function register(ctx: AccountContext, form: CustomerForm): Promise<Customer> {
  const { config } = await shopSettings(ctx);
  if (!isOn(config.user_registration))
    throw new AppError(403, 'REGISTRATION_DISABLED', accountTexts[ctx.lang].registrationDisabled);
  const { values } = await checkForm(ctx, form, 'register');
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
  await checkForm(ctx, form, session ? 'update' : 'register', session?.customerId);
}

export async function registerGuest(
  ctx: AccountContext,
  form: CustomerForm,
  sendInvoice: boolean,
): Promise<Session> {
  const { config } = await shopSettings(ctx);
  if (!isOn(config.guest_registration))
    throw new AppError(403, 'GUEST_REGISTRATION_DISABLED', accountTexts[ctx.lang].guestRegistrationDisabled);
  const { values } = await checkForm(ctx, form, 'guest');
  // Counted once the form is valid: only a sign-up that would store something uses up the allowance.
  await takeRateLimit(ctx.db, 'guest-client', clientKey(ctx.clientIp), ctx.limits.guestPerClient, ctx.now);
  return ctx.db.transaction(async (tx) => {
    const row = await insertCustomer(tx, {
      ...customerColumns(values),
      shopId: ctx.shopId,
      isGuest: true,
      email: values.email,
      passwordHash: null,
      sendInvoice,
      lang: ctx.lang,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    });
    return startSession(tx, row, ctx.now);
  });
}

/** Counts one password try at an account: `name` keeps login and the calls that ask for `_po` apart. */
function takePasswordTry(ctx: AccountContext, name: 'login-account' | 'current-password', email: string) {
  const account = `${ctx.shopId}:${email.trim().toLowerCase()}`;
  return takeRateLimit(ctx.db, name, account, ctx.limits.loginPerAccount, ctx.now);
}

export async function login(ctx: AccountContext, email: string, md5Hex: string): Promise<Session> {
  // An unknown shop is a 404 like on every other account call, before anything is counted.
  await shopSettings(ctx);
  // Counted before the password is checked: the limits also cap the argon2 work one client can cause.
  await takeRateLimit(ctx.db, 'login-client', clientKey(ctx.clientIp), ctx.limits.loginPerClient, ctx.now);
  await takePasswordTry(ctx, 'login-account', email);
  const customer = await findRegisteredByEmail(ctx.db, ctx.shopId, email.trim());
  if (!(await verifyPassword(customer?.passwordHash, md5Hex)) || !customer)
    throw new AppError(401, 'LOGIN_FAILED', accountTexts[ctx.lang].loginFailed);
  // E-mails go out in the language the customer last used the shop in; a hash made at an older
  // cost is stored again at today's while the password is at hand.
  const changes: Partial<NewCustomerRow> = {};
  if (customer.lang !== ctx.lang) changes.lang = ctx.lang;
  if (customer.passwordHash && needsRehash(customer.passwordHash))
    changes.passwordHash = await hashPassword(md5Hex);
  const current = Object.keys(changes).length ? await updateCustomer(ctx.db, customer.id, changes) : customer;
  return startSession(ctx.db, current, ctx.now);
}

export async function logout(ctx: AccountContext, session: RequestSession): Promise<void> {
  await deleteSession(ctx.db, session.tokenHash);
}

async function sessionCustomer(ctx: AccountContext, session: RequestSession): Promise<CustomerRow> {
  const row = await findCustomer(ctx.db, session.customerId);
  // The session row is deleted with its customer, so this only happens in a race with a deletion.
  if (!row) throw new AppError(401, 'UNAUTHORIZED', 'The session has ended');
  return row;
}

export async function getCustomer(ctx: AccountContext, session: RequestSession): Promise<Customer> {
  return toCustomer(await sessionCustomer(ctx, session));
}

export async function updateCustomerData(
  ctx: AccountContext,
  session: RequestSession,
  form: CustomerForm,
): Promise<Customer> {
  const { values } = await checkForm(ctx, form, 'update', session.customerId);
  const row = await updateCustomer(ctx.db, session.customerId, {
    ...customerColumns(values),
    lang: ctx.lang,
    updatedAt: ctx.now,
  });
  return toCustomer(row);
}

/** The customer of the session, after its current password `_po` was checked (422 on `_po` if wrong). */
async function withCurrentPassword(ctx: AccountContext, session: RequestSession, currentMd5: string) {
  const customer = await sessionCustomer(ctx, session);
  // A guess at `_po` is a guess at the password: whoever holds an open session (a shared computer)
  // must not try passwords here without a limit like the login's.
  await takePasswordTry(ctx, 'current-password', customer.email);
  if (!(await verifyPassword(customer.passwordHash, currentMd5)))
    throw fieldError(ctx.lang, '_po', 'wrongPassword');
  return customer;
}

export async function changePassword(
  ctx: AccountContext,
  session: RequestSession,
  currentMd5: string,
  newMd5: string,
): Promise<void> {
  const customer = await withCurrentPassword(ctx, session, currentMd5);
  const passwordHash = await hashPassword(newMd5);
  await ctx.db.transaction(async (tx) => {
    await updateCustomer(tx, customer.id, { passwordHash, updatedAt: ctx.now });
    // Whoever else held a session with the old password is signed out.
    await deleteSessionsOf(tx, customer.id, session.tokenHash);
    // A reset link mailed earlier would undo the new password.
    await closePasswordResetsOf(tx, customer.id, ctx.now);
  });
}

export async function changeEmail(
  ctx: AccountContext,
  session: RequestSession,
  currentMd5: string,
  newEmail: string,
): Promise<Customer> {
  // A malformed address is refused before the password check counts a try.
  const email = newEmail.trim();
  if (!isEmailAddress(email)) throw fieldError(ctx.lang, 'email', 'invalidEmail');
  const customer = await withCurrentPassword(ctx, session, currentMd5);
  if (await findRegisteredByEmail(ctx.db, ctx.shopId, email, customer.id))
    throw fieldError(ctx.lang, 'email', 'emailTaken');
  try {
    return await ctx.db.transaction(async (tx) => {
      const row = await updateCustomer(tx, customer.id, { email, updatedAt: ctx.now });
      // Links mailed to the old address must not reset the account any more.
      await closePasswordResetsOf(tx, customer.id, ctx.now);
      // The old address hears of it.
      await mailCustomer(tx, customer, 'emailChangedMail', email, ctx.now);
      return toCustomer(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError(ctx.lang, 'email', 'emailTaken');
    throw error;
  }
}

/**
 * Queues an account e-mail to the customer's address, in the language the customer last used (not
 * necessarily this request's), greeting by name, or by address when the name is not known.
 */
function mailCustomer(db: Db, customer: CustomerRow, kind: AccountMail, detail: string, now: Date) {
  const mail = accountTexts[customer.lang][kind];
  const name = [customer.fname, customer.lname].filter(Boolean).join(' ') || customer.email;
  return enqueueMail(
    db,
    { recipient: customer.email, subject: mail.subject, text: mail.body(name, detail), lang: customer.lang },
    now,
  );
}

function checkBacklink(ctx: AccountContext, backlink: string): URL {
  const base = resetLinkBase(backlink, ctx.publicUrl);
  if (!base) throw fieldError(ctx.lang, 'backlink', 'invalidBacklink');
  return base;
}

/**
 * customer/pwdreset: mails a link `{backlink}/{guid}#{token}` when the address has an account. The
 * answer is the same either way, so it tells nobody whether an address is registered.
 */
export async function requestPasswordReset(
  ctx: AccountContext,
  email: string,
  backlink: string,
): Promise<void> {
  const base = checkBacklink(ctx, backlink);
  // An unknown shop is a 404 before anything is counted; shop ids are public, so this tells nothing.
  await shopSettings(ctx);
  await takeRateLimit(ctx.db, 'reset-client', clientKey(ctx.clientIp), ctx.limits.resetPerClient, ctx.now);
  const address = email.trim();
  await takeRateLimit(
    ctx.db,
    'reset-address',
    `${ctx.shopId}:${address.toLowerCase()}`,
    ctx.limits.resetPerAddress,
    ctx.now,
  );
  const customer = await findRegisteredByEmail(ctx.db, ctx.shopId, address);
  if (!customer) return;
  const token = newToken();
  await ctx.db.transaction(async (tx) => {
    const guid = await insertPasswordReset(tx, {
      customerId: customer.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(ctx.now.getTime() + RESET_LINK_TTL_MS),
      createdAt: ctx.now,
    });
    const link = `${base.origin}${base.pathname.replace(/\/+$/, '')}/${guid}#${token}`;
    await mailCustomer(tx, customer, 'resetMail', link, ctx.now);
  });
  ctx.wakeMail();
}

/** customer/pwdconfirm: sets the new password through a reset link (once, within the hour) and signs in. */
export async function confirmPasswordReset(
  ctx: AccountContext,
  token: string,
  newMd5: string,
): Promise<Session> {
  const tokenHash = hashToken(token);
  // Refused before the argon2 work: otherwise every made-up token would cost a 19 MiB hash,
  // unlimited. The use itself stays one atomic statement below.
  if (!(await isPasswordResetOpen(ctx.db, tokenHash, ctx.now))) throw resetLinkInvalid(ctx.lang);
  const passwordHash = await hashPassword(newMd5);
  return ctx.db.transaction(async (tx) => {
    const customerId = await consumePasswordReset(tx, tokenHash, ctx.now);
    if (!customerId) throw resetLinkInvalid(ctx.lang);
    const customer = await updateCustomer(tx, customerId, { passwordHash, updatedAt: ctx.now });
    await deleteSessionsOf(tx, customerId);
    // The other links mailed to this customer end with this one.
    await closePasswordResetsOf(tx, customerId, ctx.now);
    return startSession(tx, customer, ctx.now);
  });
}

/**
 * Clears what has ended: sessions past their expiry, and reset links a day past theirs (kept a day
 * so a late click still gets "link no longer valid" rather than "unknown link").
 */
export async function sweepExpiredAccountData(db: Db, now: Date): Promise<void> {
  await deleteExpiredSessions(db, now);
  await deleteExpiredPasswordResets(db, new Date(now.getTime() - 24 * 60 * 60_000));
}
