import { type CustomerForm, isOn, type Session } from '@museum-shop/contract';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import type { RequestSession } from '../../plugins/session.ts';
import { clientKey, takeRateLimit } from '../../rate-limits.ts';
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
export function takePasswordTry(
  ctx: AccountContext,
  name: 'login-account' | 'current-password',
  email: string,
) {
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
