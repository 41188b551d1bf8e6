import { type CustomerForm, isOn, type Session } from '@museum-shop/contract';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import type { RequestSession } from '../../plugins/session.ts';
import { clientKey, returnRateLimitAttempt, takeClientRateLimit, takeRateLimit } from '../../rate-limits.ts';
import { hashToken, newToken } from '../../tokens.ts';
import { accountTexts } from './account.messages.ts';
import {
  type CustomerRow,
  deleteSession,
  findRegisteredByEmail,
  insertCustomer,
  insertSession,
  type NewCustomerRow,
  updateCustomer,
} from './account.repository.ts';
import type { AccountContext } from './account-context.ts';
import { checkForm, customerColumns, shopSettings, toCustomer } from './customer.service.ts';
import { hashPassword, needsRehash, verifyPassword } from './passwords.ts';

export const SESSION_TTL_MS = 12 * 60 * 60_000;

export async function startSession(db: Db, customer: CustomerRow, now: Date): Promise<Session> {
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

export async function registerGuest(
  ctx: AccountContext,
  form: CustomerForm,
  sendInvoice: boolean,
): Promise<Session> {
  const { config } = await shopSettings(ctx);
  // 422, not 403: the request is sound but this shop does not take it, and a client sends a 403 to its login screen.
  if (!isOn(config.guest_registration))
    throw new AppError(422, 'GUEST_REGISTRATION_DISABLED', accountTexts[ctx.lang].guestRegistrationDisabled);
  const { values } = await checkForm(ctx, form, 'guest');
  // Counted once the form is valid: only a sign-up that would store something uses up the allowance.
  await takeClientRateLimit(ctx.db, 'guest-client', ctx.clientIp, ctx.limits.guestPerClient, ctx.now);
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

const accountOf = (ctx: AccountContext, email: string) => `${ctx.shopId}:${email.trim().toLowerCase()}`;

/** Counts one check of the current password `_po`: a guess at it is a guess at the password. */
export function takeCurrentPasswordTry(ctx: AccountContext, email: string) {
  return takeRateLimit(
    ctx.db,
    'current-password',
    accountOf(ctx, email),
    ctx.limits.currentPasswordPerAccount,
    ctx.now,
  );
}

/**
 * The counters a wrong password at login counts on, in the order they are taken: the account from
 * this client first, so a client already refused there adds nothing to the account's own count
 * (one client alone can never lock the owner out), then the account from all clients together.
 */
function loginFailureCounters(ctx: AccountContext, email: string) {
  const account = accountOf(ctx, email);
  return [
    {
      name: 'login-failures',
      subject: `${account}|${clientKey(ctx.clientIp)}`,
      rule: ctx.limits.loginFailuresPerClientAndAccount,
    },
    { name: 'login-account', subject: account, rule: ctx.limits.loginFailuresPerAccount },
  ];
}

/**
 * Limits as in decision 0003: every attempt counts against the client; only a wrong password counts
 * against the account. Each failure counter is taken before the password is checked (concurrent
 * guesses cannot slip past it, and a refused try shows nothing about the password) and given back
 * when the password was right: a success undoes only its own count, never an attacker's.
 */
export async function login(ctx: AccountContext, email: string, md5Hex: string): Promise<Session> {
  // An unknown shop is a 404 like on every other account call, before anything is counted.
  await shopSettings(ctx);
  // Counted before the password is checked: the limits also cap the argon2 work one client can cause.
  await takeClientRateLimit(ctx.db, 'login-client', ctx.clientIp, ctx.limits.loginPerClient, ctx.now);
  const failureCounters = loginFailureCounters(ctx, email);
  for (const { name, subject, rule } of failureCounters)
    await takeRateLimit(ctx.db, name, subject, rule, ctx.now);
  const customer = await findRegisteredByEmail(ctx.db, ctx.shopId, email.trim());
  if (!(await verifyPassword(customer?.passwordHash, md5Hex)) || !customer)
    throw new AppError(401, 'LOGIN_FAILED', accountTexts[ctx.lang].loginFailed);
  for (const { name, subject, rule } of failureCounters)
    await returnRateLimitAttempt(ctx.db, name, subject, rule, ctx.now);
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
