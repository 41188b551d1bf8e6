import { type Customer, isEmailAddress } from '@museum-shop/contract';
import { AppError } from '../../errors.ts';
import type { RequestSession } from '../../plugins/session.ts';
import { takeRateLimit } from '../../rate-limits.ts';
import { hashToken, newToken } from '../../tokens.ts';
import {
  closeEmailChangesOf,
  closePasswordResetsOf,
  consumeEmailChange,
  findCustomer,
  findRegisteredByEmail,
  insertEmailChange,
  updateCustomer,
} from './account.repository.ts';
import { accountChangeTexts } from './account-changes.messages.ts';
import { type AccountContext, accountLink } from './account-context.ts';
import {
  fieldError,
  isUniqueViolation,
  mailCustomer,
  queueAccountMail,
  toCustomer,
} from './customer.service.ts';
import { withCurrentPassword } from './password.service.ts';

/** How long the confirmation link of an e-mail change works. */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60_000;

/**
 * customer/emailchange: nothing changes yet. A link goes to the new address, and the change
 * applies when it is followed (confirmEmailChange): whoever holds a session cannot move the
 * account to an address nobody reads, or to one that is not theirs. The old address hears of the
 * request at once, so an owner whose session was misused can act before the link is used.
 */
export async function requestEmailChange(
  ctx: AccountContext,
  session: RequestSession,
  currentMd5: string,
  newEmail: string,
): Promise<{ ok: true; pending_email: string }> {
  // A malformed address is refused before the password check counts a try.
  const email = newEmail.trim();
  if (!isEmailAddress(email)) throw fieldError(ctx.lang, 'email', 'invalidEmail');
  const customer = await withCurrentPassword(ctx, session, currentMd5);
  if (await findRegisteredByEmail(ctx.db, ctx.shopId, email, customer.id))
    throw fieldError(ctx.lang, 'email', 'emailTaken');
  await takeRateLimit(ctx.db, 'email-change', customer.id, ctx.limits.emailChangePerAccount, ctx.now);
  const token = newToken();
  const expiresAt = new Date(ctx.now.getTime() + EMAIL_CHANGE_TTL_MS);
  const texts = accountChangeTexts[ctx.lang];
  const queued = await ctx.db.transaction(async (tx) => {
    // Only the newest request's link works.
    await closeEmailChangesOf(tx, customer.id, ctx.now);
    const guid = await insertEmailChange(tx, {
      customerId: customer.id,
      newEmail: email,
      tokenHash: hashToken(token),
      expiresAt,
      createdAt: ctx.now,
    });
    const options = { lang: ctx.lang, now: ctx.now };
    const confirm = await queueAccountMail(
      tx,
      ctx.mailer,
      customer,
      texts.emailConfirmMail,
      'email-change',
      accountLink(ctx, 'confirm-email', guid, token),
      { ...options, expiresAt, recipient: email },
    );
    const notice = await queueAccountMail(
      tx,
      ctx.mailer,
      customer,
      texts.emailChangeRequestedMail,
      'email-change',
      email,
      options,
    );
    return [confirm, notice];
  });
  ctx.mailer.sendSoon(queued);
  return { ok: true, pending_email: email };
}

function confirmLinkInvalid(ctx: AccountContext): AppError {
  const message = accountChangeTexts[ctx.lang].confirmLinkInvalid;
  return new AppError(422, 'CONFIRM_LINK_INVALID', message, { token: [message] });
}

/**
 * customer/emailconfirm: applies the change of the link's token (once, within its day). No session
 * is needed: the link proves the new address, and it may be opened on another device. Reset links
 * mailed to the old address stop working, and the old address is told.
 */
export async function confirmEmailChange(ctx: AccountContext, token: string): Promise<Customer> {
  try {
    const { changed, queued } = await ctx.db.transaction(async (tx) => {
      const change = await consumeEmailChange(tx, hashToken(token), ctx.now);
      if (!change) throw confirmLinkInvalid(ctx);
      const customer = await findCustomer(tx, change.customerId);
      if (!customer) throw confirmLinkInvalid(ctx);
      // Someone may have registered the address since the link was sent.
      if (await findRegisteredByEmail(tx, customer.shopId, change.newEmail, customer.id))
        throw fieldError(ctx.lang, 'email', 'emailTaken');
      const row = await updateCustomer(tx, customer.id, { email: change.newEmail, updatedAt: ctx.now });
      await closePasswordResetsOf(tx, customer.id, ctx.now);
      // The old address hears of it. The notice carries no link, so it does not expire.
      const mail = await mailCustomer(tx, ctx.mailer, customer, 'emailChangedMail', change.newEmail, {
        lang: ctx.lang,
        now: ctx.now,
      });
      return { changed: toCustomer(row), queued: mail };
    });
    ctx.mailer.sendSoon([queued]);
    return changed;
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError(ctx.lang, 'email', 'emailTaken');
    throw error;
  }
}
