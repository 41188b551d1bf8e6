import type { StaffInvitation } from '@museum-shop/contract';
import { AppError } from '../../../errors.ts';
import type { ShopContext } from '../../../lib/shop-context.ts';
import { clientKey, takeRateLimit } from '../../../rate-limits.ts';
import { hashToken } from '../../../tokens.ts';
import { findOpenInvite } from './auth.repository.ts';
import type { StaffAuthDeps } from './auth.service.ts';

/**
 * What the accept screen shows of an invitation (issue 34): the address it was sent to and the
 * name the owner entered, so the colleague need not type it again. Only for a token that can still
 * be accepted; anything else is one 404, so the answer tells a guesser nothing more. Counted per
 * client before the token is looked up, as accepting is.
 */
export async function invitationOf(
  deps: Pick<StaffAuthDeps, 'db' | 'limits'>,
  shop: ShopContext,
  token: string,
  ip: string,
): Promise<StaffInvitation> {
  await takeRateLimit(
    deps.db,
    'staff-invitation-client',
    clientKey(ip),
    deps.limits.invitationPerClient,
    shop.now,
  );
  const invite = await findOpenInvite(deps.db, shop.shopId, hashToken(token), shop.now);
  if (!invite) throw new AppError(404, 'NOT_FOUND', 'This sign-in link is unknown, used or expired');
  return { email: invite.email, name: invite.name };
}
