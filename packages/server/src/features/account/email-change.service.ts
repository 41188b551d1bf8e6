import { type Customer, isEmailAddress } from '@museum-shop/contract';
import type { RequestSession } from '../../plugins/session.ts';
import { closePasswordResetsOf, findRegisteredByEmail, updateCustomer } from './account.repository.ts';
import type { AccountContext } from './account-context.ts';
import { fieldError, isUniqueViolation, mailCustomer, toCustomer } from './customer.service.ts';
import { withCurrentPassword } from './password.service.ts';

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
    const { changed, queued } = await ctx.db.transaction(async (tx) => {
      const row = await updateCustomer(tx, customer.id, { email, updatedAt: ctx.now });
      // Links mailed to the old address must not reset the account any more.
      await closePasswordResetsOf(tx, customer.id, ctx.now);
      // The old address hears of it.
      const mail = await mailCustomer(tx, ctx.mailer, customer, 'emailChangedMail', email, ctx.now);
      return { changed: toCustomer(row), queued: mail };
    });
    ctx.mailer.sendSoon([queued]);
    return changed;
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError(ctx.lang, 'email', 'emailTaken');
    throw error;
  }
}
