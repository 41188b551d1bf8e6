import type { Language, Session } from '@museum-shop/contract';
import { AppError } from '../../errors.ts';
import type { RequestSession } from '../../plugins/session.ts';
import { takeClientRateLimit, takeRateLimit } from '../../rate-limits.ts';
import { hashToken, newToken } from '../../tokens.ts';
import { accountTexts } from './account.messages.ts';
import {
  closePasswordResetsOf,
  consumePasswordReset,
  deleteSessionsOf,
  findRegisteredByEmail,
  insertPasswordReset,
  isPasswordResetOpen,
  updateCustomer,
} from './account.repository.ts';
import { type AccountContext, accountLink } from './account-context.ts';
import { fieldError, mailCustomer, sessionCustomer, shopSettings } from './customer.service.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { startSession, takeCurrentPasswordTry } from './session.service.ts';

export const RESET_LINK_TTL_MS = 60 * 60_000;

function resetLinkInvalid(lang: Language): AppError {
  const message = accountTexts[lang].fields.resetLinkInvalid;
  return new AppError(422, 'RESET_LINK_INVALID', message, { token: [message] });
}

/** The customer of the session, after its current password `_po` was checked (422 on `_po` if wrong). */
export async function withCurrentPassword(ctx: AccountContext, session: RequestSession, currentMd5: string) {
  const customer = await sessionCustomer(ctx, session);
  // A guess at `_po` is a guess at the password: whoever holds an open session (a shared computer)
  // must not try passwords here without a limit like the login's.
  await takeCurrentPasswordTry(ctx, customer.email);
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

/**
 * customer/pwdreset: mails a link `{shopUrl}/{lang}/recover/{guid}#{token}` when the address has an
 * account. The link is built from the shop's own address, never from one the request names. The
 * answer is the same either way, so it tells nobody whether an address is registered.
 */
export async function requestPasswordReset(ctx: AccountContext, email: string): Promise<void> {
  // An unknown shop is a 404 before anything is counted; shop ids are public, so this tells nothing.
  await shopSettings(ctx);
  await takeClientRateLimit(ctx.db, 'reset-client', ctx.clientIp, ctx.limits.resetPerClient, ctx.now);
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
  const expiresAt = new Date(ctx.now.getTime() + RESET_LINK_TTL_MS);
  const queued = await ctx.db.transaction(async (tx) => {
    const guid = await insertPasswordReset(tx, {
      customerId: customer.id,
      tokenHash: hashToken(token),
      expiresAt,
      createdAt: ctx.now,
    });
    const link = accountLink(ctx, 'recover', guid, token);
    // A link that no longer works is not sent: the message expires with it.
    return mailCustomer(tx, ctx.mailer, customer, 'resetMail', link, {
      lang: ctx.lang,
      now: ctx.now,
      expiresAt,
    });
  });
  ctx.mailer.sendSoon([queued]);
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
